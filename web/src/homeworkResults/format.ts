import type { ReportStatus } from '../generated/graphql';
import { t } from './i18n/zh-CN';
/** Display helpers of the result screens. */

/** Seconds as 12分05秒 ('-' when unknown). */
export const duration = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined
    ? '-'
    : t('minS', { value: Math.floor(seconds / 60), value2: String(seconds % 60).padStart(2, '0') });

/** A score (one decimal) or '-'. */
export const scoreText = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : String(Math.round(value * 10) / 10);

/** An integer percentage or '-'. */
export const rateText = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : `${value}%`;

/** Spec section 4: student homework status 1–3. */
export const STUDENT_STATUS: Record<
  ReportStatus,
  { label: string; severity: 'warning' | 'info' | 'success' }
> = {
  NOT_SUBMITTED: { label: t('notSubmitted'), severity: 'warning' },
  SUBMITTED: { label: t('awaitingGrading'), severity: 'info' },
  GRADED: { label: t('graded'), severity: 'success' },
};

/** The empty message of the result tabs before the deadline and grading (spec section 2). */
export const TABS_EMPTY = t('dataAppearsOnceTheDeadline');
