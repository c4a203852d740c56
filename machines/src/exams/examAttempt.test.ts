import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coveredGraph, declaredGraph } from '../testing/coverage';
import {
  ATTEMPT_MESSAGES,
  ATTEMPT_TEST_STATUS,
  attemptDueAt,
  attemptStartAbility,
  attemptStateAfter,
  attemptStateOfStatus,
  type ExamAttemptContext,
  type ExamAttemptEvent,
  examAttempt,
  explainAttemptRefusal,
  isAttemptDue,
} from './examAttempt';
import { EXAM_REVIEW_MESSAGES } from './examReview';

const START = 1_800_000_000;
const DUE = START + 3_600;
const events: ExamAttemptEvent[] = [
  { type: 'attempt.save', now: START + 60 },
  { type: 'attempt.save', now: DUE },
  { type: 'attempt.submit', now: START + 120 },
  { type: 'attempt.submit', now: DUE + 1 },
  { type: 'attempt.timeOut', now: START + 10 },
  { type: 'attempt.timeOut', now: DUE },
  { type: 'attempt.review', now: DUE + 60 },
];
const input = (hasSubjective: boolean): ExamAttemptContext => ({
  startedAt: START,
  dueAt: DUE,
  hasSubjective,
  savedAt: 0,
});

describe('exam attempt, model-based', () => {
  const paths = [true, false].flatMap((subjective) =>
    createTestModel(examAttempt, { events, input: input(subjective) }).getSimplePaths(),
  );

  it('covers every state and transition of the machine', () => {
    const declared = declaredGraph(examAttempt);
    const covered = coveredGraph(paths);
    expect(covered.states).toEqual(declared.states);
    expect(covered.transitions).toEqual(declared.transitions);
  });

  it('an attempt with a short answer waits for review; choice only is finished at submit', () => {
    for (const subjective of [true, false]) {
      const actor = createActor(examAttempt, { input: input(subjective) }).start();
      actor.send({ type: 'attempt.submit', now: START + 5 });
      expect(actor.getSnapshot().value).toBe(subjective ? 'awaitingReview' : 'finished');
    }
  });

  it('a reviewer finishes a paper awaiting review once; nothing is reviewed while answering', () => {
    const context = input(true);
    const actor = createActor(examAttempt, { input: context }).start();
    const review = { type: 'attempt.review', now: START + 200 } as const;
    expect(actor.getSnapshot().can(review)).toBe(false);
    expect(explainAttemptRefusal('answering', context, review).message).toBe(
      EXAM_REVIEW_MESSAGES.notSubmitted,
    );
    actor.send({ type: 'attempt.submit', now: START + 100 });
    actor.send(review);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(explainAttemptRefusal('finished', context, review).message).toBe(
      EXAM_REVIEW_MESSAGES.finishedTwice,
    );
  });

  it('answers are refused once the time is up; the server then submits the attempt', () => {
    const context = input(false);
    const actor = createActor(examAttempt, { input: context }).start();
    expect(actor.getSnapshot().can({ type: 'attempt.save', now: DUE })).toBe(false);
    expect(explainAttemptRefusal('answering', context, { type: 'attempt.save', now: DUE }).message).toBe(
      ATTEMPT_MESSAGES.timeUp,
    );
    actor.send({ type: 'attempt.timeOut', now: DUE });
    expect(actor.getSnapshot().value).toBe('finished');
    expect(explainAttemptRefusal('finished', context, { type: 'attempt.save', now: START }).message).toBe(
      ATTEMPT_MESSAGES.submitted,
    );
  });
});

describe('starting an attempt', () => {
  const open = {
    examStatus: 2,
    timeType: 1,
    startTime: START,
    endTime: START + 86_400,
    testNum: 2,
    attemptsUsed: 0,
    now: START + 10,
  };
  it.each([
    [{}, null],
    [{ examStatus: 3 }, ATTEMPT_MESSAGES.closed],
    [{ now: START - 1 }, ATTEMPT_MESSAGES.notStarted],
    [{ now: START + 86_400 }, ATTEMPT_MESSAGES.ended],
    [{ attemptsUsed: 2 }, ATTEMPT_MESSAGES.noMoreAttempts],
    [{ timeType: 2, now: START - 100 }, null],
    [{ now: START }, null],
    [{ timeType: 2, now: START + 86_400 }, null],
  ])('%j is refused with %s', (patch, reason) => {
    expect(attemptStartAbility({ ...open, ...patch }).reason).toBe(reason);
  });
  it('is always shown on the row, allowed or not', () => {
    expect(attemptStartAbility(open)).toEqual({ shown: true, allowed: true, reason: null });
    expect(attemptStartAbility({ ...open, examStatus: 3 })).toEqual({
      shown: true,
      allowed: false,
      reason: ATTEMPT_MESSAGES.closed,
    });
  });
  it('an exam with a period but no duration is due at its end; one without a fixed period ignores its end time', () => {
    expect(attemptDueAt(0, 1, START + 1_800, START)).toBe(START + 1_800);
    expect(attemptDueAt(3_600, 2, START + 1_800, START)).toBe(START + 3_600);
  });
  it('is due at the duration end or the exam end, whichever comes first', () => {
    expect(attemptDueAt(3_600, 1, START + 1_800, START)).toBe(START + 1_800);
    expect(attemptDueAt(3_600, 2, 0, START)).toBe(START + 3_600);
    expect(attemptDueAt(0, 2, 0, START)).toBe(0);
  });
});

describe('the attempt as stored (test_status) and as the API asks it', () => {
  it('test_status 0 answering, 2 awaiting review, 1 finished, and back', () => {
    expect(attemptStateOfStatus(0)).toBe('answering');
    expect(attemptStateOfStatus(2)).toBe('awaitingReview');
    expect(attemptStateOfStatus(1)).toBe('finished');
    for (const [state, status] of Object.entries(ATTEMPT_TEST_STATUS))
      expect(attemptStateOfStatus(status)).toBe(state);
  });

  it('an attempt without a deadline (dueAt 0) is never due; with one, due from that second', () => {
    expect(isAttemptDue({ dueAt: 0 }, START)).toBe(false);
    expect(isAttemptDue({ dueAt: DUE }, DUE - 1)).toBe(false);
    expect(isAttemptDue({ dueAt: DUE }, DUE)).toBe(true);
  });

  it('the state after an event, or undefined when the attempt refuses it', () => {
    const context = input(true);
    expect(attemptStateAfter('answering', context, { type: 'attempt.submit', now: START + 60 })).toBe(
      'awaitingReview',
    );
    expect(attemptStateAfter('awaitingReview', context, { type: 'attempt.review', now: DUE })).toBe(
      'finished',
    );
    expect(attemptStateAfter('finished', context, { type: 'attempt.review', now: DUE })).toBeUndefined();
    expect(attemptStateAfter('answering', context, { type: 'attempt.save', now: DUE })).toBeUndefined();
  });

  it('refusals are conflicts: submitted, reviewed twice, or the time is up', () => {
    const context = input(true);
    expect(explainAttemptRefusal('awaitingReview', context, { type: 'attempt.save', now: START })).toEqual({
      kind: 'conflict',
      message: ATTEMPT_MESSAGES.submitted,
    });
    expect(explainAttemptRefusal('finished', context, { type: 'attempt.review', now: DUE })).toEqual({
      kind: 'conflict',
      message: EXAM_REVIEW_MESSAGES.finishedTwice,
    });
    expect(explainAttemptRefusal('answering', context, { type: 'attempt.save', now: DUE })).toEqual({
      kind: 'conflict',
      message: ATTEMPT_MESSAGES.timeUp,
    });
  });
});
