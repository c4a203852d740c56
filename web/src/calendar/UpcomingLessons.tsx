import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { DateTime } from 'luxon';
import { Message } from 'primereact/message';
import { Toast } from 'primereact/toast';
import { useCallback, useMemo, useRef } from 'react';
import { SessionCoursewareUploadSlot } from '../app/slots/coursewareSlots';
import { ShareCodesDialogSlot } from '../app/slots/meetingSlots';
import type { CalendarCardItem_CardFragment } from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { schoolZone } from '../shared/schoolZone';
import { CalendarCardItem } from './CalendarCardItem';
import { dayTitle, schoolToday } from './calendarGrid';
import { liveCalendarMachine } from './liveCalendarMachine';
import { calendarDayQuery } from './operations';
import './calendar.css';
import { t } from './i18n/zh-CN';

/** The day after a day key (yyyy-MM-dd at school). */
const nextDay = (day: string) =>
  DateTime.fromISO(day, { zone: schoolZone }).plus({ days: 1 }).toFormat('yyyy-MM-dd');

function DayCards({
  day,
  label,
  on,
  busy,
}: {
  day: string;
  label: string;
  on: Parameters<typeof CalendarCardItem>[0]['on'];
  busy: boolean;
}) {
  // The calendar's own day query: the home lists exactly the cards the calendar shows for the day.
  const { data, loading, error } = useQuery(calendarDayQuery, {
    variables: { date: day },
    fetchPolicy: 'cache-and-network',
  });
  const cards = data?.calendarDay;
  return (
    <section className="upcoming-lessons__day" aria-label={label} data-day={day}>
      <h3 className="upcoming-lessons__title">
        {label} <span className="upcoming-lessons__date">{dayTitle(day)}</span>
      </h3>
      {error && <Message severity="error" text={t('failedToLoad', { error: errorMessage(error) })} />}
      {!cards && loading && <p aria-busy="true">{t('loading')}</p>}
      {cards && cards.length === 0 && (
        <p className="upcoming-lessons__empty">
          <i className="pi pi-check-circle" aria-hidden="true" /> {t('noLessonsThatDay')}
        </p>
      )}
      {cards && cards.length > 0 && (
        <div className="calendar__cards">
          {cards.map((c) => (
            <CalendarCardItem key={c.key} card={c} on={on} busy={busy} />
          ))}
        </div>
      )}
    </section>
  );
}

/** Today's and tomorrow's lessons and meetings, as the calendar shows them, with their enter buttons. */
export default function UpcomingLessons() {
  const client = useApolloClient();
  const toast = useRef<Toast>(null);
  const machine = useMemo(() => liveCalendarMachine(client), [client]);
  const [snapshot, send] = useMachine(machine, { input: { today: schoolToday() } });
  const { today, dialog, error } = snapshot.context;
  const closeDialog = useCallback(() => send({ type: 'dialog.close' }), [send]);
  const notify = useCallback(
    (summary: string, ok = true) =>
      toast.current?.show({ severity: ok ? 'success' : 'error', summary, life: 2000 }),
    [],
  );
  const on = {
    enter: (c: CalendarCardItem_CardFragment) =>
      send({
        type: 'card.enter',
        room:
          c.kind === 'MEETING'
            ? { meetingId: c.id }
            : { periodId: c.id, ...(c.groups[0] ? { classGroupId: c.groups[0].id } : {}) },
      }),
    replay: (c: CalendarCardItem_CardFragment) => {
      if (c.playbackUrl) window.open(c.playbackUrl, '_blank', 'noopener,noreferrer');
    },
    share: (c: CalendarCardItem_CardFragment) => send({ type: 'card.share', meetingId: c.id }),
    upload: (c: CalendarCardItem_CardFragment) => send({ type: 'card.upload', sessionId: c.id }),
  };
  const busy = snapshot.matches('entering');
  return (
    <div className="upcoming-lessons">
      <Toast ref={toast} position="top-center" />
      {error && <Message severity="error" text={error} />}
      <DayCards day={today} label={t('today3')} on={on} busy={busy} />
      <DayCards day={nextDay(today)} label={t('tomorrow')} on={on} busy={busy} />
      <ShareCodesDialogSlot
        meetingId={dialog?.kind === 'share' ? dialog.meetingId : null}
        onHide={closeDialog}
        onCopied={notify}
      />
      {dialog?.kind === 'upload' && (
        <SessionCoursewareUploadSlot sessionId={dialog.sessionId} onClose={closeDialog} onSaved={notify} />
      )}
    </div>
  );
}
