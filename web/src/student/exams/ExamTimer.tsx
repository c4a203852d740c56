import { useEffect, useRef, useState } from 'react';
import { t } from '../i18n/zh-CN';
import { clockText, timeLeftMs } from './examDraft';

/** Under five minutes the clock turns urgent. */
const URGENT_MS = 5 * 60_000;

/**
 * The attempt's countdown, from the seconds the server said were left (`remaining`, received at
 * `receivedAt` on performance.now()); calls `onTimeUp` once when `endsEarlyMs` or less is left.
 */
export function ExamTimer({
  remaining,
  receivedAt,
  endsEarlyMs,
  onTimeUp,
}: {
  remaining: number;
  receivedAt: number;
  endsEarlyMs: number;
  onTimeUp: () => void;
}) {
  const [now, setNow] = useState(() => performance.now());
  const fired = useRef(false);
  const left = timeLeftMs(remaining, receivedAt, now) ?? 0;
  useEffect(() => {
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= endsEarlyMs && !fired.current) {
      fired.current = true;
      onTimeUp();
    }
  }, [left, endsEarlyMs, onTimeUp]);
  const text = clockText(left);
  return (
    <span
      className={`student-exam-timer${left < URGENT_MS ? ' student-exam-timer--urgent' : ''}`}
      role="timer"
      aria-label={t('timeLeftAria', { time: text })}
      data-testid="exam-timer"
    >
      <i className="pi pi-clock" aria-hidden="true" />
      <span className="student-visually-hidden">{t('timeLeft')}</span>
      <span aria-hidden="true">{text}</span>
    </span>
  );
}
