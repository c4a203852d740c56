import { COMMON_MESSAGES } from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import { ownClass } from '../classes/index';
import type { ApiContext } from '../context';
import * as classesContract from '../contract/classes';
import * as contract from '../contract/gradebook';
import { produceExport } from '../exports/index';
import { choice, filterText, id } from '../http/fields';
import { route } from '../http/route';
import { gradebookCache } from './cache';
import { gradebookSheets } from './exportSheets';

const STAFF = ['teacher', 'assistant'] as const;
const classId = id(COMMON_MESSAGES.classNotFound);
const WORKER = new URL('./exportWorker.ts', import.meta.url);

/** A class's gradebook and its export, for the class's staff (someone else's class answers 404). */
export function gradebookRoutes(ctx: ApiContext): Router {
  const router = Router();
  const db = ctx.store.db;
  const gradebook = gradebookCache(db);
  router.get(
    '/class/gradebook/:classId',
    route({
      roles: STAFF,
      summary: 'A class’s gradebook: its students × homework and exams, with each column’s figures',
      input: z.object({ classId }),
      output: contract.gradebook,
      handler: async ({ input, viewer }) => {
        await ownClass(db, viewer, input.classId);
        return gradebook(input.classId);
      },
    }),
  );
  router.post(
    '/class/gradebook/export/:classId',
    route({
      roles: STAFF,
      changes: true,
      summary: 'The gradebook as .xlsx under the tab’s filters (item type, student)',
      input: z.object({ classId, kind: choice(['homework', 'exam']).optional(), student: filterText(50) }),
      output: classesContract.exportFile,
      handler: async ({ input, viewer, now }) => {
        await ownClass(db, viewer, input.classId);
        const book = await gradebook(input.classId);
        const { url, file_name } = await produceExport(
          db,
          {
            ownerUid: viewer.id,
            name: `${book.class_name}成绩册`,
            kind: 'xlsx',
            worker: WORKER,
            input: gradebookSheets(book, input),
            tooLargeMessage: '导出的数据过多，请缩小范围后再导出',
          },
          now,
        );
        return { url, file_name };
      },
    }),
  );
  return router;
}
