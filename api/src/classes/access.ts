import { COMMON_MESSAGES } from '@school/machines';
import type { Kysely } from 'kysely';
import type { Viewer } from '../http/viewer';
import { notFound } from '../shared/errors';
import type { Database } from '../store/schema';

export const CLASS_NOT_FOUND = COMMON_MESSAGES.classNotFound;
export const STUDENT_NOT_FOUND = COMMON_MESSAGES.studentNotFound;

/** The duties through which a role reaches a class: teachers teach or head it, assistants serve in it. */
export const dutiesOf = (viewer: Viewer): ('head_teacher' | 'teacher' | 'assistant')[] =>
  viewer.role === 'teacher' ? ['head_teacher', 'teacher'] : viewer.role === 'assistant' ? ['assistant'] : [];

/** The classes the viewer may see (any of their role's duties); `managed` keeps only those they head. */
export async function viewerClassIds(
  db: Kysely<Database>,
  viewer: Viewer,
  managed = false,
): Promise<number[]> {
  const duties = managed ? (['head_teacher'] as const) : dutiesOf(viewer);
  if (duties.length === 0) return [];
  const rows = await db
    .selectFrom('class_staff')
    .select('class_id')
    .distinct()
    .where('user_id', '=', viewer.id)
    .where('duty', 'in', duties)
    .execute();
  return rows.map((r) => Number(r.class_id));
}

/** A class of the viewer's, or 404: someone else's class is not revealed to exist. */
export async function ownClass(db: Kysely<Database>, viewer: Viewer, classId: number): Promise<number> {
  const row = await db
    .selectFrom('class_staff')
    .select('class_id')
    .where('class_id', '=', classId)
    .where('user_id', '=', viewer.id)
    .where('duty', 'in', dutiesOf(viewer).length > 0 ? dutiesOf(viewer) : ['none' as never])
    .executeTakeFirst();
  if (!row) throw notFound(CLASS_NOT_FOUND);
  return classId;
}

/**
 * The viewer's classes the student sits in (one given by `classId`, or all of them), or 404 when the
 * student sits in none of the viewer's classes.
 */
export async function studentClasses(
  db: Kysely<Database>,
  viewer: Viewer,
  uid: number,
  classId?: number,
): Promise<number[]> {
  const mine = await viewerClassIds(db, viewer);
  const wanted = classId === undefined ? mine : mine.filter((c) => c === classId);
  if (wanted.length === 0) throw notFound(STUDENT_NOT_FOUND);
  const rows = await db
    .selectFrom('class_students')
    .select('class_id')
    .where('uid', '=', uid)
    .where('class_id', 'in', wanted)
    .orderBy('class_id')
    .execute();
  if (rows.length === 0) throw notFound(STUDENT_NOT_FOUND);
  return rows.map((r) => Number(r.class_id));
}

/** Whether the viewer heads the class (publishing announcements and holding meetings need it, spec section 6). */
export async function headsClass(db: Kysely<Database>, viewer: Viewer, classId: number): Promise<boolean> {
  if (viewer.role !== 'teacher') return false;
  const row = await db
    .selectFrom('class_staff')
    .select('class_id')
    .where('class_id', '=', classId)
    .where('user_id', '=', viewer.id)
    .where('duty', '=', 'head_teacher')
    .executeTakeFirst();
  return row !== undefined;
}
