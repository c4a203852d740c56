import { CalendarView } from './CalendarView';

/** ClassDetail's calendar tab: the class's meetings and the caller's sessions its students attend. */
export default function ClassCalendarTab({ classId }: { classId: string }) {
  return <CalendarView classId={classId} />;
}
