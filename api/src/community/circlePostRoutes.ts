import { COMMON_MESSAGES } from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';
import * as contract from '../contract/community';
import { optionalId, optionalOneOf, paged, paging } from '../http/fields';
import { route } from '../http/route';
import type { Viewer } from '../http/viewer';
import { circlePosts, POST_ORDER } from './circlePosts';
import { GROUP_NOT_FOUND } from './groupDecider';

/** The post list of the circle pages, under each identity's community prefix. */
function circlePostRouter({ store }: ApiContext, base: string, roles: readonly Viewer['role'][]): Router {
  const router = Router();
  router.get(
    `${base}/post`,
    route({
      summary:
        'Lists posts of one circle (group_id) or of all general circles, pinned first, newest (order=1) or hottest (order=2)',
      roles,
      output: contract.posts,
      input: z.object({
        ...paging,
        group_id: optionalId(GROUP_NOT_FOUND),
        plate_id: optionalId(COMMON_MESSAGES.plateNotFound),
        order: optionalOneOf([POST_ORDER.new, POST_ORDER.hot]),
      }),
      handler: async ({ input, viewer }) => {
        const { list, total } = await circlePosts(store.db, viewer, input);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );
  return router;
}

export const circlePostStaffRoutes = (ctx: ApiContext) =>
  circlePostRouter(ctx, '/community', ['teacher', 'assistant']);
export const circlePostAppRoutes = (ctx: ApiContext) => circlePostRouter(ctx, '/app/community', ['student']);
