import { and, getNextSnapshot, setup } from 'xstate';
import { type Ability, abilityOf, type Refusal } from '../refusals';
import { attendanceReasonRefusal } from './opStatus';

/**
 * One student's cell of a team class's attendance matrix (spec section 4), by the one attendance rule
 * of periods: an approved leave is leave, a present mark is present, and only a lesson that has ENDED
 * (or an attendance staff cancelled) makes an unmarked student truant. Before the lesson a cell is
 * `open` (or `openLeave`); while it runs, `running` (undecided: staff may still mark the student
 * present) or `runningLeave`; once decided, `present`, `leave` or `truant` (status 1). Every action asks
 * its confirmation on the screen first.
 */
export const CELL_ATTENDANCE = { present: 1, leave: 2, truant: 3 } as const;
export const CELL_STATUS = { marked: 1, notMarked: 2 } as const;

export type CellStateValue =
  | 'present'
  | 'leave'
  | 'truant'
  | 'open'
  | 'openLeave'
  | 'running'
  | 'runningLeave';

/** The setAttendance call's `type` for each action. */
export const CELL_ACTION_TYPE = {
  'cell.leave': 1,
  'cell.cancelLeave': 2,
  'cell.cancelAttendance': 3,
  'cell.manual': 4,
} as const satisfies Record<CellEventType, 1 | 2 | 3 | 4>;

/** The GraphQL enum's names for the setAttendance types (codegen `enumValues`), read from the one table. */
export const CELL_ACTION_CODE = {
  LEAVE: CELL_ACTION_TYPE['cell.leave'],
  CANCEL_LEAVE: CELL_ACTION_TYPE['cell.cancelLeave'],
  CANCEL_ATTENDANCE: CELL_ACTION_TYPE['cell.cancelAttendance'],
  MANUAL: CELL_ACTION_TYPE['cell.manual'],
} as const;

export type CellEvent =
  | { type: 'cell.leave' }
  | { type: 'cell.cancelLeave' }
  | { type: 'cell.cancelAttendance' }
  | { type: 'cell.manual'; remark: string }
  /** Facts of the clock, never refused: the lesson began (nobody is truant yet), the lesson ended. */
  | { type: 'lesson.start' }
  | { type: 'lesson.end' };
/** The actions of a cell (the setAttendance call's types); the lesson's time is a fact, not an action. */
export type CellAction = Exclude<CellEvent, { type: 'lesson.start' | 'lesson.end' }>;
export type CellEventType = CellAction['type'];

export const CELL_MESSAGES = {
  notAllowed: '当前考勤状态不能进行该操作',
} as const;

/** The confirmation each action asks (spec section 4). */
export const CELL_CONFIRMATIONS: Record<CellEventType, string> = {
  'cell.leave': '确认请假吗？',
  'cell.cancelLeave': '确认取消请假吗？',
  'cell.cancelAttendance': '确认取消考勤吗？',
  'cell.manual': '确认补考勤吗？',
};

export const attendanceCellMachine = setup({
  types: { events: {} as CellEvent },
  guards: {
    reasonFits: ({ event }) =>
      event.type === 'cell.manual' && attendanceReasonRefusal(event.remark, true) === undefined,
  },
}).createMachine({
  id: 'attendanceCell',
  initial: 'open',
  states: {
    present: { on: { 'cell.cancelAttendance': { target: 'truant' } } },
    truant: {
      on: {
        'cell.leave': { target: 'leave' },
        'cell.manual': { guard: and(['reasonFits']), target: 'present' },
      },
    },
    leave: { on: { 'cell.cancelLeave': { target: 'truant' } } },
    open: { on: { 'cell.leave': { target: 'openLeave' }, 'lesson.start': { target: 'running' } } },
    openLeave: { on: { 'cell.cancelLeave': { target: 'open' }, 'lesson.start': { target: 'runningLeave' } } },
    running: {
      on: {
        'cell.leave': { target: 'runningLeave' },
        'cell.manual': { guard: and(['reasonFits']), target: 'present' },
        'lesson.end': { target: 'truant' },
      },
    },
    runningLeave: { on: { 'cell.cancelLeave': { target: 'running' }, 'lesson.end': { target: 'leave' } } },
  },
});

/** The actions a cell offers (spec section 4). */
export function cellButtons(state: CellStateValue): CellEventType[] {
  switch (state) {
    case 'present':
      return ['cell.cancelAttendance'];
    case 'truant':
    case 'running':
      return ['cell.leave', 'cell.manual'];
    case 'leave':
    case 'openLeave':
    case 'runningLeave':
      return ['cell.cancelLeave'];
    case 'open':
      return ['cell.leave'];
    default: {
      const unknown: never = state;
      throw new Error(`unknown cell state ${unknown}`);
    }
  }
}

export function explainCellRefusal(state: CellStateValue, event: CellAction): Refusal | undefined {
  if (!cellButtons(state).includes(event.type))
    return { kind: 'conflict', message: CELL_MESSAGES.notAllowed };
  if (event.type === 'cell.manual') return attendanceReasonRefusal(event.remark, true);
  return undefined;
}

export function cellStateAfter(state: CellStateValue, event: CellEvent): CellStateValue {
  const snapshot = attendanceCellMachine.resolveState({ value: state, context: undefined as never });
  if (!snapshot.can(event)) throw new Error(`cell ${state} refuses ${event.type}`);
  return getNextSnapshot(attendanceCellMachine, snapshot, event).value as CellStateValue;
}

/** The stored cell as the spec shows it: attendance 1 present, 2 leave, 3 truant (0 none), status 1 or 2. */
export function cellNumbers(state: CellStateValue): { attendance: number; status: number } {
  switch (state) {
    case 'present':
      return { attendance: CELL_ATTENDANCE.present, status: CELL_STATUS.marked };
    case 'leave':
      return { attendance: CELL_ATTENDANCE.leave, status: CELL_STATUS.marked };
    case 'truant':
      return { attendance: CELL_ATTENDANCE.truant, status: CELL_STATUS.marked };
    case 'openLeave':
    case 'runningLeave':
      return { attendance: CELL_ATTENDANCE.leave, status: CELL_STATUS.notMarked };
    case 'open':
    case 'running':
      return { attendance: 0, status: CELL_STATUS.notMarked };
    default: {
      const unknown: never = state;
      throw new Error(`unknown cell state ${unknown}`);
    }
  }
}

export type CellAbilities = Record<'leave' | 'cancel_leave' | 'cancel_attendance' | 'manual', Ability>;

export function cellAbilities(state: CellStateValue): CellAbilities {
  const of = (event: CellAction): Ability =>
    abilityOf(cellButtons(state).includes(event.type), explainCellRefusal(state, event));
  return {
    leave: of({ type: 'cell.leave' }),
    cancel_leave: of({ type: 'cell.cancelLeave' }),
    cancel_attendance: of({ type: 'cell.cancelAttendance' }),
    manual: abilityOf(
      cellButtons(state).includes('cell.manual'),
      cellButtons(state).includes('cell.manual')
        ? undefined
        : { kind: 'conflict', message: CELL_MESSAGES.notAllowed },
    ),
  };
}
