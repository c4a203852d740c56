import { QUESTION_MESSAGES, type QuestionChoice } from '@school/machines';
import type { Kysely } from 'kysely';
import { toView } from '../questionBank';
import { withRubrics } from '../rubric';
import { invalid, notFound } from '../shared/errors';
import type { Database } from '../store/schema';
import type { QuestionSnapshot } from './homework';

export const QUESTION_TWICE = '题目不能重复';
export const ITEMS_CHANGED = '材料题的小题已变更，请重新选择';

type Unscored = Omit<QuestionSnapshot, 'score' | 'ques_item'> & {
  ques_item: Omit<QuestionSnapshot['ques_item'][number], 'score'>[];
};

/**
 * The questions a publish form names, as the homework will keep them: read from the bank (the
 * publisher's own questions and the shared bank), or, for a question no longer in the bank, from
 * the publisher's own earlier homework (historical homework and copies keep working after a bank
 * question is deleted). Scores come from the form when scoring is on; otherwise every question
 * (and every sub-question) is worth 1.
 */
export async function snapshotQuestions(
  db: Kysely<Database>,
  publisherId: number,
  choices: readonly QuestionChoice[],
  scored: boolean,
): Promise<QuestionSnapshot[]> {
  const ids = choices.map((c) => c.id);
  if (new Set(ids).size !== ids.length) throw invalid(QUESTION_TWICE);
  const found = new Map<number, Unscored>();
  const bank = await db
    .selectFrom('questions')
    .selectAll()
    .where('id', 'in', ids)
    .where('deleted', '=', 0)
    .where((eb) =>
      eb.or([eb('is_public', '=', 1), eb.and([eb('owner_id', '=', publisherId), eb('is_public', '=', 0)])]),
    )
    .execute();
  for (const row of bank) {
    const { point_ids: _p, is_public: _i, created_at: _c, updated_at: _u, ...question } = toView(row);
    found.set(question.id, question);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const kept = await db
      .selectFrom('homework_questions')
      .innerJoin('homework', 'homework.id', 'homework_questions.hw_id')
      .select(['homework_questions.question_id', 'homework_questions.content'])
      .where('homework.creator_id', '=', publisherId)
      .where('homework_questions.question_id', 'in', missing)
      .orderBy('homework_questions.hw_id', 'desc')
      .execute();
    for (const row of kept) {
      const id = Number(row.question_id);
      if (found.has(id)) continue;
      found.set(id, JSON.parse(row.content) as QuestionSnapshot);
    }
  }
  const snapshots = choices.map((choice) => {
    const question = found.get(choice.id);
    if (!question) throw notFound(QUESTION_MESSAGES.notFound);
    return withScores(question, choice, scored);
  });
  return withRubrics(db, publisherId, choices, snapshots);
}

function withScores(question: Unscored, choice: QuestionChoice, scored: boolean): QuestionSnapshot {
  const base = {
    ...question,
    ques_item: question.ques_item.map(
      ({ id, ques_type, ques_stem, ques_option, right_answer, ques_analysis }) => ({
        id,
        ques_type,
        ques_stem,
        ques_option,
        right_answer,
        ques_analysis,
      }),
    ),
  };
  if (question.ques_type !== 6 || question.ques_item.length === 0) {
    return { ...base, ques_item: [], score: scored ? (choice.score ?? 0) : 1 };
  }
  const given = new Map((choice.ques_item ?? []).map((item) => [item.id, item.score]));
  if (scored && (given.size !== question.ques_item.length || base.ques_item.some((i) => !given.has(i.id))))
    throw invalid(ITEMS_CHANGED);
  const items = base.ques_item.map((item) => ({ ...item, score: scored ? (given.get(item.id) ?? 0) : 1 }));
  const total = Math.round(items.reduce((sum, item) => sum + item.score, 0) * 10) / 10;
  return { ...base, ques_item: items, score: total };
}
