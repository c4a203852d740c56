import { describe, expect, it } from 'vitest';
import {
  type CellEvent,
  type CellStateValue,
  cellAbilities,
  cellButtons,
  cellNumbers,
  cellStateAfter,
  explainCellRefusal,
} from './attendanceCell';

/** The cell a student is in after these events, from a lesson not started and nothing marked. */
const given = (...events: CellEvent[]): CellStateValue =>
  events.reduce<CellStateValue>((state, event) => cellStateAfter(state, event), 'open');

const start: CellEvent = { type: 'lesson.start' };
const end: CellEvent = { type: 'lesson.end' };
const manual: CellEvent = { type: 'cell.manual', remark: '课上点名到课' };

describe('a team class attendance cell follows the lesson: nobody is 旷课 before it ends', () => {
  it('given a lesson that has started, when nobody marked the student, then they are not truant', () => {
    const state = given(start);
    expect(state).not.toBe('truant');
    expect(cellNumbers(state)).toEqual({ attendance: 0, status: 2 });
  });

  it('given a lesson still running, when staff mark the student present, then they are present', () => {
    expect(cellButtons(given(start))).toContain('cell.manual');
    expect(cellAbilities(given(start)).manual.shown).toBe(true);
    expect(given(start, manual)).toBe('present');
  });

  it('given a lesson still running and nobody marked, when it ends, then the student is truant', () => {
    const state = given(start, end);
    expect(state).toBe('truant');
    expect(cellNumbers(state)).toEqual({ attendance: 3, status: 1 });
    expect(cellButtons(state)).toEqual(['cell.leave', 'cell.manual']);
  });

  it('given a leave during the lesson, when it is cancelled before the end, then the student is undecided again', () => {
    expect(given(start, { type: 'cell.leave' })).not.toBe('truant');
    expect(cellNumbers(given(start, { type: 'cell.leave' })).attendance).toBe(2);
    expect(given(start, { type: 'cell.leave' }, { type: 'cell.cancelLeave' })).toBe(given(start));
    expect(given(start, { type: 'cell.leave' }, end)).toBe('leave');
  });

  it('given a leave asked before the lesson, when the lesson starts and then ends, then it is leave', () => {
    expect(cellNumbers(given({ type: 'cell.leave' }, start)).attendance).toBe(2);
    expect(given({ type: 'cell.leave' }, start, { type: 'cell.cancelLeave' })).toBe(given(start));
    expect(given({ type: 'cell.leave' }, start, end)).toBe('leave');
  });

  it('given a student marked present during the lesson, when staff cancel it, then it is a recorded absence', () => {
    expect(given(start, manual, { type: 'cell.cancelAttendance' })).toBe('truant');
  });

  it('given a lesson not started, when nobody acted, then only leave is offered', () => {
    expect(cellButtons(given())).toEqual(['cell.leave']);
    expect(cellNumbers(given())).toEqual({ attendance: 0, status: 2 });
  });
});

describe('a cell in each state: its buttons, its stored numbers and what the machine refuses (section 4)', () => {
  const states: CellStateValue[] = [
    'open',
    'openLeave',
    'running',
    'runningLeave',
    'present',
    'leave',
    'truant',
  ];
  const shown = (state: CellStateValue) =>
    Object.entries(cellAbilities(state))
      .filter(([, a]) => a.shown)
      .map(([name]) => name);

  it('given each state, then it offers its actions, each allowed, and refuses the others with 当前考勤状态不能进行该操作', () => {
    expect(states.map((s) => cellButtons(s))).toEqual([
      ['cell.leave'],
      ['cell.cancelLeave'],
      ['cell.leave', 'cell.manual'],
      ['cell.cancelLeave'],
      ['cell.cancelAttendance'],
      ['cell.cancelLeave'],
      ['cell.leave', 'cell.manual'],
    ]);
    expect(states.map(shown)).toEqual([
      ['leave'],
      ['cancel_leave'],
      ['leave', 'manual'],
      ['cancel_leave'],
      ['cancel_attendance'],
      ['cancel_leave'],
      ['leave', 'manual'],
    ]);
    for (const state of states) {
      for (const ability of Object.values(cellAbilities(state))) {
        expect(ability.allowed).toBe(ability.shown);
        expect(ability.reason).toBe(ability.shown ? null : '当前考勤状态不能进行该操作');
      }
    }
  });

  it('given each state, then it is stored as attendance 1 present, 2 leave, 3 truant (0 none), status 1 marked or 2 not', () => {
    expect(states.map(cellNumbers)).toEqual([
      { attendance: 0, status: 2 },
      { attendance: 2, status: 2 },
      { attendance: 0, status: 2 },
      { attendance: 2, status: 2 },
      { attendance: 1, status: 1 },
      { attendance: 2, status: 1 },
      { attendance: 3, status: 1 },
    ]);
  });

  it('given a truant student, when staff mark them present, then a reason is required and at most 100 characters', () => {
    expect(() => cellStateAfter('truant', { type: 'cell.manual', remark: ' ' })).toThrow();
    expect(() => cellStateAfter('truant', { type: 'cell.manual', remark: '补'.repeat(101) })).toThrow();
    expect(cellStateAfter('truant', { type: 'cell.manual', remark: '补'.repeat(100) })).toBe('present');
    expect(() => cellStateAfter('running', { type: 'cell.manual', remark: '' })).toThrow();
    expect(explainCellRefusal('truant', { type: 'cell.manual', remark: '补'.repeat(101) })?.message).toBe(
      '补考勤原因不能超过100个字',
    );
    expect(explainCellRefusal('truant', { type: 'cell.leave' })).toBeUndefined();
  });

  it('given a cell, when an action it does not offer arrives, then the machine refuses it', () => {
    expect(() => cellStateAfter('present', { type: 'cell.leave' })).toThrow(
      'cell present refuses cell.leave',
    );
    expect(() => cellStateAfter('open', { type: 'lesson.end' })).toThrow();
  });
});
