import { and, assign, getNextSnapshot, setup } from 'xstate';
import { COMMON_MESSAGES } from '../messages';
import { type Ability, abilityOf, allHold, firstRefusal, type Refusal, type Rule, rule } from '../refusals';
import { EXAM_REVIEW_MESSAGES } from './examReview';

/**
 * One student's attempt at an exam (the student app), from start to submission. Time is passed in:
 * the server measures it. An attempt whose time ran out is submitted by the server with the answers
 * saved until then (`attempt.timeOut`, recorded the first time the attempt is read or written late).
 */

export interface ExamAttemptContext {
  /** Unix seconds. */
  startedAt: number;
  /** Unix seconds by which the attempt must be in: the duration's end or the exam's end; 0 = none. */
  dueAt: number;
  /** Subjective questions wait for a reviewer after submit (test_status 2). */
  hasSubjective: boolean;
  /** Unix seconds of the last save, or 0. */
  savedAt: number;
}

export type ExamAttemptEvent =
  | { type: 'attempt.save'; now: number }
  | { type: 'attempt.submit'; now: number }
  | { type: 'attempt.timeOut'; now: number }
  /** A reviewer finished marking the paper (the grading rules decide when that is possible). */
  | { type: 'attempt.review'; now: number };

/** Answering; submitted and waiting for a reviewer (test_status 2); finished (all marked, test_status 1). */
export type ExamAttemptStateValue = 'answering' | 'awaitingReview' | 'finished';

/** The REST test_status of each state: 0 answering, 2 awaiting review, 1 finished. */
export const ATTEMPT_TEST_STATUS = {
  answering: 0,
  awaitingReview: 2,
  finished: 1,
} as const satisfies Record<ExamAttemptStateValue, number>;
export const attemptStateOfStatus = (testStatus: number): ExamAttemptStateValue =>
  testStatus === 2 ? 'awaitingReview' : testStatus === 1 ? 'finished' : 'answering';

export const ATTEMPT_MESSAGES = {
  timeUp: '答题时间已到，试卷已自动提交',
  submitted: '试卷已提交',
  notDue: '答题时间未到',
  notStarted: '考试尚未开始',
  ended: '考试已结束',
  closed: '考试已关闭',
  noMoreAttempts: '已达到可考次数',
  notYours: COMMON_MESSAGES.paperNotFound,
} as const;

type Args = { context: ExamAttemptContext; event: ExamAttemptEvent };

/** Whether the attempt's time has run out at `now`. */
export const isAttemptDue = (context: Pick<ExamAttemptContext, 'dueAt'>, now: number) =>
  context.dueAt > 0 && now >= context.dueAt;

const isInTime = ({ context, event }: Args) => !isAttemptDue(context, event.now);

/** The one refusal table of the attempt while answering, in the order a student should hear it. */
export const attemptRules: Record<ExamAttemptEvent['type'], readonly Rule<Args>[]> = {
  'attempt.save': [rule('conflict', isInTime, ATTEMPT_MESSAGES.timeUp)],
  'attempt.submit': [rule('conflict', isInTime, ATTEMPT_MESSAGES.timeUp)],
  'attempt.timeOut': [rule('conflict', (a) => !isInTime(a), ATTEMPT_MESSAGES.notDue)],
  // While answering there is nothing to review yet.
  'attempt.review': [rule('conflict', () => false, EXAM_REVIEW_MESSAGES.notSubmitted)],
};

export const examAttempt = setup({
  types: {
    context: {} as ExamAttemptContext,
    events: {} as ExamAttemptEvent,
    input: {} as ExamAttemptContext,
  },
  guards: {
    canSave: allHold(attemptRules['attempt.save']),
    canSubmit: allHold(attemptRules['attempt.submit']),
    isDue: allHold(attemptRules['attempt.timeOut']),
    hasSubjective: ({ context }) => context.hasSubjective,
    submitsForReview: and(['canSubmit', 'hasSubjective']),
    timesOutForReview: and(['isDue', 'hasSubjective']),
  },
  actions: {
    markSaved: assign({ savedAt: ({ event }) => event.now }),
  },
}).createMachine({
  id: 'examAttempt',
  context: ({ input }) => input,
  initial: 'answering',
  states: {
    answering: {
      on: {
        'attempt.save': { guard: 'canSave', actions: 'markSaved' },
        // Marked at once: objective and fill-in-the-blank questions; subjective ones wait for a reviewer.
        'attempt.submit': [
          { guard: 'submitsForReview', target: 'awaitingReview' },
          { guard: 'canSubmit', target: 'finished' },
        ],
        'attempt.timeOut': [
          { guard: 'timesOutForReview', target: 'awaitingReview' },
          { guard: 'isDue', target: 'finished' },
        ],
      },
    },
    /** Marking by a reviewer (the grading workspace, under the grading rules) finishes it. */
    awaitingReview: {
      on: { 'attempt.review': { target: 'finished' } },
    },
    finished: { type: 'final' },
  },
});

/** The state an accepted event leads to (the server records it); undefined when the attempt refuses it. */
export function attemptStateAfter(
  stateValue: ExamAttemptStateValue,
  context: ExamAttemptContext,
  event: ExamAttemptEvent,
): ExamAttemptStateValue | undefined {
  const snapshot = examAttempt.resolveState({ value: stateValue, context });
  if (!snapshot.can(event)) return undefined;
  return getNextSnapshot(examAttempt, snapshot, event).value as ExamAttemptStateValue;
}

/**
 * Why the attempt refuses an event: a finished paper is not reviewed twice, a submitted attempt
 * refuses the student's events, else the table.
 */
export function explainAttemptRefusal(
  stateValue: ExamAttemptStateValue,
  context: ExamAttemptContext,
  event: ExamAttemptEvent,
): Refusal {
  if (event.type === 'attempt.review' && stateValue === 'finished')
    return { kind: 'conflict', message: EXAM_REVIEW_MESSAGES.finishedTwice };
  if (stateValue !== 'answering') return { kind: 'conflict', message: ATTEMPT_MESSAGES.submitted };
  return (
    firstRefusal(attemptRules[event.type], { context, event }) ?? {
      kind: 'conflict',
      message: ATTEMPT_MESSAGES.submitted,
    }
  );
}

/** What the student's exam row offers: start (or continue) an attempt, and why not. */
export interface AttemptStartFacts {
  /** 2 published; 3 closed. */
  examStatus: number;
  /** 1 fixed period. */
  timeType: number;
  startTime: number;
  endTime: number;
  /** Attempts allowed, and submitted or running so far. */
  testNum: number;
  attemptsUsed: number;
  now: number;
}

/** Starting an attempt: the exam open, its period running, attempts left (issue: refused outside these). */
export const attemptStartRules: readonly Rule<AttemptStartFacts>[] = [
  rule('conflict', (f) => f.examStatus === 2, ATTEMPT_MESSAGES.closed),
  rule('conflict', (f) => f.timeType !== 1 || f.now >= f.startTime, ATTEMPT_MESSAGES.notStarted),
  rule('conflict', (f) => f.timeType !== 1 || f.now < f.endTime, ATTEMPT_MESSAGES.ended),
  rule('conflict', (f) => f.attemptsUsed < f.testNum, ATTEMPT_MESSAGES.noMoreAttempts),
];

export const attemptStartAbility = (facts: AttemptStartFacts): Ability =>
  abilityOf(true, firstRefusal(attemptStartRules, facts));

/** When an attempt started at `now` is due: the duration's end or the exam's end, whichever is first. */
export function attemptDueAt(limitTime: number, timeType: number, endTime: number, now: number): number {
  const byDuration = limitTime > 0 ? now + limitTime : 0;
  const byPeriod = timeType === 1 ? endTime : 0;
  if (byDuration && byPeriod) return Math.min(byDuration, byPeriod);
  return byDuration || byPeriod;
}
