/** How the session screens name the spec's numbers (sections 3 and 4). */
export const SESSION_STATUS_LABEL: Record<number, string> = {
  1: '已结束',
  2: '未开始',
  3: '进行中',
  4: '已取消',
};
export const SESSION_STATUS_SEVERITY: Record<
  number,
  'success' | 'info' | 'warning' | 'danger' | 'secondary'
> = {
  1: 'secondary',
  2: 'info',
  3: 'success',
  4: 'danger',
};
export const TEACHING_MODE_LABEL: Record<number, string> = { 1: '直播', 2: '面授' };
export const CLASS_TYPE_LABEL: Record<number, string> = { 1: '班课', 2: '一对一' };
/** A session student's attendance: 1 present, 2 on leave, 3 truant, 0 not yet taken. */
export const ATTEND_TYPE_LABEL: Record<number, string> = { 0: '未考勤', 1: '到课', 2: '请假', 3: '旷课' };
export const FILE_STATUS_SEVERITY: Record<number, 'success' | 'info' | 'warning' | 'danger' | 'secondary'> = {
  1: 'success',
  2: 'secondary',
  3: 'warning',
  4: 'danger',
};
