import {
  COMMON_MESSAGES,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  COMMUNITY_SUCCESS,
  IMAGE_EXTENSIONS,
  RESOURCE_TYPE,
  VIDEO_EXTENSIONS,
} from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';
import * as contract from '../contract/community';
import { adoptUpload, fileUrl, IMAGE_MAX_BYTES, sniff } from '../files';
import { INT_COLUMN_MAX, id, int, optionalId, optionalInt, paged, paging, text } from '../http/fields';
import { route } from '../http/route';
import type { Viewer } from '../http/viewer';
import { invalid, notFound, tooLarge } from '../shared/errors';
import { sanitizeRichText } from '../shared/richText';
import { streamId } from '../store/decider';
import type { EventMeta } from '../store/eventStore';
import type { Store } from '../store/store';
import { visibleCircle } from './circleAccess';
import { identityOf } from './groupQueries';
import { type PostCommand, postDecider } from './postDecider';
import {
  isMember,
  myCollections,
  participatedPosts,
  postComments,
  postFacts,
  postStatistics,
  recommendPosts,
  showPost,
} from './postQueries';
import { identityName } from './posts';
import { COLLECT_ID_TABLE, COMMENT_ID_TABLE } from './tables';

const postId = id(COMMUNITY_MESSAGES.postNotFound);
/** A comment's text: rich text like a post's content, sanitised on write. */
const COMMENT_MAX = 10_000;

const send = (store: Store, post: number, command: PostCommand, meta: EventMeta) =>
  store.handle(postDecider, streamId('communityPost', post), command, meta);

/** Comments, likes, collects and deletes of posts: each in the post's own stream. */
async function addComment(
  store: Store,
  viewer: Viewer,
  input: { post_id: number; content: string; reply_id?: number | undefined },
  now: number,
  meta: EventMeta,
) {
  const { facts, plate } = await postFacts(store.db, viewer, input.post_id);
  const member = await isMember(store.db, facts.groupId, viewer.id);
  const [commentId] = await store.nextIds(COMMENT_ID_TABLE, 1);
  await send(
    store,
    facts.postId,
    {
      type: 'AddComment',
      facts,
      identity: identityName(viewer),
      member,
      plate,
      comment: {
        id: commentId as number,
        postId: facts.postId,
        groupId: facts.groupId,
        uid: viewer.id,
        userType: identityOf(viewer),
        replyId: input.reply_id ?? 0,
        content: sanitizeRichText(input.content),
        at: now,
      },
    },
    meta,
  );
  return commentId as number;
}

async function commentPost(store: Store, commentId: number): Promise<number> {
  const row = await store.db
    .selectFrom('community_comment')
    .select('post_id')
    .where('id', '=', commentId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound(COMMUNITY_MESSAGES.commentNotFound);
  return Number(row.post_id);
}

async function collectPost(store: Store, collectId: number, uid: number): Promise<number> {
  const row = await store.db
    .selectFrom('community_collect')
    .select('post_id')
    .where('id', '=', collectId)
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!row) throw notFound(COMMUNITY_MESSAGES.collectNotFound);
  return Number(row.post_id);
}

/** The facts of a post for a command that may act on a deleted post (cancelling a collect). */
async function anyPostFacts(store: Store, post: number) {
  const row = await store.db
    .selectFrom('community_post')
    .select(['id', 'group_id', 'uid', 'user_type'])
    .where('id', '=', post)
    .executeTakeFirstOrThrow();
  return {
    postId: Number(row.id),
    groupId: Number(row.group_id),
    authorUid: Number(row.uid),
    authorType: Number(row.user_type),
  };
}

/**
 * The post calls of spec section 7 under one identity's prefix (see `communityRouter` in routes.ts):
 * statistics, show, recommend, delete, comments, like, collect and the media upload.
 */
export function postRouter({ store }: ApiContext, base: string, roles: readonly Viewer['role'][]): Router {
  const router = Router();
  const db = store.db;

  router.get(
    `${base}/post/statistics`,
    route({
      summary: 'The caller community counts: posts published, posts commented on, collects, circles joined',
      roles,
      output: contract.postStatistics,
      handler: ({ viewer }) => postStatistics(db, viewer),
    }),
  );

  router.get(
    `${base}/post/recommend`,
    route({
      summary: 'Up to 5 other posts of a circle (featured and most active first), except the one shown',
      roles,
      output: contract.recommended,
      input: z.object({
        group_id: id(COMMON_MESSAGES.circleNotFound),
        limit: z.preprocess(
          (v) => (v === undefined || v === '' ? COMMUNITY_LIMITS.recommended : v),
          int(1, 999_999, COMMON_MESSAGES.badPageSize),
        ),
        except: optionalId(),
      }),
      handler: async ({ input, viewer }) => {
        await visibleCircle(db, viewer, input.group_id);
        return recommendPosts(db, input);
      },
    }),
  );

  router.get(
    `${base}/post/participated`,
    route({
      summary: 'Lists the posts the caller commented on, most recently commented first',
      roles,
      output: contract.posts,
      input: z.object({ ...paging }),
      handler: async ({ input, viewer }) => {
        const { list, total } = await participatedPosts(db, viewer, input);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  router.get(
    `${base}/post/:id`,
    route({
      summary: 'Shows one post with the caller like, collect, membership and what the caller may do',
      roles,
      output: contract.postShow,
      input: z.object({ id: postId }),
      handler: ({ input, viewer }) => showPost(db, viewer, input.id),
    }),
  );

  // Staff delete through `DELETE community/post/{ids}` (classCircleRoutes), which also serves head teachers.
  if (roles.includes('student')) {
    router.delete(
      `${base}/post/:id`,
      route({
        summary: 'Deletes one of the caller own posts (it is no longer shown)',
        roles,
        output: contract.noData,
        changes: true,
        input: z.object({ id: postId }),
        success: COMMUNITY_SUCCESS.deleted,
        handler: async ({ input, viewer, now, meta }) => {
          const { facts } = await postFacts(db, viewer, input.id);
          await send(store, facts.postId, { type: 'DeletePost', facts, uid: viewer.id, at: now }, meta);
          return null;
        },
      }),
    );
  }

  router.post(
    `${base}/post/like`,
    route({
      summary: 'Likes a post, or takes the like back when the caller already likes it',
      roles,
      output: contract.like,
      changes: true,
      input: z.object({ post_id: postId }),
      success: COMMUNITY_SUCCESS.like,
      handler: async ({ input, viewer, now, meta }) => {
        const { facts } = await postFacts(db, viewer, input.post_id);
        const { state } = await send(
          store,
          facts.postId,
          { type: 'ToggleLike', facts, uid: viewer.id, at: now },
          meta,
        );
        const { like_num } = await db
          .selectFrom('community_post')
          .select('like_num')
          .where('id', '=', facts.postId)
          .executeTakeFirstOrThrow();
        return { is_like: state.likers.has(viewer.id) ? 1 : 2, like_num: Number(like_num) };
      },
    }),
  );

  router.get(
    `${base}/comment`,
    route({
      summary: 'Lists the comments of a post, 10 a page, each with its replies',
      roles,
      output: contract.comments,
      input: z.object({ ...paging, post_id: postId }),
      handler: async ({ input, viewer }) => {
        const { list, total, limit } = await postComments(db, viewer, input);
        return paged(list, total, input.page, limit);
      },
    }),
  );

  router.post(
    `${base}/comment`,
    route({
      summary: 'Comments on a post, or replies to a comment with reply_id (board permissions apply)',
      roles,
      output: contract.newCommentId,
      changes: true,
      input: z.object({
        post_id: postId,
        content: text(COMMENT_MAX, COMMUNITY_MESSAGES.enterContent),
        // 0 (or absent) is a comment on the post, as the comment list marks it.
        reply_id: optionalInt(0, INT_COLUMN_MAX, COMMUNITY_MESSAGES.commentNotFound),
      }),
      success: COMMUNITY_SUCCESS.comment,
      handler: ({ input, viewer, now, meta }) => addComment(store, viewer, input, now, meta),
    }),
  );

  router.delete(
    `${base}/comment/:id`,
    route({
      summary: 'Deletes one of the caller own comments, with its replies',
      roles,
      output: contract.noData,
      changes: true,
      input: z.object({ id: id(COMMUNITY_MESSAGES.commentNotFound) }),
      success: COMMUNITY_SUCCESS.deleted,
      handler: async ({ input, viewer, now, meta }) => {
        const { facts } = await postFacts(db, viewer, await commentPost(store, input.id));
        await send(
          store,
          facts.postId,
          { type: 'DeleteComment', facts, id: input.id, uid: viewer.id, at: now },
          meta,
        );
        return null;
      },
    }),
  );

  router.get(
    `${base}/collect`,
    route({
      summary: 'Lists the posts the caller collected, newest collect first (the side list keeps the first 5)',
      roles,
      output: contract.collectedPosts,
      input: z.object({ ...paging }),
      handler: async ({ input, viewer }) => {
        const { list, total } = await myCollections(db, viewer, input);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  router.post(
    `${base}/collect`,
    route({
      summary: 'Collects a post (answers its collect_id; collecting twice is refused)',
      roles,
      output: contract.collect,
      changes: true,
      input: z.object({ post_id: postId }),
      success: COMMUNITY_SUCCESS.collect,
      handler: async ({ input, viewer, now, meta }) => {
        const { facts } = await postFacts(db, viewer, input.post_id);
        const [collectId] = await store.nextIds(COLLECT_ID_TABLE, 1);
        await send(
          store,
          facts.postId,
          { type: 'CollectPost', facts, collectId: collectId as number, uid: viewer.id, at: now },
          meta,
        );
        return { collect_id: collectId as number };
      },
    }),
  );

  router.put(
    `${base}/collect/:collect_id`,
    route({
      summary: 'Cancels one of the caller collects',
      roles,
      output: contract.noData,
      changes: true,
      input: z.object({ collect_id: id(COMMUNITY_MESSAGES.collectNotFound) }),
      success: COMMUNITY_SUCCESS.cancelCollect,
      handler: async ({ input, viewer, now, meta }) => {
        const facts = await anyPostFacts(store, await collectPost(store, input.collect_id, viewer.id));
        await send(
          store,
          facts.postId,
          { type: 'CancelCollect', facts, collectId: input.collect_id, uid: viewer.id, at: now },
          meta,
        );
        return null;
      },
    }),
  );

  // CommunityPost's media upload (spec: answers path and originalName): an image or a video, told by
  // its content and stored by the files module while it streams in.
  router.post(
    `${base}/upload`,
    route({
      summary:
        'Uploads one image (jpg, jpeg, png, gif, webp, svg; 10 MB) or video (mp4, avi, flv, wmv, mov, rmvb; 200 MB) of a new post (multipart field `file`)',
      roles,
      output: contract.upload,
      changes: true,
      upload: {
        maxFileBytes: COMMUNITY_LIMITS.videoBytesMax,
        maxFiles: 1,
        tooLargeMessage: COMMUNITY_MESSAGES.videoTooLarge,
      },
      success: COMMUNITY_SUCCESS.uploaded,
      handler: async ({ files, viewer, now }) => {
        const file = files.find((f) => f.field === 'file');
        if (!file) throw invalid(COMMUNITY_MESSAGES.uploadKind);
        const ext = sniff(file.head);
        const image = ext !== undefined && (IMAGE_EXTENSIONS as readonly string[]).includes(ext);
        const video = ext !== undefined && (VIDEO_EXTENSIONS as readonly string[]).includes(ext);
        if (!ext || (!image && !video)) throw invalid(COMMUNITY_MESSAGES.uploadKind);
        if (image && file.size > IMAGE_MAX_BYTES) throw tooLarge(COMMUNITY_MESSAGES.imageTooLarge);
        // Counted against the uploader's day and swept if no post takes it (files module).
        const stored = await adoptUpload(file, [ext], { db: store.db, uid: viewer.id, now });
        return {
          path: fileUrl(stored),
          originalName: file.originalName,
          type: image ? RESOURCE_TYPE.images : RESOURCE_TYPE.video,
        };
      },
    }),
  );

  return router;
}
