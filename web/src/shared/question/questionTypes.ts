import {
  type BankQuesType,
  codeOf,
  examTypeLabel,
  isSubjectiveExamType,
  QUES_TYPE_LABEL,
  QUESTION_TYPE_CODE,
} from '@school/machines';
import type { ExamQuestionType, QuestionType } from '../../generated/graphql';

/** The schema's type names in REST order (the codes of the one table in machines). */
export const QUESTION_TYPES = (Object.keys(QUESTION_TYPE_CODE) as QuestionType[]).sort(
  (a, b) => QUESTION_TYPE_CODE[a] - QUESTION_TYPE_CODE[b],
);

export const quesTypeOf = (type: QuestionType): BankQuesType => QUESTION_TYPE_CODE[type];
export const typeOf = (quesType: BankQuesType): QuestionType => QUESTION_TYPES[quesType - 1] as QuestionType;
export const typeLabel = (type: QuestionType) => QUES_TYPE_LABEL[quesTypeOf(type)];

export const TYPE_CHOICES = QUESTION_TYPES.map((type) => ({ label: typeLabel(type), value: type }));

export const DIFFICULTIES = [1, 2, 3, 4, 5] as const;

/** A paper question's type name: the bank's types and 填空题 (machines' examTypeLabel). */
export const examTypeName = (type: ExamQuestionType) => examTypeLabel(codeOf('ExamQuestionType', type));

/** Short-answer and material questions on a paper are marked by hand (machines' isSubjectiveExamType). */
export const isMarkedByHand = (type: ExamQuestionType) =>
  isSubjectiveExamType(codeOf('ExamQuestionType', type));
