import {
  ATTEMPT_MESSAGES,
  COMMON_MESSAGES,
  EXAM_MESSAGES,
  EXAM_REVIEW_MESSAGES,
  markAbility,
} from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';
import * as contract from '../contract/exams';
import { producePdf } from '../exports';
import { annotatedImages, gradeRevision, gradeScore, saveType } from '../grading';
import { id, optionalText, TEXT_MAX, text } from '../http/fields';
import { route } from '../http/route';
import { notFound } from '../shared/errors';
import { sanitizePlainText } from '../shared/richText';
import { findVisibleExam } from './examQueries';
import { finishPaper, markQuestion, openPaper } from './markingCommands';
import { assertSubmitted, ownAttempt, paperPreview, reviewReport, staffAttempt } from './reviewQueries';
import { studentExamAnswer } from './studentAnswers';

const reportId = id(ATTEMPT_MESSAGES.notYours);
const examId = id(EXAM_MESSAGES.notFound);
/** The remark's and comment's 300-character rule is the grading machine's; this only bounds the body. */
const comment = optionalText(TEXT_MAX);
/** The renderer refuses oversized input (413); this refuses only what is not text. */
/** The page as the browser laid it out: as long as the body limit lets it be. */
const pdfText = (field: string) => text(Number.MAX_SAFE_INTEGER, `请提供${field}`);

/**
 * The exam review page, marking (ExamPaperApprove) and the paper preview with its PDF, on both staff
 * prefixes. Marking answers the grading page's report data, so the grading workspace serves both.
 */
export function reviewRoutes({ store }: ApiContext): Router {
  const router = Router();
  const db = store.db;

  router.get(
    '/testDetail/report/:report_id',
    route({
      summary:
        'Exam review page: rank, time used, pass, scores, the student’s attempts, answer card and questions',
      input: z.object({ report_id: reportId }),
      output: contract.examReview,
      handler: async ({ input, viewer }) => {
        const attempt = await staffAttempt(db, viewer, input.report_id);
        assertSubmitted(attempt.row);
        const report = await reviewReport(db, attempt);
        const mark = markAbility(report.report_info.test_status, viewer.canCorrect);
        return { ...report, report_info: { ...report.report_info, abilities: { mark } } };
      },
    }),
  );

  router.get(
    '/testDetail/paper/approved/:report_id',
    route({
      summary: 'Opens an exam paper for marking: the grading page’s report data (takes a lease)',
      input: z.object({ report_id: reportId }),
      output: contract.examMarking,
      handler: ({ input, viewer, now }) => openPaper(db, viewer, input.report_id, now),
    }),
  );

  router.post(
    '/testDetail/paper/approveQuestion',
    route({
      summary: 'Saves the mark of one subjective question of an exam paper (score, remark, images)',
      input: z.object({
        report_id: reportId,
        question_id: id(EXAM_REVIEW_MESSAGES.unknownQuestion),
        score: gradeScore,
        remark: comment,
        image: annotatedImages,
        type: saveType,
        revision: gradeRevision,
      }),
      changes: true,
      success: COMMON_MESSAGES.saved,
      output: contract.markedQuestion,
      handler: ({ input, viewer, now, meta }) =>
        markQuestion(
          store,
          viewer,
          input.report_id,
          {
            questionId: input.question_id,
            score: input.score,
            remark: sanitizePlainText(input.remark),
            images: input.image,
            type: input.type,
            revision: input.revision,
          },
          now,
          meta,
        ),
    }),
  );

  router.post(
    '/testDetail/paper/approved',
    route({
      summary: 'Finishes marking an exam paper (optional comment); rank and pass result follow at once',
      input: z.object({ report_id: reportId, remark: comment }),
      changes: true,
      success: COMMON_MESSAGES.done,
      output: contract.finishedPaper,
      handler: ({ input, viewer, now, meta }) =>
        finishPaper(store, viewer, input.report_id, sanitizePlainText(input.remark), now, meta),
    }),
  );

  router.get(
    '/testDetail/preview/:id',
    route({
      summary: 'Exam paper preview: the exam and its sections with every question and its answer',
      input: z.object({ id: examId }),
      output: contract.examPreview,
      handler: async ({ input, viewer }) => {
        const exam = await findVisibleExam(db, viewer, input.id);
        if (!exam) throw notFound(EXAM_MESSAGES.notFound);
        return paperPreview(exam);
      },
    }),
  );

  router.post(
    '/download/pdf',
    route({
      summary:
        'Renders the given HTML and CSS as a PDF (no network, no files) and answers its private address',
      input: z.object({
        html: pdfText('试卷内容'),
        css: pdfText('样式').optional().default(''),
        name: optionalText(100),
      }),
      changes: true,
      output: contract.examPdf,
      handler: async ({ input, viewer, now }) => {
        const name = sanitizePlainText(input.name).replace(/[\\/:*?"<>|]/g, '') || '试卷';
        const stored = await producePdf(
          db,
          { ownerUid: viewer.id, name, html: input.html, css: input.css },
          now,
        );
        return { path: stored.url, url: stored.url, file_name: stored.file_name };
      },
    }),
  );

  return router;
}

/**
 * The student's own review of a submitted paper (another student's answers 404 答卷不存在); answers,
 * analyses and right/wrong marks only when the answer rule allows (`answerVisibility.ts`).
 */
export function studentReviewRoutes({ store }: ApiContext): Router {
  const router = Router();
  router.get(
    '/app/exam/report/:id/review',
    route({
      summary: "The student's own submitted paper as reviewed: rank, scores, answer card and questions",
      roles: ['student'],
      input: z.object({ id: reportId }),
      output: contract.studentExamReview,
      handler: async ({ input, viewer, now }) => {
        const attempt = await ownAttempt(store.db, viewer, input.id);
        const report = await reviewReport(store.db, attempt);
        return studentExamAnswer(store.db, viewer.id, Number(attempt.exam.id), now, report);
      },
    }),
  );
  return router;
}
