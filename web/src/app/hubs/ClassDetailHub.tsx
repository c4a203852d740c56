import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import ClassDetailScreen, { type ClassTabKey, type ClassTabSlots } from '../../classes/ClassDetailScreen';
import { useClassCircleSwitch } from '../../community/groups';
import { PageLoading } from '../../shared/ui/PageLoading';

type ClassTab = LazyExoticComponent<ComponentType<{ classId: string }>>;

/** ClassDetail's tabs that other domains own (domains do not import each other); each loads on first opening. */
const OTHER_DOMAINS_TABS = {
  courseware: lazy(() => import('../../courseware/ClassCoursewareTab')),
  calendar: lazy(() => import('../../calendar/ClassCalendarTab')),
  leave: lazy(() => import('../../attendance/LeaveTab').then((m) => ({ default: m.LeaveTab }))),
  circle: lazy(() => import('../../community/groups/ClassCircleTab')),
  announcement: lazy(() => import('../../announcements/AnnouncementTab')),
  meeting: lazy(() => import('../../meetings/ClassMeetingTab')),
} satisfies Partial<Record<ClassTabKey, ClassTab>>;

function lazyTab(Tab: ClassTab) {
  return (classId: string) => (
    <Suspense fallback={<PageLoading />}>
      <Tab classId={classId} />
    </Suspense>
  );
}

/** ClassDetail: the classes domain's screen with the tabs of other domains filled in. */
export default function ClassDetailHub({ params }: { params: { id: number; tab?: ClassTabKey } }) {
  const circleOn = useClassCircleSwitch();
  const slots: ClassTabSlots = {
    courseware: { content: lazyTab(OTHER_DOMAINS_TABS.courseware) },
    calendar: { content: lazyTab(OTHER_DOMAINS_TABS.calendar) },
    leave: { content: lazyTab(OTHER_DOMAINS_TABS.leave) },
    circle: { shown: circleOn, content: lazyTab(OTHER_DOMAINS_TABS.circle) },
    announcement: { content: lazyTab(OTHER_DOMAINS_TABS.announcement) },
    meeting: { content: lazyTab(OTHER_DOMAINS_TABS.meeting) },
  };
  return <ClassDetailScreen params={params} slots={slots} />;
}
