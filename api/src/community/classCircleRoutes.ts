import { COMMON_MESSAGES } from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import { CLASS_NOT_FOUND } from '../classes/index';
import type { ApiContext } from '../context';
import * as contract from '../contract/community';
import { id, idList, paged, paging } from '../http/fields';
import { route } from '../http/route';
import { classCirclePosts, deletePosts } from './classCircle';
import { POST_NOT_FOUND } from './groupDecider';
import { COMMUNITY_SWITCHES } from './settings';

/** The class circle calls of spec section 7, on both staff prefixes. */
export function classCircleRoutes({ store }: ApiContext): Router {
  const router = Router();
  router.get(
    '/community/post/class/:classId',
    route({
      summary:
        "Lists the posts of a class's circle, pinned first then newest, each with whether the caller may delete it",
      roles: ['teacher', 'assistant'],
      output: contract.classCirclePage,
      input: z.object({ ...paging, classId: id(CLASS_NOT_FOUND) }),
      handler: async ({ input, viewer }) => {
        const { list, total, extra } = await classCirclePosts(store.db, viewer, input.classId, input);
        return { ...paged(list, total, input.page, input.limit), extra };
      },
    }),
  );
  router.delete(
    '/community/post/:ids',
    route({
      summary:
        "Deletes posts: the caller's own, or students' posts in the circle of a class the caller heads (all or none)",
      roles: ['teacher', 'assistant'],
      output: contract.noData,
      changes: true,
      input: z.object({ ids: idList(POST_NOT_FOUND, 100) }),
      success: COMMON_MESSAGES.deleted,
      handler: ({ input, viewer, now, meta }) => deletePosts(store, viewer, input.ids, now, meta),
    }),
  );
  router.get(
    '/community/setting',
    route({
      summary:
        "The school's community switches: the community module and circle_module's general and class circles (1 on)",
      roles: ['teacher', 'assistant'],
      output: contract.communitySwitches,
      handler: () => COMMUNITY_SWITCHES,
    }),
  );
  return router;
}
