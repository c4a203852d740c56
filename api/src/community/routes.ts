import { COMMON_MESSAGES, COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';
import * as contract from '../contract/community';
import { id, optionalId, optionalOneOf, paged, paging, text } from '../http/fields';
import { route } from '../http/route';
import type { Viewer } from '../http/viewer';
import { streamId } from '../store/decider';
import type { EventMeta } from '../store/eventStore';
import type { Store } from '../store/store';
import { issueCaptcha } from './captcha';
import { visibleCircle } from './circleAccess';
import { GROUP_NOT_FOUND, groupDecider } from './groupDecider';
import { groupDetail, groupUsers, identityOf, listGroups, myGroups } from './groupQueries';
import { platesFor } from './plateQueries';
import { postRouter } from './postRoutes';
import { BAD_RESOURCE, createPost, myPosts } from './posts';
import { studentCommunitySetting } from './settings';

const groupId = id(GROUP_NOT_FOUND);

async function changeMembership(
  store: Store,
  viewer: Viewer,
  group: number,
  type: 'JoinGroup' | 'LeaveGroup',
  now: number,
  meta: EventMeta,
) {
  await visibleCircle(store.db, viewer, group);
  const data = { groupId: group, uid: viewer.id, at: now };
  await store.handle(
    groupDecider,
    streamId('communityGroup', group),
    type === 'JoinGroup' ? { type, data: { ...data, userType: identityOf(viewer) } } : { type, data },
    meta,
  );
  return null;
}

/**
 * The community calls of spec section 7 under one prefix: `base` is `/community` for staff (served on
 * /api/lector and /api/assistants) and `/app/community` for students (docs/decisions.md, Community).
 */
function communityRouter({ store }: ApiContext, base: string, roles: readonly Viewer['role'][]): Router {
  const router = Router();
  const db = store.db;

  router.get(
    `${base}/group`,
    route({
      summary:
        'Lists the community circles (newest first, or hottest with hot=1), with the caller membership',
      roles,
      output: contract.groups,
      input: z.object({ ...paging, hot: optionalOneOf([0, 1]) }),
      handler: async ({ input, viewer }) => {
        const { list, total } = await listGroups(db, viewer, input);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  router.get(
    `${base}/group/myGroup`,
    route({
      summary: 'Lists the circles the caller has joined, by group type and school',
      roles,
      output: contract.groups,
      input: z.object({ ...paging, group_type: optionalOneOf([1, 2]), school_id: optionalId() }),
      handler: async ({ input, viewer }) => {
        const { list, total } = await myGroups(db, viewer, input);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  router.get(
    `${base}/group/detail/:id`,
    route({
      summary: 'Shows one circle: introduction, announcement, counts and the caller membership',
      roles,
      output: contract.group,
      input: z.object({ id: groupId }),
      handler: ({ input, viewer }) => groupDetail(db, viewer, input.id),
    }),
  );

  router.get(
    `${base}/group/groupUsers/:id`,
    route({
      summary: 'Lists the current members of a circle, 20 a page',
      roles,
      output: contract.members,
      input: z.object({ ...paging, id: groupId }),
      handler: async ({ input, viewer }) => {
        const limit = Math.min(input.limit, COMMUNITY_LIMITS.memberPageSize);
        const { list, total } = await groupUsers(db, viewer, input.id, { page: input.page, limit });
        return paged(list, total, input.page, limit);
      },
    }),
  );

  router.get(
    `${base}/group/addGroup/:id`,
    route({
      summary: 'Joins a circle (refused when already a member)',
      roles,
      output: contract.noData,
      changes: true,
      input: z.object({ id: groupId }),
      success: COMMON_MESSAGES.joined,
      handler: ({ input, viewer, now, meta }) =>
        changeMembership(store, viewer, input.id, 'JoinGroup', now, meta),
    }),
  );

  router.get(
    `${base}/group/outGroup/:id`,
    route({
      summary: 'Leaves a circle (refused when not a member)',
      roles,
      output: contract.noData,
      changes: true,
      input: z.object({ id: groupId }),
      success: '退出成功！',
      handler: ({ input, viewer, now, meta }) =>
        changeMembership(store, viewer, input.id, 'LeaveGroup', now, meta),
    }),
  );

  router.get(
    `${base}/plate`,
    route({
      summary:
        'Lists the boards of a circle with who may post, reply to posts and reply to comments, and what the caller may do',
      roles,
      output: contract.plates,
      input: z.object({ group_id: groupId }),
      handler: ({ input, viewer }) => platesFor(db, viewer, input.group_id),
    }),
  );

  router.post(
    `${base}/post`,
    route({
      summary:
        'Creates a post in a circle the caller belongs to (rules of the posting machine, single-use captcha)',
      roles,
      output: contract.newPostId,
      changes: true,
      input: z.object({
        group_id: groupId,
        title: text(Number.MAX_SAFE_INTEGER, COMMUNITY_MESSAGES.enterTitle).refine((s) => s.length <= 2000, {
          message: COMMUNITY_MESSAGES.titleTooLong,
        }),
        content: text(Number.MAX_SAFE_INTEGER, COMMUNITY_MESSAGES.enterContent).refine(
          (s) => s.length <= 100_000,
          { message: '内容过长' },
        ),
        plate_id: optionalId(COMMON_MESSAGES.plateNotFound),
        resource_type: optionalOneOf([1, 2], COMMUNITY_MESSAGES.chooseType),
        captcha: text(20, COMMUNITY_MESSAGES.captchaWrong).default(''),
        key: text(64, COMMUNITY_MESSAGES.captchaExpired).default(''),
        resources: z.array(text(300, BAD_RESOURCE)).max(1000, COMMUNITY_MESSAGES.tooManyImages).default([]),
      }),
      success: '发帖成功！',
      handler: ({ input, viewer, now, meta }) => createPost(store, viewer, input, now, meta),
    }),
  );

  router.get(
    `${base}/myPost`,
    route({
      summary: 'Lists the posts the caller published, newest first',
      roles,
      output: contract.posts,
      input: z.object({ ...paging, group_type: optionalOneOf([1, 2]), school_id: optionalId() }),
      handler: async ({ input, viewer }) => {
        const { list, total } = await myPosts(db, viewer, input);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  return router;
}

/** The captcha of CommunityPost: staff ask on their prefix, students on the app's `captcha`. */
function captchaRoute({ store }: ApiContext, path: string, roles: readonly Viewer['role'][]): Router {
  const router = Router();
  router.get(
    path,
    route({
      summary: 'Issues an image captcha and its key (single use, expires after five minutes)',
      roles,
      output: contract.captcha,
      handler: ({ now }) => issueCaptcha(store.db, now),
    }),
  );
  return router;
}

export const communityStaffRoutes = (ctx: ApiContext) =>
  Router()
    .use(communityRouter(ctx, '/community', ['teacher', 'assistant']))
    .use(postRouter(ctx, '/community', ['teacher', 'assistant']))
    .use(captchaRoute(ctx, '/community/captcha', ['teacher', 'assistant']));

export const communityAppRoutes = (ctx: ApiContext) => {
  const router = Router()
    .use(communityRouter(ctx, '/app/community', ['student']))
    .use(postRouter(ctx, '/app/community', ['student']))
    .use(captchaRoute(ctx, '/app/captcha', ['student']));
  router.get(
    '/app/config/community_setting',
    route({
      summary: 'The student app community switches (community, general circle boards, class circle boards)',
      roles: ['student'],
      output: contract.communitySetting,
      handler: studentCommunitySetting,
    }),
  );
  return router;
};
