import { LeaveTab } from '../../attendance/LeaveTab';
import ClassDetailScreen, { type ClassTabContent, type ClassTabKey } from '../../classes/ClassDetailScreen';

/** ClassDetail's tabs that other domains own: the leave tab is attendance's. */
const OTHER_DOMAINS_TABS: ClassTabContent = {
  leave: (classId) => <LeaveTab classId={classId} />,
};

/** ClassDetail: the classes domain's screen with the tabs of other domains filled in. */
export default function ClassDetailHub({ params }: { params: { id: number; tab?: ClassTabKey } }) {
  return <ClassDetailScreen params={params} tabContent={OTHER_DOMAINS_TABS} />;
}
