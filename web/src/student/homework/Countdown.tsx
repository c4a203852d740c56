import { schoolMinute } from '../../shared/schoolZone';
import { t } from '../i18n/zh-CN';
import { countdown, isUrgent } from './deadline';

/** The deadline as the time left (spec section 4: past at or after it), with the time itself. */
export function Countdown({ endingTime, now }: { endingTime: string; now: number }) {
  const left = countdown(Date.parse(endingTime), now);
  const text =
    left.kind === 'past'
      ? t('pastDeadline')
      : left.kind === 'days'
        ? t('timeLeftDays', left)
        : left.kind === 'hours'
          ? t('timeLeftHours', left)
          : t('timeLeftMinutes', left);
  const tone = left.kind === 'past' ? 'past' : isUrgent(left) ? 'urgent' : 'calm';
  return (
    <span className={`student-countdown student-countdown--${tone}`}>
      <i className="pi pi-clock" aria-hidden="true" />
      <span>{text}</span>
      <span className="student-countdown__time">{t('deadline', { time: schoolMinute(endingTime) })}</span>
    </span>
  );
}
