import type { OpStatus, PeriodStatus, SessionAttendType, TeachingMode } from '../generated/graphql';
import { t } from './i18n/zh-CN';

type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

/** The op_status a leave request has (spec section 4): pending, approved, rejected; or a cancelled leave. */
export type LeaveStatus = Extract<
  OpStatus,
  'LEAVE_REQUESTED' | 'LEAVE_APPROVED' | 'LEAVE_REJECTED' | 'LEAVE_CANCELLED'
>;

/** Leave tab op_status (spec section 4): pending, approved, rejected; a cancelled leave. */
export const LEAVE_STATUS: Record<LeaveStatus, { label: string; severity: Severity }> = {
  LEAVE_REQUESTED: { label: t('awaitingApproval'), severity: 'warning' },
  LEAVE_APPROVED: { label: t('approved'), severity: 'success' },
  LEAVE_REJECTED: { label: t('rejected'), severity: 'danger' },
  LEAVE_CANCELLED: { label: t('cancelled'), severity: 'secondary' },
};

/** A period's status as the attendance screens name and colour it. */
export const PERIOD_STATUS: Record<PeriodStatus, { label: string; severity: Severity }> = {
  NOT_STARTED: { label: t('notStarted'), severity: 'info' },
  IN_PROGRESS: { label: t('inProgress'), severity: 'success' },
  ENDED: { label: t('ended'), severity: 'secondary' },
};

/** op_status of a student's period (spec section 4). */
export const OP_STATUS: Record<OpStatus, { label: string; severity: Severity }> = {
  NONE: { label: t('notStarted'), severity: 'secondary' },
  ATTENDED: { label: t('present3'), severity: 'success' },
  LEAVE_REQUESTED: { label: t('leaveAwaitingApproval'), severity: 'warning' },
  LEAVE_APPROVED: { label: t('onLeave'), severity: 'info' },
  LEAVE_REJECTED: { label: t('leaveRejected'), severity: 'danger' },
  LEAVE_CANCELLED: { label: t('leaveCancelled'), severity: 'secondary' },
  // One word for truancy: 旷课, as AttendInfo's period table and the statistics tab's tooltip say.
  ABSENT: { label: t('absent'), severity: 'danger' },
  NOT_APPLICABLE: { label: t('noAttendanceNeeded'), severity: 'secondary' },
};

/**
 * A team class attendance cell: present, leave, truant; NONE undecided, its lesson not ended (before
 * it or while it runs nobody is 旷课, as a period's 未结束 on AttendInfo). Present reads 到课 as in the
 * period figures, so one word names it on every attendance screen.
 */
export const CELL_ATTENDANCE: Record<SessionAttendType, { label: string; severity: Severity }> = {
  NONE: { label: t('periodNotEnded'), severity: 'secondary' },
  PRESENT: { label: t('present'), severity: 'success' },
  LEAVE: { label: t('leave'), severity: 'info' },
  TRUANT: { label: t('absent'), severity: 'danger' },
};

/** Teaching mode: 1 live, 2 in person. */
export const TEACHING_MODE: Record<TeachingMode, string> = { LIVE: t('live'), IN_PERSON: t('inPerson') };

/** The figure a student of a period counts in (the server's bucket): attended, leave, truant, or not yet. */
export const ATTENDANCE_BUCKET: Record<SessionAttendType, { label: string; severity: Severity }> = {
  NONE: { label: t('periodNotEnded'), severity: 'secondary' },
  PRESENT: { label: t('present'), severity: 'success' },
  LEAVE: { label: t('leave'), severity: 'info' },
  TRUANT: { label: t('absent'), severity: 'danger' },
};
