import { useApolloClient, useQuery } from '@apollo/client/react';
import { CALENDAR_MESSAGES } from '@school/machines';
import { useMachine } from '@xstate/react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Toast } from 'primereact/toast';
import { useCallback, useMemo, useRef } from 'react';
import { SessionCoursewareUploadSlot } from '../app/slots/coursewareSlots';
import { ShareCodesDialogSlot } from '../app/slots/meetingSlots';
import type { CalendarCardItem_CardFragment } from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { CalendarCardItem } from './CalendarCardItem';
import { dayTitle, monthGrid, monthTitle, schoolToday, WEEKDAYS } from './calendarGrid';
import { liveCalendarMachine } from './liveCalendarMachine';
import { calendarDayQuery, calendarMonthQuery } from './operations';
import './calendar.css';
import { t } from './i18n/zh-CN';

/**
 * The calendar (spec section 2): a month grid starting on Monday with today marked and the days that
 * have courses highlighted, and the chosen day's cards. `classId` makes it a class's calendar (the
 * ClassDetail tab); without it, the caller's own.
 */
export function CalendarView({ classId }: { classId?: string }) {
  const client = useApolloClient();
  const toast = useRef<Toast>(null);
  const machine = useMemo(() => liveCalendarMachine(client), [client]);
  const [snapshot, send] = useMachine(machine, { input: { today: schoolToday() } });
  const { month, day, today, dialog, error } = snapshot.context;
  const vars = classId ? { classId } : {};
  const monthDays = useQuery(calendarMonthQuery, {
    variables: { date: `${month}-01`, ...vars },
    fetchPolicy: 'cache-and-network',
  });
  const dayCards = useQuery(calendarDayQuery, {
    variables: { date: day, ...vars },
    fetchPolicy: 'cache-and-network',
  });
  const marked = new Set(monthDays.data?.calendarMonth ?? []);
  const weeks = monthGrid(month, today);
  const cards = dayCards.data?.calendarDay;
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

  return (
    <div className="calendar">
      <Toast ref={toast} position="top-center" />
      <section className="calendar__month" aria-label={t('monthCalendar')}>
        <header className="calendar__month-head">
          <Button
            type="button"
            icon="pi pi-chevron-left"
            text
            rounded
            aria-label={t('previousMonth')}
            onClick={() => send({ type: 'month.prev' })}
          />
          <h2 className="calendar__month-title" aria-live="polite">
            {monthTitle(month)}
          </h2>
          <Button
            type="button"
            icon="pi pi-chevron-right"
            text
            rounded
            aria-label={t('nextMonth')}
            onClick={() => send({ type: 'month.next' })}
          />
          <Button
            type="button"
            label={t('today3')}
            size="small"
            outlined
            className="calendar__today-button"
            onClick={() => send({ type: 'month.today' })}
          />
        </header>
        <table className="calendar__grid">
          <thead>
            <tr>
              {WEEKDAYS.map((w) => (
                <th key={w} scope="col">
                  {w}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]?.key}>
                {week.map((d) => {
                  const has = marked.has(d.key);
                  const classes = [
                    'calendar__day',
                    d.inMonth ? '' : 'calendar__day--other',
                    d.today ? 'calendar__day--today' : '',
                    has ? 'calendar__day--has' : '',
                    d.key === day ? 'calendar__day--chosen' : '',
                  ].join(' ');
                  return (
                    <td key={d.key}>
                      <button
                        type="button"
                        className={classes}
                        aria-pressed={d.key === day}
                        aria-label={`${d.today ? t('today') : d.day} ${d.key}${d.today ? t('today2') : ''}${has ? t('hasLessons') : ''}`}
                        data-day={d.key}
                        onClick={() => send({ type: 'day.pick', day: d.key })}
                      >
                        <span className="calendar__day-number">{d.today ? t('today') : d.day}</span>
                        {has && <span className="calendar__dot" aria-hidden="true" />}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="calendar__legend">
          <span className="calendar__dot" aria-hidden="true" /> {t('hasLessons')}
        </p>
      </section>
      <section className="calendar__day-list" aria-label={t('lessonsOfTheDay')}>
        <h2 className="calendar__day-title">{dayTitle(day)}</h2>
        {error && <Message severity="error" text={error} className="calendar__error" />}
        {dayCards.error && (
          <Message severity="error" text={t('failedToLoad', { error: errorMessage(dayCards.error) })} />
        )}
        {!cards && dayCards.loading && <p aria-busy="true">{t('loading')}</p>}
        {cards && cards.length === 0 && (
          <div className="calendar__empty">
            <i className="pi pi-calendar-times" aria-hidden="true" />
            <p>{CALENDAR_MESSAGES.noData}</p>
          </div>
        )}
        {cards && cards.length > 0 && (
          <div className="calendar__cards">
            {cards.map((c) => (
              <CalendarCardItem key={c.key} card={c} on={on} busy={snapshot.matches('entering')} />
            ))}
          </div>
        )}
      </section>
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
