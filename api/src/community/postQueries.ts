import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  deleteAbility,
  type PlatePermissions,
  replyAbility,
} from '@school/machines';
import { type Kysely, sql } from 'kysely';
import type { Viewer } from '../http/viewer';
import { notFound } from '../shared/errors';
import type { Database } from '../store/schema';
import { circleScope, requirePostCircle, seenCircles } from './circleAccess';
import { POST_COLUMNS, postCard, postsBase, shownName } from './postCards';
import { identityName, platePermissions } from './posts';

/**
 * One shown post's facts for a command: its circle, author and board permissions; 404 when gone or
 * in a circle the viewer may not see (circleAccess.ts).
 */
export async function postFacts(db: Kysely<Database>, viewer: Viewer, postId: number) {
  const row = await db
    .selectFrom('community_post as p')
    .leftJoin('community_plate as pl', 'pl.id', 'p.plate_id')
    .select([
      'p.id',
      'p.group_id',
      'p.uid',
      'p.user_type',
      'p.deleted',
      'pl.who_can_post',
      'pl.who_can_reply_post',
      'pl.who_can_reply_comment',
    ])
    .where('p.id', '=', postId)
    .executeTakeFirst();
  if (!row || Number(row.deleted) === 1) throw notFound(COMMUNITY_MESSAGES.postNotFound);
  await requirePostCircle(db, viewer, Number(row.group_id));
  const plate: PlatePermissions =
    row.who_can_post === null
      ? { whoCanPost: [], whoCanReplyPost: [], whoCanReplyComment: [] }
      : platePermissions({
          who_can_post: row.who_can_post,
          who_can_reply_post: row.who_can_reply_post ?? '[]',
          who_can_reply_comment: row.who_can_reply_comment ?? '[]',
        });
  return {
    facts: {
      postId: Number(row.id),
      groupId: Number(row.group_id),
      authorUid: Number(row.uid),
      authorType: Number(row.user_type),
    },
    plate,
  };
}

/** Whether the viewer is a current member of the circle. */
export async function isMember(db: Kysely<Database>, groupId: number, uid: number): Promise<boolean> {
  const row = await db
    .selectFrom('community_member')
    .select('left')
    .where('group_id', '=', groupId)
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row !== undefined && Number(row.left) === 0;
}

/** GET post/{id}: the post, the viewer's like and collect, membership and the post's abilities. */
export async function showPost(db: Kysely<Database>, viewer: Viewer, postId: number) {
  const { plate } = await postFacts(db, viewer, postId);
  const row = await postsBase(db)
    .select(POST_COLUMNS)
    .where('p.id', '=', postId)
    .where('p.deleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound(COMMUNITY_MESSAGES.postNotFound);
  const [member, like, collect] = await Promise.all([
    isMember(db, Number(row.group_id), viewer.id),
    db
      .selectFrom('community_like')
      .select('uid')
      .where('post_id', '=', postId)
      .where('uid', '=', viewer.id)
      .executeTakeFirst(),
    db
      .selectFrom('community_collect')
      .select('id')
      .where('post_id', '=', postId)
      .where('uid', '=', viewer.id)
      .executeTakeFirst(),
  ]);
  const identity = identityName(viewer);
  return {
    ...postCard(row),
    is_like: like ? 1 : 2,
    collect_id: collect ? Number(collect.id) : null,
    is_user_add: member ? 1 : 2,
    can_delete: deleteAbility({ own: Number(row.uid) === viewer.id }),
    can_reply: replyAbility({ identity, member, plate, toComment: false }),
  };
}

/** GET post/recommend: up to 5 other shown posts of the circle (one the caller may see), featured and liked first. */
export async function recommendPosts(
  db: Kysely<Database>,
  q: { group_id: number; limit: number; except?: number | undefined },
) {
  let query = postsBase(db)
    .select(POST_COLUMNS)
    .where('p.group_id', '=', q.group_id)
    .where('p.deleted', '=', 0);
  if (q.except !== undefined) query = query.where('p.id', '!=', q.except);
  const rows = await query
    .orderBy('p.is_fine')
    .orderBy(sql`p.like_num + p.comment_num`, 'desc')
    .orderBy('p.id', 'desc')
    .limit(Math.min(q.limit, COMMUNITY_LIMITS.recommended))
    .execute();
  return rows.map(postCard);
}

/**
 * GET comment: a page of the post's comments (comments on the post, newest first), each with its
 * thread's replies (oldest first) and, for the viewer, whether it may be deleted or answered.
 */
export async function postComments(
  db: Kysely<Database>,
  viewer: Viewer,
  q: { post_id: number; page: number; limit: number },
) {
  const { facts, plate } = await postFacts(db, viewer, q.post_id);
  const member = await isMember(db, facts.groupId, viewer.id);
  const limit = Math.min(q.limit, COMMUNITY_LIMITS.commentPageSize);
  const top = db
    .selectFrom('community_comment')
    .where('post_id', '=', q.post_id)
    .where('reply_id', '=', 0)
    .where('deleted', '=', 0);
  const [{ count }, roots] = await Promise.all([
    top.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    top
      .select('id')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((q.page - 1) * limit)
      .execute(),
  ]);
  const rootIds = roots.map((r) => Number(r.id));
  const rows =
    rootIds.length === 0
      ? []
      : await db
          .selectFrom('community_comment as c')
          .leftJoin('users as u', 'u.id', 'c.uid')
          .leftJoin('users as ru', 'ru.id', 'c.reply_uid')
          .select([
            'c.id',
            'c.uid',
            'c.user_type',
            'c.reply_id',
            'c.root_id',
            'c.content',
            'c.created_at',
            'u.nickname',
            'u.real_name',
            'u.avatar',
            'ru.nickname as reply_nickname',
            'ru.real_name as reply_real_name',
          ])
          .where('c.root_id', 'in', rootIds)
          .where('c.deleted', '=', 0)
          .orderBy('c.id')
          .execute();
  const replyToComment = replyAbility({ identity: identityName(viewer), member, plate, toComment: true });
  const shape = (r: (typeof rows)[number]) => ({
    id: Number(r.id),
    content: r.content,
    user: { id: Number(r.uid), name: shownName(r), avatar: r.avatar ?? '' },
    user_type: Number(r.user_type),
    reply_id: Number(r.reply_id),
    reply_user:
      Number(r.reply_id) === Number(r.root_id)
        ? null
        : { name: shownName({ real_name: r.reply_real_name, nickname: r.reply_nickname }) },
    created_at: Number(r.created_at),
    can_delete: deleteAbility({ own: Number(r.uid) === viewer.id }),
    can_reply: replyToComment,
  });
  const byRoot = new Map<number, ReturnType<typeof shape>[]>();
  const rootRows = new Map<number, ReturnType<typeof shape>>();
  for (const r of rows) {
    if (Number(r.id) === Number(r.root_id)) rootRows.set(Number(r.id), shape(r));
    else byRoot.set(Number(r.root_id), [...(byRoot.get(Number(r.root_id)) ?? []), shape(r)]);
  }
  const list = rootIds.flatMap((id) => {
    const root = rootRows.get(id);
    return root ? [{ ...root, replies: byRoot.get(id) ?? [] }] : [];
  });
  return { list, total: Number(count), limit };
}

/** GET collect: the viewer's collected posts that are still shown, newest collect first. */
export async function myCollections(
  db: Kysely<Database>,
  viewer: Viewer,
  q: { page: number; limit: number },
) {
  const base = db
    .selectFrom('community_collect as c')
    .innerJoin('community_post as p', 'p.id', 'c.post_id')
    .innerJoin('community_group as g', 'g.id', 'p.group_id')
    .where('c.uid', '=', viewer.id)
    .where('p.deleted', '=', 0)
    .where(seenCircles(await circleScope(db, viewer)));
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const ids = await base
    .select(['c.id as collect_id', 'c.post_id', 'c.created_at as collected_at'])
    .orderBy('c.id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  const posts = await cardsOf(
    db,
    ids.map((i) => Number(i.post_id)),
  );
  return {
    list: ids.flatMap((i) => {
      const post = posts.get(Number(i.post_id));
      return post
        ? [{ ...post, collect_id: Number(i.collect_id), collected_at: Number(i.collected_at) }]
        : [];
    }),
    total: Number(count),
  };
}

/** GET post/participated: shown posts the viewer commented on, most recently commented first. */
export async function participatedPosts(
  db: Kysely<Database>,
  viewer: Viewer,
  q: { page: number; limit: number },
) {
  const base = db
    .selectFrom('community_comment as c')
    .innerJoin('community_post as p', 'p.id', 'c.post_id')
    .where('c.uid', '=', viewer.id)
    .innerJoin('community_group as g', 'g.id', 'p.group_id')
    .where('c.deleted', '=', 0)
    .where('p.deleted', '=', 0)
    .where(seenCircles(await circleScope(db, viewer)));
  const { count } = await base
    .select((eb) => eb.fn.count<number>('c.post_id').distinct().as('count'))
    .executeTakeFirstOrThrow();
  const ids = await base
    .select(['c.post_id', (eb) => eb.fn.max('c.id').as('last')])
    .groupBy('c.post_id')
    .orderBy('last', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  const posts = await cardsOf(
    db,
    ids.map((i) => Number(i.post_id)),
  );
  return {
    list: ids.flatMap((i) => posts.get(Number(i.post_id)) ?? []),
    total: Number(count),
  };
}

async function cardsOf(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return new Map<number, ReturnType<typeof postCard>>();
  const rows = await postsBase(db).select(POST_COLUMNS).where('p.id', 'in', ids).execute();
  return new Map(rows.map((r) => [Number(r.id), postCard(r)]));
}

/** GET post/statistics: the viewer's counts for MemberCommunity's tabs (published, participated, collected, circles). */
export async function postStatistics(db: Kysely<Database>, viewer: Viewer) {
  const seen = seenCircles(await circleScope(db, viewer));
  const [posts, participated, collected, groups] = await Promise.all([
    db
      .selectFrom('community_post as p')
      .innerJoin('community_group as g', 'g.id', 'p.group_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('p.uid', '=', viewer.id)
      .where('p.deleted', '=', 0)
      .where(seen)
      .executeTakeFirstOrThrow(),
    participatedPosts(db, viewer, { page: 1, limit: 1 }),
    myCollections(db, viewer, { page: 1, limit: 1 }),
    db
      .selectFrom('community_member as m')
      .innerJoin('community_group as g', 'g.id', 'm.group_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('m.uid', '=', viewer.id)
      .where('m.left', '=', 0)
      .where(seen)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    post_num: Number(posts.n),
    participate_num: participated.total,
    collect_num: collected.total,
    group_num: Number(groups.n),
  };
}
