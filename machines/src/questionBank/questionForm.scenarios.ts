import type { AnyMachineSnapshot } from 'xstate';
import type { QuestionFormContext, QuestionFormEvent, QuestionFormInput } from './questionForm';
import { type BankQuesType, emptyQuestionDraft, type QuestionDraft } from './questionRules';

/**
 * Where the question form's generated paths start and what they try in each editing state: shared by
 * the model-based test beside the machine and the path suite that drives the real API.
 */
type Snapshot = AnyMachineSnapshot & { context: QuestionFormContext };

export interface QuestionFormScenario {
  name: string;
  input: QuestionFormInput;
  /** The edits tried in an editing state (the removal answers and the save outcomes come on top). */
  events: (snapshot: Snapshot) => QuestionFormEvent[];
}

const firstBlank = (draft: QuestionDraft, item?: number) =>
  (item === undefined ? draft.options : (draft.items[item]?.options ?? [])).findIndex(
    (o) => o.content === '',
  );

const readyFields = { stem: '<p>题干</p>', facilityValue: 3 };

/** A new question: the type chosen among all six, then saved too early. */
const choosingType: QuestionFormScenario = {
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
const choiceOptions = (quesType: 1 | 3): QuestionFormScenario => ({
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
const shortAnswer: QuestionFormScenario = {
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
const materialItems: QuestionFormScenario = {
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
const materialOptions: QuestionFormScenario = {
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
const editing: QuestionFormScenario = {
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

/** Every scenario, for the model-based test and the path suite. */
export const questionFormScenarios: readonly QuestionFormScenario[] = [
  choosingType,
  choiceOptions(1),
  choiceOptions(3),
  shortAnswer,
  materialItems,
  materialOptions,
  editing,
];
