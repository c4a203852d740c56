import { type FormQuestion, QUES_TYPE_LABEL, QUESTION_TYPE_CODE, type QuesType } from '@school/machines';
import type { QuestionType } from '../generated/graphql';
import { plainText } from '../shared/text';

export const quesTypeOf = (type: QuestionType): QuesType => QUESTION_TYPE_CODE[type];
export const quesTypeLabel = (type: QuesType) => QUES_TYPE_LABEL[type];

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
