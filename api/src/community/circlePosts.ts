import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Viewer } from '../http/viewer';
import type { Database } from '../store/schema';
import { GENERAL_CIRCLE, visibleCircle } from './circleAccess';
import { POST_COLUMNS, postCard } from './postCards';

/** Post order of the circle pages: 1 newest first, 2 hottest (likes and comments) first; pinned first in both. */
export const POST_ORDER = { new: 1, hot: 2 } as const;

export interface CirclePostFilters {
  page: number;
  limit: number;
  /** One circle; without it the posts of every general circle (the forum home). */
  group_id?: number | undefined;
  plate_id?: number | undefined;
  order?: number | undefined;
}

/**
 * Posts of a circle (CommunityGroupShow) or of all general circles (CommunityGroup), as post cards
 * (author, board and circle names). One class circle answers only to its class (circleAccess.ts); the
 * forum home's feed holds general circles only.
 */
export async function circlePosts(db: Kysely<Database>, viewer: Viewer, q: CirclePostFilters) {
  if (q.group_id !== undefined) await visibleCircle(db, viewer, q.group_id);
  let base = db
    .selectFrom('community_post as p')
    .innerJoin('community_group as g', 'g.id', 'p.group_id')
    .where('p.deleted', '=', 0);
  base =
    q.group_id !== undefined
      ? base.where('p.group_id', '=', q.group_id)
      : base.where('g.group_type', '=', GENERAL_CIRCLE);
  if (q.plate_id !== undefined) base = base.where('p.plate_id', '=', q.plate_id);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  let query = base
    .innerJoin('users as u', 'u.id', 'p.uid')
    .leftJoin('community_plate as pl', 'pl.id', 'p.plate_id')
    .select(POST_COLUMNS)
    .orderBy('p.is_top', 'asc');
  if (q.order === POST_ORDER.hot) query = query.orderBy(sql`p.like_num + p.comment_num`, 'desc');
  const rows = await query
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return {
    list: rows.map(postCard),
    total: Number(count),
  };
}
