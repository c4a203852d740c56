import { classPostDeleteAbility } from '@school/machines';
import type { Kysely } from 'kysely';
import { ownClass } from '../classes/index';
import type { Viewer } from '../http/viewer';
import { notFound, refused } from '../shared/errors';
import { streamId } from '../store/decider';
import type { EventMeta } from '../store/eventStore';
import type { Database } from '../store/schema';
import type { Store } from '../store/store';
import { circleScope } from './circleAccess';
import { POST_NOT_FOUND } from './groupDecider';
import { postResources } from './postCards';
import { deletePostRefusal, postDecider } from './postDecider';

/** A class whose circle the class sets hidden (group_hidden 2) shows no posts. */
export const CLASS_CIRCLE_HIDDEN = '该班级未开启班级圈';

/** The classes a user heads, among those whose circle is one of `groupIds`. */
async function headedCircles(db: Kysely<Database>, uid: number, groupIds: number[]): Promise<Set<number>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('classes as c')
    .innerJoin('class_staff as s', 's.class_id', 'c.id')
    .select('c.group_id')
    .where('c.group_id', 'in', groupIds)
    .where('s.user_id', '=', uid)
    .where('s.duty', '=', 'head_teacher')
    .execute();
  return new Set(rows.map((r) => Number(r.group_id)));
}

/**
 * The class circle tab (`community/post/class/{classId}`): the posts of the class's circle, pinned
 * first, then newest, each with its delete ability for the viewer. Someone else's class answers 404 班级不存在.
 */
export async function classCirclePosts(
  db: Kysely<Database>,
  viewer: Viewer,
  classId: number,
  q: { page: number; limit: number },
) {
  await ownClass(db, viewer, classId);
  const klass = await db
    .selectFrom('classes')
    .select(['group_id', 'group_hidden'])
    .where('id', '=', classId)
    .executeTakeFirstOrThrow();
  if (Number(klass.group_hidden) === 2) throw notFound(CLASS_CIRCLE_HIDDEN);
  const groupId = Number(klass.group_id);
  const headTeacher = (await headedCircles(db, viewer.id, [groupId])).has(groupId);
  const base = db
    .selectFrom('community_post as p')
    .where('p.group_id', '=', groupId)
    .where('p.deleted', '=', 0);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('users as u', 'u.id', 'p.uid')
    .select([
      'p.id',
      'p.title',
      'p.content',
      'p.user_type',
      'p.resource_type',
      'p.resources',
      'p.is_top',
      'p.is_fine',
      'p.like_num',
      'p.comment_num',
      'p.created_at',
      'u.nickname',
      'u.avatar',
    ])
    .orderBy('p.is_top', 'asc')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  const list = rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    content: r.content,
    like_num: Number(r.like_num),
    comment_num: Number(r.comment_num),
    nickname: r.nickname,
    avatar: r.avatar,
    created_at: Number(r.created_at),
    user_type: Number(r.user_type),
    resource_type: Number(r.resource_type),
    resources: postResources(r.resources),
    is_top: Number(r.is_top),
    is_fine: Number(r.is_fine),
    abilities: { delete: classPostDeleteAbility({ headTeacher, userType: Number(r.user_type) }) },
  }));
  return {
    list,
    total: Number(count),
    extra: { group_id: groupId, is_header_teacher: headTeacher ? 1 : 0 },
  };
}

/**
 * `DELETE community/post/{ids}`: every post must be one the viewer may see (their own, or one in a
 * circle `circleScope` lets them see; anything else is 404 帖子不存在) and may delete
 * (`deletePostRefusal`); one refusal deletes none. Each post is then deleted on its own stream, which
 * checks the rule again.
 */
export async function deletePosts(store: Store, viewer: Viewer, ids: number[], now: number, meta: EventMeta) {
  const db = store.db;
  const unique = [...new Set(ids)];
  const posts = await db
    .selectFrom('community_post as p')
    .innerJoin('community_group as g', 'g.id', 'p.group_id')
    .select(['p.id', 'p.group_id', 'p.uid', 'p.user_type', 'g.group_type'])
    .where('p.id', 'in', unique)
    .where('p.deleted', '=', 0)
    .execute();
  const scope = await circleScope(db, viewer);
  const byId = new Map(posts.map((p) => [Number(p.id), p]));
  const visible = unique.map((id) => {
    const post = byId.get(id);
    const seen =
      post &&
      (Number(post.uid) === viewer.id ||
        scope.sees({ id: Number(post.group_id), groupType: Number(post.group_type) }));
    if (!post || !seen) throw notFound(POST_NOT_FOUND);
    return post;
  });
  const headed = await headedCircles(
    db,
    viewer.id,
    visible.map((p) => Number(p.group_id)),
  );
  const commands = visible.map((post) => {
    const groupId = Number(post.group_id);
    const facts = {
      postId: Number(post.id),
      groupId,
      authorUid: Number(post.uid),
      authorType: Number(post.user_type),
    };
    const classCircle = scope.classCircles.has(groupId) ? { headTeacher: headed.has(groupId) } : undefined;
    const refusal = deletePostRefusal(facts, viewer.id, classCircle);
    if (refusal) throw refused(refusal);
    return { facts, classCircle };
  });
  for (const { facts, classCircle } of commands) {
    await store.handle(
      postDecider,
      streamId('communityPost', facts.postId),
      { type: 'DeletePost', facts, uid: viewer.id, ...(classCircle ? { classCircle } : {}), at: now },
      meta,
    );
  }
  return null;
}
