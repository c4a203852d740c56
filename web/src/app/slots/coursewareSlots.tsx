import { lazy, Suspense } from 'react';
import { PageLoading } from '../../shared/ui/PageLoading';

/**
 * Courseware parts that other domains' screens show (the ClassDetail courseware tab, a lesson
 * session's courseware list). Domains do not import each other: they mount these slots, which load
 * the courseware domain's components lazily.
 */
const ClassCoursewareTab = lazy(() => import('../../courseware/ClassCoursewareTab'));
const SessionCourseware = lazy(() => import('../../courseware/SessionCourseware'));

export function ClassCoursewareSlot({ classId }: { classId: string }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <ClassCoursewareTab classId={classId} />
    </Suspense>
  );
}

export function SessionCoursewareSlot({ sessionId }: { sessionId: string }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <SessionCourseware sessionId={sessionId} />
    </Suspense>
  );
}
