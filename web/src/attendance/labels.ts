type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

/** Leave tab op_status (spec section 4): 1 pending, 2 approved, 3 rejected; 4 a cancelled leave. */
export const LEAVE_STATUS: Record<number, { label: string; severity: Severity }> = {
  1: { label: '待审批', severity: 'warning' },
  2: { label: '已通过', severity: 'success' },
  3: { label: '已拒绝', severity: 'danger' },
  4: { label: '已取消', severity: 'secondary' },
};

/** A period: 1 not started, 2 in progress, 3 ended. */
export const PERIOD_STATUS_NAMES: Record<number, string> = { 1: '未开始', 2: '进行中', 3: '已结束' };

/** op_status of a student's period (spec section 4). */
export const OP_STATUS: Record<number, { label: string; severity: Severity }> = {
  [-1]: { label: '未开始', severity: 'secondary' },
  0: { label: '已到课', severity: 'success' },
  1: { label: '请假待审批', severity: 'warning' },
  2: { label: '已请假', severity: 'info' },
  3: { label: '请假被拒', severity: 'danger' },
  4: { label: '已取消请假', severity: 'secondary' },
  5: { label: '缺勤', severity: 'danger' },
  6: { label: '无需考勤', severity: 'secondary' },
};

/** A team class attendance cell: 1 present, 2 leave, 3 truant; 0 not marked yet. */
export const CELL_ATTENDANCE: Record<number, { label: string; severity: Severity }> = {
  0: { label: '未上课', severity: 'secondary' },
  1: { label: '出勤', severity: 'success' },
  2: { label: '请假', severity: 'info' },
  3: { label: '旷课', severity: 'danger' },
};

/** Teaching mode: 1 live, 2 in person. */
export const TEACHING_MODE: Record<number, string> = { 1: '直播', 2: '面授' };
