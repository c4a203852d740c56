import { lazy, Suspense } from 'react';
import { PageLoading } from '../../shared/ui/PageLoading';

/**
 * The courseware of a lesson session, shown by the session screens. Domains do not import each other:
 * they mount this slot, which loads the courseware domain's component lazily.
 */
const SessionCourseware = lazy(() => import('../../courseware/SessionCourseware'));

export function SessionCoursewareSlot({ sessionId }: { sessionId: string }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <SessionCourseware sessionId={sessionId} />
    </Suspense>
  );
}
