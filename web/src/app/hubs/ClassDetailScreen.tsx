import { lazy, Suspense } from 'react';
import ClassDetailScreen, { type ClassTabKey } from '../../classes/ClassDetailScreen';
import { useClassCircleSwitch } from '../../community/groups';
import { PageLoading } from '../../shared/ui/PageLoading';

const ClassCircleTab = lazy(() => import('../../community/groups/ClassCircleTab'));

/**
 * ClassDetail holds tabs of other parts than classes (the class circle of the community), so the
 * route's screen is this hub: the classes screen with those tabs supplied.
 */
export default function ClassDetailHub({ params }: { params: { id: number; tab?: ClassTabKey } }) {
  const circleOn = useClassCircleSwitch();
  return (
    <ClassDetailScreen
      params={params}
      slots={{
        circle: {
          shown: circleOn,
          content: (classId) => (
            <Suspense fallback={<PageLoading />}>
              <ClassCircleTab classId={classId} />
            </Suspense>
          ),
        },
      }}
    />
  );
}
