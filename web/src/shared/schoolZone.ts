import { currentLocale } from './i18n/catalogue';

/** The school's time zone: times are read and shown in it whatever the browser's zone. */
export const schoolZone = 'Asia/Shanghai';

/**
 * A formatter made on its first use: making one costs a phone tens of milliseconds, and a page uses
 * one or two of those below (the student side only the minute's).
 */
function madeOnUse(make: () => Intl.DateTimeFormat): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= make();
    return format;
  };
}

/** Each part of an instant as the formatter writes it, read once. */
function partsOf(format: Intl.DateTimeFormat, instant: Date) {
  const parts = new Map(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? '';
}

const dayFormat = madeOnUse(
  () =>
    new Intl.DateTimeFormat(currentLocale(), {
      timeZone: schoolZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'long',
      hour: 'numeric',
      hourCycle: 'h23',
    }),
);

const fullDate = madeOnUse(
  () => new Intl.DateTimeFormat(currentLocale(), { timeZone: schoolZone, dateStyle: 'full' }),
);

/**
 * The school's clock at an instant, for the workbench's greeting: the hour (0–23) and the day as
 * `2026年9月7日 星期一` (in English `Monday, September 7, 2026`, the locale's own full date). Written with the browser's Intl rather than luxon, so the workbench's first
 * visit does not download a date library.
 */
export function schoolDay(instant: Date): { hour: number; label: string } {
  const part = partsOf(dayFormat(), instant);
  return {
    hour: Number(part('hour')) % 24,
    label:
      currentLocale() === 'zh-CN'
        ? `${part('year')}年${part('month')}月${part('day')}日 ${part('weekday')}`
        : fullDate().format(instant),
  };
}

const minuteFormat = madeOnUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: schoolZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** A date alone (`2026-09-10`) is that day's midnight in the browser's zone, as luxon reads it. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const toDate = (value: string | number): Date => {
  if (typeof value === 'number') return new Date(value * 1000);
  const day = DATE_ONLY.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
};

/**
 * An ISO instant or unix seconds as school time, e.g. 2026-09-10 18:00; `-` when there is none: what
 * schoolTime's `formatSchoolTime` writes, with the browser's Intl instead of luxon, so the student
 * side's first screens (the homework list, a homework, the exams) do not wait for a date library.
 */
export function schoolMinute(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '-';
  const part = partsOf(minuteFormat(), date);
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** An ISO instant's school date and clock: `2026-09-10` and `18:00`. */
export function schoolDateAndClock(iso: string): { date: string; clock: string } {
  const part = partsOf(minuteFormat(), new Date(iso));
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    clock: `${part('hour')}:${part('minute')}`,
  };
}

const weekdayFormat = madeOnUse(
  () => new Intl.DateTimeFormat(currentLocale(), { timeZone: 'UTC', weekday: 'long' }),
);

/** A school date's weekday in the chosen language (星期一, Monday). */
export const weekdayOf = (date: string): string => weekdayFormat().format(new Date(`${date}T12:00:00Z`));
