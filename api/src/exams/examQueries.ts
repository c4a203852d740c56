import {
  EXAM_MESSAGES,
  type ExamActor,
  type ExamLifecycleContext,
  examAbilities,
  examStateOfStatus,
} from '@school/machines';
import type { Kysely, Selectable } from 'kysely';
import type { Viewer } from '../http/viewer';
import { notFound } from '../shared/errors';
import { containsText, pageWithTotal } from '../store/listQueries';
import type { Database } from '../store/schema';
import { classifyWithDescendants } from './classify';
import type { PaperSection } from './exam';
import { SCHOOL_NAME } from './schools';
import type { ExamsTable } from './tables';

export async function viewerClassIds(db: Kysely<Database>, viewerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('class_staff')
    .select('class_id')
    .distinct()
    .where('user_id', '=', viewerId)
    .execute();
  return rows.map((r) => Number(r.class_id));
}

const inList = (ids: readonly number[]): number[] => (ids.length > 0 ? [...ids] : [-1]);

/** What the lifecycle machine needs of an exam row. */
export const lifecycleOf = (
  row: Pick<Selectable<ExamsTable>, 'creator_id' | 'question_num'>,
): ExamLifecycleContext => ({
  ownerId: String(row.creator_id),
  questionCount: Number(row.question_num),
});

/** The exams a staff member sees: their own, and those for one of their classes. */
function visibleExams(db: Kysely<Database>, viewerId: number, classIds: readonly number[]) {
  return db
    .selectFrom('exams')
    .where((eb) =>
      eb.or([
        eb('exams.creator_id', '=', viewerId),
        eb.exists(
          eb
            .selectFrom('exam_classes')
            .select('exam_classes.exam_id')
            .whereRef('exam_classes.exam_id', '=', 'exams.id')
            .where('exam_classes.class_id', 'in', inList(classIds)),
        ),
      ]),
    );
}

/** The exam, when the viewer may see it. */
export async function findVisibleExam(db: Kysely<Database>, viewer: Viewer, id: number) {
  const classIds = await viewerClassIds(db, viewer.id);
  return visibleExams(db, viewer.id, classIds)
    .selectAll('exams')
    .where('exams.id', '=', id)
    .executeTakeFirst();
}

export interface ExamFilters {
  /** One exam (a change answers its row). */
  id?: number | undefined;
  name?: string | undefined;
  classify_id?: number | undefined;
  status?: number | undefined;
  start_time?: number | undefined;
  end_time?: number | undefined;
  creator_name?: string | undefined;
  school_id?: number | undefined;
  page: number;
  limit: number;
}

/** Students (in class) of the exam's classes: the should-test count. */
async function shouldTestCounts(db: Kysely<Database>, examIds: number[]) {
  if (examIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('exam_classes')
    .innerJoin('class_students', 'class_students.class_id', 'exam_classes.class_id')
    .select(['exam_classes.exam_id', (eb) => eb.fn.count<number>('class_students.uid').distinct().as('n')])
    .where('exam_classes.exam_id', 'in', examIds)
    .where('class_students.status', '=', 1)
    .groupBy('exam_classes.exam_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.exam_id), Number(r.n)]));
}

/** Students with at least one submitted attempt: the already-tested count. */
async function testedCounts(db: Kysely<Database>, examIds: number[]) {
  if (examIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('exam_reports')
    .select(['exam_id', (eb) => eb.fn.count<number>('uid').distinct().as('n')])
    .where('exam_id', 'in', examIds)
    .where('test_status', '!=', 0)
    .groupBy('exam_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.exam_id), Number(r.n)]));
}

/** The exam list (`test/list`): the viewer's exams, newest first, with each row's abilities. */
export async function listExams(db: Kysely<Database>, viewer: Viewer, filters: ExamFilters) {
  const classIds = await viewerClassIds(db, viewer.id);
  let query = visibleExams(db, viewer.id, classIds);
  if (filters.id) query = query.where('exams.id', '=', filters.id);
  const name = filters.name?.trim();
  if (name) query = query.where(containsText('exams.name', name));
  const creator = filters.creator_name?.trim();
  if (creator) query = query.where(containsText('exams.creator_name', creator));
  if (filters.classify_id)
    query = query.where('exams.classify_id', 'in', classifyWithDescendants(filters.classify_id));
  if (filters.status) query = query.where('exams.status', '=', filters.status);
  if (filters.school_id) query = query.where('exams.school_id', '=', filters.school_id);
  // A long-term exam has no period: the time filters find fixed-period exams within the range.
  if (filters.start_time) query = query.where('exams.start_time', '>=', filters.start_time);
  if (filters.end_time)
    query = query.where('exams.end_time', '<=', filters.end_time).where('exams.time_type', '=', 1);
  const { rows, total } = await pageWithTotal(query, filters, (q) =>
    q.selectAll('exams').orderBy('exams.created_at', 'desc').orderBy('exams.id', 'desc'),
  );
  const ids = rows.map((r) => Number(r.id));
  const should = await shouldTestCounts(db, ids);
  const tested = await testedCounts(db, ids);
  const actor: ExamActor = { id: String(viewer.id), canDispatch: viewer.canDispatch };
  const list = rows.map((r) => ({
    ...examRow(r),
    should_num: should.get(Number(r.id)) ?? 0,
    tested_num: tested.get(Number(r.id)) ?? 0,
    abilities: examAbilities(examStateOfStatus(Number(r.status)), lifecycleOf(r), actor),
  }));
  return { list, total };
}

/** One exam's list row, as the list shows it to the viewer (a change answers it); 404 when not visible. */
export async function examListRow(db: Kysely<Database>, viewer: Viewer, id: number) {
  const { list } = await listExams(db, viewer, { id, page: 1, limit: 1 });
  const row = list[0];
  if (!row) throw notFound(EXAM_MESSAGES.notFound);
  return row;
}

/** The list row's own fields (spec section 3: exam list row). */
export const examRow = (r: Selectable<ExamsTable>) => ({
  id: Number(r.id),
  name: r.name,
  classify_id: Number(r.classify_id),
  classify_name: r.classify_name,
  time_type: Number(r.time_type),
  // A long-term exam has no period: no start nor end.
  start_time: Number(r.time_type) === 1 ? Number(r.start_time) : null,
  end_time: Number(r.time_type) === 1 ? Number(r.end_time) : null,
  limit_time: Number(r.limit_time),
  score: Number(r.score),
  pass_score: Number(r.pass_score),
  test_num: Number(r.test_num),
  question_num: Number(r.question_num),
  status: Number(r.status),
  creator_id: Number(r.creator_id),
  creator_name: r.creator_name,
  school_id: Number(r.school_id),
  school_name: SCHOOL_NAME,
  release_mode: Number(r.release_mode) === 2 ? 2 : 1,
});

/** The exam as its form edits it: settings, target classes and the paper. */
export async function examForEditing(db: Kysely<Database>, row: Selectable<ExamsTable>, viewer: Viewer) {
  const classes = await db
    .selectFrom('exam_classes')
    .select('class_id')
    .where('exam_id', '=', row.id)
    .execute();
  const actor: ExamActor = { id: String(viewer.id), canDispatch: viewer.canDispatch };
  return {
    ...examRow(row),
    duration: Number(row.limit_time) / 60,
    class_ids: classes.map((c) => Number(c.class_id)).sort((a, b) => a - b),
    sections: JSON.parse(row.sections) as PaperSection[],
    abilities: examAbilities(examStateOfStatus(Number(row.status)), lifecycleOf(row), actor),
  };
}
