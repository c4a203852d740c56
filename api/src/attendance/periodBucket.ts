import { OP_STATUS, type OpStatusValue, opStatusValueOf } from '@school/machines';

/**
 * Which students count for which attendance figure (spec section 3, the statistics tab's tooltips).
 * Pure: every count of attendance (AttendInfo's periods and dialog, the statistics tab, class
 * statistics, a student's courses and the exports) asks `periodBucket` about each student's period.
 */

/** Course types whose periods take attendance: live kinds (1, 2, 3, 4, 15, 16) and in person (7). */
export const ATTENDANCE_COURSE_TYPES = [1, 2, 3, 4, 15, 16, 7] as const;
export const takesAttendance = (courseType: number) => ATTENDANCE_COURSE_TYPES.includes(courseType as never);

/** Leave status of a period's row: 0 none, 1 requested, 2 approved, 3 rejected, 4 cancelled. */
export const LEAVE_STATUS = { none: 0, requested: 1, approved: 2, rejected: 3, cancelled: 4 } as const;
/** Manual attendance of an offline period: 0 none, 1 marked attended, 2 attendance cancelled. */
export const MARK = { none: 0, attended: 1, cancelled: 2 } as const;

/** What one student's period is made of: the raw facts of the period, study and attendance rows. */
export interface PeriodFacts {
  courseType: number;
  endPlay: number;
  /** The student attended the live session or the in-person lesson (a replay is no attendance). */
  attended: boolean;
  leaveStatus: number;
  mark: number;
}

/**
 * The bucket a student's period counts in; exactly one. `attended`, `leave` and `truant` are the
 * figures; `notYet` is a period still running (or to come) that the student has not attended and
 * has no approved leave for; `notCounted` a course that takes no attendance.
 */
export type PeriodBucket = 'attended' | 'leave' | 'truant' | 'notYet' | 'notCounted';

/** A period has ended once its end has passed; a session still running makes nobody truant. */
export const periodEnded = (endPlay: number, now: number) => endPlay < now;

/** Whether the student really was there: a manual mark overrides study (spec section 4). */
const present = (f: Omit<PeriodFacts, 'courseType'>) =>
  f.mark === MARK.attended || (f.mark !== MARK.cancelled && f.attended);

/**
 * The one rule: an approved leave is leave (whether or not the student came: it is counted once);
 * else real presence is attendance; else an ended period is truancy, whatever the leave request
 * (pending, rejected or cancelled: "an unhandled leave with real absence"), and a staff-cancelled
 * attendance is a recorded absence; else the period is not decided yet.
 */
export function periodBucket(f: PeriodFacts, now: number): PeriodBucket {
  if (!takesAttendance(f.courseType)) return 'notCounted';
  return attendanceBucket(f, now);
}

/**
 * The rule itself, for anything that takes attendance: a course period (through `periodBucket`) or
 * a team class's lesson time (lessonCell.ts), whose facts are the same but for the course type.
 */
export function attendanceBucket(
  f: Omit<PeriodFacts, 'courseType'>,
  now: number,
): Exclude<PeriodBucket, 'notCounted'> {
  if (f.leaveStatus === LEAVE_STATUS.approved) return 'leave';
  if (present(f)) return 'attended';
  if (f.mark === MARK.cancelled || periodEnded(f.endPlay, now)) return 'truant';
  return 'notYet';
}

/** The bucket as a number for answers, like a team class cell: 1 attended, 2 leave, 3 truant, 0 not yet. */
export const BUCKET_NUMBER: Record<PeriodBucket, number | null> = {
  attended: 1,
  leave: 2,
  truant: 3,
  notYet: 0,
  notCounted: null,
};

/** The counts of a set of periods' buckets. */
export function bucketCounts(buckets: PeriodBucket[]) {
  const n = (b: PeriodBucket) => buckets.filter((x) => x === b).length;
  return { attended: n('attended'), leave: n('leave'), truant: n('truant'), notYet: n('notYet') };
}

/**
 * The op_status a student's period shows (spec section 4): a pending or approved leave first, then a
 * manual attendance of an offline period, then a rejected or cancelled leave, then study and time.
 */
export function opStatusOf(p: PeriodFacts, now: number): OpStatusValue {
  if (!takesAttendance(p.courseType)) return 'notApplicable';
  if (p.leaveStatus === 1 || p.leaveStatus === 2) return opStatusValueOf(p.leaveStatus);
  if (p.mark === 1) return 'attended';
  if (p.mark === 2) return 'absent';
  if (p.leaveStatus === 3 || p.leaveStatus === 4) return opStatusValueOf(p.leaveStatus);
  if (p.attended) return 'attended';
  return periodEnded(p.endPlay, now) ? 'absent' : 'none';
}

/** op_status as AttendInfo and the study exports name it (spec section 4; truancy is 旷课 everywhere). */
export const OP_STATUS_NAMES: Record<number, string> = {
  [OP_STATUS.none]: '未开始',
  [OP_STATUS.attended]: '已到课',
  [OP_STATUS.requested]: '请假待审批',
  [OP_STATUS.approved]: '已请假',
  [OP_STATUS.rejected]: '请假被拒绝',
  [OP_STATUS.cancelled]: '已取消请假',
  [OP_STATUS.absent]: '旷课',
  [OP_STATUS.notApplicable]: '无需考勤',
};

/** The figures' names by bucket number (BUCKET_NUMBER). */
export const BUCKET_NAMES: Record<number, string> = { 1: '到课', 2: '请假', 3: '旷课', 0: '未结束' };

/**
 * A student's cell of the attendance export: the op_status, and the figure it counts in where the
 * op_status alone does not say it (a pending, rejected or cancelled leave: 请假被拒绝（旷课）).
 */
export function studentCellName(opStatus: number, bucketNumber: number): string {
  const name = OP_STATUS_NAMES[opStatus] ?? '';
  const plain = [OP_STATUS.none, OP_STATUS.attended, OP_STATUS.approved, OP_STATUS.absent] as number[];
  if (plain.includes(opStatus) || opStatus === OP_STATUS.notApplicable) return name;
  return `${name}（${BUCKET_NAMES[bucketNumber] ?? ''}）`;
}
