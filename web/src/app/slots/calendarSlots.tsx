import { lazy, Suspense } from 'react';
import { PageLoading } from '../../shared/ui/PageLoading';

/**
 * Today's and tomorrow's lessons and meetings with their enter buttons, shown by the home (工作台).
 * Domains do not import each other: the home mounts this slot, which loads the calendar's component.
 */
const UpcomingLessons = lazy(() => import('../../calendar/UpcomingLessons'));

export function UpcomingLessonsSlot() {
  return (
    <Suspense fallback={<PageLoading />}>
      <UpcomingLessons />
    </Suspense>
  );
}
