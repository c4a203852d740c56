import { ANSWER_MESSAGES, COLLECT_MESSAGES, COMMON_MESSAGES, CORRECTION_MESSAGES } from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';
import * as contract from '../contract/submissions';
import { HOMEWORK_NOT_FOUND } from '../homework';
import {
  INT_COLUMN_MAX,
  id,
  int,
  jsonField,
  optionalInt,
  optionalText,
  paged,
  paging,
  payload,
  text,
} from '../http/fields';
import { route } from '../http/route';
import { notFound } from '../shared/errors';
import { myCollections } from './collectionQueries';
import { questionCorrections } from './correctionQueries';
import { collectQuestion, reportCorrection, uncollectQuestion } from './questionNotes';
import { ownReport, saveAnswers, submitReport } from './reportCommands';
import { listMyHomework, myReportDetail } from './reportQueries';

const STUDENTS = ['student'] as const;
const reportId = id(HOMEWORK_NOT_FOUND);
const BAD_ANSWERS = ANSWER_MESSAGES.badFormat;
const quesId = id(ANSWER_MESSAGES.unknownQuestion);
const collectType = int(0, 100, COLLECT_MESSAGES.badType);

const answersInput = z.object({
  report_id: reportId,
  answers: jsonField(
    z
      .array(
        z.object({
          ques_id: id(BAD_ANSWERS),
          user_answer: z.union([
            text(Number.MAX_SAFE_INTEGER, BAD_ANSWERS),
            z.object({
              content: payload('The answer, by its question type').optional(),
              images: payload('The answer’s images, checked against the files module').optional(),
            }),
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
      summary: 'My homework (student): one page of reports with their state and deadline',
      roles: STUDENTS,
      output: contract.myHomeworkPage,
      // status: the report status the student sees (spec section 4: 2, 3, 4 or 5); all when absent.
      input: z.object({ ...paging, status: optionalInt(2, 5) }),
      handler: async ({ input, viewer, now }) => {
        const { list, total } = await listMyHomework(db, viewer, input, now);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  router.get(
    '/app/homework/:report_id',
    route({
      summary: 'One of my reports (student): the questions, my answers and, once graded, the scores',
      roles: STUDENTS,
      output: contract.myReport,
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
      summary: 'Save my answers (student) without submitting',
      roles: STUDENTS,
      output: z.null(),
      input: answersInput,
      changes: true,
      success: COMMON_MESSAGES.saved,
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
      summary: 'Submit my report (student)',
      roles: STUDENTS,
      output: contract.submitted,
      input: z.object({ report_id: reportId }),
      changes: true,
      success: COMMON_MESSAGES.submitted,
      handler: ({ input, viewer, now, meta }) => submitReport(store, viewer, input.report_id, now, meta),
    }),
  );

  router.post(
    '/app/myExam/correction',
    route({
      summary: 'Report a mistake in a question (student)',
      roles: STUDENTS,
      output: contract.correctionId,
      input: z.object({
        ques_id: quesId,
        // Any missing or unknown type is the spec's 请选择纠错类型 (checked with the text by the decider);
        // a value that is not an integer written as digits (`true`, `"1e0"`, `[1]`) is refused here.
        type: optionalInt(0, INT_COLUMN_MAX, CORRECTION_MESSAGES.typeRequired),
        error_msg: optionalText(10_000, CORRECTION_MESSAGES.textRequired),
      }),
      changes: true,
      success: COMMON_MESSAGES.submitted,
      handler: ({ input, viewer, now, meta }) => reportCorrection(store, viewer, input, now, meta),
    }),
  );

  router.get(
    '/app/collect',
    route({
      summary: 'My saved questions (student): newest first, each with the homework it was saved from',
      roles: STUDENTS,
      output: z.array(contract.myCollection),
      handler: ({ viewer }) => myCollections(db, viewer),
    }),
  );

  router.post(
    '/app/collect',
    route({
      summary: 'Collect a question into my notebook (student)',
      roles: STUDENTS,
      output: contract.collected,
      input: z.object({ ques_id: quesId, type: collectType }),
      changes: true,
      success: COMMON_MESSAGES.collected,
      handler: ({ input, viewer, now, meta }) =>
        collectQuestion(store, viewer, input.ques_id, input.type, now, meta),
    }),
  );

  router.put(
    '/app/collect/cancel/:collect_id/:type',
    route({
      summary: 'Remove a question from my notebook (student)',
      roles: STUDENTS,
      output: z.null(),
      input: z.object({
        collect_id: id(COLLECT_MESSAGES.notFound),
        type: collectType,
      }),
      changes: true,
      success: COMMON_MESSAGES.collectCancelled,
      handler: async ({ input, viewer, now, meta }) => {
        await uncollectQuestion(store, viewer, input.collect_id, input.type, now, meta);
        return null;
      },
    }),
  );

  return router;
}

/** Staff calls (both prefixes): the corrections students reported on a question of the bank. */
export function correctionRoutes({ store }: ApiContext): Router {
  const router = Router();
  router.get(
    '/ques/corrections/:id',
    route({
      summary: "The mistakes students reported on a question of the caller's bank",
      output: z.array(contract.questionCorrection),
      input: z.object({ id: quesId }),
      handler: ({ input, viewer }) => questionCorrections(store.db, viewer, input.id),
    }),
  );
  return router;
}
