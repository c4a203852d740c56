import type { Kysely, Selectable } from 'kysely';
import type { Viewer } from '../http/viewer';
import { notFound } from '../shared/errors';
import { containsText, pageWithTotal } from '../store/listQueries';
import type { Database } from '../store/schema';
import { mayUseBank } from './bankAccess';
import { QUESTION_NOT_FOUND } from './questionDecider';
import type { RestOption, RestSubQuestion } from './restShape';
import type { QuestionsTable } from './tables';

/** A question as every question-bank call answers it (spec field names; times in unix seconds). */
export interface QuestionView {
  id: number;
  ques_type: number;
  ques_stem: string;
  ques_option: RestOption[];
  right_answer: string;
  ques_analysis: string;
  facility_value: number;
  remark: string;
  ques_item: RestSubQuestion[];
  point_ids: number[];
  /** 1 in the school's shared bank. */
  is_public: number;
  created_at: number;
  updated_at: number;
}

export const toView = (row: Selectable<QuestionsTable>): QuestionView => ({
  id: Number(row.id),
  ques_type: Number(row.ques_type),
  ques_stem: row.ques_stem,
  ques_option: JSON.parse(row.ques_option),
  right_answer: row.right_answer,
  ques_analysis: row.ques_analysis,
  facility_value: Number(row.facility_value),
  remark: row.remark,
  ques_item: JSON.parse(row.ques_item),
  point_ids: JSON.parse(row.point_ids),
  is_public: Number(row.is_public),
  created_at: Number(row.created_at),
  updated_at: Number(row.updated_at),
});

export interface QuestionFilters {
  ques_stem?: string | undefined;
  ques_type?: number | undefined;
  facility_value?: number | undefined;
  remark?: string | undefined;
  page: number;
  limit: number;
}

/** A page of questions, newest change first: a staff member's own, or the shared bank's. */
export async function listQuestions(
  db: Kysely<Database>,
  scope: { ownerId: number } | 'public',
  filters: QuestionFilters,
) {
  let query = db.selectFrom('questions').where('deleted', '=', 0);
  query =
    scope === 'public'
      ? query.where('is_public', '=', 1)
      : query.where('owner_id', '=', scope.ownerId).where('is_public', '=', 0);
  const stem = filters.ques_stem?.trim();
  if (stem) query = query.where(containsText('stem_text', stem));
  if (filters.ques_type) query = query.where('ques_type', '=', filters.ques_type);
  if (filters.facility_value) query = query.where('facility_value', '=', filters.facility_value);
  const remark = filters.remark?.trim();
  if (remark) query = query.where(containsText('remark', remark));
  const { rows, total } = await pageWithTotal(query, filters, (q) =>
    q.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc'),
  );
  return { list: rows.map(toView), total };
}

/** One question that is not deleted, with its owner. */
export async function findQuestion(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('questions')
    .selectAll()
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return row ? { ownerId: Number(row.owner_id), view: toView(row) } : undefined;
}

/** A question of the viewer's bank or of the shared bank, or 404 题目不存在 (ques/show's rule). */
export async function visibleQuestion(db: Kysely<Database>, viewer: Viewer, id: number) {
  const found = await findQuestion(db, id);
  const mine = found && (found.ownerId === mayUseBank(viewer).id || found.view.is_public === 1);
  if (!found || !mine) throw notFound(QUESTION_NOT_FOUND);
  return found;
}

/** Shared-bank questions by id, in the order asked; unknown ids are left out. */
export async function findPublicQuestions(db: Kysely<Database>, ids: readonly number[]) {
  const rows = await db
    .selectFrom('questions')
    .selectAll()
    .where('id', 'in', ids)
    .where('is_public', '=', 1)
    .where('deleted', '=', 0)
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), toView(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const listKnowledgePoints = (db: Kysely<Database>) =>
  db
    .selectFrom('knowledge_points')
    .select(['id', 'name', 'parent_id', 'sort'])
    .orderBy('parent_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
