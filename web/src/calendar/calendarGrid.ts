import { DateTime } from 'luxon';
import { schoolZone } from '../shared/schoolTime';
import { t } from './i18n/zh-CN';

/** One cell of the month grid. */
export interface GridDay {
  /** yyyy-MM-dd at school. */
  key: string;
  day: number;
  inMonth: boolean;
  today: boolean;
}

const KEY = 'yyyy-MM-dd';

/** Today at school (yyyy-MM-dd), whatever the browser's zone. */
export const schoolToday = (nowMs = Date.now()): string =>
  DateTime.fromMillis(nowMs, { zone: schoolZone }).toFormat(KEY);

/** The month (yyyy-MM) of a day key. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The month `delta` months from `month` (yyyy-MM). */
export const shiftMonth = (month: string, delta: number): string =>
  DateTime.fromISO(`${month}-01`, { zone: schoolZone }).plus({ months: delta }).toFormat('yyyy-MM');

/** The weeks of a month's grid, each Monday to Sunday (spec: the week starts on Monday). */
export function monthGrid(month: string, today: string): GridDay[][] {
  const first = DateTime.fromISO(`${month}-01`, { zone: schoolZone });
  // luxon's weekday: 1 is Monday.
  let day = first.minus({ days: first.weekday - 1 });
  const last = first.endOf('month');
  const weeks: GridDay[][] = [];
  while (day <= last) {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i++) {
      const key = day.toFormat(KEY);
      week.push({ key, day: day.day, inMonth: day.month === first.month, today: key === today });
      day = day.plus({ days: 1 });
    }
    weeks.push(week);
  }
  return weeks;
}

/** The column headings, Monday first. */
export const WEEKDAYS = [t('mon'), t('tue'), t('wed'), t('thu'), t('fri'), t('sat'), t('sun')] as const;

/** 2026年11月 */
export const monthTitle = (month: string): string =>
  DateTime.fromISO(`${month}-01`, { zone: schoolZone }).toFormat(t('mmmmYyyy'));

/** 11月23日 星期一 */
export const dayTitle = (day: string): string => {
  const at = DateTime.fromISO(day, { zone: schoolZone });
  return t('text2', { value: at.toFormat(t('mmmmD')), value2: WEEKDAYS[at.weekday - 1] });
};

/** 18:00 of an ISO instant, at school. */
export const clockTime = (iso: string): string => DateTime.fromISO(iso).setZone(schoolZone).toFormat('HH:mm');
