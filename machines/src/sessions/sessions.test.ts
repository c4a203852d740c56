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
} from './handout';
import {
  explainEvaluationRefusal,
  explainHandoutSessionRefusal,
  explainLeaveRefusal,
  SESSION_MESSAGES,
  type SessionContext,
  type SessionEvent,
  type SessionStateValue,
  sessionAbilities,
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
