import { useMutation, useQuery } from '@apollo/client/react';
import { Tag } from 'primereact/tag';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { MyPeriodFieldsFragment } from '../../generated/graphql';
import { errorMessage } from '../../shared/graphqlErrors';
import { StatusPage } from '../../shared/ui/StatusPage';
import { SCHEDULE_PAGE_SIZE as PAGE_SIZE, useFirstFetchPolicy } from '../firstScreenQuery';
import { useNow } from '../homework/useNow';
import { t } from '../i18n/zh-CN';
import { askMyLeaveMutation, cancelMyLeaveMutation, myScheduleQuery } from '../operations';
import { JoinMeeting } from './JoinMeeting';
import { OP_STATUS_BADGES } from './opStatusBadges';
import { dayHeading, groupByDay, hoursOf } from './scheduleDays';
import { type LeaveActionsApi, useLeaveActions } from './useLeaveActions';

// The leave question loads when a leave action is tapped: the schedule opens without PrimeReact's
// dialog and textarea (the overlays chunk).
const LeaveDialog = lazy(() => import('./LeaveDialog').then((m) => ({ default: m.LeaveDialog })));

/** The REST page's cap: the most periods one request may list. */
const MOST = 100;

type Period = MyPeriodFieldsFragment;
interface Target {
  kind: 'ask' | 'cancel';
  period: Period;
}

/** One period: hours, course and class, its op_status badge, my reason, and the leave buttons. */
function PeriodCard({ period, api }: { period: Period; api: LeaveActionsApi }) {
  const badge = OP_STATUS_BADGES[period.opStatus];
  const { leave, cancelLeave } = period.abilities;
  const open = (kind: Target['kind']) =>
    api.send({
      type: 'action.open',
      action:
        kind === 'ask'
          ? {
              title: t('leaveTitle', { title: period.title }),
              confirmation: t('leaveQuestion'),
              needsReason: true,
              reasonRule: 'leave',
              success: t('leaveAsked'),
              target: { kind, period } satisfies Target,
            }
          : {
              title: t('cancelLeave'),
              confirmation: t('cancelLeaveQuestion'),
              needsReason: false,
              success: t('leaveWithdrawn'),
              target: { kind, period } satisfies Target,
            },
    });
  const titleId = `period-${period.id}`;
  return (
    <li className="student-card student-period">
      <span className="student-card__head">
        <span id={titleId} className="student-card__name">
          {hoursOf(period.startPlay, period.endPlay)} {period.title}
        </span>
        <Tag value={badge.label} severity={badge.severity} data-testid="op-status" />
      </span>
      <span className="student-card__meta">
        {period.courseTitle} · {period.className}
      </span>
      {period.leaveCause && (
        <span className="student-card__meta">{t('myReason', { reason: period.leaveCause })}</span>
      )}
      {(leave.shown || cancelLeave.shown) && (
        <span className="student-period__actions">
          {leave.shown && (
            <button
              type="button"
              className="student-note p-button p-component p-button-outlined"
              disabled={!leave.allowed}
              title={leave.reason ?? undefined}
              onClick={() => open('ask')}
            >
              <span className="p-button-label">{t('askLeave')}</span>
            </button>
          )}
          {cancelLeave.shown && (
            <button
              type="button"
              className="student-note p-button p-component p-button-outlined p-button-secondary"
              disabled={!cancelLeave.allowed}
              onClick={() => open('cancel')}
            >
              <span className="p-button-label">{t('cancelLeave')}</span>
            </button>
          )}
          {!leave.allowed && leave.shown && leave.reason && (
            <span className="student-card__meta">{leave.reason}</span>
          )}
        </span>
      )}
    </li>
  );
}

/** 我的课表: my periods not yet ended, by day, with leave; and joining a class meeting by its code. */
export function MyScheduleScreen() {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const now = useNow();
  const { data, error, loading } = useQuery(myScheduleQuery, {
    variables: { page: 1, limit },
    fetchPolicy: useFirstFetchPolicy(myScheduleQuery),
  });
  const [ask] = useMutation(askMyLeaveMutation);
  const [cancel] = useMutation(cancelMyLeaveMutation);
  const perform = useCallback(
    ({ kind, period }: Target, reason: string) => {
      const variables = { courseId: period.courseId, periodId: period.id };
      return kind === 'ask' ? ask({ variables: { ...variables, reason } }) : cancel({ variables });
    },
    [ask, cancel],
  );
  const api = useLeaveActions(perform);
  const list = data?.mySchedule.list ?? [];
  const total = data?.mySchedule.total ?? 0;
  return (
    <section className="student-screen" aria-labelledby="my-schedule-title">
      <h1 id="my-schedule-title" className="student-title">
        {t('mySchedule')}
      </h1>
      <JoinMeeting />
      {api.notice && (
        <p
          className={api.notice.severity === 'error' ? 'student-error' : 'student-notice'}
          role={api.notice.severity === 'error' ? 'alert' : 'status'}
        >
          {api.notice.message}
        </p>
      )}
      {error && (
        <p className="student-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
      {!data && loading && <div className="student-skeleton" aria-hidden="true" />}
      {data && list.length === 0 && (
        <StatusPage icon="pi pi-calendar" title={t('scheduleEmpty')} description={t('scheduleEmptyHint')} />
      )}
      {groupByDay(list).map((day) => (
        <section key={day.date} className="student-day" aria-labelledby={`day-${day.date}`}>
          <h2 id={`day-${day.date}`} className="student-subtitle">
            {dayHeading(day.date, Math.floor(now / 1000), { today: t('today'), tomorrow: t('tomorrow') })}
          </h2>
          <ul className="student-cards">
            {day.periods.map((p) => (
              <PeriodCard key={p.id} period={p} api={api} />
            ))}
          </ul>
        </section>
      ))}
      {total > list.length && limit < MOST && (
        <button
          type="button"
          className="student-more p-button p-component p-button-outlined"
          onClick={() => setLimit(Math.min(MOST, limit + PAGE_SIZE))}
        >
          <span className="p-button-label">{t('loadMore')}</span>
        </button>
      )}
      {api.snapshot.context.action && (
        <Suspense fallback={null}>
          <LeaveDialog api={api} />
        </Suspense>
      )}
    </section>
  );
}
