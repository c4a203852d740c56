import { and, getNextSnapshot, setup } from 'xstate';
import { COURSE_TYPE } from '../courses/courseType';
import { type Ability, abilityOf, type Refusal } from '../refusals';

/**
 * A student's attendance of one course period (spec section 4, leave/attendance op_status):
 * -1 none, 0 attended, 1 leave requested, 2 leave approved, 3 rejected, 4 leave cancelled,
 * 5 absent, 6 not applicable. Which buttons a state offers depends on the course type: only an
 * offline (in-person, type 7) course lets staff cancel an attendance or mark an absent student present.
 */
export const OP_STATUS = {
  none: -1,
  attended: 0,
  requested: 1,
  approved: 2,
  rejected: 3,
  cancelled: 4,
  absent: 5,
  notApplicable: 6,
} as const;
export type OpStatusValue = keyof typeof OP_STATUS;
export type OpStatusNumber = (typeof OP_STATUS)[OpStatusValue];

/** A course period's status on the attendance screens: 1 not started, 2 in progress, 3 ended. */
export const PERIOD_STATUS = { notStarted: 1, inProgress: 2, ended: 3 } as const;

/** The course type whose attendance is taken in person. */
export const OFFLINE_COURSE_TYPE = COURSE_TYPE.offline;

/** The longest reason a manual attendance may carry (spec section 5). */
export const ATTENDANCE_REASON_MAX = 100;

export const OP_STATUS_MESSAGES = {
  notAllowed: '当前考勤状态不能进行该操作',
  onlyOffline: '仅线下课程可以操作考勤',
  notApplicable: '该课程不需要考勤',
  notPending: '请假申请已处理，不能重复审批',
  reasonTooLong: `补考勤原因不能超过${ATTENDANCE_REASON_MAX}个字`,
  reasonRequired: '请填写补考勤原因',
  onlyPendingWithdrawn: '只能取消待审批的请假申请',
} as const;

export interface OpStatusContext {
  courseType: number;
}

export type OpStatusEvent =
  /** Staff or the student ask for leave; a student's request waits (1), staff's is granted (2). */
  | { type: 'leave.request'; byStaff: boolean }
  | { type: 'leave.approve' }
  | { type: 'leave.reject' }
  | { type: 'leave.cancel' }
  /** The student takes back their own request while it waits for approval (1 → 4). */
  | { type: 'leave.withdraw' }
  | { type: 'attendance.cancel' }
  | { type: 'attendance.mark'; reason: string }
  /** Facts, never refused: the student attended the live session or the lesson, or the period ended unattended. */
  | { type: 'study.attend' }
  | { type: 'period.end' };

export type OpStatusEventType = OpStatusEvent['type'];
/** The events staff and students send (the facts of study and time are not buttons). */
export type OpStatusAction = Exclude<OpStatusEvent, { type: 'study.attend' | 'period.end' }>;

const isOffline = ({ context }: { context: OpStatusContext }) => context.courseType === OFFLINE_COURSE_TYPE;
const byStaff = ({ event }: { event: OpStatusEvent }) => event.type === 'leave.request' && event.byStaff;

/** The reason rule (spec section 5): one home, read by the machine, the API and the screens. */
export function attendanceReasonRefusal(reason: string, required: boolean): Refusal | undefined {
  if (required && reason.trim() === '')
    return { kind: 'invalid', message: OP_STATUS_MESSAGES.reasonRequired };
  if ([...reason].length > ATTENDANCE_REASON_MAX)
    return { kind: 'invalid', message: OP_STATUS_MESSAGES.reasonTooLong };
  return undefined;
}

const requestLeave = [{ guard: 'byStaff', target: 'approved' }, { target: 'requested' }] as const;

export const opStatusMachine = setup({
  types: {
    context: {} as OpStatusContext,
    events: {} as OpStatusEvent,
    input: {} as OpStatusContext,
  },
  guards: {
    isOffline,
    byStaff,
    reasonFits: ({ event }) =>
      event.type === 'attendance.mark' && attendanceReasonRefusal(event.reason, false) === undefined,
  },
}).createMachine({
  id: 'opStatus',
  context: ({ input }) => input,
  initial: 'none',
  states: {
    none: {
      on: {
        'leave.request': [...requestLeave],
        'study.attend': { target: 'attended' },
        'period.end': { target: 'absent' },
      },
    },
    attended: {
      on: {
        'leave.request': [
          { guard: and(['isOffline', 'byStaff']), target: 'approved' },
          { guard: 'isOffline', target: 'requested' },
        ],
        'attendance.cancel': { guard: 'isOffline', target: 'absent' },
      },
    },
    requested: {
      on: {
        'leave.approve': { target: 'approved' },
        'leave.reject': { target: 'rejected' },
        'leave.withdraw': { target: 'cancelled' },
      },
    },
    approved: { on: { 'leave.cancel': { target: 'cancelled' } } },
    rejected: {},
    cancelled: {},
    absent: {
      on: {
        'leave.request': [...requestLeave],
        'attendance.mark': { guard: and(['isOffline', 'reasonFits']), target: 'attended' },
      },
    },
  },
});
// 6 (not applicable) is no state of the machine: a course without attendance has no op_status to change.

/** Which events each state offers at all, by whether the course is offline (spec section 4). */
export function opStatusButtons(state: OpStatusValue, courseType: number): OpStatusAction['type'][] {
  const offline = courseType === OFFLINE_COURSE_TYPE;
  switch (state) {
    case 'none':
      return ['leave.request'];
    case 'attended':
      return offline ? ['leave.request', 'attendance.cancel'] : [];
    case 'requested':
      return ['leave.approve', 'leave.reject', 'leave.withdraw'];
    case 'approved':
      return ['leave.cancel'];
    case 'absent':
      return offline ? ['leave.request', 'attendance.mark'] : ['leave.request'];
    case 'rejected':
    case 'cancelled':
    case 'notApplicable':
      return [];
    default: {
      const unknown: never = state;
      throw new Error(`unknown op_status state ${unknown}`);
    }
  }
}

/** Why an op_status refuses an event: the one place the API and the screens ask. */
export function explainOpStatusRefusal(
  state: OpStatusValue,
  context: OpStatusContext,
  event: OpStatusAction,
): Refusal | undefined {
  if (state === 'notApplicable') return { kind: 'conflict', message: OP_STATUS_MESSAGES.notApplicable };
  if (event.type === 'attendance.mark') {
    const reason = attendanceReasonRefusal(event.reason, false);
    if (reason) return reason;
  }
  const offers = opStatusButtons(state, context.courseType).includes(event.type);
  if (offers) return undefined;
  if ((event.type === 'leave.approve' || event.type === 'leave.reject') && state !== 'requested')
    return { kind: 'conflict', message: OP_STATUS_MESSAGES.notPending };
  if (event.type === 'leave.withdraw')
    return { kind: 'conflict', message: OP_STATUS_MESSAGES.onlyPendingWithdrawn };
  if (
    (event.type === 'attendance.cancel' || event.type === 'attendance.mark') &&
    context.courseType !== OFFLINE_COURSE_TYPE
  )
    return { kind: 'conflict', message: OP_STATUS_MESSAGES.onlyOffline };
  return { kind: 'conflict', message: OP_STATUS_MESSAGES.notAllowed };
}

export const opStatusValueOf = (n: number): OpStatusValue => {
  const found = (Object.keys(OP_STATUS) as OpStatusValue[]).find((k) => OP_STATUS[k] === n);
  if (!found) throw new Error(`unknown op_status ${n}`);
  return found;
};

/** The state an accepted event leads to (the machine decides; the API stores its number). */
export function opStatusAfter(
  state: OpStatusValue,
  context: OpStatusContext,
  event: OpStatusEvent,
): OpStatusValue {
  const snapshot = opStatusMachine.resolveState({ value: state, context });
  if (!snapshot.can(event)) throw new Error(`op_status ${state} refuses ${event.type}`);
  return getNextSnapshot(opStatusMachine, snapshot, event).value as OpStatusValue;
}

/** What the attendance-detail dialog offers on one student's op_status. */
export type OpStatusAbilities = Record<
  'leave' | 'approve' | 'reject' | 'cancel_leave' | 'cancel_attendance' | 'mark_attended',
  Ability
>;

export function opStatusAbilities(state: OpStatusValue, courseType: number): OpStatusAbilities {
  const context = { courseType };
  const of = (event: OpStatusAction): Ability =>
    abilityOf(
      opStatusButtons(state, courseType).includes(event.type),
      explainOpStatusRefusal(state, context, event),
    );
  return {
    leave: of({ type: 'leave.request', byStaff: true }),
    approve: of({ type: 'leave.approve' }),
    reject: of({ type: 'leave.reject' }),
    cancel_leave: of({ type: 'leave.cancel' }),
    cancel_attendance: of({ type: 'attendance.cancel' }),
    mark_attended: of({ type: 'attendance.mark', reason: '' }),
  };
}

/** The longest reason a student gives for leave (the spec's attendance reason limit, section 9). */
export const LEAVE_CAUSE_MAX = 100;

/** What the student app says about a student's own leave (spec section 8 for 请输入). */
export const STUDENT_LEAVE_MESSAGES = {
  causeRequired: '请输入',
  causeTooLong: `请假原因不能超过${LEAVE_CAUSE_MAX}个字`,
  started: '课程已开始，不能请假',
  twice: '已提交过请假申请，请勿重复提交',
  asked: '请假申请已提交',
  withdrawn: '取消请假成功',
} as const;

/** The reason of a student's leave: required, at most 100 characters (one home for API and screen). */
export function leaveCauseRefusal(cause: string): Refusal | undefined {
  if (cause.trim() === '') return { kind: 'invalid', message: STUDENT_LEAVE_MESSAGES.causeRequired };
  if ([...cause].length > LEAVE_CAUSE_MAX)
    return { kind: 'invalid', message: STUDENT_LEAVE_MESSAGES.causeTooLong };
  return undefined;
}

/** What the student app offers on one of the student's own periods. */
export interface StudentLeaveAbilities {
  /** Ask for leave: before the period starts, once per period. */
  leave: Ability;
  /** Take back the request while it waits for approval. */
  cancel: Ability;
}

/**
 * The student's buttons on a period: `asked` when the period already has a leave request (in any
 * state), `started` once it has begun. A course without attendance offers neither.
 */
export function studentLeaveAbilities(
  state: OpStatusValue,
  courseType: number,
  facts: { asked: boolean; started: boolean },
): StudentLeaveAbilities {
  const context = { courseType };
  const applicable = state !== 'notApplicable';
  const leaveRefusal: Refusal | undefined = facts.asked
    ? { kind: 'conflict', message: STUDENT_LEAVE_MESSAGES.twice }
    : facts.started
      ? { kind: 'conflict', message: STUDENT_LEAVE_MESSAGES.started }
      : explainOpStatusRefusal(state, context, { type: 'leave.request', byStaff: false });
  return {
    leave: abilityOf(applicable && !facts.asked, leaveRefusal),
    cancel: abilityOf(
      state === 'requested',
      explainOpStatusRefusal(state, context, { type: 'leave.withdraw' }),
    ),
  };
}
