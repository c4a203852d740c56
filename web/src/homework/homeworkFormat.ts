import { type FormQuestion, QUES_TYPE_LABEL, type QuesType } from '@school/machines';
import type { HomeworkQuestionFieldsFragment, QuestionType } from '../generated/graphql';
import { plainText } from '../shared/text';

/** The schema's question types in REST order: index + 1 is the spec's ques_type. */
const QUESTION_TYPES: readonly QuestionType[] = [
  'SINGLE_CHOICE',
  'TRUE_FALSE',
  'MULTIPLE_CHOICE',
  'INDEFINITE_CHOICE',
  'SHORT_ANSWER',
  'MATERIAL',
];
export const quesTypeOf = (type: QuestionType) => (QUESTION_TYPES.indexOf(type) + 1) as QuesType;
export const quesTypeLabel = (type: QuesType) => QUES_TYPE_LABEL[type];
export const QUESTION_TYPE_CHOICES = QUESTION_TYPES.map((value, i) => ({
  value,
  label: QUES_TYPE_LABEL[(i + 1) as QuesType],
}));

/** A question the GraphQL API answers, as the publish form lists it. */
export function toFormQuestion(q: {
  id: string;
  type: QuestionType;
  stem: string;
  score?: number | null;
  subQuestions: readonly { id: string; type: QuestionType; stem: string; score?: number | null }[];
}): FormQuestion {
  return {
    id: Number(q.id),
    type: quesTypeOf(q.type),
    stem: plainText(q.stem),
    score: q.score ?? undefined,
    items:
      q.type === 'MATERIAL'
        ? q.subQuestions.map((s) => ({
            id: Number(s.id),
            type: quesTypeOf(s.type),
            stem: plainText(s.stem),
            score: s.score ?? undefined,
          }))
        : undefined,
  };
}
export const homeworkQuestionToForm = (q: HomeworkQuestionFieldsFragment) => toFormQuestion(q);
