import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coveredGraph, declaredGraph } from '../testing/coverage';
import {
  ATTEMPT_MESSAGES,
  attemptDueAt,
  attemptStartAbility,
  type ExamAttemptContext,
  type ExamAttemptEvent,
  examAttempt,
  explainAttemptRefusal,
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
  ])('%j is refused with %s', (patch, reason) => {
    expect(attemptStartAbility({ ...open, ...patch }).reason).toBe(reason);
  });
  it('is due at the duration end or the exam end, whichever comes first', () => {
    expect(attemptDueAt(3_600, 1, START + 1_800, START)).toBe(START + 1_800);
    expect(attemptDueAt(3_600, 2, 0, START)).toBe(START + 3_600);
    expect(attemptDueAt(0, 2, 0, START)).toBe(0);
  });
});
