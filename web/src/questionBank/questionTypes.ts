import type { QuestionDraft, QuestionOption, SubQuesType } from '@school/machines';
import type { QuestionFullFragment, QuestionInput } from '../generated/graphql';
import { quesTypeOf, TYPE_CHOICES, typeOf } from '../shared/question/questionTypes';

export const SUB_TYPE_CHOICES = TYPE_CHOICES.filter((c) => c.value !== 'MATERIAL');

type OptionLike = { id: number; content: string; isRight: boolean };
const toOptions = (options: readonly OptionLike[]): QuestionOption[] =>
  options.map((o) => ({ id: o.id, content: o.content, isRight: o.isRight }));

/** A saved question as the form's draft. */
export function toDraft(q: QuestionFullFragment): QuestionDraft {
  return {
    quesType: quesTypeOf(q.type),
    stem: q.stem,
    options: toOptions(q.options),
    rightAnswer: q.rightAnswer,
    analysis: q.analysis,
    facilityValue: q.difficulty,
    remark: q.remark,
    items: q.subQuestions.map((s) => ({
      id: Number(s.id),
      quesType: quesTypeOf(s.type) as SubQuesType,
      stem: s.stem,
      options: toOptions(s.options),
      rightAnswer: s.rightAnswer,
      analysis: s.analysis,
    })),
    pointIds: q.knowledgePointIds.map(Number),
  };
}

const optionInput = (options: readonly QuestionOption[]) =>
  options.map((o) => ({ content: o.content, isRight: o.isRight }));

/** The draft as the mutation's input. */
export function toInput(draft: QuestionDraft): QuestionInput {
  return {
    type: draft.quesType === null ? null : typeOf(draft.quesType),
    stem: draft.stem,
    options: optionInput(draft.options),
    rightAnswer: draft.rightAnswer,
    analysis: draft.analysis,
    difficulty: draft.facilityValue,
    remark: draft.remark,
    subQuestions: draft.items.map((item) => ({
      ...(item.id > 0 ? { id: String(item.id) } : {}),
      type: typeOf(item.quesType),
      stem: item.stem,
      options: optionInput(item.options),
      rightAnswer: item.rightAnswer,
      analysis: item.analysis,
    })),
    knowledgePointIds: draft.pointIds.map(String),
  };
}
