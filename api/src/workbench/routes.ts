import { Router } from 'express';
import type { ApiContext } from '../context';
import * as contract from '../contract/workbench';
import { route } from '../http/route';
import { workbench } from './queries';

/** The staff home (工作台): one call with every section, on both staff prefixes. */
export function workbenchRoutes(ctx: ApiContext): Router {
  const router = Router();
  router.get(
    '/workbench',
    route({
      roles: ['teacher', 'assistant'],
      summary: 'The viewer’s to-do list: grading, exam marking, leave, handouts, recent deadlines',
      output: contract.workbench,
      handler: ({ viewer, now }) => workbench(ctx.store.db, viewer, now),
    }),
  );
  return router;
}
