import { describe, expect, it } from 'vitest';
import {
  attendanceReasonRefusal,
  explainOpStatusRefusal,
  leaveCauseRefusal,
  OP_STATUS,
  OP_STATUS_MESSAGES,
  type OpStatusAction,
  type OpStatusValue,
  opStatusAbilities,
  opStatusAfter,
  opStatusButtons,
  opStatusValueOf,
  STUDENT_LEAVE_MESSAGES,
  studentLeaveAbilities,
} from './opStatus';

const live = { courseType: 2 };
const offline = { courseType: 7 };
const shownOf = (state: OpStatusValue, courseType: number) =>
  Object.entries(opStatusAbilities(state, courseType))
    .filter(([, a]) => a.shown)
    .map(([name]) => name);

describe('op_status, spec section 4: -1 none, 0 attended, 1 requested, 2 approved, 3 rejected, 4 cancelled, 5 absent, 6 not applicable', () => {
  it('given each stored number, when it is read, then it is its state; an unknown number is an error', () => {
    expect([-1, 0, 1, 2, 3, 4, 5, 6].map(opStatusValueOf)).toEqual([
      'none',
      'attended',
      'requested',
      'approved',
      'rejected',
      'cancelled',
      'absent',
      'notApplicable',
    ]);
    for (const [name, n] of Object.entries(OP_STATUS)) expect(opStatusValueOf(n)).toBe(name);
    expect(() => opStatusValueOf(7)).toThrow('unknown op_status 7');
  });

  it('given each state, when staff look at it, then it offers the buttons of section 4 (cancel attendance and mark attended offline only)', () => {
    for (const courseType of [2, 7]) {
      expect(opStatusButtons('none', courseType)).toEqual(['leave.request']);
      expect(opStatusButtons('requested', courseType)).toEqual([
        'leave.approve',
        'leave.reject',
        'leave.withdraw',
      ]);
      expect(opStatusButtons('approved', courseType)).toEqual(['leave.cancel']);
      expect(opStatusButtons('rejected', courseType)).toEqual([]);
      expect(opStatusButtons('cancelled', courseType)).toEqual([]);
      expect(opStatusButtons('notApplicable', courseType)).toEqual([]);
    }
    expect(shownOf('none', 2)).toEqual(['leave']);
    expect(shownOf('attended', 2)).toEqual([]);
    expect(shownOf('attended', 7)).toEqual(['leave', 'cancel_attendance']);
    expect(shownOf('requested', 2)).toEqual(['approve', 'reject']);
    expect(shownOf('approved', 2)).toEqual(['cancel_leave']);
    expect(shownOf('absent', 2)).toEqual(['leave']);
    expect(shownOf('absent', 7)).toEqual(['leave', 'mark_attended']);
    expect(shownOf('rejected', 7)).toEqual([]);
  });

  it('given an ability shown, then it is allowed with no reason; one not offered says why', () => {
    expect(opStatusAbilities('requested', 2).approve).toEqual({ shown: true, allowed: true, reason: null });
    expect(opStatusAbilities('approved', 2).approve).toEqual({
      shown: false,
      allowed: false,
      reason: OP_STATUS_MESSAGES.notPending,
    });
    expect(opStatusAbilities('absent', 2).mark_attended.reason).toBe('仅线下课程可以操作考勤');
    expect(opStatusAbilities('absent', 7).mark_attended).toEqual({
      shown: true,
      allowed: true,
      reason: null,
    });
    expect(opStatusAbilities('none', 2).cancel_leave.reason).toBe('当前考勤状态不能进行该操作');
  });

  it('given each state, when an event arrives, then the machine moves as section 4 says', () => {
    expect(opStatusAfter('none', live, { type: 'leave.request', byStaff: false })).toBe('requested');
    expect(opStatusAfter('none', live, { type: 'study.attend' })).toBe('attended');
    expect(opStatusAfter('none', live, { type: 'period.end' })).toBe('absent');
    expect(opStatusAfter('attended', offline, { type: 'leave.request', byStaff: true })).toBe('approved');
    expect(opStatusAfter('attended', offline, { type: 'leave.request', byStaff: false })).toBe('requested');
    expect(() => opStatusAfter('attended', live, { type: 'leave.request', byStaff: true })).toThrow(
      'op_status attended refuses leave.request',
    );
    expect(() => opStatusAfter('attended', live, { type: 'attendance.cancel' })).toThrow();
    expect(opStatusAfter('requested', live, { type: 'leave.withdraw' })).toBe('cancelled');
    expect(opStatusAfter('absent', live, { type: 'leave.request', byStaff: true })).toBe('approved');
    expect(opStatusAfter('absent', live, { type: 'leave.request', byStaff: false })).toBe('requested');
    expect(() => opStatusAfter('absent', live, { type: 'attendance.mark', reason: '补' })).toThrow();
    expect(() =>
      opStatusAfter('absent', offline, { type: 'attendance.mark', reason: '补'.repeat(101) }),
    ).toThrow();
    expect(opStatusAfter('absent', offline, { type: 'attendance.mark', reason: '补'.repeat(100) })).toBe(
      'attended',
    );
    expect(opStatusAfter('absent', offline, { type: 'attendance.mark', reason: '' })).toBe('attended');
    expect(() => opStatusAfter('rejected', live, { type: 'leave.cancel' })).toThrow();
    expect(() => opStatusAfter('cancelled', live, { type: 'leave.request', byStaff: true })).toThrow();
  });

  it('given an event a state does not offer, then the refusal is a conflict with its message', () => {
    const refusal = (state: OpStatusValue, courseType: number, event: OpStatusAction) =>
      explainOpStatusRefusal(state, { courseType }, event);
    expect(refusal('notApplicable', 7, { type: 'leave.request', byStaff: true })).toEqual({
      kind: 'conflict',
      message: '该课程不需要考勤',
    });
    expect(refusal('rejected', 2, { type: 'leave.reject' })).toEqual({
      kind: 'conflict',
      message: '请假申请已处理，不能重复审批',
    });
    expect(refusal('requested', 2, { type: 'leave.reject' })).toBeUndefined();
    expect(refusal('approved', 2, { type: 'leave.withdraw' })).toEqual({
      kind: 'conflict',
      message: '只能取消待审批的请假申请',
    });
    expect(refusal('absent', 2, { type: 'attendance.mark', reason: '补' })).toEqual({
      kind: 'conflict',
      message: '仅线下课程可以操作考勤',
    });
    expect(refusal('none', 7, { type: 'attendance.cancel' })).toEqual({
      kind: 'conflict',
      message: '当前考勤状态不能进行该操作',
    });
    expect(refusal('none', 7, { type: 'attendance.mark', reason: '补' })?.message).toBe(
      '当前考勤状态不能进行该操作',
    );
    expect(refusal('absent', 7, { type: 'attendance.mark', reason: '补' })).toBeUndefined();
  });
});

describe('reasons, spec section 5: at most 100 characters', () => {
  it('a manual attendance reason: required where asked (请填写补考勤原因, blanks count as none), at most 100 characters', () => {
    expect(attendanceReasonRefusal('  ', true)).toEqual({ kind: 'invalid', message: '请填写补考勤原因' });
    expect(attendanceReasonRefusal('', false)).toBeUndefined();
    expect(attendanceReasonRefusal('补'.repeat(100), true)).toBeUndefined();
    expect(attendanceReasonRefusal('😀'.repeat(100), true)).toBeUndefined();
    expect(attendanceReasonRefusal('补'.repeat(101), false)).toEqual({
      kind: 'invalid',
      message: '补考勤原因不能超过100个字',
    });
  });

  it('a student leave cause: required (请输入, blanks count as none), at most 100 characters', () => {
    expect(leaveCauseRefusal(' ')).toEqual({ kind: 'invalid', message: '请输入' });
    expect(leaveCauseRefusal('病'.repeat(100))).toBeUndefined();
    expect(leaveCauseRefusal('😀'.repeat(100))).toBeUndefined();
    expect(leaveCauseRefusal('病'.repeat(101))).toEqual({
      kind: 'invalid',
      message: STUDENT_LEAVE_MESSAGES.causeTooLong,
    });
    expect(STUDENT_LEAVE_MESSAGES.causeTooLong).toBe('请假原因不能超过100个字');
  });
});

describe("the student's own leave on a period", () => {
  const facts = { asked: false, started: false };
  it('given a period not started and not asked, then leave is offered and allowed; cancel is not shown', () => {
    const abilities = studentLeaveAbilities('none', 2, facts);
    expect(abilities.leave).toEqual({ shown: true, allowed: true, reason: null });
    expect(abilities.cancel).toEqual({ shown: false, allowed: false, reason: '只能取消待审批的请假申请' });
  });

  it('given a leave already asked, then leave is hidden: 已提交过请假申请，请勿重复提交; a waiting one can be taken back', () => {
    const abilities = studentLeaveAbilities('requested', 2, { asked: true, started: false });
    expect(abilities.leave).toEqual({
      shown: false,
      allowed: false,
      reason: '已提交过请假申请，请勿重复提交',
    });
    expect(abilities.cancel).toEqual({ shown: true, allowed: true, reason: null });
  });

  it('given an offline period marked attended, then the student may still ask for leave (state 0 offers leave offline only)', () => {
    expect(studentLeaveAbilities('attended', 7, facts).leave).toEqual({
      shown: true,
      allowed: true,
      reason: null,
    });
    expect(studentLeaveAbilities('attended', 2, facts).leave.reason).toBe('当前考勤状态不能进行该操作');
  });

  it('given a period that has started, then leave is refused: 课程已开始，不能请假', () => {
    expect(studentLeaveAbilities('none', 2, { asked: false, started: true }).leave).toEqual({
      shown: true,
      allowed: false,
      reason: '课程已开始，不能请假',
    });
  });

  it('given a course without attendance, then neither is shown', () => {
    const abilities = studentLeaveAbilities('notApplicable', 2, facts);
    expect(abilities.leave).toEqual({ shown: false, allowed: false, reason: '该课程不需要考勤' });
    expect(abilities.cancel.shown).toBe(false);
  });
});
