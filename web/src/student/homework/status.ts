import type { StudentReportStatus } from '../../generated/graphql';
import { t } from '../i18n/zh-CN';

/** Each report status the student sees (spec section 4), its label and its badge's colour. */
export const STATUS_BADGES: Record<
  StudentReportStatus,
  { label: string; severity: 'warning' | 'info' | 'success' | 'secondary' }
> = {
  NOT_SUBMITTED: { label: t('statusNotSubmitted'), severity: 'warning' },
  AWAITING_REVIEW: { label: t('statusAwaitingReview'), severity: 'info' },
  SCORES_HIDDEN: { label: t('statusScoresHidden'), severity: 'secondary' },
  REVIEWED: { label: t('statusReviewed'), severity: 'success' },
};

/** A report's badge: status 5 of a homework whose teacher releases the results reads 成绩未发布. */
export const badgeOf = (status: StudentReportStatus, resultsReleasedByTeacher: boolean) =>
  status === 'SCORES_HIDDEN' && resultsReleasedByTeacher
    ? { label: t('statusUnreleased'), severity: 'secondary' as const }
    : STATUS_BADGES[status];

/** The filters of my homework, in the order a student works through them. */
export const STATUS_FILTERS: readonly StudentReportStatus[] = [
  'NOT_SUBMITTED',
  'AWAITING_REVIEW',
  'SCORES_HIDDEN',
  'REVIEWED',
];
