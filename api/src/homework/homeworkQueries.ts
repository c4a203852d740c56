import type { HomeworkAbilities } from '@school/machines';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Viewer } from '../http/viewer';
import { compiledStatement, type Slots } from '../store/compiledStatements';
import { containsPattern, containsText, matchesPattern, pageWithTotal } from '../store/listQueries';
import type { Database } from '../store/schema';
import { viewerClassIds } from './courseClasses';
import type { QuestionSnapshot } from './homework';
import { abilitiesFrom } from './homeworkAbilities';

const inList = (ids: readonly number[]): number[] => (ids.length > 0 ? [...ids] : [-1]);

export interface HomeworkFilters {
  /** One homework only (the row a change answers with); not a filter of the REST list. */
  id?: number | undefined;
  publish_time_start?: number | undefined;
  publish_time_end?: number | undefined;
  ending_time_start?: number | undefined;
  ending_time_end?: number | undefined;
  course_title?: string | undefined;
  name?: string | undefined;
  type?: number | undefined;
  periods_title?: string | undefined;
  publish_name?: string | undefined;
  show_other?: number | undefined;
  course_basis_id?: number | undefined;
  sort_field?: string | undefined;
  sort?: 'asc' | 'desc' | undefined;
  page: number;
  limit: number;
}

/** A row of the homework list (spec: homework list row), counted over the viewer's classes. */
export interface HomeworkRow {
  id: number;
  name: string;
  course_basis_id: number;
  course_title: string;
  periods_title: string;
  not_revised_homework_count: number;
  graded_homework_count: number;
  submitted_homework_count: number;
  homework_count: number;
  ending_time: number;
  publish_time: number;
  class_name: string;
  class_count: number;
  published_class_count: number;
  publish_type: number;
  type: number;
  arrange_type: number | null;
  is_set_score: number;
  creator_type: number;
  /** The publisher's name under their role: teacher_name when a teacher published, else assistant_name; the other is absent. */
  teacher_name?: string;
  assistant_name?: string;
  is_owner: number;
  status: number;
  /** What the viewer may do with it now, computed by the lifecycle machine. */
  abilities: HomeworkAbilities;
}

type HomeworkQuery = SelectQueryBuilder<Database, 'homework', object>;

/** The viewer's classes (class_staff, any duty), as a subquery: each statement reads them where it needs them. */
const viewerClasses = (db: Kysely<Database>, viewerId: number) =>
  db.selectFrom('class_staff').select('class_staff.class_id').where('class_staff.user_id', '=', viewerId);

/**
 * The homework a viewer sees: published to one of their classes, or their own. A teacher sees, by
 * default, only homework of courses they teach or of their child courses (and their own): `taughtOnly`;
 * `show_other=1` adds the rest.
 */
function visibleHomework(db: Kysely<Database>, viewerId: number, taughtOnly: boolean): HomeworkQuery {
  let query: HomeworkQuery = db
    .selectFrom('homework')
    .where((eb) =>
      eb.or([
        eb('homework.creator_id', '=', viewerId),
        eb.exists(
          eb
            .selectFrom('homework_classes as hc')
            .select('hc.hw_id')
            .whereRef('hc.hw_id', '=', 'homework.id')
            .where('hc.is_published', '=', 1)
            .where('hc.class_id', 'in', viewerClasses(db, viewerId)),
        ),
      ]),
    );
  if (taughtOnly) {
    const taught = db.selectFrom('course_teachers').select('course_id').where('teacher_id', '=', viewerId);
    query = query.where((eb) =>
      eb.or([
        eb('homework.creator_id', '=', viewerId),
        eb('homework.course_basis_id', 'in', taught),
        eb(
          'homework.course_basis_id',
          'in',
          db.selectFrom('courses').select('id').where('parent_id', 'in', taught),
        ),
      ]),
    );
  }
  return query;
}

/** The list's values: the viewer and the filters given (text filters as LIKE patterns). */
interface FilterValues extends Record<string, unknown> {
  viewerId: number;
  publishTimeStart: number | undefined;
  publishTimeEnd: number | undefined;
  endingTimeStart: number | undefined;
  endingTimeEnd: number | undefined;
  courseTitle: string | undefined;
  name: string | undefined;
  type: number | undefined;
  periodsTitle: string | undefined;
  publisher: string | undefined;
  courseBasisId: number | undefined;
  id: number | undefined;
}

function filteredHomework(db: Kysely<Database>, taughtOnly: boolean, v: Slots<FilterValues>): HomeworkQuery {
  let query = visibleHomework(db, v.viewerId, taughtOnly);
  if (v.publishTimeStart !== undefined) query = query.where('publish_time', '>=', v.publishTimeStart);
  if (v.publishTimeEnd !== undefined) query = query.where('publish_time', '<=', v.publishTimeEnd);
  if (v.endingTimeStart !== undefined) query = query.where('ending_time', '>=', v.endingTimeStart);
  if (v.endingTimeEnd !== undefined) query = query.where('ending_time', '<=', v.endingTimeEnd);
  if (v.courseTitle !== undefined) query = query.where(matchesPattern('course_title', v.courseTitle));
  if (v.name !== undefined) query = query.where(matchesPattern('name', v.name));
  if (v.type !== undefined) query = query.where('type', '=', v.type);
  if (v.periodsTitle !== undefined) query = query.where(matchesPattern('periods_title', v.periodsTitle));
  if (v.publisher !== undefined) query = query.where(matchesPattern('creator_name', v.publisher));
  if (v.courseBasisId !== undefined) query = query.where('course_basis_id', '=', v.courseBasisId);
  if (v.id !== undefined) query = query.where('homework.id', '=', v.id);
  return query;
}

const listPage = compiledStatement(
  (
    db: Kysely<Database>,
    c: { taughtOnly: boolean; byNotRevised: boolean; direction: 'asc' | 'desc' },
    v: Slots<FilterValues & { limit: number; offset: number }>,
  ) => {
    let page = filteredHomework(db, c.taughtOnly, v).selectAll('homework');
    if (c.byNotRevised)
      page = page.orderBy(
        (eb) =>
          eb
            .selectFrom('homework_report_counts as c')
            .select(sql<number>`coalesce(sum(c.submitted - c.graded), 0)`.as('n'))
            .whereRef('c.hw_id', '=', 'homework.id')
            .where('c.class_id', 'in', viewerClasses(db, v.viewerId)),
        c.direction,
      );
    return page
      .orderBy('homework.publish_time', 'desc')
      .orderBy('homework.id', 'desc')
      .limit(v.limit)
      .offset(v.offset);
  },
);

const listCount = compiledStatement(
  (db: Kysely<Database>, c: { taughtOnly: boolean }, v: Slots<FilterValues>) =>
    filteredHomework(db, c.taughtOnly, v).select((eb) => eb.fn.countAll<number>().as('n')),
);

export async function listHomework(
  db: Kysely<Database>,
  viewer: Viewer,
  filters: HomeworkFilters,
  now: number,
) {
  const taughtOnly = viewer.role === 'teacher' && filters.show_other !== 1;
  const given = (value: number | undefined) => value || undefined;
  const pattern = (value: string | undefined) => {
    const text = value?.trim();
    return text ? containsPattern(text) : undefined;
  };
  const values = {
    viewerId: viewer.id,
    publishTimeStart: given(filters.publish_time_start),
    publishTimeEnd: given(filters.publish_time_end),
    endingTimeStart: given(filters.ending_time_start),
    endingTimeEnd: given(filters.ending_time_end),
    courseTitle: pattern(filters.course_title),
    name: pattern(filters.name),
    type: given(filters.type),
    periodsTitle: pattern(filters.periods_title),
    publisher: pattern(filters.publish_name),
    courseBasisId: given(filters.course_basis_id),
    id: given(filters.id),
  };
  const [rows, count] = await Promise.all([
    listPage(
      db,
      {
        taughtOnly,
        byNotRevised: filters.sort_field === 'not_revised_homework_count',
        direction: filters.sort === 'asc' ? 'asc' : 'desc',
      },
      { ...values, limit: filters.limit, offset: (filters.page - 1) * filters.limit },
    ),
    listCount(db, { taughtOnly }, values),
  ]);
  const total = Number(count[0]?.n ?? 0);
  const ids = rows.map((r) => Number(r.id));
  // The page's classes and counts, one query each for all its rows.
  const classes = await pageClasses(db, ids, viewer.id);
  const counts = await reportCounts(db, ids, viewer.id);
  const names = new Map<number, string[]>();
  for (const c of classes) {
    if (c.mine !== 1 || c.is_published !== 1 || c.name === null) continue;
    names.set(c.hw_id, [...(names.get(c.hw_id) ?? []), c.name]);
  }
  const abilities = abilitiesFrom(viewer, rows, classes, now);
  const list = rows.map((r): HomeworkRow => {
    const count = counts.get(Number(r.id));
    return {
      id: Number(r.id),
      name: r.name,
      course_basis_id: Number(r.course_basis_id),
      course_title: r.course_title,
      periods_title: r.periods_title,
      not_revised_homework_count: count?.not_revised ?? 0,
      graded_homework_count: count?.revised ?? 0,
      submitted_homework_count: count?.submitted ?? 0,
      homework_count: count?.due ?? 0,
      ending_time: Number(r.ending_time),
      publish_time: Number(r.publish_time),
      class_name: (names.get(Number(r.id)) ?? []).join('、'),
      class_count: Number(r.class_count),
      published_class_count: Number(r.published_class_count),
      publish_type: Number(r.publish_type),
      type: Number(r.type),
      arrange_type: r.arrange_type === null ? null : Number(r.arrange_type),
      is_set_score: Number(r.is_set_score),
      creator_type: Number(r.creator_type),
      ...(Number(r.creator_type) === 1
        ? { teacher_name: r.creator_name }
        : { assistant_name: r.creator_name }),
      is_owner: Number(r.creator_id) === viewer.id ? 1 : 0,
      status: Number(r.status),
      abilities: abilities.get(Number(r.id)) as HomeworkAbilities,
    };
  });
  return { list, total };
}

/** One homework's list row as the viewer sees it (what a change to it answers with). */
export async function homeworkRow(db: Kysely<Database>, viewer: Viewer, id: number, now: number) {
  const { list } = await listHomework(db, viewer, { id, show_other: 1, page: 1, limit: 1 }, now);
  return list[0] ?? null;
}

/**
 * Every class of the homework given, in class order: whether it has the homework yet (the lifecycle
 * reads that), its name and whether it is one of the viewer's (the list names those it reached).
 */
async function pageClasses(db: Kysely<Database>, hwIds: number[], viewerId: number) {
  if (hwIds.length === 0) return [];
  const rows = await pageClassRows(db, {}, { hwIds, viewerId });
  return rows.map((r) => ({
    hw_id: Number(r.hw_id),
    class_id: Number(r.class_id),
    is_published: Number(r.is_published),
    name: r.name,
    mine: Number(r.mine),
  }));
}

const pageClassRows = compiledStatement(
  (db: Kysely<Database>, _: object, v: Slots<{ hwIds: number[]; viewerId: number }>) =>
    db
      .selectFrom('homework_classes as hc')
      .leftJoin('classes as c', 'c.id', 'hc.class_id')
      .select((eb) => [
        'hc.hw_id',
        'hc.class_id',
        'hc.is_published',
        'c.name',
        eb.case().when('hc.class_id', 'in', viewerClasses(db, v.viewerId)).then(1).else(0).end().as('mine'),
      ])
      .where('hc.hw_id', 'in', v.hwIds)
      .orderBy('hc.class_id'),
);

/** Reports of each homework given, summed over the viewer's classes from the live per-class counts (submissions domain). */
async function reportCounts(db: Kysely<Database>, hwIds: number[], viewerId: number) {
  const out = new Map<number, { not_revised: number; revised: number; submitted: number; due: number }>();
  if (hwIds.length === 0) return out;
  const rows = await reportCountRows(db, {}, { hwIds, viewerId });
  for (const r of rows)
    out.set(Number(r.hw_id), {
      not_revised: Number(r.not_revised),
      revised: Number(r.revised),
      submitted: Number(r.submitted),
      due: Number(r.due),
    });
  return out;
}

const reportCountRows = compiledStatement(
  (db: Kysely<Database>, _: object, v: Slots<{ hwIds: number[]; viewerId: number }>) =>
    db
      .selectFrom('homework_report_counts as c')
      .select([
        'c.hw_id',
        sql<number>`sum(c.submitted - c.graded)`.as('not_revised'),
        sql<number>`sum(c.graded)`.as('revised'),
        sql<number>`sum(c.submitted)`.as('submitted'),
        sql<number>`sum(c.due)`.as('due'),
      ])
      .where('c.hw_id', 'in', v.hwIds)
      .where('c.class_id', 'in', viewerClasses(db, v.viewerId))
      .groupBy('c.hw_id'),
);

/** The homework row as stored, or undefined; visibility is checked by the caller. */
export const findHomework = (db: Kysely<Database>, id: number) =>
  db.selectFrom('homework').selectAll().where('id', '=', id).executeTakeFirst();

/** Whether the viewer may see a homework: their own, or published to one of their classes. */
export async function maySee(db: Kysely<Database>, viewer: Viewer, hwId: number): Promise<boolean> {
  const query = visibleHomework(db, viewer.id, false);
  return (await query.select('homework.id').where('homework.id', '=', hwId).executeTakeFirst()) !== undefined;
}

/** The homework's classes, and whether each has it yet (spec: hw/class/published). */
export async function homeworkClasses(db: Kysely<Database>, hwId: number) {
  const rows = await db
    .selectFrom('homework_classes as hc')
    .innerJoin('classes as c', 'c.id', 'hc.class_id')
    .select(['c.id', 'c.name', 'hc.is_published', 'hc.published_at', 'hc.results_released_at'])
    .where('hc.hw_id', '=', hwId)
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    is_published: Number(r.is_published),
    published_at: r.published_at === null ? null : Number(r.published_at),
    results_released_at: r.results_released_at === null ? null : Number(r.results_released_at),
  }));
}

/** The homework's own copy of its questions, in order. */
export async function homeworkQuestions(db: Kysely<Database>, hwIds: readonly number[]) {
  const rows = await db
    .selectFrom('homework_questions')
    .select(['hw_id', 'content'])
    .where('hw_id', 'in', inList(hwIds))
    .orderBy('hw_id')
    .orderBy('sort')
    .execute();
  return rows.map((r) => ({ hwId: Number(r.hw_id), question: JSON.parse(r.content) as QuestionSnapshot }));
}

export interface HistoryFilters {
  name?: string | undefined;
  type?: number | undefined;
  course_title?: string | undefined;
  periods_title?: string | undefined;
  publish_time_start?: number | undefined;
  publish_time_end?: number | undefined;
  page: number;
  limit: number;
}

/** The viewer's own earlier homework, newest first, to take questions from (spec: historical homework row). */
export async function listHistory(db: Kysely<Database>, viewer: Viewer, filters: HistoryFilters) {
  let query = db.selectFrom('homework').where('creator_id', '=', viewer.id);
  const text = (value: string | undefined) => value?.trim() || undefined;
  const name = text(filters.name);
  if (name) query = query.where(containsText('name', name));
  if (filters.type) query = query.where('type', '=', filters.type);
  const courseTitle = text(filters.course_title);
  if (courseTitle) query = query.where(containsText('course_title', courseTitle));
  const periodsTitle = text(filters.periods_title);
  if (periodsTitle) query = query.where(containsText('periods_title', periodsTitle));
  if (filters.publish_time_start) query = query.where('publish_time', '>=', filters.publish_time_start);
  if (filters.publish_time_end) query = query.where('publish_time', '<=', filters.publish_time_end);
  const { rows, total } = await pageWithTotal(query, filters, (q) =>
    q.selectAll().orderBy('publish_time', 'desc').orderBy('id', 'desc'),
  );
  const list = rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    hw_type: r.arrange_type === null ? 1 : 2,
    type: Number(r.type),
    periods_title: r.periods_title,
    course_title: r.course_title,
    question_num: Number(r.question_num),
    publish_time: Number(r.publish_time),
  }));
  return { list, total };
}

/** Reports awaiting grading in the viewer's classes (spec: hw/correct/quantity). */
export async function pendingGradingCount(db: Kysely<Database>, viewer: Viewer): Promise<number> {
  const classIds = inList(await viewerClassIds(db, viewer.id));
  const row = await db
    .selectFrom('homework_report_counts as c')
    .innerJoin('homework as h', 'h.id', 'c.hw_id')
    .select(sql<number>`coalesce(sum(c.submitted - c.graded), 0)`.as('n'))
    .where('c.class_id', 'in', classIds)
    .where('h.status', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
