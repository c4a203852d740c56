import { type FormQuestion, QUES_TYPE_LABEL, type QuesType } from '@school/machines';
import { DateTime } from 'luxon';
import type { HomeworkQuestionFieldsFragment, QuestionType } from '../generated/graphql';
import { schoolZone } from '../shared/time';

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
