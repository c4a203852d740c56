import { CLASS_STATUS, CLASS_VALID_TYPE } from '@school/machines';
import { type Kysely, sql } from 'kysely';
import type { Viewer } from '../http/viewer';
import { notFound } from '../shared/errors';
import { containsText, type PageRequest, pageWithTotal } from '../store/listQueries';
import type { Database } from '../store/schema';
import { CLASS_NOT_FOUND, viewerClassIds } from './access';

/**
 * ClassesStatus (machines' CLASS_STATUS): 1 in progress, 2 ended (a dated validity that has passed).
 * Derived from validity and the time of the request, so it needs no event when a date passes.
 */
export const CLASS_STATUS_NAMES: Record<number, string> = {
  [CLASS_STATUS.inProgress]: '进行中',
  [CLASS_STATUS.ended]: '已结束',
};

/** The school's switches for the class list's grade and classification columns (1 shown, 2 hidden). */
export const CLASS_COLUMN_SWITCHES = { is_show_grade: 1, is_show_classify: 1 } as const;

export interface ClassFilters {
  name?: string | undefined;
  grade_id?: number | undefined;
  course_classify_id?: number | undefined;
  is_processing?: number | undefined;
  created_at_start?: number | undefined;
  created_at_end?: number | undefined;
  large_class_id?: number | undefined;
  only_manager?: number | undefined;
}

const statusSql = (now: number) =>
  sql<number>`case when c.valid_type = ${sql.lit(CLASS_VALID_TYPE.dated)} and c.valid_time < ${now}
    then ${sql.lit(CLASS_STATUS.ended)} else ${sql.lit(CLASS_STATUS.inProgress)} end`;

function classRows(db: Kysely<Database>, ids: number[], now: number) {
  return db
    .selectFrom('classes as c')
    .leftJoin('grades as g', 'g.id', 'c.grade_id')
    .leftJoin('classifies as k', 'k.id', 'c.classify_id')
    .leftJoin('large_classes as l', 'l.id', 'c.large_class_id')
    .where('c.id', 'in', ids.length > 0 ? ids : [0])
    .select((eb) => [
      'c.id',
      'c.name',
      'c.grade_id',
      eb.fn.coalesce('g.name', sql<string>`''`).as('grade_name'),
      'c.classify_id as course_classify_id',
      eb.fn.coalesce('k.name', sql<string>`''`).as('classify_name'),
      'c.large_class_id',
      eb.fn.coalesce('l.name', sql<string>`''`).as('large_class_name'),
      'c.valid_type',
      'c.valid_time',
      'c.schedule_image',
      'c.cover_image',
      'c.group_id',
      'c.group_hidden',
      'c.created_at',
      statusSql(now).as('is_processing'),
    ]);
}

type ClassRow = Awaited<ReturnType<ReturnType<typeof classRows>['execute']>>[number];

/** Staff, student and course counts of some classes, and whether the viewer heads each. */
async function classExtras(db: Kysely<Database>, viewer: Viewer, rows: ClassRow[]) {
  const ids = rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const [staff, students, courses] = await Promise.all([
    db
      .selectFrom('class_staff as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.class_id', 's.user_id', 's.duty', 'u.real_name', 'u.avatar'])
      .where('s.class_id', 'in', ids)
      .orderBy('s.user_id')
      .execute(),
    db
      .selectFrom('class_students')
      .select((eb) => ['class_id', eb.fn.countAll<number>().as('n')])
      .where('class_id', 'in', ids)
      .where('status', '=', 1)
      .groupBy('class_id')
      .execute(),
    db
      .selectFrom('class_courses')
      .select((eb) => ['class_id', eb.fn.countAll<number>().as('n')])
      .where('class_id', 'in', ids)
      .groupBy('class_id')
      .execute(),
  ]);
  const count = (list: { class_id: number; n: number | string }[], id: number) =>
    Number(list.find((r) => Number(r.class_id) === id)?.n ?? 0);
  return rows.map((row) => {
    const id = Number(row.id);
    const of = (duty: string) =>
      staff
        .filter((s) => Number(s.class_id) === id && s.duty === duty)
        .map((s) => ({ id: Number(s.user_id), real_name: s.real_name, avatar: s.avatar }));
    const heads = of('head_teacher');
    const teachers = of('teacher');
    const assistants = of('assistant');
    return {
      id,
      name: row.name,
      grade_id: Number(row.grade_id),
      grade_name: row.grade_name,
      course_classify_id: Number(row.course_classify_id),
      classify_name: row.classify_name,
      students_count: count(students, id),
      courses_count: count(courses, id),
      is_processing: Number(row.is_processing),
      status_name: CLASS_STATUS_NAMES[Number(row.is_processing)] ?? '',
      large_class_id: Number(row.large_class_id),
      large_class_name: row.large_class_name,
      valid_type: Number(row.valid_type),
      valid_time: row.valid_time === null ? null : Number(row.valid_time),
      schedule_image: row.schedule_image,
      cover_image: row.cover_image,
      created_at: Number(row.created_at),
      group_id: Number(row.group_id),
      group_hidden: Number(row.group_hidden),
      head_teacher_name: heads.map((h) => h.real_name).join('、'),
      classTeacher: assistants.map((a) => a.real_name).join('、'),
      is_header_teacher: heads.some((h) => h.id === viewer.id) ? 1 : 0,
      head_teachers: heads,
      teachers,
    };
  });
}

export async function listClasses(
  db: Kysely<Database>,
  viewer: Viewer,
  filters: ClassFilters,
  page: PageRequest,
  now: number,
) {
  const managed = viewer.role === 'teacher' && filters.only_manager === 1;
  const mine = await viewerClassIds(db, viewer, managed);
  let query = db.selectFrom('classes as c').where('c.id', 'in', mine.length > 0 ? mine : [0]);
  if (filters.name) query = query.where(containsText('c.name', filters.name));
  if (filters.grade_id) query = query.where('c.grade_id', '=', filters.grade_id);
  if (filters.course_classify_id) query = query.where('c.classify_id', '=', filters.course_classify_id);
  if (filters.large_class_id) query = query.where('c.large_class_id', '=', filters.large_class_id);
  if (filters.created_at_start) query = query.where('c.created_at', '>=', filters.created_at_start);
  if (filters.created_at_end) query = query.where('c.created_at', '<=', filters.created_at_end);
  if (filters.is_processing) query = query.where(statusSql(now), '=', filters.is_processing);
  const { rows, total } = await pageWithTotal(query, page, (q) => q.select('c.id').orderBy('c.id', 'desc'));
  const ids = rows.map((r) => Number(r.id));
  const full = await classRows(db, ids, now).orderBy('c.id', 'desc').execute();
  return { list: await classExtras(db, viewer, full), total };
}

export async function classDetail(db: Kysely<Database>, viewer: Viewer, classId: number, now: number) {
  const rows = await classRows(db, [classId], now).execute();
  const [detail] = await classExtras(db, viewer, rows);
  if (!detail) throw notFound(CLASS_NOT_FOUND);
  return detail;
}

/** The large classes the viewer's classes belong to (the list's large-class filter). */
export async function largeClasses(db: Kysely<Database>, viewer: Viewer) {
  const mine = await viewerClassIds(db, viewer);
  return db
    .selectFrom('large_classes as l')
    .select(['l.id', 'l.name'])
    .where(
      'l.id',
      'in',
      db
        .selectFrom('classes')
        .select('large_class_id')
        .where('id', 'in', mine.length > 0 ? mine : [0]),
    )
    .orderBy('l.id')
    .execute();
}
