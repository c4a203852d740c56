import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { dutiesOf } from '../classes/index';
import type { Viewer } from '../http/viewer';
import { notFound } from '../shared/errors';
import type { Database } from '../store/schema';
import { GROUP_NOT_FOUND, POST_NOT_FOUND } from './groupDecider';

/** group_type of a general circle (the forum's, open to anyone signed in); 2 is a class's circle. */
export const GENERAL_CIRCLE = 1;

/** A viewer's tie to one class: the class's circle, whether the class hides it, whether the viewer belongs. */
export interface ClassTie {
  groupId: number;
  /** group_hidden 2: the class has its circle off. */
  hidden: boolean;
}

/**
 * THE rule of who sees a circle (and so its members, boards, posts, comments, likes and collects):
 * a general circle is open to anyone signed in; a class circle only to the students in class
 * (status 1) and the staff of a class whose circle it is, while the class shows it. `ties` are the
 * viewer's classes.
 */
export function mayViewCircle(circle: { id: number; groupType: number }, ties: readonly ClassTie[]): boolean {
  if (circle.groupType === GENERAL_CIRCLE) return true;
  return ties.some((t) => t.groupId === circle.id && !t.hidden);
}

/** What one viewer may see, read once per call: every community query and command asks it. */
export interface CircleScope {
  /** The class circles the viewer may see. */
  classCircles: ReadonlySet<number>;
  sees(circle: { id: number; groupType: number }): boolean;
}

export const scopeOf = (ties: readonly ClassTie[]): CircleScope => {
  const classCircles = new Set(
    ties.filter((t) => mayViewCircle({ id: t.groupId, groupType: 2 }, ties)).map((t) => t.groupId),
  );
  return { classCircles, sees: (circle) => mayViewCircle(circle, ties) };
};

/** The viewer's class ties: the classes a student sits in (status 1), or a staff member serves. */
async function classTies(db: Kysely<Database>, viewer: Viewer): Promise<ClassTie[]> {
  const rows =
    viewer.role === 'student'
      ? await db
          .selectFrom('classes as c')
          .innerJoin('class_students as s', 's.class_id', 'c.id')
          .select(['c.group_id', 'c.group_hidden'])
          .where('s.uid', '=', viewer.id)
          .where('s.status', '=', 1)
          .execute()
      : dutiesOf(viewer).length === 0
        ? []
        : await db
            .selectFrom('classes as c')
            .innerJoin('class_staff as s', 's.class_id', 'c.id')
            .select(['c.group_id', 'c.group_hidden'])
            .where('s.user_id', '=', viewer.id)
            .where('s.duty', 'in', dutiesOf(viewer))
            .execute();
  return rows.map((r) => ({ groupId: Number(r.group_id), hidden: Number(r.group_hidden) === 2 }));
}

export async function circleScope(db: Kysely<Database>, viewer: Viewer): Promise<CircleScope> {
  return scopeOf(await classTies(db, viewer));
}

/**
 * A list's filter: rows whose circle (`g`, the joined community_group) the scope sees. Every list
 * that could hold a class circle's rows applies it.
 */
export const seenCircles =
  (scope: CircleScope) =>
  (eb: ExpressionBuilder<{ g: Database['community_group'] }, 'g'>): Expression<SqlBool> =>
    scope.classCircles.size === 0
      ? eb('g.group_type', '=', GENERAL_CIRCLE)
      : eb.or([eb('g.group_type', '=', GENERAL_CIRCLE), eb('g.id', 'in', [...scope.classCircles])]);

/** A circle the viewer may see, or 404 圈子不存在: a class circle is not revealed to outsiders. */
export async function visibleCircle(db: Kysely<Database>, viewer: Viewer, groupId: number) {
  const row = await db
    .selectFrom('community_group')
    .select(['id', 'group_type', 'plate_switch'])
    .where('id', '=', groupId)
    .executeTakeFirst();
  if (!row) throw notFound(GROUP_NOT_FOUND);
  const circle = { id: Number(row.id), groupType: Number(row.group_type) };
  if (!(await circleScope(db, viewer)).sees(circle)) throw notFound(GROUP_NOT_FOUND);
  return { ...circle, plateSwitch: Number(row.plate_switch) };
}

/** The post's circle must be one the viewer may see, else the post is 404 帖子不存在. */
export async function requirePostCircle(db: Kysely<Database>, viewer: Viewer, groupId: number) {
  const row = await db
    .selectFrom('community_group')
    .select(['id', 'group_type'])
    .where('id', '=', groupId)
    .executeTakeFirst();
  const seen =
    row !== undefined &&
    (await circleScope(db, viewer)).sees({ id: Number(row.id), groupType: Number(row.group_type) });
  if (!seen) throw notFound(POST_NOT_FOUND);
}
