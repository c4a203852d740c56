import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coveredGraph, declaredGraph, transitionCoveringPaths } from '../testing/coverage';
import { GRADING_MESSAGES, type QuestionGradeInput } from './gradingRules';
import {
  explainGradingRefusal,
  gradingStateOf,
  type ReportGradingContext,
  type ReportGradingEvent,
  type ReportGradingStateValue,
  reportGrading,
} from './reportGrading';

const give = (score: number | null, rate: number | null = null, type: 1 | 2 = 2): QuestionGradeInput => ({
  score,
  rate,
  remarkLength: 0,
  images: 0,
  type,
});
const save = (question: number, input: QuestionGradeInput): ReportGradingEvent => ({
  type: 'grading.saveQuestion',
  question,
  input,
});

export const scoredInput: ReportGradingContext = { isSetScore: 2, maxScores: [10, 5], graded: [] };
export const ratedInput: ReportGradingContext = { isSetScore: 1, maxScores: [1], graded: [] };

const scoredEvents: ReportGradingEvent[] = [
  save(0, give(8)),
  save(1, give(5)),
  save(0, give(null)),
  save(1, give(null, null, 1)),
  save(0, give(11)),
  save(0, { ...give(8), remarkLength: 301 }),
  save(0, { ...give(8), images: 10 }),
  { type: 'grading.finish', commentLength: 10 },
  { type: 'grading.finish', commentLength: 301 },
];
const ratedEvents: ReportGradingEvent[] = [
  save(0, give(null, 60)),
  save(0, give(null, null, 1)),
  save(0, give(null, null)),
  save(0, give(null, 33)),
  { type: 'grading.finish', commentLength: 0 },
];

describe.each([
  ['scored', scoredInput, scoredEvents],
  ['rates', ratedInput, ratedEvents],
])('report grading, model-based (%s)', (_name, input, events) => {
  const model = createTestModel(reportGrading, { events, input });
  const paths = transitionCoveringPaths(model, reportGrading);

  it('covers every state and transition', () => {
    const declared = declaredGraph(reportGrading);
    const covered = coveredGraph(paths);
    expect(covered.states).toEqual(declared.states);
    expect(covered.transitions).toEqual(declared.transitions);
  });

  it(`every path: the state is the stored report's, from the questions saved with a score or rate (${paths.length} paths)`, () => {
    for (const path of paths) {
      const actor = createActor(reportGrading, { input }).start();
      const graded = new Set<number>();
      let finished = false;
      for (const step of path.steps) {
        const event = step.event as ReportGradingEvent;
        if (event.type.startsWith('xstate.')) continue;
        const snapshot = actor.getSnapshot();
        const accepted = snapshot.can(event);
        actor.send(event);
        if (accepted && event.type === 'grading.finish') finished = true;
        const givesGrade =
          event.type === 'grading.saveQuestion' &&
          (input.isSetScore === 2 ? event.input.score !== null : event.input.rate !== null);
        if (accepted && givesGrade) graded.add(event.question);
        const after = actor.getSnapshot();
        expect([...after.context.graded].sort()).toEqual([...graded].sort());
        expect(after.value).toBe(gradingStateOf(finished, input.maxScores.length - graded.size));
      }
    }
  });

  it(`every path: a refused event always has its reason (${paths.length} paths)`, () => {
    for (const path of paths) {
      const actor = createActor(reportGrading, { input }).start();
      for (const step of path.steps) {
        const snapshot = actor.getSnapshot();
        for (const event of events) {
          const refusal = explainGradingRefusal(
            snapshot.value as ReportGradingStateValue,
            snapshot.context,
            event,
          );
          expect(refusal === undefined, `${JSON.stringify(event)} in ${snapshot.value}`).toBe(
            snapshot.can(event),
          );
        }
        if (!step.event.type.startsWith('xstate.')) actor.send(step.event as ReportGradingEvent);
      }
    }
  });
});

describe('grading rules (spec section 5)', () => {
  const at = (value: ReportGradingStateValue, context = scoredInput) => ({ value, context });
  const why = (state: ReturnType<typeof at>, event: ReportGradingEvent) =>
    explainGradingRefusal(state.value, state.context, event)?.message;

  it('score required (请填写本题得分), from 0 to the question score', () => {
    expect(why(at('grading'), save(0, give(null)))).toBe(GRADING_MESSAGES.scoreRequired);
    expect(why(at('grading'), save(0, give(10.5)))).toBe(GRADING_MESSAGES.scoreOutOfRange);
    expect(why(at('grading'), save(0, give(-1)))).toBe(GRADING_MESSAGES.scoreOutOfRange);
    expect(why(at('grading'), save(0, give(0)))).toBeUndefined();
    expect(why(at('grading'), save(0, give(10)))).toBeUndefined();
  });

  it('rate mode requires one of 0, 25, 50, 60, 75, 100 (请选择本题正确率); type 1 keeps without a rate', () => {
    for (const rate of [0, 25, 50, 60, 75, 100])
      expect(why(at('grading', ratedInput), save(0, give(null, rate)))).toBeUndefined();
    expect(why(at('grading', ratedInput), save(0, give(null, 33)))).toBe(GRADING_MESSAGES.rateRequired);
    expect(why(at('grading', ratedInput), save(0, give(null, null)))).toBe(GRADING_MESSAGES.rateRequired);
    expect(why(at('grading', ratedInput), save(0, give(null, null, 1)))).toBeUndefined();
  });

  it('comment at most 300; at most 9 images', () => {
    expect(why(at('grading'), save(0, { ...give(1), remarkLength: 301 }))).toBe(
      GRADING_MESSAGES.commentTooLong,
    );
    expect(why(at('grading'), save(0, { ...give(1), images: 10 }))).toBe(GRADING_MESSAGES.tooManyImages);
  });

  it('finishing only when nothing is pending, with a comment of at most 300, and only once', () => {
    expect(why(at('grading'), { type: 'grading.finish', commentLength: 0 })).toBe(
      GRADING_MESSAGES.pendingLeft,
    );
    const ready = { ...scoredInput, graded: [0, 1] };
    expect(why(at('ready', ready), { type: 'grading.finish', commentLength: 300 })).toBeUndefined();
    expect(why(at('ready', ready), { type: 'grading.finish', commentLength: 301 })).toBe(
      GRADING_MESSAGES.commentTooLong,
    );
    expect(explainGradingRefusal('finished', ready, { type: 'grading.finish', commentLength: 0 })).toEqual({
      kind: 'conflict',
      message: GRADING_MESSAGES.finishedTwice,
    });
  });

  it('a save without a score on the last pending question leaves it pending: not ready to finish', () => {
    const actor = createActor(reportGrading, { input: scoredInput }).start();
    actor.send(save(0, give(8)));
    actor.send(save(1, give(null, null, 1)));
    expect(actor.getSnapshot().value).toBe('grading');
    expect(actor.getSnapshot().context.graded).toEqual([0]);
    actor.send(save(1, give(5)));
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('a grade changed after finishing (a review) stays finished and counts each question once', () => {
    const actor = createActor(reportGrading, { input: scoredInput }).start();
    for (const event of [
      save(0, give(8)),
      save(1, give(5)),
      { type: 'grading.finish', commentLength: 0 } as const,
    ])
      actor.send(event);
    actor.send(save(0, give(9)));
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.graded).toEqual([0, 1]);
  });

  it('the state from the stored report', () => {
    expect(gradingStateOf(false, 2)).toBe('grading');
    expect(gradingStateOf(false, 0)).toBe('ready');
    expect(gradingStateOf(true, 0)).toBe('finished');
  });
});
