import type { SessionStatus } from '../generated/graphql';
import { t } from './i18n/zh-CN';
/** How the session screens name the spec's codes (sections 3 and 4). */
export const SESSION_STATUS_LABEL: Record<SessionStatus, string> = {
  COMPLETED: t('ended'),
  UPCOMING: t('notStarted'),
  PLAYING: t('inProgress'),
  CANCELLED: t('cancelled2'),
};
export const SESSION_STATUS_SEVERITY: Record<
  SessionStatus,
  'success' | 'info' | 'warning' | 'danger' | 'secondary'
> = {
  COMPLETED: 'secondary',
  UPCOMING: 'info',
  PLAYING: 'success',
  CANCELLED: 'danger',
};
export const TEACHING_MODE_LABEL: Record<number, string> = { 1: t('live'), 2: t('inPerson') };
export const CLASS_TYPE_LABEL: Record<number, string> = { 1: t('course'), 2: t('oneToOne') };
/**
 * A session student's attendance: 1 present, 2 on leave, 3 truant, 0 undecided until the session ends
 * (nobody is 旷课 before it ends). A cancelled session takes no attendance: its 0 reads 未考勤.
 */
export const ATTEND_TYPE_LABEL: Record<number, string> = {
  0: t('notEnded'),
  1: t('present'),
  2: t('leave'),
  3: t('absent'),
};
export const attendTypeLabel = (attendType: number, sessionStatus: SessionStatus) =>
  sessionStatus === 'CANCELLED' && attendType === 0
    ? t('notRecorded')
    : (ATTEND_TYPE_LABEL[attendType] ?? '-');
export const FILE_STATUS_SEVERITY: Record<number, 'success' | 'info' | 'warning' | 'danger' | 'secondary'> = {
  1: 'success',
  2: 'secondary',
  3: 'warning',
  4: 'danger',
};
