import type { OpStatusAction, OpStatusValue } from '@school/machines';
import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import { type ChangeOpStatus, type PeriodAttendanceEvent, periodAttendanceDecider } from './periodAttendance';

const NOW = 1_800_000_000;
const LIVE = 1;
const OFFLINE = 7;
const who = { uid: 42, periodId: 5, courseId: 2, classId: 1, by: 1, at: NOW };
const change = (current: OpStatusValue, event: OpStatusAction, courseType = LIVE): ChangeOpStatus => ({
  type: 'ChangeOpStatus',
  data: { ...who, current, courseType, event, newLeaveId: 9, cause: '生病' },
});
const requested: PeriodAttendanceEvent = {
  type: 'LeaveRequested',
  data: { ...who, leaveId: 8, cause: '生病', status: 1 },
};
const when = (current: OpStatusValue, event: OpStatusAction, courseType = LIVE, past = [requested]) =>
  given(periodAttendanceDecider, past).when(change(current, event, courseType));

describe('period attendance decider (op_status buttons, spec section 4)', () => {
  it('-1 none: leave; a student request is pending (1), a staff one approved at once (2)', () => {
    expect(
      given(periodAttendanceDecider).when(change('none', { type: 'leave.request', byStaff: false })),
    ).toEqual({
      events: [{ type: 'LeaveRequested', data: { ...who, leaveId: 9, cause: '生病', status: 1 } }],
    });
    expect(
      given(periodAttendanceDecider).when(change('none', { type: 'leave.request', byStaff: true })),
    ).toEqual({
      events: [{ type: 'LeaveRequested', data: { ...who, leaveId: 9, cause: '生病', status: 2 } }],
    });
  });

  it('1 requested: approve (sets 2) or reject (sets 3), on the leave requested', () => {
    expect(when('requested', { type: 'leave.approve' })).toEqual({
      events: [{ type: 'LeaveDecided', data: { ...who, leaveId: 8, status: 2 } }],
    });
    expect(when('requested', { type: 'leave.reject' })).toEqual({
      events: [{ type: 'LeaveDecided', data: { ...who, leaveId: 8, status: 3 } }],
    });
  });

  it('only pending rows offer approve and reject: 请假申请已处理，不能重复审批', () => {
    expect(when('approved', { type: 'leave.approve' })).toEqual({
      refused: 'conflict: 请假申请已处理，不能重复审批',
    });
    expect(when('rejected', { type: 'leave.reject' })).toEqual({
      refused: 'conflict: 请假申请已处理，不能重复审批',
    });
  });

  it('2 approved: cancel leave (sets 4)', () => {
    expect(when('approved', { type: 'leave.cancel' })).toEqual({
      events: [{ type: 'LeaveCancelled', data: { ...who, leaveId: 8 } }],
    });
    expect(when('none', { type: 'leave.cancel' })).toEqual({
      refused: 'conflict: 当前考勤状态不能进行该操作',
    });
  });

  it('0 attended (offline course type 7 only): cancel attendance; 5 absent: offline also mark attended', () => {
    expect(when('attended', { type: 'attendance.cancel' }, OFFLINE)).toEqual({
      events: [{ type: 'PeriodAttendanceCancelled', data: who }],
    });
    expect(when('absent', { type: 'attendance.mark', reason: '到课未签到' }, OFFLINE)).toEqual({
      events: [{ type: 'PeriodAttendanceMarked', data: { ...who, reason: '到课未签到' } }],
    });
    expect(when('absent', { type: 'attendance.mark', reason: '补' }, LIVE)).toEqual({
      refused: 'conflict: 仅线下课程可以操作考勤',
    });
    expect(when('attended', { type: 'attendance.cancel' }, LIVE)).toEqual({
      refused: 'conflict: 仅线下课程可以操作考勤',
    });
    expect(when('absent', { type: 'attendance.mark', reason: '因'.repeat(101) }, OFFLINE)).toEqual({
      refused: 'invalid: 补考勤原因不能超过100个字',
    });
  });

  it('6 not applicable: nothing (该课程不需要考勤)', () => {
    expect(when('notApplicable', { type: 'leave.request', byStaff: true })).toEqual({
      refused: 'conflict: 该课程不需要考勤',
    });
  });
});

describe('period attendance: which leave a decision names', () => {
  it('given a request and then attendance marked, when the student withdraws, then the requested leave is cancelled', () => {
    const marked: PeriodAttendanceEvent = { type: 'PeriodAttendanceMarked', data: { ...who, reason: '补' } };
    expect(
      given(periodAttendanceDecider, [requested, marked]).when(
        change('requested', { type: 'leave.withdraw' }),
      ),
    ).toEqual({
      events: [{ type: 'LeaveCancelled', data: { ...who, leaveId: 8 } }],
    });
  });
});
