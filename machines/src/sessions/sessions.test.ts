import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { accepts } from '../checkTransition';
import { coveredGraph, declaredGraph, transitionCoveringPaths } from '../testing/coverage';
import {
  explainHandoutRefusal,
  HANDOUT_MESSAGES,
  type HandoutEvent,
  type HandoutStateValue,
  handout,
  handoutAbilities,
  handoutStateAfter,
  handoutStateOf,
} from './handout';
import {
  evaluationAbility,
  explainEvaluationRefusal,
  explainHandoutSessionRefusal,
  explainLeaveRefusal,
  SESSION_LEAVE_TYPE,
  SESSION_MESSAGES,
  type SessionContext,
  type SessionEvent,
  type SessionStateValue,
  sessionAbilities,
  sessionLeaveType,
  sessionStateAfter,
  sessionStateAt,
  sessionStatus,
} from './sessionStatus';

const START = 1_800_000_000;
const END = START + 90 * 60;
const team: SessionContext = { startsAt: START, endsAt: END, classType: 1 };
const communication: SessionContext = { ...team, classType: 3 };

const sessionEvents: SessionEvent[] = [
  { type: 'clock.tick', now: START - 60 },
  { type: 'clock.tick', now: START },
  { type: 'clock.tick', now: END },
  { type: 'session.leave', role: 'teacher' },
  { type: 'session.leave', role: 'assistant' },
];

describe.each([
  ['a team class session', team, []],
  ['a communication session', communication, ['cancelled', 'upcoming --session.leave-->']],
] as const)('session status, model-based (%s)', (_name, input, unreachable) => {
  const model = createTestModel(sessionStatus, { events: sessionEvents, input });
  const paths = transitionCoveringPaths(model, sessionStatus);

  it('covers every state and transition reachable with this class type', () => {
    const declared = declaredGraph(sessionStatus);
    const covered = coveredGraph(paths);
    const reachable = (key: string) => !unreachable.some((u) => key === u || key.startsWith(`${u} `));
    expect(covered.states).toEqual(declared.states.filter(reachable));
    expect(covered.transitions).toEqual(declared.transitions.filter(reachable));
  });

  paths.forEach((path, n) => {
    it(`path ${n + 1}: ${path.steps.map((s) => s.event.type).join(' → ')}`, async () => {
      const actor = createActor(sessionStatus, { input }).start();
      const agrees = (state: SessionStateValue) => {
        const s = actor.getSnapshot();
        expect(s.value).toBe(state);
        for (const role of ['teacher', 'assistant'] as const)
          expect(s.can({ type: 'session.leave', role })).toBe(
            explainLeaveRefusal(state, input, role) === undefined,
          );
      };
      await model.testPath(path as never, {
        states: {
          upcoming: () => agrees('upcoming'),
          playing: () => agrees('playing'),
          completed: () => agrees('completed'),
          cancelled: () => {
            agrees('cancelled');
            expect(actor.getSnapshot().status).toBe('done');
          },
        },
        events: {
          'clock.tick': ({ event }) => void actor.send(event as SessionEvent),
          'session.leave': ({ event }) => void actor.send(event as SessionEvent),
        },
      });
    });
  });
});

describe('session status rules', () => {
  it('reads the state from the clock, cancelled first', () => {
    expect(sessionStateAt(team, START - 1, false)).toBe('upcoming');
    expect(sessionStateAt(team, START, false)).toBe('playing');
    expect(sessionStateAt(team, END, false)).toBe('completed');
    expect(sessionStateAt(team, START - 1, true)).toBe('cancelled');
  });

  it('teacher leave: teachers only, class types 1 and 2, status 2 only', () => {
    expect(explainLeaveRefusal('upcoming', team, 'assistant')).toEqual({
      kind: 'forbidden',
      message: SESSION_MESSAGES.leaveTeacherOnly,
    });
    expect(explainLeaveRefusal('upcoming', { ...team, classType: 2 }, 'teacher')).toBeUndefined();
    expect(explainLeaveRefusal('upcoming', communication, 'teacher')?.message).toBe(
      SESSION_MESSAGES.leaveClassType,
    );
    expect(explainLeaveRefusal('playing', team, 'teacher')?.message).toBe(SESSION_MESSAGES.leaveStarted);
    expect(explainLeaveRefusal('cancelled', team, 'teacher')?.message).toBe(SESSION_MESSAGES.cancelled);
  });

  it('evaluation: once per student, at most 100, only after the session completed, teachers only', () => {
    const ok = { role: 'teacher', evaluated: false, remark: '课堂表现很好' } as const;
    expect(explainEvaluationRefusal('completed', ok)).toBeUndefined();
    expect(explainEvaluationRefusal('completed', { ...ok, remark: '好'.repeat(100) })).toBeUndefined();
    expect(explainEvaluationRefusal('completed', { ...ok, remark: '好'.repeat(101) })?.message).toBe(
      SESSION_MESSAGES.remarkTooLong,
    );
    expect(explainEvaluationRefusal('completed', { ...ok, remark: '  ' })?.message).toBe(
      SESSION_MESSAGES.remarkRequired,
    );
    expect(explainEvaluationRefusal('completed', { ...ok, evaluated: true })?.kind).toBe('conflict');
    expect(explainEvaluationRefusal('playing', ok)?.message).toBe(SESSION_MESSAGES.evaluateNotCompleted);
    expect(explainEvaluationRefusal('completed', { ...ok, role: 'assistant' })?.kind).toBe('forbidden');
  });

  it('offers 进入直播间 only for live mode at status 2 or 3, and hides the homework tab at 4', () => {
    const live = { role: 'teacher', teachingMode: 1, homeworkModule: 1 } as const;
    expect(sessionAbilities('upcoming', team, live).enter_live.shown).toBe(true);
    expect(sessionAbilities('playing', team, live).enter_live.shown).toBe(true);
    expect(sessionAbilities('completed', team, live).enter_live.shown).toBe(false);
    expect(sessionAbilities('playing', team, { ...live, teachingMode: 2 }).enter_live.shown).toBe(false);
    expect(sessionAbilities('cancelled', team, live).homework_tab.shown).toBe(false);
    expect(sessionAbilities('upcoming', team, { ...live, homeworkModule: 2 }).homework_tab.shown).toBe(false);
    expect(sessionAbilities('upcoming', team, live).leave).toEqual({
      shown: true,
      allowed: true,
      reason: null,
    });
    expect(sessionAbilities('upcoming', team, { ...live, role: 'assistant' }).leave.shown).toBe(false);
  });
});

const handoutEvents: HandoutEvent[] = [
  { type: 'handout.upload', fileName: '第一讲讲义.pdf' },
  { type: 'handout.upload', fileName: '' },
  { type: 'handout.approve', byUploader: false },
  { type: 'handout.approve', byUploader: true },
  { type: 'handout.reject', byUploader: false, remark: '请补充例题' },
  { type: 'handout.reject', byUploader: false, remark: '' },
];

describe('handout, model-based', () => {
  const model = createTestModel(handout, { events: handoutEvents });
  const paths = transitionCoveringPaths(model, handout);

  it('covers every state and transition', () => {
    expect(coveredGraph(paths)).toEqual(declaredGraph(handout));
  });

  paths.forEach((path, n) => {
    it(`path ${n + 1}: ${path.steps.map((s) => s.event.type).join(' → ')}`, async () => {
      const actor = createActor(handout).start();
      const agrees = (state: HandoutStateValue) => () => {
        expect(actor.getSnapshot().value).toBe(state);
        for (const e of handoutEvents)
          expect(accepts(handout, state, undefined as never, e)).toBe(
            explainHandoutRefusal(state, e) === undefined,
          );
      };
      await model.testPath(path as never, {
        states: {
          notUploaded: agrees('notUploaded'),
          pending: agrees('pending'),
          approved: agrees('approved'),
          rejected: agrees('rejected'),
        },
        events: {
          'handout.upload': ({ event }) => void actor.send(event as HandoutEvent),
          'handout.approve': ({ event }) => void actor.send(event as HandoutEvent),
          'handout.reject': ({ event }) => void actor.send(event as HandoutEvent),
        },
      });
    });
  });
});

describe('handout rules', () => {
  it('uploads again after a rejection, never while pending or approved', () => {
    expect(handoutStateAfter('rejected', { type: 'handout.upload', fileName: 'a.pdf' })).toBe('pending');
    expect(explainHandoutRefusal('pending', { type: 'handout.upload', fileName: 'a.pdf' })?.message).toBe(
      HANDOUT_MESSAGES.pendingUpload,
    );
    expect(explainHandoutRefusal('approved', { type: 'handout.upload', fileName: 'a.pdf' })?.kind).toBe(
      'conflict',
    );
  });

  it('is reviewed by someone other than its uploader; a rejection needs a reason of at most 200', () => {
    expect(explainHandoutRefusal('pending', { type: 'handout.approve', byUploader: true })?.kind).toBe(
      'forbidden',
    );
    expect(
      explainHandoutRefusal('pending', {
        type: 'handout.reject',
        byUploader: false,
        remark: '驳'.repeat(201),
      })?.message,
    ).toBe(HANDOUT_MESSAGES.remarkTooLong);
    expect(handoutAbilities('pending', false).review.allowed).toBe(true);
    expect(handoutAbilities('pending', true).review.shown).toBe(false);
    expect(handoutAbilities('rejected', false).upload.allowed).toBe(true);
  });
});

describe('a cancelled session and its handout', () => {
  it('hides upload and review and says why', () => {
    const cancelled = explainHandoutSessionRefusal('cancelled');
    expect(handoutAbilities('notUploaded', false, cancelled).upload).toEqual({
      shown: false,
      allowed: false,
      reason: SESSION_MESSAGES.cancelled,
    });
    expect(handoutAbilities('pending', false, cancelled).review.shown).toBe(false);
    expect(explainHandoutSessionRefusal('upcoming')).toBeUndefined();
  });
});

describe('a lesson session, given its state, when staff look at it or act (spec section 4)', () => {
  const oneToOne: SessionContext = { ...team, classType: 2 };
  const teacher = { role: 'teacher', teachingMode: 1, homeworkModule: 1 } as const;

  it('moves with the clock: before the start it stays 待开始, at the start it plays, at the end it is completed', () => {
    const actor = createActor(sessionStatus, { input: team }).start();
    actor.send({ type: 'clock.tick', now: START - 1 });
    expect(actor.getSnapshot().value).toBe('upcoming');
    actor.send({ type: 'clock.tick', now: START });
    expect(actor.getSnapshot().value).toBe('playing');
    actor.send({ type: 'clock.tick', now: END - 1 });
    expect(actor.getSnapshot().value).toBe('playing');
    actor.send({ type: 'clock.tick', now: END });
    expect(actor.getSnapshot().value).toBe('completed');
  });

  it('the state after an event: a teacher leave cancels an upcoming session; a refused event is an error', () => {
    expect(sessionStateAfter('upcoming', team, { type: 'session.leave', role: 'teacher' })).toBe('cancelled');
    expect(sessionStateAfter('upcoming', oneToOne, { type: 'clock.tick', now: START })).toBe('playing');
    expect(sessionStateAfter('upcoming', team, { type: 'clock.tick', now: END })).toBe('completed');
    expect(() => sessionStateAfter('playing', team, { type: 'session.leave', role: 'teacher' })).toThrow(
      'session playing refuses session.leave',
    );
    expect(() =>
      sessionStateAfter('upcoming', communication, { type: 'session.leave', role: 'teacher' }),
    ).toThrow('session upcoming refuses session.leave');
  });

  it('teacher leave, every state: 课次已开始 / 课次已结束 / 课次已取消, each a conflict', () => {
    const refusal = (state: SessionStateValue) => explainLeaveRefusal(state, team, 'teacher');
    expect(refusal('upcoming')).toBeUndefined();
    expect(refusal('playing')).toEqual({ kind: 'conflict', message: SESSION_MESSAGES.leaveStarted });
    expect(refusal('completed')).toEqual({ kind: 'conflict', message: SESSION_MESSAGES.leaveEnded });
    expect(refusal('cancelled')).toEqual({ kind: 'conflict', message: SESSION_MESSAGES.cancelled });
    expect(explainLeaveRefusal('upcoming', communication, 'teacher')).toEqual({
      kind: 'conflict',
      message: SESSION_MESSAGES.leaveClassType,
    });
  });

  it('the 请假 button: shown to the teacher of a team or one-to-one class at status 2 only', () => {
    const shown = (state: SessionStateValue, context: SessionContext, role: 'teacher' | 'assistant') =>
      sessionAbilities(state, context, { ...teacher, role }).leave.shown;
    expect(shown('upcoming', team, 'teacher')).toBe(true);
    expect(shown('upcoming', oneToOne, 'teacher')).toBe(true);
    expect(shown('upcoming', communication, 'teacher')).toBe(false);
    expect(shown('upcoming', oneToOne, 'assistant')).toBe(false);
    for (const state of ['playing', 'completed', 'cancelled'] as const) {
      expect(shown(state, team, 'teacher')).toBe(false);
      expect(shown(state, oneToOne, 'teacher')).toBe(false);
    }
  });

  it('进入直播间 says why it is not offered: in person has no live room; a finished or cancelled one is closed', () => {
    const enter = (state: SessionStateValue, teachingMode: number) =>
      sessionAbilities(state, team, { ...teacher, teachingMode }).enter_live;
    expect(enter('upcoming', 1)).toEqual({ shown: true, allowed: true, reason: null });
    expect(enter('playing', 1)).toEqual({ shown: true, allowed: true, reason: null });
    expect(enter('playing', 2)).toEqual({ shown: false, allowed: false, reason: SESSION_MESSAGES.liveOnly });
    for (const state of ['completed', 'cancelled'] as const)
      expect(enter(state, 1)).toEqual({ shown: false, allowed: false, reason: SESSION_MESSAGES.liveClosed });
  });

  it('评价 is shown and allowed once the session is completed; before, it says why', () => {
    const evaluate = (state: SessionStateValue, role: 'teacher' | 'assistant' = 'teacher') =>
      sessionAbilities(state, team, { ...teacher, role }).evaluate;
    expect(evaluate('completed')).toEqual({ shown: true, allowed: true, reason: null });
    expect(evaluate('playing')).toEqual({
      shown: false,
      allowed: false,
      reason: SESSION_MESSAGES.evaluateNotCompleted,
    });
    expect(evaluate('upcoming').shown).toBe(false);
    expect(evaluate('cancelled')).toEqual({
      shown: false,
      allowed: false,
      reason: SESSION_MESSAGES.cancelled,
    });
    expect(evaluate('completed', 'assistant')).toEqual({
      shown: true,
      allowed: false,
      reason: SESSION_MESSAGES.evaluateTeacherOnly,
    });
  });

  it("one student's 评价 button: disabled once the student has a teacher_remark", () => {
    expect(evaluationAbility('completed', 'teacher', false)).toEqual({
      shown: true,
      allowed: true,
      reason: null,
    });
    expect(evaluationAbility('completed', 'teacher', true)).toEqual({
      shown: true,
      allowed: false,
      reason: SESSION_MESSAGES.evaluatedTwice,
    });
    expect(evaluationAbility('playing', 'teacher', false)).toEqual({
      shown: false,
      allowed: false,
      reason: SESSION_MESSAGES.evaluateNotCompleted,
    });
  });

  it('the homework tab is shown unless the session is cancelled or the class homework module is not 1', () => {
    for (const state of ['upcoming', 'playing', 'completed'] as const)
      expect(sessionAbilities(state, team, teacher).homework_tab).toEqual({
        shown: true,
        allowed: true,
        reason: null,
      });
    expect(sessionAbilities('cancelled', team, teacher).homework_tab.shown).toBe(false);
  });

  it('an evaluation: a cancelled session says 课次已取消; an empty remark 请输入评价内容 (invalid)', () => {
    const ok = { role: 'teacher', evaluated: false, remark: '认真' } as const;
    for (const state of ['upcoming', 'playing'] as const)
      expect(explainEvaluationRefusal(state, ok)).toEqual({
        kind: 'conflict',
        message: SESSION_MESSAGES.evaluateNotCompleted,
      });
    expect(explainEvaluationRefusal('cancelled', ok)).toEqual({
      kind: 'conflict',
      message: SESSION_MESSAGES.cancelled,
    });
    expect(explainEvaluationRefusal('completed', { ...ok, remark: '' })).toEqual({
      kind: 'invalid',
      message: SESSION_MESSAGES.remarkRequired,
    });
    expect(explainEvaluationRefusal('completed', { ...ok, remark: '好'.repeat(101) })).toEqual({
      kind: 'invalid',
      message: SESSION_MESSAGES.remarkTooLong,
    });
    expect(explainHandoutSessionRefusal('cancelled')).toEqual({
      kind: 'conflict',
      message: SESSION_MESSAGES.cancelled,
    });
  });

  it('a cancelled session shows 老师请假 (1) or, for a one-to-one class, 学员请假 (2)', () => {
    const leaveType = (teacherLeave: boolean, classType: number, studentOnLeave: boolean) =>
      sessionLeaveType({ teacherLeave, classType, studentOnLeave });
    expect(leaveType(true, 1, false)).toBe(SESSION_LEAVE_TYPE.teacher);
    expect(leaveType(true, 2, true)).toBe(SESSION_LEAVE_TYPE.teacher);
    expect(leaveType(false, 2, true)).toBe(SESSION_LEAVE_TYPE.student);
    expect(leaveType(false, 1, true)).toBe(0);
    expect(leaveType(false, 2, false)).toBe(0);
  });
});

describe('a handout, given its file_status, when it is uploaded or reviewed (spec section 4)', () => {
  const upload = (fileName: string): HandoutEvent => ({ type: 'handout.upload', fileName });
  const reject = (remark: string): HandoutEvent => ({ type: 'handout.reject', byUploader: false, remark });
  const approve: HandoutEvent = { type: 'handout.approve', byUploader: false };

  it('reads file_status 1 审核通过, 2 未上传, 3 待审核, 4 审核未通过; any other value as not uploaded', () => {
    expect([1, 2, 3, 4].map(handoutStateOf)).toEqual(['approved', 'notUploaded', 'pending', 'rejected']);
    expect(handoutStateOf(0)).toBe('notUploaded');
    expect(handoutStateOf(5)).toBe('notUploaded');
  });

  it('an upload needs a file name, at most 255 characters once trimmed', () => {
    expect(explainHandoutRefusal('notUploaded', upload('  '))).toEqual({
      kind: 'invalid',
      message: HANDOUT_MESSAGES.fileRequired,
    });
    expect(explainHandoutRefusal('notUploaded', upload(`${'讲'.repeat(255)} `))).toBeUndefined();
    expect(explainHandoutRefusal('rejected', upload('讲'.repeat(256)))).toEqual({
      kind: 'invalid',
      message: HANDOUT_MESSAGES.nameTooLong,
    });
    expect(explainHandoutRefusal('pending', upload('a.pdf'))).toEqual({
      kind: 'conflict',
      message: HANDOUT_MESSAGES.pendingUpload,
    });
  });

  it('only a pending handout is reviewed: approving or rejecting any other says 只能审核待审核的讲义', () => {
    for (const state of ['notUploaded', 'approved', 'rejected'] as const)
      for (const event of [approve, reject('请补充例题')])
        expect(explainHandoutRefusal(state, event)).toEqual({
          kind: 'conflict',
          message: HANDOUT_MESSAGES.notPending,
        });
  });

  it('a rejection needs a reason (blank is none) of at most 200 characters', () => {
    for (const remark of ['', '   '])
      expect(explainHandoutRefusal('pending', reject(remark))).toEqual({
        kind: 'invalid',
        message: HANDOUT_MESSAGES.remarkRequired,
      });
    expect(explainHandoutRefusal('pending', reject(` ${'驳'.repeat(200)} `))).toBeUndefined();
    expect(explainHandoutRefusal('pending', reject('驳'.repeat(201)))).toEqual({
      kind: 'invalid',
      message: HANDOUT_MESSAGES.remarkTooLong,
    });
  });

  it('the state after an event: a refused event is an error', () => {
    expect(handoutStateAfter('notUploaded', upload('a.pdf'))).toBe('pending');
    expect(handoutStateAfter('pending', reject('请补充例题'))).toBe('rejected');
    expect(handoutStateAfter('pending', approve)).toBe('approved');
    expect(() => handoutStateAfter('approved', upload('a.pdf'))).toThrow(
      'handout approved refuses handout.upload',
    );
  });

  it('上传 is offered at 未上传 and 审核未通过; 通过 / 驳回 at 待审核 to the staff member who did not upload it', () => {
    const states = ['notUploaded', 'pending', 'approved', 'rejected'] as const;
    expect(states.map((s) => handoutAbilities(s, false).upload)).toEqual([
      { shown: true, allowed: true, reason: null },
      { shown: false, allowed: false, reason: HANDOUT_MESSAGES.pendingUpload },
      { shown: false, allowed: false, reason: HANDOUT_MESSAGES.approvedUpload },
      { shown: true, allowed: true, reason: null },
    ]);
    const notPending = { shown: false, allowed: false, reason: HANDOUT_MESSAGES.notPending };
    expect(states.map((s) => handoutAbilities(s, false).review)).toEqual([
      notPending,
      { shown: true, allowed: true, reason: null },
      notPending,
      notPending,
    ]);
    expect(handoutAbilities('pending', true).review).toEqual({
      shown: false,
      allowed: false,
      reason: HANDOUT_MESSAGES.ownHandout,
    });
    const cancelled = explainHandoutSessionRefusal('cancelled');
    expect(handoutAbilities('rejected', false, cancelled).upload.shown).toBe(false);
    expect(handoutAbilities('pending', false, cancelled).review).toEqual({
      shown: false,
      allowed: false,
      reason: SESSION_MESSAGES.cancelled,
    });
  });
});
