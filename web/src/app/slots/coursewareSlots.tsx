import { lazy, Suspense } from 'react';
import { PageLoading } from '../../shared/ui/PageLoading';

/**
 * The courseware of a lesson session, shown by the session screens. Domains do not import each other:
 * they mount this slot, which loads the courseware domain's component lazily.
 */
const SessionCourseware = lazy(() => import('../../courseware/SessionCourseware'));
const SessionCoursewareUpload = lazy(() => import('../../courseware/SessionCoursewareUpload'));

export function SessionCoursewareSlot({ sessionId }: { sessionId: string }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <SessionCourseware sessionId={sessionId} />
    </Suspense>
  );
}

/** The upload dialog of a lesson session's courseware on its own (a calendar card's 上传课件). */
export function SessionCoursewareUploadSlot(props: {
  sessionId: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  return (
    <Suspense fallback={null}>
      <SessionCoursewareUpload {...props} />
    </Suspense>
  );
}
