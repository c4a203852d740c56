import type { MyQuestionFieldsFragment, QuestionType } from '../../generated/graphql';
import { RichText } from '../../shared/question/RichText';
import { t } from '../i18n/zh-CN';

export type ReportQuestion = MyQuestionFieldsFragment & { children: MyQuestionFieldsFragment[] };

export const TYPE_LABELS: Record<QuestionType, string> = {
  SINGLE_CHOICE: t('single'),
  TRUE_FALSE: t('trueFalse'),
  MULTIPLE_CHOICE: t('multiple'),
  INDEFINITE_CHOICE: t('indefinite'),
  SHORT_ANSWER: t('shortAnswer'),
  MATERIAL: t('material'),
};

/** A, B, C… for the n-th option (from 0). */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** The question's number, type and points, over its stem. */
export function QuestionHead({
  label,
  question,
  children,
}: {
  label: string;
  question: Pick<MyQuestionFieldsFragment, 'type' | 'score' | 'stem'>;
  children?: React.ReactNode;
}) {
  return (
    <header className="student-question__head">
      <span className="student-question__number">{label}</span>
      <span className="student-question__type">{TYPE_LABELS[question.type]}</span>
      {question.type !== 'MATERIAL' && (
        <span className="student-question__points">{t('points', { score: question.score })}</span>
      )}
      {children}
      <RichText className="student-question__stem" html={question.stem} />
    </header>
  );
}
