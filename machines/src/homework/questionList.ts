import {
  type BatchScores,
  clampBatchScore,
  type QuesType,
  type QuestionChoice,
  SCORE_MIN,
  type ScoredType,
} from './publishRules';

/** Pure operations on the publish form's question list; the publish form machine assigns their results. */

export interface FormSubQuestion {
  id: number;
  type: QuesType;
  stem: string;
  score?: number | undefined;
  /** A rubric of the publisher's library (a short-answer sub-question only). */
  rubricId?: number | null | undefined;
}

export interface FormQuestion {
  id: number;
  type: QuesType;
  stem: string;
  score?: number | undefined;
  /** A material question's sub-questions. */
  items?: readonly FormSubQuestion[] | undefined;
  /** A rubric of the publisher's library (a short answer only). */
  rubricId?: number | null | undefined;
}

const isScoredType = (type: number): type is ScoredType => type >= 1 && type <= 5;
const batchScoreOf = (batch: BatchScores, type: QuesType) => (isScoredType(type) ? batch[type] : SCORE_MIN);
const roundOne = (n: number) => Math.round(n * 10) / 10;

export const isMaterial = (q: FormQuestion) => q.type === 6 && (q.items?.length ?? 0) > 0;

/** A material question's score is the sum of its sub-questions' scores. */
export const materialScore = (items: readonly FormSubQuestion[]) =>
  roundOne(items.reduce((sum, item) => sum + (item.score ?? 0), 0));

/** A newly added question takes its score from the batch form unless it already has one. */
export function withDefaultScore(question: FormQuestion, batch: BatchScores): FormQuestion {
  if (isMaterial(question)) {
    const items = (question.items ?? []).map((item) => ({
      ...item,
      score: item.score ?? batchScoreOf(batch, item.type),
    }));
    return { ...question, items, score: materialScore(items) };
  }
  return { ...question, score: question.score ?? batchScoreOf(batch, question.type) };
}

/** Adds questions at the end, skipping any already in the list. */
export function addQuestions(
  list: readonly FormQuestion[],
  added: readonly FormQuestion[],
  batch: BatchScores,
): FormQuestion[] {
  const seen = new Set(list.map((q) => q.id));
  const fresh: FormQuestion[] = [];
  for (const q of added) {
    if (seen.has(q.id)) continue;
    seen.add(q.id);
    fresh.push(withDefaultScore(q, batch));
  }
  return [...list, ...fresh];
}

/** The batch score applied to every question: by type, and for a material question to each sub-question. */
export function applyBatchScores(list: readonly FormQuestion[], batch: BatchScores): FormQuestion[] {
  return list.map((q) => {
    if (!isMaterial(q)) return { ...q, score: batchScoreOf(batch, q.type) };
    const items = (q.items ?? []).map((item) => ({ ...item, score: batchScoreOf(batch, item.type) }));
    return { ...q, items, score: materialScore(items) };
  });
}

/** Sets one question's (or one sub-question's) score, clamped to 1 to 100 with one decimal. */
export function setScore(
  list: readonly FormQuestion[],
  id: number,
  score: number,
  itemId?: number,
): FormQuestion[] {
  const value = clampBatchScore(score);
  return list.map((q) => {
    if (q.id !== id) return q;
    if (itemId === undefined || !isMaterial(q)) return isMaterial(q) ? q : { ...q, score: value };
    const items = (q.items ?? []).map((item) => (item.id === itemId ? { ...item, score: value } : item));
    return { ...q, items, score: materialScore(items) };
  });
}

/**
 * Moves the selected questions one place up (or down) as a group: a selected question moves past an
 * unselected neighbour, never past another selected one, and stays put at the edge.
 */
export function moveSelected(
  list: readonly FormQuestion[],
  selected: readonly number[],
  direction: 'up' | 'down',
): FormQuestion[] {
  const out = [...list];
  const chosen = new Set(selected);
  const isChosen = (i: number) => chosen.has((out[i] as FormQuestion).id);
  const swap = (a: number, b: number) => {
    const tmp = out[a] as FormQuestion;
    out[a] = out[b] as FormQuestion;
    out[b] = tmp;
  };
  if (direction === 'up') {
    for (let i = 1; i < out.length; i++) if (isChosen(i) && !isChosen(i - 1)) swap(i - 1, i);
  } else {
    for (let i = out.length - 2; i >= 0; i--) if (isChosen(i) && !isChosen(i + 1)) swap(i, i + 1);
  }
  return out;
}

/** The form's `question` field: bank question ids in order, with scores (and sub-question scores). */
export function toQuestionChoices(list: readonly FormQuestion[]): QuestionChoice[] {
  const rubric = (id: number | null | undefined) => (id ? { rubric_id: id } : {});
  return list.map((q) =>
    isMaterial(q)
      ? {
          id: q.id,
          score: q.score,
          ques_item: (q.items ?? []).map((i) => ({ id: i.id, score: i.score, ...rubric(i.rubricId) })),
        }
      : { id: q.id, score: q.score, ...rubric(q.rubricId) },
  );
}

/** Whether a question (or sub-question) may carry a rubric: a short answer (ques_type 5). */
export const takesRubric = (q: { type: QuesType }) => q.type === 5;

/** Attaches a rubric to a short answer (or a material's short-answer sub-question), or removes it (null). */
export function setRubric(
  list: readonly FormQuestion[],
  id: number,
  rubricId: number | null,
  itemId?: number,
): FormQuestion[] {
  return list.map((q) => {
    if (q.id !== id) return q;
    if (itemId === undefined) return takesRubric(q) ? { ...q, rubricId } : q;
    const items = (q.items ?? []).map((i) => (i.id === itemId && takesRubric(i) ? { ...i, rubricId } : i));
    return { ...q, items };
  });
}

/** Total score of the list. */
export const totalScore = (list: readonly FormQuestion[]) =>
  roundOne(list.reduce((sum, q) => sum + (q.score ?? 0), 0));
