import { CALENDAR_MESSAGES, CARD_LABELS } from '@school/machines';
import { Tag } from 'primereact/tag';
import type { CalendarCardItem_CardFragment, LiveStatus } from '../generated/graphql';
import { ActionButton } from '../shared/ui/ActionButton';
import type { Action } from '../shared/ui/ability';
import { clockTime } from './calendarGrid';
import { t } from './i18n/zh-CN';

/** Live status on a card: live now, not started, ended. */
const LIVE_STATUS: Record<LiveStatus, { label: string; severity: 'success' | 'info' | 'secondary' }> = {
  LIVE: { label: t('live'), severity: 'success' },
  UPCOMING: { label: t('notStarted'), severity: 'info' },
  ENDED: { label: t('ended'), severity: 'secondary' },
};

export interface CardHandlers {
  enter: (card: CalendarCardItem_CardFragment) => void;
  replay: (card: CalendarCardItem_CardFragment) => void;
  share: (card: CalendarCardItem_CardFragment) => void;
  upload: (card: CalendarCardItem_CardFragment) => void;
}

/** The card's buttons as the server allows them (spec section 4); a refused one says why. */
function cardActions(card: CalendarCardItem_CardFragment, on: CardHandlers, busy: boolean): Action[] {
  const { enter, replay, share, upload } = card.abilities;
  return [
    {
      label: card.enterLabel,
      icon: 'pi pi-video',
      ability: busy ? { ...enter, allowed: false, reason: t('enteringTheLiveRoom') } : enter,
      onClick: () => on.enter(card),
    },
    // Without a playback the button itself reads 暂无回放, disabled.
    {
      label: replay.allowed ? CARD_LABELS.replay : CALENDAR_MESSAGES.noPlayback,
      icon: 'pi pi-play',
      ability: replay,
      onClick: () => on.replay(card),
    },
    { label: CARD_LABELS.share, icon: 'pi pi-share-alt', ability: share, onClick: () => on.share(card) },
    { label: CARD_LABELS.upload, icon: 'pi pi-upload', ability: upload, onClick: () => on.upload(card) },
  ].filter((a) => a.ability.shown);
}

/** One course card: meeting name or period title, teacher, start and end, live status and its buttons. */
export function CalendarCardItem({
  card,
  on,
  busy,
}: {
  card: CalendarCardItem_CardFragment;
  on: CardHandlers;
  busy: boolean;
}) {
  const status = LIVE_STATUS[card.liveStatus];
  const meeting = card.kind === 'MEETING';
  const title = (meeting ? card.meetingName : card.periodTitle) ?? '-';
  const actions = cardActions(card, on, busy);
  const packaged = card.courseType === 'PACKAGE';
  return (
    <article
      className={`calendar-card${packaged ? ' calendar-card--package' : ''}${card.liveStatus === 'LIVE' ? ' calendar-card--live' : ''}`}
      aria-label={`${title} ${status.label}`}
    >
      <header className="calendar-card__head">
        <span className="calendar-card__title">
          {packaged && <Tag value={t('packageCourse')} severity="warning" className="calendar-card__kind" />}
          {meeting ? <Tag value={t('classMeeting')} className="calendar-card__kind" /> : null}
          <strong>{title}</strong>
        </span>
        <Tag
          value={status.label}
          severity={status.severity}
          rounded
          className={`calendar-card__status calendar-card__status--${card.liveStatus}`}
        />
      </header>
      <p className="calendar-card__line">
        {meeting ? t('presenter') : t('teacher')}
        {t('text')}
        {card.teacherName || '-'}
        <span className="calendar-card__sep">·</span>
        {meeting ? card.className : card.courseTitle}
      </p>
      <p className="calendar-card__line calendar-card__time">
        <i className="pi pi-clock" aria-hidden="true" /> {clockTime(card.startTime)} -{' '}
        {clockTime(card.endTime)}
      </p>
      {actions.length > 0 && (
        <div className="calendar-card__actions">
          {actions.map((a) => (
            <ActionButton key={a.label} action={a} link={false} />
          ))}
        </div>
      )}
    </article>
  );
}
