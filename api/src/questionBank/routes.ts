import { COMMON_MESSAGES, QUESTION_MESSAGES, TAB_MESSAGES } from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';
import * as contract from '../contract/questionBank';
import { filterText, id, idList, optionalInt, paged, paging } from '../http/fields';
import { route } from '../http/route';
import { mayUseBank } from './bankAccess';
import { importPreviewRoutes } from './importPreview/previewRoutes';
import { importRoute } from './importRoute';
import { checkKnowledgePoints } from './knowledgePointCheck';
import { addQuestion, deleteQuestions, editQuestion } from './questionCommands';
import { QUESTION_NOT_FOUND } from './questionDecider';
import { questionBody, toDraft } from './questionInput';
import { findPublicQuestions, listKnowledgePoints, listQuestions, visibleQuestion } from './questionQueries';

const filterInt = optionalInt(0, 100, COMMON_MESSAGES.badFilter);
const filters = z.object({
  ques_stem: filterText(),
  ques_type: filterInt,
  facility_value: filterInt,
  remark: filterText(),
  ...paging,
});

/** Routes of the question bank, served on both /api/lector and /api/assistants. */
export function questionBankRoutes({ store }: ApiContext): Router {
  const router = Router();
  const db = store.db;

  router.get(
    '/ques/index',
    route({
      summary: 'My question bank: one page of questions, filtered by stem, type, difficulty and remark',
      output: contract.questionPage,
      input: filters,
      handler: async ({ input, viewer }) => {
        const { list, total } = await listQuestions(db, { ownerId: mayUseBank(viewer).id }, input);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  router.get(
    '/ques/show/:id',
    route({
      summary: 'One question of my bank (or a public one) with its options and answers',
      output: z.array(contract.question).length(1),
      input: z.object({ id: id(QUESTION_NOT_FOUND) }),
      handler: async ({ input, viewer }) => {
        const found = await visibleQuestion(db, viewer, input.id);
        return [found.view];
      },
    }),
  );

  router.post(
    '/ques/add',
    route({
      summary: 'Add a question to my bank',
      changes: true,
      input: questionBody,
      success: QUESTION_MESSAGES.added,
      output: contract.questionId,
      handler: async ({ input, viewer, now, meta }) => {
        const draft = toDraft(input);
        await checkPoints(draft.pointIds);
        const id = await addQuestion(store, {
          ownerId: mayUseBank(viewer).id,
          isPublic: false,
          draft,
          source: 'form',
          now,
          meta,
        });
        return { id };
      },
    }),
  );

  router.put(
    '/ques/update/:id',
    route({
      summary: 'Edit a question of my bank',
      changes: true,
      input: questionBody.extend({ id: id(QUESTION_NOT_FOUND) }),
      success: QUESTION_MESSAGES.edited,
      output: contract.questionId,
      handler: async ({ input, viewer, now, meta }) => {
        const draft = toDraft(input);
        await checkPoints(draft.pointIds);
        await editQuestion(store, { id: input.id, actorId: mayUseBank(viewer).id, draft, now, meta });
        return { id: input.id };
      },
    }),
  );

  router.delete(
    '/ques/del/:ids',
    route({
      summary: 'Delete questions of my bank (comma-joined ids)',
      changes: true,
      input: z.object({ ids: idList(QUESTION_NOT_FOUND) }),
      success: TAB_MESSAGES.deleted,
      output: contract.deletedIds,
      handler: async ({ input, viewer, now, meta }) => {
        await deleteQuestions(store, { ids: input.ids, actorId: mayUseBank(viewer).id, now, meta });
        return { ids: input.ids };
      },
    }),
  );

  router.post(
    '/ques/public',
    route({
      summary: 'The public question bank: one page of questions, with the same filters',
      output: contract.questionPage,
      input: filters,
      handler: async ({ input, viewer }) => {
        mayUseBank(viewer);
        const { list, total } = await listQuestions(db, 'public', input);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  router.get(
    '/ques/public/detail/:ids',
    route({
      summary: 'Public questions by id (comma-joined), to copy into a homework',
      output: z.array(contract.question),
      input: z.object({ ids: idList(QUESTION_NOT_FOUND) }),
      handler: async ({ input, viewer }) => {
        mayUseBank(viewer);
        return findPublicQuestions(db, input.ids);
      },
    }),
  );

  router.get(
    '/ques/point',
    route({
      summary: 'The knowledge points a question may name',
      output: z.array(contract.knowledgePoint),
      handler: async ({ viewer }) => {
        mayUseBank(viewer);
        return listKnowledgePoints(db);
      },
    }),
  );

  importPreviewRoutes(router, store);
  router.post('/ques/import/:type', importRoute(store));

  const checkPoints = (ids: readonly number[]) => checkKnowledgePoints(db, ids);

  return router;
}
