import { describe, expect, it } from 'vitest';
import { cellButtons, cellStateAfter, explainCellRefusal } from './attendanceCell';
import {
  ATTENDANCE_REASON_MAX,
  explainOpStatusRefusal,
  OP_STATUS_MESSAGES,
  opStatusAfter,
  opStatusButtons,
} from './opStatus';

describe('op_status', () => {
  it('offers the buttons of section 4 by course type', () => {
    expect(opStatusButtons('none', 2)).toEqual(['leave.request']);
    expect(opStatusButtons('attended', 2)).toEqual([]);
    expect(opStatusButtons('attended', 7)).toEqual(['leave.request', 'attendance.cancel']);
    expect(opStatusButtons('absent', 2)).toEqual(['leave.request']);
    expect(opStatusButtons('absent', 7)).toEqual(['leave.request', 'attendance.mark']);
  });
  it('moves as the spec says', () => {
    const live = { courseType: 2 };
    const offline = { courseType: 7 };
    expect(opStatusAfter('none', live, { type: 'leave.request', byStaff: false })).toBe('requested');
    expect(opStatusAfter('none', live, { type: 'leave.request', byStaff: true })).toBe('approved');
    expect(opStatusAfter('requested', live, { type: 'leave.approve' })).toBe('approved');
    expect(opStatusAfter('requested', live, { type: 'leave.reject' })).toBe('rejected');
    expect(opStatusAfter('approved', live, { type: 'leave.cancel' })).toBe('cancelled');
    expect(opStatusAfter('attended', offline, { type: 'attendance.cancel' })).toBe('absent');
    expect(opStatusAfter('absent', offline, { type: 'attendance.mark', reason: '补' })).toBe('attended');
  });
  it('refuses what section 4 does not offer, with a clear message', () => {
    expect(explainOpStatusRefusal('approved', { courseType: 2 }, { type: 'leave.approve' })?.message).toBe(
      OP_STATUS_MESSAGES.notPending,
    );
    expect(
      explainOpStatusRefusal('attended', { courseType: 2 }, { type: 'attendance.cancel' })?.message,
    ).toBe(OP_STATUS_MESSAGES.onlyOffline);
    const long = 'x'.repeat(ATTENDANCE_REASON_MAX + 1);
    expect(
      explainOpStatusRefusal('absent', { courseType: 7 }, { type: 'attendance.mark', reason: long })?.message,
    ).toBe(OP_STATUS_MESSAGES.reasonTooLong);
  });
});

describe('attendance cell', () => {
  it('offers the cell actions of section 4', () => {
    expect(cellButtons('present')).toEqual(['cell.cancelAttendance']);
    expect(cellButtons('truant')).toEqual(['cell.leave', 'cell.manual']);
    expect(cellStateAfter('truant', { type: 'cell.manual', remark: '迟到补签' })).toBe('present');
    expect(cellStateAfter('open', { type: 'cell.leave' })).toBe('openLeave');
    expect(cellStateAfter('leave', { type: 'cell.cancelLeave' })).toBe('truant');
    expect(explainCellRefusal('truant', { type: 'cell.manual', remark: '' })?.message).toBe(
      OP_STATUS_MESSAGES.reasonRequired,
    );
    expect(explainCellRefusal('present', { type: 'cell.leave' })?.kind).toBe('conflict');
  });
});
