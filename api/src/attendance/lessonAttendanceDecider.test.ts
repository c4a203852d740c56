import type { CellAction, CellStateValue } from '@school/machines';
import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import { type ChangeCell, lessonAttendanceDecider } from './lessonAttendance';

const NOW = 1_800_000_000;
const who = { timesId: 3, uid: 42, teamClassId: 2, by: 1, at: NOW };
const change = (current: CellStateValue, event: CellAction): ChangeCell => ({
  type: 'ChangeCell',
  data: { ...who, current, event },
});
const when = (current: CellStateValue, event: CellAction) =>
  given(lessonAttendanceDecider).when(change(current, event));

describe('lesson attendance decider (team class attendance cell, spec section 4)', () => {
  it('present: cancel attendance', () => {
    expect(when('present', { type: 'cell.cancelAttendance' })).toEqual({
      events: [{ type: 'LessonAttendanceCancelled', data: who }],
    });
    expect(when('present', { type: 'cell.leave' })).toEqual({
      refused: 'conflict: 当前考勤状态不能进行该操作',
    });
  });

  it('truant: request leave, or manually add attendance with a reason', () => {
    expect(when('truant', { type: 'cell.leave' })).toEqual({
      events: [{ type: 'LessonLeaveMarked', data: who }],
    });
    expect(when('truant', { type: 'cell.manual', remark: '网络故障' })).toEqual({
      events: [{ type: 'LessonAttendanceAdded', data: { ...who, remark: '网络故障' } }],
    });
    expect(when('truant', { type: 'cell.manual', remark: ' ' })).toEqual({
      refused: 'invalid: 请填写补考勤原因',
    });
    expect(when('truant', { type: 'cell.cancelAttendance' })).toEqual({
      refused: 'conflict: 当前考勤状态不能进行该操作',
    });
  });

  it('leave: cancel leave; status 2 not marked: request leave only', () => {
    expect(when('leave', { type: 'cell.cancelLeave' })).toEqual({
      events: [{ type: 'LessonLeaveCancelled', data: who }],
    });
    expect(when('open', { type: 'cell.leave' })).toEqual({
      events: [{ type: 'LessonLeaveMarked', data: who }],
    });
    expect(when('open', { type: 'cell.manual', remark: '补' })).toEqual({
      refused: 'conflict: 当前考勤状态不能进行该操作',
    });
    expect(when('openLeave', { type: 'cell.cancelLeave' })).toEqual({
      events: [{ type: 'LessonLeaveCancelled', data: who }],
    });
  });
});
