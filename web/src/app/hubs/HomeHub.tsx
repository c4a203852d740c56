import HomeScreen from '../../home/HomeScreen';
import { UpcomingLessonsSlot } from '../slots/calendarSlots';

/** The home (工作台) with today's and tomorrow's lessons from the calendar (domains do not import each other). */
export default function HomeHub() {
  return <HomeScreen lessons={<UpcomingLessonsSlot />} />;
}
