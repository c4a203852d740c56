/** What the deadline countdown says, from the deadline and now (both in milliseconds). */
export type Countdown =
  | { kind: 'past' }
  | { kind: 'days'; days: number; hours: number }
  | { kind: 'hours'; hours: number; minutes: number }
  | { kind: 'minutes'; minutes: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Past the deadline when now is at or after it (spec section 4); otherwise the time left, rounded down. */
export function countdown(deadlineMs: number, nowMs: number): Countdown {
  const left = deadlineMs - nowMs;
  if (left <= 0) return { kind: 'past' };
  if (left >= DAY)
    return { kind: 'days', days: Math.floor(left / DAY), hours: Math.floor((left % DAY) / HOUR) };
  if (left >= HOUR)
    return { kind: 'hours', hours: Math.floor(left / HOUR), minutes: Math.floor((left % HOUR) / MINUTE) };
  // Under a minute still reads as one minute left, never as zero.
  return { kind: 'minutes', minutes: Math.max(1, Math.floor(left / MINUTE)) };
}

/** Whether less than a day is left: the countdown is shown as urgent. */
export const isUrgent = (c: Countdown) => c.kind === 'hours' || c.kind === 'minutes';
