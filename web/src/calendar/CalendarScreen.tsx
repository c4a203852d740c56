import { PageHeader } from '../shared/ui/PageHeader';
import { CalendarView } from './CalendarView';

/** Calendar: the caller's lesson sessions and class meetings by month and day. */
export default function CalendarScreen() {
  return (
    <section className="calendar-page" aria-label="课程日历">
      <PageHeader title="课程日历" />
      <CalendarView />
    </section>
  );
}
