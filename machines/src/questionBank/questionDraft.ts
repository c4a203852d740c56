import {
  type BankQuesType,
  emptySubQuestion,
  isChoiceType,
  markOptionRight,
  OPTION_COUNTS,
  type QuestionDraft,
  type QuestionOption,
  renumberOptions,
  type SubQuesType,
  type SubQuestion,
} from './questionRules';

/**
 * Pure edits of a question draft, used by the form machine's actions and guards. `item` names a
 * sub-question of a material question; without it the edit is on the question itself.
 */
export interface OptionTarget {
  item?: number;
}

const typeOf = (draft: QuestionDraft, target: OptionTarget): BankQuesType | null =>
  target.item === undefined ? draft.quesType : (draft.items[target.item]?.quesType ?? null);

export const optionsOf = (draft: QuestionDraft, target: OptionTarget): readonly QuestionOption[] =>
  target.item === undefined ? draft.options : (draft.items[target.item]?.options ?? []);

function withOptions(
  draft: QuestionDraft,
  target: OptionTarget,
  update: (options: readonly QuestionOption[], type: BankQuesType | null) => QuestionOption[],
): QuestionDraft {
  const { item } = target;
  if (item === undefined) return { ...draft, options: update(draft.options, draft.quesType) };
  return {
    ...draft,
    items: draft.items.map((sub, i) =>
      i === item ? { ...sub, options: update(sub.options, sub.quesType) } : sub,
    ),
  };
}

export const canAddOption = (draft: QuestionDraft, target: OptionTarget) => {
  const type = typeOf(draft, target);
  return isChoiceType(type) && type !== null && optionsOf(draft, target).length < OPTION_COUNTS[type].max;
};

export const canRemoveOption = (draft: QuestionDraft, target: OptionTarget & { index: number }) => {
  const type = typeOf(draft, target);
  const options = optionsOf(draft, target);
  return (
    isChoiceType(type) &&
    type !== null &&
    target.index >= 0 &&
    target.index < options.length &&
    options.length > OPTION_COUNTS[type].min
  );
};

export const hasOption = (draft: QuestionDraft, target: OptionTarget & { index: number }) =>
  target.index >= 0 && target.index < optionsOf(draft, target).length;

export const addOption = (draft: QuestionDraft, target: OptionTarget) =>
  withOptions(draft, target, (options) => [
    ...options,
    { id: options.length + 1, content: '', isRight: false },
  ]);

export const removeOption = (draft: QuestionDraft, target: OptionTarget & { index: number }) =>
  withOptions(draft, target, (options) => renumberOptions(options.filter((_, i) => i !== target.index)));

export const changeOption = (
  draft: QuestionDraft,
  target: OptionTarget & { index: number; content: string },
) =>
  withOptions(draft, target, (options) =>
    options.map((o, i) => (i === target.index ? { ...o, content: target.content } : o)),
  );

export const markRight = (draft: QuestionDraft, target: OptionTarget & { index: number }) =>
  withOptions(draft, target, (options, type) => markOptionRight(type, options, target.index));

export const hasItem = (draft: QuestionDraft, index: number) => index >= 0 && index < draft.items.length;

export const addItem = (draft: QuestionDraft): QuestionDraft => ({
  ...draft,
  items: [...draft.items, emptySubQuestion(1)],
});

export const removeItem = (draft: QuestionDraft, index: number): QuestionDraft => ({
  ...draft,
  items: draft.items.filter((_, i) => i !== index),
});

/** Swaps a sub-question with its neighbour (`by` -1 up, +1 down); the caller checks the edges. */
export function moveItem(draft: QuestionDraft, index: number, by: -1 | 1): QuestionDraft {
  const items = [...draft.items];
  const other = index + by;
  const a = items[index];
  const b = items[other];
  if (!a || !b) return draft;
  items[index] = b;
  items[other] = a;
  return { ...draft, items };
}

/** A sub-question's new type starts it afresh, keeping its id. */
export const chooseItemType = (
  draft: QuestionDraft,
  index: number,
  quesType: SubQuesType,
): QuestionDraft => ({
  ...draft,
  items: draft.items.map((sub, i) => (i === index ? { ...emptySubQuestion(quesType), id: sub.id } : sub)),
});

export type SubQuestionPatch = Partial<Pick<SubQuestion, 'stem' | 'rightAnswer' | 'analysis'>>;

export const changeItem = (draft: QuestionDraft, index: number, patch: SubQuestionPatch): QuestionDraft => ({
  ...draft,
  items: draft.items.map((sub, i) => (i === index ? { ...sub, ...patch } : sub)),
});

export type QuestionPatch = Partial<
  Pick<QuestionDraft, 'stem' | 'rightAnswer' | 'analysis' | 'facilityValue' | 'remark' | 'pointIds'>
>;
