import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';

/**
 * Which classes a homework of a course is for. Staff see only their own classes (class_staff, any
 * duty). A course's classes are the viewer's classes that take the course or one of its child
 * courses; the publish scope picks among them: 1 all of them, 2 those taking a chosen child course,
 * 3 those taking the course itself.
 */

export interface CourseTree {
  id: number;
  title: string;
  parentId: number | null;
  childIds: number[];
}

export async function viewerClassIds(db: Kysely<Database>, viewerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('class_staff')
    .select('class_id')
    .distinct()
    .where('user_id', '=', viewerId)
    .execute();
  return rows.map((r) => Number(r.class_id));
}

export async function findCourseTree(
  db: Kysely<Database>,
  courseId: number,
): Promise<CourseTree | undefined> {
  const course = await db
    .selectFrom('courses')
    .select(['id', 'title', 'parent_id'])
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course) return undefined;
  const children = await db
    .selectFrom('courses')
    .select('id')
    .where('parent_id', '=', courseId)
    .orderBy('id')
    .execute();
  return {
    id: Number(course.id),
    title: course.title,
    parentId: course.parent_id === null ? null : Number(course.parent_id),
    childIds: children.map((c) => Number(c.id)),
  };
}

/** The viewer's classes that take the course or one of its child courses, with the courses each takes. */
export async function courseClasses(
  db: Kysely<Database>,
  viewerId: number,
  tree: CourseTree,
): Promise<Map<number, Set<number>>> {
  const mine = await viewerClassIds(db, viewerId);
  const byClass = new Map<number, Set<number>>();
  if (mine.length === 0) return byClass;
  const rows = await db
    .selectFrom('class_courses')
    .select(['class_id', 'course_id'])
    .where('course_id', 'in', [tree.id, ...tree.childIds])
    .where('class_id', 'in', mine)
    .orderBy('class_id')
    .execute();
  for (const row of rows) {
    const classId = Number(row.class_id);
    byClass.set(classId, (byClass.get(classId) ?? new Set()).add(Number(row.course_id)));
  }
  return byClass;
}

/** The classes a publish scope reaches among a course's classes. */
export function scopeClasses(
  classes: Map<number, Set<number>>,
  tree: CourseTree,
  scope: number,
  childIds: readonly number[],
): number[] {
  const reached: number[] = [];
  for (const [classId, courses] of classes) {
    const takes =
      scope === 2 ? childIds.some((id) => courses.has(id)) : scope === 3 ? courses.has(tree.id) : true;
    if (takes) reached.push(classId);
  }
  return reached;
}

/** Students of the given classes, class by class. */
export async function studentsOf(
  db: Kysely<Database>,
  classIds: readonly number[],
): Promise<{ classId: number; uid: number }[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .selectFrom('class_students')
    .select(['class_id', 'uid'])
    .where('class_id', 'in', classIds)
    .where('status', '=', 1)
    .orderBy('class_id')
    .orderBy('uid')
    .execute();
  return rows.map((r) => ({ classId: Number(r.class_id), uid: Number(r.uid) }));
}
