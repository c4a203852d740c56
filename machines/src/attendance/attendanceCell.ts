import { and, getNextSnapshot, setup } from 'xstate';
import { type Ability, abilityOf, type Refusal } from '../refusals';
import { attendanceReasonRefusal } from './opStatus';

/**
 * One student's cell of a team class's attendance matrix (spec section 4): a lesson time already held
 * (status 1) is present, on leave or truant; one not yet marked (status 2) is open or on leave.
 * Every action asks its confirmation on the screen first.
 */
export const CELL_ATTENDANCE = { present: 1, leave: 2, truant: 3 } as const;
export const CELL_STATUS = { marked: 1, notMarked: 2 } as const;

export type CellStateValue = 'present' | 'leave' | 'truant' | 'open' | 'openLeave';

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
  /** A fact, never refused: the lesson time began, so an open cell is now truant (or on leave). */
  | { type: 'lesson.held' };
/** The actions of a cell (the setAttendance call's types); the lesson's time is a fact, not an action. */
export type CellAction = Exclude<CellEvent, { type: 'lesson.held' }>;
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
    open: { on: { 'cell.leave': { target: 'openLeave' }, 'lesson.held': { target: 'truant' } } },
    openLeave: { on: { 'cell.cancelLeave': { target: 'open' }, 'lesson.held': { target: 'leave' } } },
  },
});

/** The actions a cell offers (spec section 4). */
export function cellButtons(state: CellStateValue): CellEventType[] {
  switch (state) {
    case 'present':
      return ['cell.cancelAttendance'];
    case 'truant':
      return ['cell.leave', 'cell.manual'];
    case 'leave':
    case 'openLeave':
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
      return { attendance: CELL_ATTENDANCE.leave, status: CELL_STATUS.notMarked };
    case 'open':
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
      state === 'truant' ? undefined : { kind: 'conflict', message: CELL_MESSAGES.notAllowed },
    ),
  };
}
