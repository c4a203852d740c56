import { type FormQuestion, QUES_TYPE_LABEL, QUESTION_TYPE_CODE, type QuesType } from '@school/machines';
import { DateTime } from 'luxon';
import type { HomeworkQuestionFieldsFragment, QuestionType } from '../generated/graphql';
import { schoolZone } from '../shared/time';

export const quesTypeOf = (type: QuestionType): QuesType => QUESTION_TYPE_CODE[type];
export const quesTypeLabel = (type: QuesType) => QUES_TYPE_LABEL[type];
export const QUESTION_TYPE_CHOICES = (Object.keys(QUESTION_TYPE_CODE) as QuestionType[])
  .sort((a, b) => QUESTION_TYPE_CODE[a] - QUESTION_TYPE_CODE[b])
  .map((value) => ({ value, label: QUES_TYPE_LABEL[QUESTION_TYPE_CODE[value]] }));

/** Rich text as one line of plain text. */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** An ISO instant (or unix seconds) in the school's zone, e.g. 2026-09-10 18:00. */
export const formatTime = (value: string | number | null | undefined) => {
  if (value === null || value === undefined || value === '') return '-';
  const dt = typeof value === 'number' ? DateTime.fromSeconds(value) : DateTime.fromISO(value);
  return dt.setZone(schoolZone).toFormat('yyyy-MM-dd HH:mm');
};
export const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
export const toIso = (seconds: number) => DateTime.fromSeconds(seconds).setZone(schoolZone).toISO() as string;
export const isoToSeconds = (iso: string) => Math.floor(DateTime.fromISO(iso).toSeconds());
export const nowSeconds = () => Math.floor(Date.now() / 1000);

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
