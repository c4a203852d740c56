import { getNextSnapshot, setup } from 'xstate';
import { COMMON_MESSAGES } from '../messages';
import { type Ability, abilityOf, allHold, firstRefusal, type Refusal, type Rule, rule } from '../refusals';

/**
 * One lesson session (spec section 4): 2 upcoming, 3 playing, 1 completed, 4 cancelled. Time is a
 * fact passed in (`clock.tick`); a teacher's leave cancels an upcoming session of a team class (class
 * type 1) or a one-to-one class (2). Evaluating students is a per-student rule of a completed session.
 */
export const SESSION_STATUS = { completed: 1, upcoming: 2, playing: 3, cancelled: 4 } as const;
export type SessionStateValue = keyof typeof SESSION_STATUS;

/** Class types: 1 team class (班课), 2 one-to-one (一对一), 3 communication session (沟通课). */
export const SESSION_CLASS_TYPE = { team: 1, oneToOne: 2, communication: 3 } as const;
/** Who cancelled a session: 1 the teacher's leave (老师请假), 2 the students' leave (学员请假). */
export const SESSION_LEAVE_TYPE = { teacher: 1, student: 2 } as const;
export const SESSION_LEAVE_LABEL: Record<number, string> = { 1: '老师请假', 2: '学员请假' };
/** A student's attendance of a session (attend_type): 1 present, 2 on leave, 3 truant, 0 none yet. */
export const SESSION_ATTEND_TYPE = { none: 0, present: 1, leave: 2, truant: 3 } as const;
/** Teaching mode 1 is live (a live room exists), 2 in person. */
export const TEACHING_MODE = { live: 1, inPerson: 2 } as const;

/** Every team class's homework module is on (1): the product has no school setting that turns it off. */
export const HOMEWORK_MODULE_ON = 1;

export const EVALUATION_REMARK_MAX = 100;

export const SESSION_MESSAGES = {
  leaveConfirm: '请假后课次将会取消并且短信通知学员，确定请假吗？',
  leaveTeacherOnly: '只有讲师可以请假',
  leaveClassType: '该课次不支持老师请假',
  leaveStarted: '课次已开始，不能请假',
  leaveEnded: '课次已结束，不能请假',
  cancelled: '课次已取消',
  evaluateTeacherOnly: '只有讲师可以评价学员',
  evaluateNotCompleted: '课次结束后才能评价',
  evaluatedTwice: '该学员已评价，不能重复评价',
  remarkRequired: '请输入评价内容',
  remarkTooLong: `评价内容不能超过${EVALUATION_REMARK_MAX}个字`,
  liveOnly: '面授课次没有直播间',
  liveClosed: '课次已结束或已取消，不能进入直播间',
  leaveSuccess: COMMON_MESSAGES.leaveRequested,
  evaluateSuccess: '评价成功',
} as const;

export interface SessionContext {
  /** Unix seconds. */
  startsAt: number;
  endsAt: number;
  classType: number;
}

export type StaffRole = 'teacher' | 'assistant';

export type SessionEvent =
  /** A fact, never refused: the clock reached `now`. */
  | { type: 'clock.tick'; now: number }
  /** The teacher asks leave for the session (spec: GET teacherSchedule/leave/{id}). */
  | { type: 'session.leave'; role: StaffRole };

type LeaveArgs = { context: SessionContext; event: SessionEvent };
const byTeacher = ({ event }: LeaveArgs) => event.type === 'session.leave' && event.role === 'teacher';
const leavableClass = ({ context }: LeaveArgs) =>
  context.classType === SESSION_CLASS_TYPE.team || context.classType === SESSION_CLASS_TYPE.oneToOne;

/** The teacher-leave rules of an upcoming session, in the order a user hears them. */
export const leaveRules: readonly Rule<LeaveArgs>[] = [
  rule('forbidden', byTeacher, SESSION_MESSAGES.leaveTeacherOnly),
  rule('conflict', leavableClass, SESSION_MESSAGES.leaveClassType),
];

const tickAt = (event: SessionEvent) => (event.type === 'clock.tick' ? event.now : 0);

export const sessionStatus = setup({
  types: { context: {} as SessionContext, input: {} as SessionContext, events: {} as SessionEvent },
  guards: {
    hasEnded: ({ context, event }) => tickAt(event) >= context.endsAt,
    hasStarted: ({ context, event }) => tickAt(event) >= context.startsAt,
    mayLeave: allHold(leaveRules),
  },
}).createMachine({
  id: 'sessionStatus',
  context: ({ input }) => input,
  initial: 'upcoming',
  states: {
    upcoming: {
      on: {
        'clock.tick': [
          { guard: 'hasEnded', target: 'completed' },
          { guard: 'hasStarted', target: 'playing' },
        ],
        'session.leave': { guard: 'mayLeave', target: 'cancelled' },
      },
    },
    playing: { on: { 'clock.tick': { guard: 'hasEnded', target: 'completed' } } },
    completed: {},
    cancelled: { type: 'final' },
  },
});

/** Where a session stands at `now`: cancelled first, then by its times. */
export function sessionStateAt(context: SessionContext, now: number, cancelled: boolean): SessionStateValue {
  if (cancelled) return 'cancelled';
  if (now < context.startsAt) return 'upcoming';
  return now < context.endsAt ? 'playing' : 'completed';
}

/** Why the teacher's leave is refused in a state (who asks first, then the class type, then the time). */
export function explainLeaveRefusal(
  state: SessionStateValue,
  context: SessionContext,
  role: StaffRole,
): Refusal | undefined {
  const event: SessionEvent = { type: 'session.leave', role };
  const rules = firstRefusal(leaveRules, { context, event });
  if (rules) return rules;
  switch (state) {
    case 'upcoming':
      return undefined;
    case 'playing':
      return { kind: 'conflict', message: SESSION_MESSAGES.leaveStarted };
    case 'completed':
      return { kind: 'conflict', message: SESSION_MESSAGES.leaveEnded };
    case 'cancelled':
      return { kind: 'conflict', message: SESSION_MESSAGES.cancelled };
    default: {
      const unknown: never = state;
      throw new Error(`unknown session state ${unknown}`);
    }
  }
}

/** What evaluating one student asks: who evaluates, whether the student already was, and the remark. */
export interface EvaluationArgs {
  role: StaffRole;
  evaluated: boolean;
  remark: string;
}

/** The evaluation rules (spec: once per student, at most 100, after completion, teachers only). */
export function explainEvaluationRefusal(
  state: SessionStateValue,
  args: EvaluationArgs,
): Refusal | undefined {
  if (args.role !== 'teacher') return { kind: 'forbidden', message: SESSION_MESSAGES.evaluateTeacherOnly };
  if (state === 'cancelled') return { kind: 'conflict', message: SESSION_MESSAGES.cancelled };
  if (state !== 'completed') return { kind: 'conflict', message: SESSION_MESSAGES.evaluateNotCompleted };
  if (args.evaluated) return { kind: 'conflict', message: SESSION_MESSAGES.evaluatedTwice };
  const remark = args.remark.trim();
  if (remark === '') return { kind: 'invalid', message: SESSION_MESSAGES.remarkRequired };
  if ([...remark].length > EVALUATION_REMARK_MAX)
    return { kind: 'invalid', message: SESSION_MESSAGES.remarkTooLong };
  return undefined;
}

export function sessionStateAfter(
  state: SessionStateValue,
  context: SessionContext,
  event: SessionEvent,
): SessionStateValue {
  const snapshot = sessionStatus.resolveState({ value: state, context });
  if (!snapshot.can(event)) throw new Error(`session ${state} refuses ${event.type}`);
  return getNextSnapshot(sessionStatus, snapshot, event).value as SessionStateValue;
}

export interface SessionAbilities {
  /** 请假 (teacher leave): shown to teachers for class types 1 and 2 at status 2. */
  leave: Ability;
  /** 进入直播间: live mode at status 2 or 3. */
  enter_live: Ability;
  /** 评价 columns and buttons: shown once the session is completed (per student, see the student rows). */
  evaluate: Ability;
  /** The homework tab: hidden at status 4 or when the class homework module setting is not 1. */
  homework_tab: Ability;
}

export function sessionAbilities(
  state: SessionStateValue,
  context: SessionContext,
  viewer: { role: StaffRole; teachingMode: number; homeworkModule: number },
): SessionAbilities {
  const leaveShown =
    viewer.role === 'teacher' &&
    (context.classType === SESSION_CLASS_TYPE.team || context.classType === SESSION_CLASS_TYPE.oneToOne) &&
    state === 'upcoming';
  const live = viewer.teachingMode === TEACHING_MODE.live;
  const liveOpen = state === 'upcoming' || state === 'playing';
  return {
    leave: abilityOf(leaveShown, explainLeaveRefusal(state, context, viewer.role)),
    enter_live: abilityOf(
      live && liveOpen,
      !live
        ? { kind: 'conflict', message: SESSION_MESSAGES.liveOnly }
        : liveOpen
          ? undefined
          : { kind: 'conflict', message: SESSION_MESSAGES.liveClosed },
    ),
    evaluate: abilityOf(
      state === 'completed',
      explainEvaluationRefusal(state, { role: viewer.role, evaluated: false, remark: '-' }),
    ),
    homework_tab: abilityOf(state !== 'cancelled' && viewer.homeworkModule === 1, undefined),
  };
}

/** One student's evaluate button: disabled once the student has a teacher_remark (spec section 4). */
export const evaluationAbility = (state: SessionStateValue, role: StaffRole, evaluated: boolean): Ability =>
  abilityOf(state === 'completed', explainEvaluationRefusal(state, { role, evaluated, remark: '-' }));

/** A cancelled session takes no handout (uploading or reviewing): its students are not coming. */
export const explainHandoutSessionRefusal = (state: SessionStateValue): Refusal | undefined =>
  state === 'cancelled' ? { kind: 'conflict', message: SESSION_MESSAGES.cancelled } : undefined;

/**
 * Why a session is cancelled (0 when it is not): the teacher's leave (1, recorded on the session), or,
 * for a one-to-one class, its one student's leave of that lesson (2, read from the attendance cell).
 */
export function sessionLeaveType(p: { teacherLeave: boolean; classType: number; studentOnLeave: boolean }) {
  if (p.teacherLeave) return SESSION_LEAVE_TYPE.teacher;
  if (p.classType === SESSION_CLASS_TYPE.oneToOne && p.studentOnLeave) return SESSION_LEAVE_TYPE.student;
  return 0;
}
