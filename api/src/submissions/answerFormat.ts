import { ANSWER_IMAGES_MAX, ANSWER_MESSAGES, type RubricSnapshot } from '@school/machines';
import type { QuestionSnapshot } from '../homework';
import { isServedAnswerImage } from './answerImages';
import type { AnswerResult, MarkedAnswer } from './report';

/** An answerable question: a question, or a material question's sub-question, with what marks it. */
export interface AnswerKey {
  quesId: number;
  quesType: number;
  optionIds: number[];
  rightIds: number[];
  /** Points (one decimal); unscored homework stores 1 for each. */
  score: number;
  /** The rubric attached when publishing, graded by level. */
  rubric?: RubricSnapshot | null;
}

const SUBJECTIVE = 5;
const MATERIAL = 6;
const SINGLE_OPTION_TYPES = [1, 2];

export const isSubjective = (key: AnswerKey) => key.quesType === SUBJECTIVE;

const keyOf = (q: Omit<QuestionSnapshot, 'ques_item' | 'facility_value' | 'remark'>): AnswerKey => ({
  quesId: q.id,
  quesType: q.ques_type,
  optionIds: q.ques_option.map((o) => o.id),
  rightIds: q.ques_option.filter((o) => o.is_right === 1).map((o) => o.id),
  score: q.score,
  ...(q.rubric ? { rubric: q.rubric } : {}),
});

/** The homework's answerable questions in order: a material question answers through its sub-questions. */
export const answerKeys = (questions: readonly QuestionSnapshot[]): AnswerKey[] =>
  questions.flatMap((q) => (q.ques_type === MATERIAL ? q.ques_item.map(keyOf) : [keyOf(q)]));

/** A subjective answer as the student app sends it: the JSON string of section 3, or that object. */
export type RawAnswer = string | { content?: unknown; images?: unknown };

export interface SubjectiveAnswer {
  content: string;
  images: string[];
}

type Normalised = { answer: string } | { refusal: string };

/**
 * The stored form of one answer, or why it is refused: choice answers as ascending comma-joined
 * option ids of the question, subjective answers as `{ "content", "images" }` JSON with the content
 * sanitised and at most 9 images this product serves. An empty answer clears the question.
 */
export function normaliseAnswer(
  key: AnswerKey,
  raw: RawAnswer,
  sanitize: (html: string) => string,
): Normalised {
  if (isSubjective(key)) {
    const value = typeof raw === 'string' ? parseSubjective(raw) : raw;
    if (value === undefined) return { refusal: ANSWER_MESSAGES.badFormat };
    const content = value.content ?? '';
    const images = value.images ?? [];
    if (typeof content !== 'string' || !Array.isArray(images)) return { refusal: ANSWER_MESSAGES.badFormat };
    if (images.length > ANSWER_IMAGES_MAX) return { refusal: ANSWER_MESSAGES.tooManyImages };
    if (!images.every((url) => typeof url === 'string' && isServedAnswerImage(url)))
      return { refusal: ANSWER_MESSAGES.badImage };
    const answer: SubjectiveAnswer = { content: sanitize(content), images: images as string[] };
    return { answer: JSON.stringify(answer) };
  }
  if (typeof raw !== 'string') return { refusal: ANSWER_MESSAGES.badFormat };
  if (raw.trim() === '') return { answer: '' };
  const ids = raw.split(',').map((part) => Number(part.trim()));
  if (
    !ids.every((id) => Number.isInteger(id) && key.optionIds.includes(id)) ||
    new Set(ids).size !== ids.length
  )
    return { refusal: ANSWER_MESSAGES.badOption };
  if (SINGLE_OPTION_TYPES.includes(key.quesType) && ids.length > 1)
    return { refusal: ANSWER_MESSAGES.oneOption };
  return { answer: ids.sort((a, b) => a - b).join(',') };
}

function parseSubjective(text: string): { content?: unknown; images?: unknown } | undefined {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a stored answer says anything: a choice, some text or an image. */
export function isAnswered(key: AnswerKey, answer: string | undefined): boolean {
  if (!answer) return false;
  if (!isSubjective(key)) return true;
  const { content, images } = JSON.parse(answer) as SubjectiveAnswer;
  return images.length > 0 || /<img\b/i.test(content) || content.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '';
}

/**
 * Marks one answer at submit: a choice is right when it picks exactly the right options (no partial
 * credit); a subjective answer awaits grading, an empty one earns nothing.
 */
export function markAnswer(key: AnswerKey, answer: string | undefined): MarkedAnswer {
  const userAnswer = answer ?? '';
  if (!isAnswered(key, answer)) return { quesId: key.quesId, userAnswer, result: 3, score: 0 };
  if (isSubjective(key)) return { quesId: key.quesId, userAnswer, result: 4, score: null };
  const chosen = userAnswer.split(',').map(Number);
  const right = chosen.length === key.rightIds.length && key.rightIds.every((id) => chosen.includes(id));
  const result: AnswerResult = right ? 1 : 2;
  return { quesId: key.quesId, userAnswer, result, score: right ? key.score : 0 };
}
