import type { Kysely } from 'kysely';
import { containsText, pageWithTotal } from '../store/listQueries';
import type { Database } from '../store/schema';
import { viewerClassIds } from './courseClasses';

export interface CourseFilters {
  title?: string | undefined;
  parent_id?: number | undefined;
  course_id?: number | undefined;
  page: number;
  limit: number;
}

/**
 * Courses a staff member can publish homework for (spec: hw/courses/choose, lector/teacher/myCourse):
 * top-level courses that one of their classes takes (itself or through a child course), or, with
 * `parent_id`, that course's child courses. Each lists the viewer's classes that take it.
 */
export async function listPublishableCourses(db: Kysely<Database>, viewerId: number, filters: CourseFilters) {
  const classIds = await viewerClassIds(db, viewerId);
  const taken = classIds.length
    ? await db
        .selectFrom('class_courses as cc')
        .innerJoin('courses as c', 'c.id', 'cc.course_id')
        .innerJoin('classes as k', 'k.id', 'cc.class_id')
        .select(['cc.class_id', 'k.name as class_name', 'c.id', 'c.parent_id'])
        .where('cc.class_id', 'in', classIds)
        .orderBy('cc.class_id')
        .execute()
    : [];
  /** course id → the viewer's classes taking it (a parent also collects its children's classes). */
  const classesOf = new Map<number, Map<number, string>>();
  const add = (courseId: number, classId: number, name: string) =>
    classesOf.set(courseId, (classesOf.get(courseId) ?? new Map()).set(classId, name));
  for (const row of taken) {
    add(Number(row.id), Number(row.class_id), row.class_name);
    if (row.parent_id !== null) add(Number(row.parent_id), Number(row.class_id), row.class_name);
  }
  let query = db.selectFrom('courses');
  if (filters.course_id) query = query.where('id', '=', filters.course_id);
  else if (filters.parent_id) query = query.where('parent_id', '=', filters.parent_id);
  else query = query.where('parent_id', 'is', null);
  if (!filters.parent_id) {
    const visible = [...classesOf.keys()];
    query = query.where('id', 'in', visible.length ? visible : [-1]);
  }
  const title = filters.title?.trim();
  if (title) {
    query = query.where(containsText('title', title));
  }
  const { rows, total } = await pageWithTotal(query, filters, (q) =>
    q.select(['id', 'title', 'course_type', 'parent_id']).orderBy('id'),
  );
  const list = rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    course_type: Number(r.course_type),
    parent_id: r.parent_id === null ? 0 : Number(r.parent_id),
    classes: [...(classesOf.get(Number(r.id)) ?? new Map<number, string>())].map(([id, name]) => ({
      id,
      name,
    })),
  }));
  return { list, total };
}

/** Periods of a course, in order (spec: hw/choose/periods/{courseId}). */
export async function listPeriods(db: Kysely<Database>, courseId: number) {
  const rows = await db
    .selectFrom('course_periods')
    .select(['id', 'title', 'sort', 'course_id', 'start_play', 'end_play'])
    .where('course_id', '=', courseId)
    .orderBy('sort')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    sort: Number(r.sort),
    course_id: Number(r.course_id),
    start_play: Number(r.start_play),
    end_play: Number(r.end_play),
  }));
}
