import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coveredGraph, declaredGraph } from '../testing/coverage';
import {
  type QuestionFormContext,
  type QuestionFormEvent,
  type QuestionFormInput,
  questionForm,
} from './questionForm';
import {
  type BankQuesType,
  emptyQuestionDraft,
  isSingleAnswerType,
  OPTION_COUNTS,
  type QuestionDraft,
  questionIssues,
} from './questionRules';

type Snapshot = AnyMachineSnapshot & { context: QuestionFormContext };
type EventsOf = (snapshot: Snapshot) => QuestionFormEvent[];

const SERVER_MESSAGE = '服务器开小差了，请稍后再试';

/** While saving, the only things that can happen are the save's answer or failure. */
const saveOutcomes = (s: Snapshot): QuestionFormEvent[] =>
  s.matches('saving')
    ? [
        { type: 'save.succeeded', id: 42 },
        { type: 'save.failed', message: SERVER_MESSAGE },
      ]
    : [];
const removalAnswers = (s: Snapshot): QuestionFormEvent[] =>
  s.matches('confirmingRemoval') ? [{ type: 'removal.confirm' }, { type: 'removal.cancel' }] : [];

const firstBlank = (draft: QuestionDraft, item?: number) =>
  (item === undefined ? draft.options : (draft.items[item]?.options ?? [])).findIndex(
    (o) => o.content === '',
  );

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

interface Scenario {
  name: string;
  input: QuestionFormInput;
  events: EventsOf;
}

/** Generates the shortest path to every reachable state of one scenario and replays each on a real actor. */
function modelScenario({ name, input, events }: Scenario) {
  const offered = (s: Snapshot) => [
    ...(s.matches('editing') ? events(s) : []),
    ...removalAnswers(s),
    ...saveOutcomes(s),
  ];
  const model = createTestModel(questionForm, {
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
        const persist = ({ context }: { context: QuestionFormContext }) => void persisted.push(context.draft);
        const actor = createActor(questionForm.provide({ actions: { persist } }), { input }).start();
        const send = ({ event }: { event: { type: string } }) => void actor.send(event as QuestionFormEvent);
        const settle = ({ event }: { event: { type: string } }) => {
          // the screen answers only after the draft went to the server, and only a valid draft goes
          expect(persisted.length).toBeGreaterThan(0);
          expect(questionIssues(persisted.at(-1) as QuestionDraft)).toEqual([]);
          actor.send(event as QuestionFormEvent);
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
            'save.succeeded': settle,
            'save.failed': settle,
          },
        });
      });
    }
  });
  return paths;
}

const readyFields = { stem: '<p>题干</p>', facilityValue: 3 };

/** A new question: the type chosen among all six, then saved too early. */
const choosingType: Scenario = {
  name: 'choosing the type of a new question',
  input: { mode: 'add' },
  events: (s) => [
    ...([1, 2, 3, 4, 5, 6] as BankQuesType[]).map(
      (quesType) => ({ type: 'question.chooseType', quesType }) as const,
    ),
    ...(s.context.draft.quesType === null ? [{ type: 'question.save', continueAfter: false } as const] : []),
  ],
};

/** Options of a choice question: filled, marked, added up to a cap, removed with confirmation. */
const choiceOptions = (quesType: 1 | 3): Scenario => ({
  name: `options of a new type ${quesType} question`,
  input: { mode: 'add', draft: { ...emptyQuestionDraft(quesType), ...readyFields } },
  events: (s) => {
    const { draft } = s.context;
    const blank = firstBlank(draft);
    const events: QuestionFormEvent[] = [
      { type: 'option.markRight', index: 0 },
      { type: 'option.markRight', index: 1 },
      { type: 'option.remove', index: draft.options.length - 1 },
    ];
    if (s.context.addedCount === 0) events.push({ type: 'question.save', continueAfter: true });
    if (blank >= 0) events.push({ type: 'option.change', index: blank, content: `<p>选项${blank + 1}</p>` });
    if (draft.options.length < 5) events.push({ type: 'option.add' });
    return events;
  },
});

/** Short answer: every field set and cleared, saved, refused, saved and continued. */
const shortAnswer: Scenario = {
  name: 'fields of a new short-answer question',
  input: { mode: 'add', quesType: 5 },
  events: (s) => {
    const d = s.context.draft;
    return [
      { type: 'question.change', patch: { stem: d.stem ? '' : '<p>简述</p>' } },
      { type: 'question.change', patch: { rightAnswer: d.rightAnswer ? '<p><br></p>' : '<p>答案</p>' } },
      { type: 'question.change', patch: { facilityValue: d.facilityValue === null ? 2 : null } },
      { type: 'question.change', patch: { remark: d.remark ? '' : '备'.repeat(21) } },
      { type: 'question.save', continueAfter: false },
      ...(s.context.addedCount === 0 ? [{ type: 'question.save', continueAfter: true } as const] : []),
    ];
  },
};

/** Material: sub-questions added, typed, filled, moved at and off the edges, deleted with confirmation. */
const materialItems: Scenario = {
  name: 'sub-questions of a new material question',
  input: { mode: 'add', draft: { ...emptyQuestionDraft(6), ...readyFields } },
  events: (s) => {
    const { items } = s.context.draft;
    const last = items.length - 1;
    const events: QuestionFormEvent[] = [
      { type: 'item.moveUp', index: 0 },
      { type: 'item.moveUp', index: last },
      { type: 'item.moveDown', index: 0 },
      { type: 'item.moveDown', index: last },
      { type: 'item.remove', index: 0 },
      { type: 'question.save', continueAfter: false },
    ];
    if (items.length < 3) events.push({ type: 'item.add' });
    const lastItem = items[last];
    if (lastItem && lastItem.quesType !== 5)
      events.push({ type: 'item.chooseType', index: last, quesType: 5 });
    if (lastItem?.quesType === 5 && !lastItem.stem) {
      events.push({
        type: 'item.change',
        index: last,
        patch: { stem: '<p>小题</p>', rightAnswer: '<p>答</p>' },
      });
    }
    return events;
  },
};

/** A sub-question's own options: filled, marked, added, removed with confirmation. */
const materialOptions: Scenario = {
  name: 'options of a sub-question',
  input: { mode: 'add', draft: { ...emptyQuestionDraft(6), ...readyFields } },
  events: (s) => {
    const { draft } = s.context;
    const first = draft.items[0];
    const blank = firstBlank(draft, 0);
    const events: QuestionFormEvent[] = [
      { type: 'option.markRight', item: 0, index: 1 },
      { type: 'option.remove', item: 0, index: 0 },
      { type: 'question.save', continueAfter: false },
    ];
    if (blank >= 0) events.push({ type: 'option.change', item: 0, index: blank, content: '<p>甲</p>' });
    if (first && first.options.length < 4) events.push({ type: 'option.add', item: 0 });
    if (first && !first.stem) events.push({ type: 'item.change', index: 0, patch: { stem: '<p>小题</p>' } });
    return events;
  },
};

/** Editing: the type is locked, save and continue does not exist, a save ends the form or fails. */
const editing: Scenario = {
  name: 'editing a saved multiple-choice question',
  input: {
    mode: 'edit',
    questionId: 42,
    draft: {
      ...emptyQuestionDraft(3),
      ...readyFields,
      options: [1, 2, 3, 4].map((id) => ({ id, content: `<p>${id}</p>`, isRight: id <= 2 })),
    },
  },
  events: () => [
    { type: 'question.chooseType', quesType: 1 },
    { type: 'option.markRight', index: 1 },
    { type: 'question.save', continueAfter: true },
    { type: 'question.save', continueAfter: false },
  ],
};

const scenarios = [
  choosingType,
  choiceOptions(1),
  choiceOptions(3),
  shortAnswer,
  materialItems,
  materialOptions,
  editing,
];
const allPaths = scenarios.flatMap((scenario) => modelScenario(scenario));

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
