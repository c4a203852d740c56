import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';

/**
 * A post as every post list reads it (spec section 3's post entity): the columns, the joins and the
 * shape, so the circle lists, my posts, collections, recommendations and the post itself agree.
 */

/** A post's stored resources (JSON of `{type, resource_url}`), each numbered by its place from 1. */
export const postResources = (json: string) =>
  (JSON.parse(json) as { type: number; resource_url: string }[]).map((res, i) => ({
    id: i + 1,
    type: Number(res.type),
    resource_url: res.resource_url,
  }));

export const POST_COLUMNS = [
  'p.id',
  'p.title',
  'p.content',
  'p.group_id',
  'g.name as group_name',
  'p.plate_id',
  'pl.name as plate_name',
  'p.uid',
  'p.user_type',
  'u.nickname',
  'u.real_name',
  'u.avatar',
  'p.resource_type',
  'p.resources',
  'p.is_top',
  'p.is_fine',
  'p.like_num',
  'p.comment_num',
  'p.created_at',
] as const;

export interface PostRow {
  id: number;
  title: string;
  content: string;
  group_id: number;
  group_name: string;
  plate_id: number;
  plate_name: string | null;
  uid: number;
  user_type: number;
  nickname: string | null;
  real_name: string | null;
  avatar: string | null;
  resource_type: number;
  resources: string;
  is_top: number;
  is_fine: number;
  like_num: number;
  comment_num: number;
  created_at: number;
}

/** The name shown for an author: a staff member's real name, else the nickname. */
export const shownName = (u: { real_name: string | null; nickname: string | null }) =>
  u.real_name ? u.real_name : (u.nickname ?? '');

/** Posts with their circle, board and author, as every post list reads them. */
export const postsBase = (db: Kysely<Database>) =>
  db
    .selectFrom('community_post as p')
    .innerJoin('community_group as g', 'g.id', 'p.group_id')
    .leftJoin('community_plate as pl', 'pl.id', 'p.plate_id')
    .leftJoin('users as u', 'u.id', 'p.uid');

/** A post as the spec's post entity: main (title, content), user, resources (id, type, resource_url). */
export const postCard = (r: PostRow) => ({
  id: Number(r.id),
  main: { title: r.title, content: r.content },
  content: r.content,
  user: { id: Number(r.uid), name: shownName(r), avatar: r.avatar ?? '' },
  user_type: Number(r.user_type),
  created_at: Number(r.created_at),
  is_top: Number(r.is_top),
  is_fine: Number(r.is_fine),
  plate: Number(r.plate_id),
  plate_name: r.plate_name ?? '',
  group_id: Number(r.group_id),
  group_name: r.group_name,
  resource_type: Number(r.resource_type),
  resources: postResources(r.resources),
  like_num: Number(r.like_num),
  comment_num: Number(r.comment_num),
});
