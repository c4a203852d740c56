import { DateTime, Settings } from 'luxon';
import { currentLocale } from './i18n/catalogue';
import { schoolZone } from './schoolZone';

// Month and weekday names follow the chosen language; the zone stays the school's.
Settings.defaultLocale = currentLocale();

export { schoolZone };

type Instant = string | number | null | undefined;

const toDateTime = (value: string | number) =>
  typeof value === 'number' ? DateTime.fromSeconds(value) : DateTime.fromISO(value);

/** An ISO instant or unix seconds as school time, e.g. 2026-09-10 18:00; `-` when there is none. */
export function formatSchoolTime(value: Instant): string {
  if (value === null || value === undefined || value === '') return '-';
  return toDateTime(value).setZone(schoolZone).toFormat('yyyy-MM-dd HH:mm');
}

/**
 * Date pickers work in the browser's zone. A picker is given a Date whose browser-local fields are the
 * school's wall clock at that instant, and what it answers is read back the same way, so 18:00 typed in
 * a browser set to UTC is 18:00 at school.
 */
export function toPickerDate(seconds: number): Date {
  const school = DateTime.fromSeconds(seconds).setZone(schoolZone);
  return new Date(school.year, school.month - 1, school.day, school.hour, school.minute, school.second);
}

/** The instant (unix seconds) whose school wall clock is the picker date's browser-local fields. */
export function fromPickerDate(date: Date): number {
  return Math.floor(
    DateTime.fromObject(
      {
        year: date.getFullYear(),
        month: date.getMonth() + 1,
        day: date.getDate(),
        hour: date.getHours(),
        minute: date.getMinutes(),
        second: date.getSeconds(),
      },
      { zone: schoolZone },
    ).toSeconds(),
  );
}

/** The first or last second of the picked day at school, as ISO-8601 (a date filter's bounds). */
export function schoolDayBound(date: Date, bound: 'start' | 'end'): string {
  const day = DateTime.fromObject(
    { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() },
    { zone: schoolZone },
  );
  return (bound === 'start' ? day.startOf('day') : day.endOf('day').set({ millisecond: 0 })).toISO({
    suppressMilliseconds: true,
  }) as string;
}

/** Unix seconds as ISO-8601 in the school's zone, as the gateway takes times. */
export const secondsToIso = (seconds: number) =>
  DateTime.fromSeconds(seconds).setZone(schoolZone).toISO({ suppressMilliseconds: true }) as string;

export const isoToSeconds = (iso: string) => Math.floor(DateTime.fromISO(iso).toSeconds());

export const nowSeconds = () => Math.floor(Date.now() / 1000);
