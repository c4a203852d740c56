import { PageHeader } from '../shared/ui/PageHeader';
import { CalendarView } from './CalendarView';
import { t } from './i18n/zh-CN';

/** Calendar: the caller's lesson sessions and class meetings by month and day. */
export default function CalendarScreen() {
  return (
    <section className="calendar-page" aria-label={t('courseCalendar')}>
      <PageHeader title={t('courseCalendar')} />
      <CalendarView />
    </section>
  );
}
