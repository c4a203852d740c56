import { COMMON_MESSAGES, CORRECTION_TYPES, type CorrectionType } from '@school/machines';
import type { Kysely } from 'kysely';
import type { Viewer } from '../http/viewer';
import { mayUseBank } from '../questionBank';
import { notFound } from '../shared/errors';
import type { Database } from '../store/schema';

const QUESTION_NOT_FOUND = COMMON_MESSAGES.questionNotFound;

/** A correction as the staff call answers it. */
export interface QuestionCorrection {
  id: number;
  ques_id: number;
  type: number;
  type_name: string;
  error_msg: string;
  nickname: string;
  created_at: number;
}

/**
 * Corrections students reported on a question and its sub-questions, newest first: for its owner, or
 * for any staff member who may use the bank when it is in the shared bank. Others hear 404, as the
 * question bank answers for questions that are not theirs.
 */
export async function questionCorrections(
  db: Kysely<Database>,
  viewer: Viewer,
  quesId: number,
): Promise<QuestionCorrection[]> {
  mayUseBank(viewer);
  const question = await db
    .selectFrom('questions')
    .select(['owner_id', 'is_public', 'ques_item'])
    .where('id', '=', quesId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!question || (Number(question.is_public) !== 1 && Number(question.owner_id) !== viewer.id))
    throw notFound(QUESTION_NOT_FOUND);
  const items = JSON.parse(question.ques_item || '[]') as { id: number }[];
  const rows = await db
    .selectFrom('question_corrections as c')
    .innerJoin('users as u', 'u.id', 'c.uid')
    .select(['c.id', 'c.ques_id', 'c.type', 'c.error_msg', 'c.created_at', 'u.nickname'])
    .where('c.ques_id', 'in', [quesId, ...items.map((i) => i.id)])
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    ques_id: Number(r.ques_id),
    type: Number(r.type),
    type_name: CORRECTION_TYPES[Number(r.type) as CorrectionType] ?? '',
    error_msg: r.error_msg,
    nickname: r.nickname,
    created_at: Number(r.created_at),
  }));
}
