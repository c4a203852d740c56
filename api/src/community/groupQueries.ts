import { COMMUNITY_IDENTITY, isUserAddOf, membershipAbilities, membershipStateOf } from '@school/machines';
import type { Kysely } from 'kysely';
import type { Viewer } from '../http/viewer';
import { notFound } from '../shared/errors';
import type { Database } from '../store/schema';
import { circleScope, GENERAL_CIRCLE, seenCircles, visibleCircle } from './circleAccess';
import { GROUP_NOT_FOUND } from './groupDecider';

export { GENERAL_CIRCLE };

/** The identity number of a viewer (teacher 2, assistant 3, student 4). */
export const identityOf = (viewer: Viewer): number =>
  viewer.role === 'teacher'
    ? COMMUNITY_IDENTITY.teacher
    : viewer.role === 'assistant'
      ? COMMUNITY_IDENTITY.assistant
      : COMMUNITY_IDENTITY.student;

const GROUP_COLUMNS = [
  'g.id',
  'g.name',
  'g.image',
  'g.introduction',
  'g.announcement',
  'g.group_type',
  'g.school_id',
  'g.plate_switch',
  'g.post_num',
  'g.user_num',
] as const;

type GroupRow = {
  id: number;
  name: string;
  image: string;
  introduction: string;
  announcement: string;
  group_type: number;
  school_id: number;
  plate_switch: number;
  post_num: number;
  user_num: number;
  left: number | null;
};

const shape = (row: GroupRow) => {
  const state = membershipStateOf(row.left === null ? undefined : { left: Number(row.left) === 1 });
  return {
    id: Number(row.id),
    name: row.name,
    image: row.image,
    introduction: row.introduction,
    announcement: row.announcement,
    group_type: Number(row.group_type),
    school_id: Number(row.school_id),
    is_open_like_plate: Number(row.group_type) === 1 ? Number(row.plate_switch) : 2,
    is_open_class_plate: Number(row.group_type) === 2 ? Number(row.plate_switch) : 2,
    post_num: Number(row.post_num),
    user_num: Number(row.user_num),
    is_user_add: isUserAddOf(state),
    abilities: membershipAbilities(state),
  };
};

const withMembership = (db: Kysely<Database>, uid: number) =>
  db
    .selectFrom('community_group as g')
    .leftJoin('community_member as m', (j) => j.onRef('m.group_id', '=', 'g.id').on('m.uid', '=', uid))
    .select([...GROUP_COLUMNS, 'm.left']);

/** The general circles (the forum home), newest first, or hottest (most members) first with `hot`. */
export async function listGroups(
  db: Kysely<Database>,
  viewer: Viewer,
  q: { page: number; limit: number; hot?: number | undefined },
) {
  const { count } = await db
    .selectFrom('community_group')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('group_type', '=', GENERAL_CIRCLE)
    .executeTakeFirstOrThrow();
  let query = withMembership(db, viewer.id).where('g.group_type', '=', GENERAL_CIRCLE);
  query =
    q.hot === 1 ? query.orderBy('g.user_num', 'desc').orderBy('g.id', 'asc') : query.orderBy('g.id', 'desc');
  const rows = await query
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { list: rows.map((r) => shape(r as GroupRow)), total: Number(count) };
}

/** The circles the viewer is a member of, among those the viewer may see (circleAccess.ts). */
export async function myGroups(
  db: Kysely<Database>,
  viewer: Viewer,
  q: { page: number; limit: number; group_type?: number | undefined; school_id?: number | undefined },
) {
  let query = withMembership(db, viewer.id)
    .where('m.left', '=', 0)
    .where(seenCircles(await circleScope(db, viewer)));
  if (q.group_type !== undefined) query = query.where('g.group_type', '=', q.group_type);
  if (q.school_id !== undefined) query = query.where('g.school_id', '=', q.school_id);
  const all = await query.orderBy('m.joined_at', 'desc').orderBy('g.id', 'desc').execute();
  const page = all.slice((q.page - 1) * q.limit, q.page * q.limit);
  return { list: page.map((r) => shape(r as GroupRow)), total: all.length };
}

export async function groupDetail(db: Kysely<Database>, viewer: Viewer, groupId: number) {
  await visibleCircle(db, viewer, groupId);
  const row = await withMembership(db, viewer.id).where('g.id', '=', groupId).executeTakeFirst();
  if (!row) throw notFound(GROUP_NOT_FOUND);
  return shape(row as GroupRow);
}

/** A circle's current members, earliest first (a circle the viewer may see). */
export async function groupUsers(
  db: Kysely<Database>,
  viewer: Viewer,
  groupId: number,
  q: { page: number; limit: number },
) {
  await visibleCircle(db, viewer, groupId);
  const base = db
    .selectFrom('community_member as m')
    .where('m.group_id', '=', groupId)
    .where('m.left', '=', 0);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('users as u', 'u.id', 'm.uid')
    .select(['u.id', 'u.nickname', 'u.avatar', 'm.user_type', 'm.joined_at'])
    .orderBy('m.joined_at', 'asc')
    .orderBy('u.id', 'asc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      nickname: r.nickname,
      avatar: r.avatar,
      user_type: Number(r.user_type),
      join_time: Number(r.joined_at),
    })),
    total: Number(count),
  };
}
