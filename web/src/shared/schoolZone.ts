import { currentLocale } from './i18n/catalogue';

/** The school's time zone: times are read and shown in it whatever the browser's zone. */
export const schoolZone = 'Asia/Shanghai';

const dayFormat = new Intl.DateTimeFormat(currentLocale(), {
  timeZone: schoolZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'long',
  hour: 'numeric',
  hourCycle: 'h23',
});

const fullDate = new Intl.DateTimeFormat(currentLocale(), { timeZone: schoolZone, dateStyle: 'full' });

/**
 * The school's clock at an instant, for the workbench's greeting: the hour (0–23) and the day as
 * `2026年9月7日 星期一` (in English `Monday, September 7, 2026`, the locale's own full date). Written with the browser's Intl rather than luxon, so the workbench's first
 * visit does not download a date library.
 */
export function schoolDay(instant: Date): { hour: number; label: string } {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dayFormat.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return {
    hour: Number(part('hour')) % 24,
    label:
      currentLocale() === 'zh-CN'
        ? `${part('year')}年${part('month')}月${part('day')}日 ${part('weekday')}`
        : fullDate.format(instant),
  };
}
