import type {
  HandoutFileStatus,
  SessionAttendType,
  SessionClassType,
  SessionStatus,
  TeachingMode,
} from '../generated/graphql';
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
export const TEACHING_MODE_LABEL: Record<TeachingMode, string> = {
  LIVE: t('live'),
  IN_PERSON: t('inPerson'),
};
/** A communication session reads as a course, as any class type but one-to-one does. */
export const CLASS_TYPE_LABEL: Record<SessionClassType, string> = {
  TEAM: t('course'),
  ONE_TO_ONE: t('oneToOne'),
  COMMUNICATION: t('course'),
};
/**
 * A session student's attendance: present, on leave, truant, or none (undecided until the session ends:
 * nobody is 旷课 before it ends). A cancelled session takes no attendance: its NONE reads 未考勤.
 */
export const ATTEND_TYPE_LABEL: Record<SessionAttendType, string> = {
  NONE: t('notEnded'),
  PRESENT: t('present'),
  LEAVE: t('leave'),
  TRUANT: t('absent'),
};
export const attendTypeLabel = (attendType: SessionAttendType, sessionStatus: SessionStatus) =>
  sessionStatus === 'CANCELLED' && attendType === 'NONE' ? t('notRecorded') : ATTEND_TYPE_LABEL[attendType];
export const FILE_STATUS_SEVERITY: Record<
  HandoutFileStatus,
  'success' | 'info' | 'warning' | 'danger' | 'secondary'
> = {
  APPROVED: 'success',
  NOT_UPLOADED: 'secondary',
  PENDING: 'warning',
  REJECTED: 'danger',
};
