import {
  COMMON_MESSAGES,
  GRADING_MESSAGES,
  parseDrawing,
  RUBRIC_MESSAGES,
  SAVE_TYPE,
  type SaveType,
} from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';
import * as contract from '../contract/grading';
import { isFileUrl } from '../files';
import { HOMEWORK_NOT_FOUND } from '../homework';
import {
  filterText,
  id,
  int,
  jsonField,
  optionalDecimal,
  optionalId,
  optionalInt,
  optionalOneOf,
  optionalText,
  optionalUnixTime,
  paged,
  paging,
  payload,
  TEXT_MAX,
  text,
} from '../http/fields';
import { route } from '../http/route';
import { sanitizePlainText } from '../shared/richText';
import { streamId } from '../store/decider';
import { readInside } from '../store/store';
import type { AnnotatedImage, QuestionGradeRequest } from '../submissions';
import { COMMENT_BANK_MESSAGES, commentBankDecider } from './commentBank';
import { finishGrading, gradeQuestion, staffReport } from './gradingCommands';
import { assertMayGrade } from './gradingCore';
import { approveList, courseArrangeOf, gradedQuestions, reportData } from './gradingQueries';

const reportId = id(HOMEWORK_NOT_FOUND);
const quesId = id(GRADING_MESSAGES.unknownQuestion);
/**
 * Scores have one decimal and are never negative; the upper bound (the question's score) is the
 * grading rules' to check.
 */
export const gradeScore = optionalDecimal(-1_000_000, 1_000_000, GRADING_MESSAGES.scoreRequired)
  .refine((n) => n === undefined || n >= 0, GRADING_MESSAGES.scoreOutOfRange)
  .transform((n) => (n === undefined ? null : Math.round(n * 10) / 10));
/** A rate is a percentage; which ones are allowed is the grading rules' to say. */
const rate = optionalInt(0, 100, GRADING_MESSAGES.rateRequired).transform((n) => n ?? null);
/** A question remark or report comment: the 300-character rule is the grading machine's (one home). */
const comment = optionalText(TEXT_MAX);
export const saveType = optionalOneOf([SAVE_TYPE.keep, SAVE_TYPE.grade]).transform(
  (t): SaveType => (t === 1 ? 1 : 2),
);
export const gradeRevision = optionalInt(0, 1_000_000);

/**
 * Answer images with their drawing: a JSON list of paths, or of `{ url, draw }` (spec section 3). Each
 * url must be a file this product serves; each drawing must be the section 3 format (degenerate
 * shapes are dropped). The count rule (at most 9) is the grading machine's.
 */
export const annotatedImages = jsonField(
  z
    .array(
      z.union([
        text(2_000, GRADING_MESSAGES.badImage),
        z.object({
          url: text(2_000, GRADING_MESSAGES.badImage),
          draw: payload('The drawing (spec section 3), checked by parseDrawing').optional(),
        }),
      ]),
      {
        error: GRADING_MESSAGES.badImage,
      },
    )
    .max(100, { error: GRADING_MESSAGES.badImage }),
  GRADING_MESSAGES.badImage,
)
  .optional()
  .transform((list, ctx): AnnotatedImage[] => {
    const out: AnnotatedImage[] = [];
    for (const entry of list ?? []) {
      const url = typeof entry === 'string' ? entry : entry.url;
      const raw = typeof entry === 'string' ? '' : entry.draw;
      const text =
        typeof raw === 'string' ? raw : raw === undefined || raw === null ? '' : JSON.stringify(raw);
      const drawing = parseDrawing(text);
      if (!isFileUrl(url) || !drawing) {
        ctx.addIssue({ code: 'custom', message: GRADING_MESSAGES.badImage });
        return z.NEVER;
      }
      out.push({
        url,
        draw: drawing.draw.length === 0 && drawing.bg[0]?.rotate === 0 ? '' : JSON.stringify(drawing),
      });
    }
    return out;
  });

/** Rubric levels chosen: criterion id → level id (which ones are the rubric's is the decider's to say). */
const rubricLevels = jsonField(
  z.record(
    z.string().regex(/^\d{1,6}$/, { error: RUBRIC_MESSAGES.levelOutside }),
    int(1, 1_000_000, RUBRIC_MESSAGES.levelOutside),
    { error: RUBRIC_MESSAGES.levelOutside },
  ),
  RUBRIC_MESSAGES.levelOutside,
).optional();

const gradeFields = {
  report_id: reportId,
  levels: rubricLevels,
  score: gradeScore,
  rate,
  image: annotatedImages,
  type: saveType,
  revision: gradeRevision,
};

const toGrade = (input: {
  quesId: number;
  score: number | null;
  rate: number | null;
  remark: string;
  image: AnnotatedImage[];
  type: 1 | 2;
  revision?: number | undefined;
  levels?: Record<string, number> | undefined;
}): QuestionGradeRequest => ({
  levels: input.levels,
  quesId: input.quesId,
  score: input.score,
  rate: input.rate,
  remark: sanitizePlainText(input.remark),
  images: input.image,
  type: input.type,
  revision: input.revision,
});

const approveFilters = z.object({
  ...paging,
  name: filterText(),
  type: optionalOneOf([1, 2]),
  course_title: filterText(),
  periods_title: filterText(),
  nickname: filterText(),
  publish_name: filterText(),
  show_other: optionalOneOf([0, 1]),
  publish_time_start: optionalUnixTime(),
  publish_time_end: optionalUnixTime(),
});

/** The grading calls (spec section 7, grading), on both staff prefixes; canCorrect checked on each. */
export function gradingRoutes({ store }: ApiContext): Router {
  const router = Router();
  const db = store.db;

  router.post(
    '/hw/correct',
    route({
      summary:
        'Lists the reports awaiting grading in the caller’s classes, filtered and paged (approve tab).',
      output: contract.gradingPage,
      input: approveFilters,
      handler: async ({ input, viewer }) => {
        assertMayGrade(viewer);
        const { list, total } = await approveList(db, viewer, input);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  router.get(
    '/testDetail/approved/:report_id',
    route({
      summary: 'Opens a report for grading: its header, cards, questions and next_report_id (takes a lease).',
      output: contract.reportData,
      input: z.object({ report_id: reportId, class_id: optionalInt(0, 2_147_483_647) }),
      handler: async ({ input, viewer, now }) => {
        const report = await staffReport(db, viewer, input.report_id);
        return reportData(db, viewer, report, input.class_id, now);
      },
    }),
  );

  router.post(
    '/testDetail/approveQuestion',
    route({
      summary: 'Saves the grade of one subjective question of a report (score or rate, remark, images).',
      output: contract.savedGrade,
      input: z.object({ ...gradeFields, question_id: quesId, remark: comment }),
      changes: true,
      success: COMMON_MESSAGES.saved,
      handler: ({ input, viewer, now, meta }) =>
        gradeQuestion(
          store,
          viewer,
          input.report_id,
          toGrade({ ...input, quesId: input.question_id }),
          now,
          meta,
        ),
    }),
  );

  router.post(
    '/testDetail/approved',
    route({
      summary: 'Finishes grading a report with an optional comment and answers the next report to grade.',
      output: contract.finishedReport,
      input: z.object({ report_id: reportId, remark: comment, class_id: optionalInt(0, 2_147_483_647) }),
      changes: true,
      success: COMMON_MESSAGES.done,
      handler: ({ input, viewer, now, meta }) =>
        finishGrading(store, viewer, input.report_id, input.remark, input.class_id, now, meta),
    }),
  );

  router.post(
    '/hw/review/list',
    route({
      summary: 'Reads a report for review: its header and answer card (scantron) of one question kind.',
      output: contract.reviewList,
      input: z.object({ report_id: reportId, type: optionalOneOf([1, 2]) }),
      handler: async ({ input, viewer, now }) => {
        const report = await staffReport(db, viewer, input.report_id);
        const [data, courseArrange] = await Promise.all([
          reportData(db, viewer, report, undefined, now),
          courseArrangeOf(db, report.facts.hwId),
        ]);
        return {
          // Absent when the homework was published on a course, not on an arrangement.
          ...(courseArrange ? { course_arrange: courseArrange } : {}),
          report_info: data.report_info,
          scantron: input.type === 2 ? data.objective_card_info : data.subject_card_info,
        };
      },
    }),
  );

  router.post(
    '/hw/review/detail',
    route({
      summary: 'Reads a page of a report’s questions of one kind (1 subjective, 2 objective) for review.',
      output: contract.reviewDetail,
      input: z.object({ report_id: reportId, type: optionalOneOf([1, 2]), ...paging }),
      handler: async ({ input, viewer }) => {
        const report = await staffReport(db, viewer, input.report_id);
        const all = (await gradedQuestions(db, report)).filter((q) =>
          input.type === 2 ? q.ques_type !== 5 : q.ques_type === 5,
        );
        const start = (input.page - 1) * input.limit;
        return paged(all.slice(start, start + input.limit), all.length, input.page, input.limit);
      },
    }),
  );

  router.post(
    '/hw/review/storeQuestion',
    route({
      summary: 'Saves a reviewed question of a report (type 1 keeps it without a score, 2 grades it).',
      output: contract.savedGrade,
      input: z.object({
        ...gradeFields,
        ques_id: quesId,
        review_comment: comment,
        user_score: gradeScore,
      }),
      changes: true,
      success: COMMON_MESSAGES.saved,
      handler: ({ input, viewer, now, meta }) =>
        gradeQuestion(
          store,
          viewer,
          input.report_id,
          toGrade({
            ...input,
            quesId: input.ques_id,
            remark: input.review_comment,
            score: input.user_score ?? input.score,
          }),
          now,
          meta,
        ),
    }),
  );

  router.post(
    '/hw/review/storeReview',
    route({
      summary: 'Finishes reviewing a report with an optional comment and answers the next report.',
      output: contract.finishedReport,
      input: z.object({ report_id: reportId, comment, class_id: optionalInt(0, 2_147_483_647) }),
      changes: true,
      success: COMMON_MESSAGES.submitted,
      handler: ({ input, viewer, now, meta }) =>
        finishGrading(store, viewer, input.report_id, input.comment, input.class_id, now, meta),
    }),
  );

  router.get(
    '/grading/comments',
    route({
      summary: 'Lists the caller’s comment bank (reusable grading comments).',
      output: z.array(contract.bankComment),
      handler: async ({ viewer }) => {
        assertMayGrade(viewer);
        const rows = await db
          .selectFrom('grading_comments')
          .select(['id', 'content', 'created_at'])
          .where('uid', '=', viewer.id)
          .orderBy('id')
          .execute();
        return rows.map((r) => ({ id: Number(r.id), content: r.content, created_at: Number(r.created_at) }));
      },
    }),
  );

  router.post(
    '/grading/comments',
    route({
      summary: 'Adds a comment to the caller’s comment bank.',
      output: contract.bankCommentId,
      input: z.object({ content: optionalText(TEXT_MAX, COMMENT_BANK_MESSAGES.empty) }),
      changes: true,
      success: COMMON_MESSAGES.added,
      handler: async ({ input, viewer, now, meta }) => {
        assertMayGrade(viewer);
        const { events } = await store.handle(
          commentBankDecider,
          streamId('commentBank', viewer.id),
          { type: 'BankComment', data: { uid: viewer.id, content: sanitizePlainText(input.content), now } },
          meta,
        );
        // The comment's id is the position of the event that banked it (the projection's key).
        const [banked] = events;
        if (!banked) throw new Error('BankComment decided no event');
        return { id: banked.position };
      },
    }),
  );

  router.delete(
    '/grading/comments/:id',
    route({
      summary: 'Removes a comment from the caller’s comment bank.',
      output: z.null(),
      input: z.object({ id: optionalId(COMMENT_BANK_MESSAGES.notFound).transform((n) => n ?? 0) }),
      changes: true,
      success: COMMON_MESSAGES.deleted,
      handler: async ({ input, viewer, now, meta }) => {
        assertMayGrade(viewer);
        await store.handle(
          commentBankDecider,
          streamId('commentBank', viewer.id),
          // Read inside the write's transaction: of racing removals of one comment, one removes it.
          readInside(async (trx) => {
            const exists = await trx
              .selectFrom('grading_comments')
              .select('id')
              .where('id', '=', input.id)
              .where('uid', '=', viewer.id)
              .executeTakeFirst();
            return {
              type: 'UnbankComment' as const,
              data: { uid: viewer.id, id: input.id, exists: exists !== undefined, now },
            };
          }),
          meta,
        );
        return null;
      },
    }),
  );

  return router;
}
