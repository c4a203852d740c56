import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type AnyMachineSnapshot, createActor } from 'xstate';
import { answeredCalls } from '../testing/answeredCalls';
import { coveredGraph, declaredGraph } from '../testing/coverage';
import { invokingTestModel } from '../testing/testModel';
import {
  type PersistInput,
  type QuestionFormContext,
  type QuestionFormEvent,
  questionForm,
} from './questionForm';
import { type QuestionFormScenario, questionFormScenarios } from './questionForm.scenarios';
import { isSingleAnswerType, OPTION_COUNTS, type QuestionDraft, questionIssues } from './questionRules';

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

/** Generates the shortest path to every reachable state of one scenario and replays each on a real actor. */
function modelScenario({ name, input, events }: QuestionFormScenario) {
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
  describe(`question form, model-based: ${name}`, () => {
    for (const path of paths) {
      it(path.description, async () => {
        const persisted: QuestionDraft[] = [];
        const { call, answer } = answeredCalls();
        const persist = call<number, PersistInput>((saving) => persisted.push(saving.draft));
        const actor = createActor(questionForm.provide({ actors: { persist } }), { input }).start();
        const send = ({ event }: { event: { type: string } }) => void actor.send(event as QuestionFormEvent);
        const settle = async ({ event }: { event: AnyEventObject }) => {
          // the call answers only after the draft went to the server, and only a valid draft goes
          expect(persisted.length).toBeGreaterThan(0);
          expect(questionIssues(persisted.at(-1) as QuestionDraft)).toEqual([]);
          await answer(event);
        };
        const sameAsModel = (expected: Snapshot) => {
          const actual = actor.getSnapshot();
          expect(actual.value).toEqual(expected.value);
          expect(actual.context).toEqual(expected.context);
          checkInvariants(actual.context);
        };
        await path.test({
          states: {
            editing: (s) => {
              sameAsModel(s as Snapshot);
              expect(actor.getSnapshot().can({ type: 'removal.confirm' })).toBe(false);
            },
            confirmingRemoval: (s) => {
              sameAsModel(s as Snapshot);
              expect(actor.getSnapshot().context.pending).not.toBeNull();
              expect(actor.getSnapshot().can({ type: 'question.save', continueAfter: false })).toBe(false);
            },
            saving: (s) => {
              sameAsModel(s as Snapshot);
              expect(actor.getSnapshot().can({ type: 'question.change', patch: { stem: 'x' } })).toBe(false);
            },
            saved: (s) => {
              sameAsModel(s as Snapshot);
              expect(actor.getSnapshot().status).toBe('done');
              expect(actor.getSnapshot().context.questionId).toBe(42);
            },
          },
          events: {
            'question.chooseType': send,
            'question.change': send,
            'option.add': send,
            'option.change': send,
            'option.markRight': send,
            'option.remove': send,
            'item.add': send,
            'item.chooseType': send,
            'item.change': send,
            'item.moveUp': send,
            'item.moveDown': send,
            'item.remove': send,
            'removal.confirm': send,
            'removal.cancel': send,
            'question.save': send,
            'xstate.done.actor.persist': settle,
            'xstate.error.actor.persist': settle,
          },
        });
      });
    }
  });
  return paths;
}

const allPaths = questionFormScenarios.flatMap((scenario) => modelScenario(scenario));

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
