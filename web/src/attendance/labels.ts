import { t } from './i18n/zh-CN';

type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

/** Leave tab op_status (spec section 4): 1 pending, 2 approved, 3 rejected; 4 a cancelled leave. */
export const LEAVE_STATUS: Record<number, { label: string; severity: Severity }> = {
  1: { label: t('awaitingApproval'), severity: 'warning' },
  2: { label: t('approved'), severity: 'success' },
  3: { label: t('rejected'), severity: 'danger' },
  4: { label: t('cancelled'), severity: 'secondary' },
};

/** A period: 1 not started, 2 in progress, 3 ended. */
export const PERIOD_STATUS_NAMES: Record<number, string> = {
  1: t('notStarted'),
  2: t('inProgress'),
  3: t('ended'),
};

/** op_status of a student's period (spec section 4). */
export const OP_STATUS: Record<number, { label: string; severity: Severity }> = {
  [-1]: { label: t('notStarted'), severity: 'secondary' },
  0: { label: t('present3'), severity: 'success' },
  1: { label: t('leaveAwaitingApproval'), severity: 'warning' },
  2: { label: t('onLeave'), severity: 'info' },
  3: { label: t('leaveRejected'), severity: 'danger' },
  4: { label: t('leaveCancelled'), severity: 'secondary' },
  // One word for truancy: 旷课, as AttendInfo's period table and the statistics tab's tooltip say.
  5: { label: t('absent'), severity: 'danger' },
  6: { label: t('noAttendanceNeeded'), severity: 'secondary' },
};

/**
 * A team class attendance cell: 1 present, 2 leave, 3 truant; 0 undecided, its lesson not ended (before
 * it or while it runs nobody is 旷课, as a period's 未结束 on AttendInfo). Present reads 到课 as in the
 * period figures, so one word names it on every attendance screen.
 */
export const CELL_ATTENDANCE: Record<number, { label: string; severity: Severity }> = {
  0: { label: t('periodNotEnded'), severity: 'secondary' },
  1: { label: t('present'), severity: 'success' },
  2: { label: t('leave'), severity: 'info' },
  3: { label: t('absent'), severity: 'danger' },
};

/** Teaching mode: 1 live, 2 in person. */
export const TEACHING_MODE: Record<number, string> = { 1: t('live'), 2: t('inPerson') };

/** The figure a student of a period counts in (the server's bucket): 1 attended, 2 leave, 3 truant, 0 not yet. */
export const ATTENDANCE_BUCKET: Record<number, { label: string; severity: Severity }> = {
  0: { label: t('periodNotEnded'), severity: 'secondary' },
  1: { label: t('present'), severity: 'success' },
  2: { label: t('leave'), severity: 'info' },
  3: { label: t('absent'), severity: 'danger' },
};
