import { COMMON_MESSAGES } from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import { SCHOOL_ZONE } from '../calendar';
import type { ApiContext } from '../context';
import * as contract from '../contract/operationLog';
import { choice, id, optionalInt, PAGE_LIMIT_MAX, paging } from '../http/fields';
import { route } from '../http/route';
import { OPERATION_LOG_MESSAGES } from './messages';
import { operationLog } from './operationQueries';
import { SUBJECT_TYPES } from './operationRows';

const STAFF = ['teacher', 'assistant'] as const;
const DEFAULT_PAGE_SIZE = 20;
const pageSize = optionalInt(1, PAGE_LIMIT_MAX, COMMON_MESSAGES.badPageSize);

const logInput = z.object({
  subject_type: choice(SUBJECT_TYPES, OPERATION_LOG_MESSAGES.badSubjectType),
  subject_id: id(OPERATION_LOG_MESSAGES.badSubjectId),
  page: paging.page,
  /** Rows per page; `limit`, the other lists' name for it, is read when `page_size` is absent. */
  page_size: pageSize,
  limit: pageSize,
});

/** The audit trail (操作记录) of a homework, a report, a question or a class, on both staff prefixes. */
export function operationLogRoutes({ store }: ApiContext): Router {
  const router = Router();
  router.get(
    '/operation/log',
    route({
      summary:
        'The audit trail (操作记录) of a homework, report, question, class or exam the caller may see: who did what and when, newest first, paged',
      roles: STAFF,
      input: logInput,
      output: contract.operationLog,
      handler: ({ input, viewer }) =>
        operationLog(
          store.db,
          viewer,
          { type: input.subject_type, id: input.subject_id },
          { page: input.page, limit: input.page_size ?? input.limit ?? DEFAULT_PAGE_SIZE },
          SCHOOL_ZONE,
        ),
    }),
  );
  return router;
}
