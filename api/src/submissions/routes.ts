import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { HOMEWORK_NOT_FOUND } from '../homework/homeworkDecider';
import { intField, jsonField, paged, paging } from '../http/fields';
import { route } from '../http/route';
import { notFound } from '../shared/errors';
import { ownReport, saveAnswers, submitReport } from './reportCommands';
import { listMyHomework, myReportDetail } from './reportQueries';

const STUDENTS = ['student'] as const;
const reportId = intField(HOMEWORK_NOT_FOUND).positive({ error: HOMEWORK_NOT_FOUND });
const BAD_ANSWERS = '答案格式不正确';

const answersInput = z.object({
  report_id: reportId,
  answers: jsonField(
    z
      .array(
        z.object({
          ques_id: intField(BAD_ANSWERS).positive({ error: BAD_ANSWERS }),
          user_answer: z.union([
            z.string({ error: BAD_ANSWERS }),
            z.object({ content: z.unknown().optional(), images: z.unknown().optional() }),
          ]),
        }),
        { error: BAD_ANSWERS },
      )
      .max(1000, { error: BAD_ANSWERS }),
    BAD_ANSWERS,
  ),
});

/** The student app's homework calls (spec: /api/app/…): students only; staff hear 403. */
export function reportRoutes({ store }: ApiContext): Router {
  const router = Router();
  const db = store.db;

  router.get(
    '/app/homework',
    route({
      roles: STUDENTS,
      input: z.object(paging),
      handler: async ({ input, viewer, now }) => {
        const { list, total } = await listMyHomework(db, viewer, input, now);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  router.get(
    '/app/homework/:report_id',
    route({
      roles: STUDENTS,
      input: z.object({ report_id: reportId }),
      handler: async ({ input, viewer, now }) => {
        const report = await ownReport(db, viewer, input.report_id);
        // Recall removes the homework from its students.
        if (report.facts.recalled) throw notFound(HOMEWORK_NOT_FOUND);
        return myReportDetail(db, report, now);
      },
    }),
  );

  router.put(
    '/app/homework/:report_id/answers',
    route({
      roles: STUDENTS,
      input: answersInput,
      success: '保存成功',
      handler: async ({ input, viewer, now, meta }) => {
        const answers = input.answers.map((a) => ({ quesId: a.ques_id, userAnswer: a.user_answer }));
        await saveAnswers(store, viewer, input.report_id, answers, now, meta);
        return null;
      },
    }),
  );

  router.post(
    '/app/homework/:report_id/submit',
    route({
      roles: STUDENTS,
      input: z.object({ report_id: reportId }),
      success: '提交成功',
      handler: ({ input, viewer, now, meta }) => submitReport(store, viewer, input.report_id, now, meta),
    }),
  );

  return router;
}
