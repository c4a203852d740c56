import { DateTime } from 'luxon';
import { schoolZone } from '../../shared/schoolTime';

/** A day of the schedule: its school date (yyyy-MM-dd) and the periods starting on it, in order. */
export interface ScheduleDay<T> {
  date: string;
  periods: T[];
}

/** Groups periods (already soonest first) by the school day they start on. */
export function groupByDay<T extends { startPlay: string }>(periods: readonly T[]): ScheduleDay<T>[] {
  const days: ScheduleDay<T>[] = [];
  for (const p of periods) {
    const date = DateTime.fromISO(p.startPlay).setZone(schoolZone).toISODate() as string;
    const last = days[days.length - 1];
    if (last && last.date === date) last.periods.push(p);
    else days.push({ date, periods: [p] });
  }
  return days;
}

/** The day's heading: 今天 / 明天 or the weekday, beside the date, in the chosen language. */
export function dayHeading(date: string, nowSeconds: number, words: { today: string; tomorrow: string }) {
  const day = DateTime.fromISO(date, { zone: schoolZone });
  const today = DateTime.fromSeconds(nowSeconds).setZone(schoolZone).startOf('day');
  const offset = Math.round(day.diff(today, 'days').days);
  const name = offset === 0 ? words.today : offset === 1 ? words.tomorrow : day.toFormat('cccc');
  return `${day.toFormat('M/d')} ${name}`;
}

/** An instant's clock time at school, e.g. 19:00. */
export const clockOf = (iso: string) => DateTime.fromISO(iso).setZone(schoolZone).toFormat('HH:mm');

/** A period's hours in school time, e.g. 19:00–20:30. */
export const hoursOf = (startPlay: string, endPlay: string) => `${clockOf(startPlay)}–${clockOf(endPlay)}`;
