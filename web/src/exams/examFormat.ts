import { durationText as durationOf } from '@school/machines';
import { formatSchoolTime } from '../shared/schoolTime';
import { t } from './i18n/zh-CN';

/** How the exam screens word the exam's and the attempts' codes (spec sections 3, 4 and 9). */

export const EXAM_STATUS_CHOICES = [
  { label: t('draft'), value: 1 },
  { label: t('published2'), value: 2 },
  { label: t('closed2'), value: 3 },
];

export const examStatusLabel = (status: number) =>
  EXAM_STATUS_CHOICES.find((c) => c.value === status)?.label ?? '-';

export const examStatusSeverity = (status: number) =>
  status === 2 ? ('success' as const) : status === 3 ? ('secondary' as const) : ('warning' as const);

/** Minutes as the exam screens show them (不限时 for 0), by the one rule in machines. */
export const durationText = (minutes: number) => durationOf(minutes * 60);

export const timeTypeLabel = (timeType: number) => (timeType === 1 ? t('fixedPeriod') : t('noExpiry'));

/** A time or '-' when there is none. */
export const timeText = (value: string | null | undefined) => (value ? formatSchoolTime(value) : '-');

/** Seconds spent, as 12分05秒; '-' when none. */
export const answerTimeText = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined
    ? '-'
    : t('minS', { value: Math.floor(seconds / 60), value2: String(seconds % 60).padStart(2, '0') });

/** Pass text: '-' while awaiting review (or without a result), 已通过 when passed, otherwise 未通过. */
export const passText = (testStatus: number | null | undefined, isPass: number | null | undefined) =>
  testStatus === null ||
  testStatus === undefined ||
  testStatus === 2 ||
  isPass === null ||
  isPass === undefined
    ? '-'
    : isPass === 1
      ? t('passed2')
      : t('failed');

export const testStatusText = (testStatus: number | null | undefined) =>
  testStatus === 2 ? t('awaitingMarking') : testStatus === 1 ? t('marked') : '-';

/** A fraction as an integer percentage (0.856 → 86%). */
/** A rate (a fraction) as an integer percentage; '-' when there is none. */
export const percentText = (fraction: number | null | undefined) =>
  fraction === null || fraction === undefined ? '-' : `${Math.round(fraction * 100)}%`;

/** A value or '-' when there is none. */
export const orDash = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(value);
