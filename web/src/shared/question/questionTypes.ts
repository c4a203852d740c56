import { type BankQuesType, QUES_TYPE_LABEL } from '@school/machines';
import type { QuestionType } from '../../generated/graphql';

/** The schema's type names in REST order: index + 1 is the spec's ques_type. */
export const QUESTION_TYPES: readonly QuestionType[] = [
  'SINGLE_CHOICE',
  'TRUE_FALSE',
  'MULTIPLE_CHOICE',
  'INDEFINITE_CHOICE',
  'SHORT_ANSWER',
  'MATERIAL',
];

export const quesTypeOf = (type: QuestionType) => (QUESTION_TYPES.indexOf(type) + 1) as BankQuesType;
export const typeOf = (quesType: BankQuesType): QuestionType => QUESTION_TYPES[quesType - 1] as QuestionType;
export const typeLabel = (type: QuestionType) => QUES_TYPE_LABEL[quesTypeOf(type)];

export const TYPE_CHOICES = QUESTION_TYPES.map((type) => ({ label: typeLabel(type), value: type }));

export const DIFFICULTIES = [1, 2, 3, 4, 5] as const;
