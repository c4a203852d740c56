import { durationText as durationOf } from '@school/machines';
import type { ExamStatus, ExamTestStatus, ExamTimeType } from '../generated/graphql';
import { formatSchoolTime } from '../shared/schoolTime';
import { t } from './i18n/zh-CN';

/** How the exam screens word the exam's and the attempts' codes (spec sections 3, 4 and 9). */

const EXAM_STATUS: Record<ExamStatus, { label: string; severity: 'warning' | 'success' | 'secondary' }> = {
  DRAFT: { label: t('draft'), severity: 'warning' },
  PUBLISHED: { label: t('published2'), severity: 'success' },
  CLOSED: { label: t('closed2'), severity: 'secondary' },
};

export const EXAM_STATUS_CHOICES = Object.entries(EXAM_STATUS).map(([value, s]) => ({
  label: s.label,
  value: value as ExamStatus,
}));

export const examStatusLabel = (status: ExamStatus) => EXAM_STATUS[status].label;

export const examStatusSeverity = (status: ExamStatus) => EXAM_STATUS[status].severity;

/** Minutes as the exam screens show them (不限时 for 0), by the one rule in machines. */
export const durationText = (minutes: number) => durationOf(minutes * 60);

const TIME_TYPE_LABEL: Record<ExamTimeType, string> = {
  FIXED_PERIOD: t('fixedPeriod'),
  LONG_TERM: t('noExpiry'),
};
export const timeTypeLabel = (timeType: ExamTimeType) => TIME_TYPE_LABEL[timeType];

/** A time or '-' when there is none. */
export const timeText = (value: string | null | undefined) => (value ? formatSchoolTime(value) : '-');

/** Seconds spent, as 12分05秒; '-' when none. */
export const answerTimeText = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined
    ? '-'
    : t('minS', { value: Math.floor(seconds / 60), value2: String(seconds % 60).padStart(2, '0') });

const TEST_STATUS_TEXT: Record<ExamTestStatus, string> = {
  ANSWERING: '-',
  AWAITING_REVIEW: t('awaitingMarking'),
  FINISHED: t('marked'),
};
export const testStatusText = (testStatus: ExamTestStatus | null | undefined) =>
  testStatus ? TEST_STATUS_TEXT[testStatus] : '-';

/** A fraction as an integer percentage (0.856 → 86%). */
/** A rate (a fraction) as an integer percentage; '-' when there is none. */
export const percentText = (fraction: number | null | undefined) =>
  fraction === null || fraction === undefined ? '-' : `${Math.round(fraction * 100)}%`;

/** A value or '-' when there is none. */
export const orDash = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(value);
