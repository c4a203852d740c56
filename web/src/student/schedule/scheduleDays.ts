import { schoolDateAndClock, weekdayOf } from '../../shared/schoolZone';

/** A day of the schedule: its school date (yyyy-MM-dd) and the periods starting on it, in order. */
export interface ScheduleDay<T> {
  date: string;
  periods: T[];
}

/** Groups periods (already soonest first) by the school day they start on. */
export function groupByDay<T extends { startPlay: string }>(periods: readonly T[]): ScheduleDay<T>[] {
  const days: ScheduleDay<T>[] = [];
  for (const p of periods) {
    const { date } = schoolDateAndClock(p.startPlay);
    const last = days[days.length - 1];
    if (last && last.date === date) last.periods.push(p);
    else days.push({ date, periods: [p] });
  }
  return days;
}

const DAY_MS = 86_400_000;

/** The day's heading: 今天 / 明天 or the weekday, beside the date, in the chosen language. */
export function dayHeading(date: string, nowSeconds: number, words: { today: string; tomorrow: string }) {
  const today = schoolDateAndClock(new Date(nowSeconds * 1000).toISOString()).date;
  const offset = Math.round((Date.parse(date) - Date.parse(today)) / DAY_MS);
  const name = offset === 0 ? words.today : offset === 1 ? words.tomorrow : weekdayOf(date);
  const [, month, day] = date.split('-').map(Number);
  return `${month}/${day} ${name}`;
}

/** An instant's clock time at school, e.g. 19:00. */
export const clockOf = (iso: string) => schoolDateAndClock(iso).clock;

/** A period's hours in school time, e.g. 19:00–20:30. */
export const hoursOf = (startPlay: string, endPlay: string) => `${clockOf(startPlay)}–${clockOf(endPlay)}`;
