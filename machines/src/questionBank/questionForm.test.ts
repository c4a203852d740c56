import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { coveredGraph, declaredGraph } from '../testing/coverage';
import { invokingTestModel } from '../testing/testModel';
import { type QuestionFormContext, type QuestionFormEvent, questionForm } from './questionForm';
import { type QuestionFormScenario, questionFormScenarios } from './questionForm.scenarios';
import { isSingleAnswerType, OPTION_COUNTS, questionIssues } from './questionRules';

type Snapshot = AnyMachineSnapshot & { context: QuestionFormContext };

const SERVER_MESSAGE = '服务器开小差了，请稍后再试';

/** While saving, the only things that can happen are the save's answer or failure. */
const saveOutcomes = (s: Snapshot): QuestionFormEvent[] =>
  s.matches('saving')
    ? ([
        { type: 'xstate.done.actor.persist', output: 42 },
        { type: 'xstate.error.actor.persist', error: new Error(SERVER_MESSAGE) },
      ] as unknown as QuestionFormEvent[])
    : [];
const removalAnswers = (s: Snapshot): QuestionFormEvent[] =>
  s.matches('confirmingRemoval') ? [{ type: 'removal.confirm' }, { type: 'removal.cancel' }] : [];

/** The invariants of section 5 that hold in every state the form can reach. */
function checkInvariants(context: QuestionFormContext) {
  const { draft } = context;
  const parts = [draft, ...draft.items];
  for (const part of parts) {
    if (part.quesType === null) continue;
    const counts = OPTION_COUNTS[part.quesType];
    expect(part.options.length).toBeGreaterThanOrEqual(counts.min);
    expect(part.options.length).toBeLessThanOrEqual(counts.max);
    expect(part.options.map((o) => o.id)).toEqual(part.options.map((_, i) => i + 1));
    if (isSingleAnswerType(part.quesType)) {
      expect(part.options.filter((o) => o.isRight).length).toBeLessThanOrEqual(1);
    }
  }
  for (const item of draft.items) expect(item.quesType).not.toBe(6);
  if (draft.quesType === 6) expect(draft.items.length).toBeGreaterThanOrEqual(1);
  if (context.showIssues) expect(context.issues).toEqual(questionIssues(draft));
  else expect(context.issues).toEqual([]);
}

/**
 * Every state the form reaches in one scenario (the end of each shortest path), checked against the
 * rules the spec states for it; the paths themselves are driven through the real API by the path suite.
 */
function reachableStates({ name, input, events }: QuestionFormScenario) {
  const offered = (s: Snapshot) => [
    ...(s.matches('editing') ? events(s) : []),
    ...removalAnswers(s),
    ...saveOutcomes(s),
  ];
  const model = invokingTestModel(questionForm, {
    input,
    events: (s) => offered(s as Snapshot),
    // the model adds a bare `{ type }` for every event a state handles; only the scenario's events are tried
    filterEvents: (s, event) => {
      const key = JSON.stringify(event);
      return offered(s as Snapshot).some((e) => JSON.stringify(e) === key);
    },
  });
  const paths = model.getShortestPaths();
  const states = paths.map((path) => path.state as Snapshot);
  describe(`question form, every reachable state: ${name}`, () => {
    it('keeps section 5: option counts (initial / min / max) per type, one right answer where one is asked, material has at least one sub-question', () => {
      for (const state of states) checkInvariants(state.context);
    });

    it('an invalid form is not saved (请先完善信息): only a draft that passes section 5 reaches the server', () => {
      for (const state of states.filter((s) => s.matches('saving'))) {
        expect(questionIssues(state.context.draft)).toEqual([]);
      }
    });

    it('deleting an option or sub-question asks for confirmation; nothing is saved meanwhile', () => {
      for (const state of states) {
        const confirming = state.matches('confirmingRemoval');
        expect(state.context.pending !== null).toBe(confirming);
        expect(state.can({ type: 'removal.confirm' })).toBe(confirming);
        if (confirming) expect(state.can({ type: 'question.save', continueAfter: false })).toBe(false);
      }
    });

    it('while saving the draft cannot change; saved ends the form with the id the server gave', () => {
      for (const state of states.filter((s) => s.matches('saving'))) {
        expect(state.can({ type: 'question.change', patch: { stem: 'x' } })).toBe(false);
      }
      for (const state of states.filter((s) => s.matches('saved'))) {
        expect(state.status).toBe('done');
        expect(state.context.questionId).toBe(42);
      }
    });
  });
  return paths;
}

const allPaths = questionFormScenarios.flatMap((scenario) => reachableStates(scenario));

describe('question form model coverage', () => {
  it('the generated paths cover every declared state and transition', () => {
    const declared = declaredGraph(questionForm);
    const covered = coveredGraph(allPaths);
    expect(covered.states).toEqual(declared.states);
    expect(covered.transitions).toEqual(declared.transitions);
  });

  it('the generated paths take every outcome of a save: refused, continued, saved, failed', () => {
    const reached = (test: (s: Snapshot, previous: Snapshot | undefined) => boolean) =>
      allPaths.some((p) =>
        p.steps.some((step, i) =>
          test(step.state as Snapshot, p.steps[i - 1]?.state as Snapshot | undefined),
        ),
      );
    expect(reached((s) => s.context.notice?.message === '请先完善信息')).toBe(true);
    expect(reached((s) => s.context.notice?.message === '添加成功' && s.matches('editing'))).toBe(true);
    expect(reached((s) => s.matches('saved'))).toBe(true);
    expect(reached((s) => s.context.notice?.message === SERVER_MESSAGE)).toBe(true);
    for (const message of ['已经是第一题', '已经是最后一题', '至少保留一题', '请选择一个正确答案']) {
      expect(reached((s) => s.context.notice?.message === message)).toBe(true);
    }
  });

  it(`generates ${allPaths.length} paths`, () => {
    expect(allPaths.length).toBeGreaterThan(100);
  });
});
