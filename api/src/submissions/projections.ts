import type { Transaction } from 'kysely';
import type { HomeworkEvent, ReportGiven } from '../homework';
import { allShares, shareOf } from '../store/counterShares';
import { defineBatchedProjection, defineProjection } from '../store/projection';
import type { Database } from '../store/schema';
import type { CollectionEvent } from './collections';
import type { CorrectionEvent } from './corrections';
import { PendingReportWrites } from './pendingReportWrites';
import type { AnswerGiven, MarkedAnswer, ReportEvent, ReportRef } from './report';

/** Whole homework in the counts table, as the spec's class id 0 means all classes. */
export const ALL_CLASSES = 0;
const CHUNK = 500;
const tenths = (score: number) => Math.round(score * 10);

/** Reports handed out to students, and the due counts of each class reached and of the whole homework. */
async function giveReports(
  trx: Transaction<Database>,
  hwId: number,
  classIds: readonly number[],
  reports: readonly ReportGiven[],
  at: number,
) {
  // Chunked: a large class list stays below the databases' bound-parameter limits.
  for (let i = 0; i < reports.length; i += CHUNK) {
    await trx
      .insertInto('homework_reports')
      .values(
        reports.slice(i, i + CHUNK).map((r) => ({
          id: r.id,
          hw_id: hwId,
          class_id: r.classId,
          uid: r.uid,
          status: 1,
          submit_time: null,
          created_at: at,
          updated_at: at,
          started_at: null,
          answer_time: null,
          user_score_tenths: null,
          objective_score_tenths: null,
          subjective_score_tenths: null,
        })),
      )
      .execute();
  }
  // Every share of each count row at once, the due count in share 0 (see `counterShares.ts`).
  const counts = (classId: number, due: number) =>
    allShares.map((share) => ({
      hw_id: hwId,
      class_id: classId,
      share,
      due: share === 0 ? due : 0,
      submitted: 0,
      graded: 0,
      score_sum_tenths: 0,
      max_score_tenths: 0,
    }));
  const rows = classIds.flatMap((id) => counts(id, reports.filter((r) => r.classId === id).length));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto('homework_report_counts_shares')
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
  const whole = await trx
    .updateTable('homework_report_counts_shares')
    .set((eb) => ({ due: eb('due', '+', reports.length) }))
    .where('hw_id', '=', hwId)
    .where('class_id', '=', ALL_CLASSES)
    .where('share', '=', 0)
    .executeTakeFirst();
  if (Number(whole.numUpdatedRows) === 0) {
    await trx
      .insertInto('homework_report_counts_shares')
      .values(counts(ALL_CLASSES, reports.length))
      .execute();
  }
}

/** Replaces the stored answers of the questions named. */
function storeAnswers(
  pending: PendingReportWrites,
  ref: ReportRef,
  answers: readonly (AnswerGiven | MarkedAnswer)[],
) {
  for (const a of answers) {
    pending.storeAnswer({
      report_id: ref.reportId,
      ques_id: a.quesId,
      hw_id: ref.hwId,
      class_id: ref.classId,
      user_answer: a.userAnswer,
      result: 'result' in a ? a.result : 0,
      score_tenths: 'result' in a && a.score !== null ? tenths(a.score) : null,
    });
  }
}

/**
 * Report rows per student, their answers, and the live counts of each homework and class: kept in
 * the transaction of the publish, recall or submission that changes them, never counted per request.
 */
export const submissionsProjection = defineBatchedProjection<
  HomeworkEvent | ReportEvent,
  PendingReportWrites
>({
  name: 'submissions',
  tables: ['homework_reports', 'report_answers', 'homework_report_counts_shares'],
  pending: () => new PendingReportWrites(),
  handlers: {
    HomeworkPublished: async (trx, { data }, pending) => {
      await pending.flush(trx);
      await giveReports(trx, data.id, data.publishedClassIds, data.reports, data.publishTime);
    },
    HomeworkPublishedToClasses: async (trx, { data }, pending) => {
      await pending.flush(trx);
      await giveReports(trx, data.id, data.classIds, data.reports, data.at);
    },
    HomeworkRecalled: async (trx, { data }, pending) => {
      await pending.flush(trx);
      // Students no longer see it: its reports leave every list (they stay, so a late call hears 作业已撤回).
      await trx.deleteFrom('homework_report_counts_shares').where('hw_id', '=', data.id).execute();
    },
    ReportAnswersSaved: async (trx, { data }, pending) => {
      storeAnswers(pending, data, data.answers);
      await trx
        .updateTable('homework_reports')
        .set((eb) => ({ started_at: eb.fn.coalesce('started_at', eb.val(data.at)), updated_at: data.at }))
        .where('id', '=', data.reportId)
        .execute();
    },
    ReportSubmitted: async (trx, { data }, pending) => {
      storeAnswers(pending, data, data.answers);
      const graded = data.status === 3;
      const objective = tenths(data.objectiveScore);
      await trx
        .updateTable('homework_reports')
        .set({
          status: data.status,
          submit_time: data.at,
          updated_at: data.at,
          answer_time: data.answerTime,
          objective_score_tenths: objective,
          subjective_score_tenths: graded ? 0 : null,
          user_score_tenths: graded ? objective : null,
        })
        .where('id', '=', data.reportId)
        .execute();
      pending.addToCounts(data.hwId, [data.classId, ALL_CLASSES], shareOf(data.reportId), {
        submitted: 1,
        graded: graded ? 1 : 0,
        scoreTenths: graded ? objective : null,
      });
    },
    ReportGraded: async (trx, { data }, pending) => {
      const before = await trx
        .selectFrom('homework_reports')
        .select(['status', 'user_score_tenths', 'objective_score_tenths'])
        .where('id', '=', data.reportId)
        .executeTakeFirst();
      const regrade = Number(before?.status) === 3;
      const previous = Number(before?.user_score_tenths ?? 0);
      const total = tenths(data.totalScore);
      storeAnswers(pending, data, data.answers);
      await trx
        .updateTable('homework_reports')
        .set({
          status: 3,
          updated_at: data.at,
          user_score_tenths: total,
          subjective_score_tenths: total - Number(before?.objective_score_tenths ?? 0),
        })
        .where('id', '=', data.reportId)
        .execute();
      const rows = [data.classId, ALL_CLASSES];
      if (!regrade) {
        pending.addToCounts(data.hwId, rows, shareOf(data.reportId), {
          submitted: 0,
          graded: 1,
          scoreTenths: total,
        });
        return;
      }
      await pending.flush(trx);
      // A regrade replaces the report's score in the sums; the highest is read again from the reports.
      for (const classId of rows) {
        const max = await trx
          .selectFrom('homework_reports')
          .select((eb) => eb.fn.max<number>('user_score_tenths').as('m'))
          .where('hw_id', '=', data.hwId)
          .where('status', '=', 3)
          .$if(classId !== ALL_CLASSES, (q) => q.where('class_id', '=', classId))
          .executeTakeFirst();
        await trx
          .updateTable('homework_report_counts_shares')
          .set((eb) => ({ score_sum_tenths: eb('score_sum_tenths', '+', total - previous) }))
          .where('hw_id', '=', data.hwId)
          .where('class_id', '=', classId)
          .where('share', '=', shareOf(data.reportId))
          .execute();
        // Every share holds the highest, so none keeps a score the regrade took back.
        await trx
          .updateTable('homework_report_counts_shares')
          .set({ max_score_tenths: Number(max?.m ?? 0) })
          .where('hw_id', '=', data.hwId)
          .where('class_id', '=', classId)
          .execute();
      }
    },
  },
});

/** Students' collected questions and reported corrections; ids are the positions of their events. */
export const questionNotesProjection = defineProjection<CollectionEvent | CorrectionEvent>({
  name: 'questionNotes',
  tables: ['question_collections', 'question_corrections'],
  handlers: {
    QuestionCollected: async (trx, { data, position }) => {
      await trx
        .insertInto('question_collections')
        .values({ id: position, uid: data.uid, ques_id: data.quesId, type: data.type, created_at: data.at })
        .execute();
    },
    QuestionUncollected: async (trx, { data }) => {
      await trx
        .deleteFrom('question_collections')
        .where('uid', '=', data.uid)
        .where('ques_id', '=', data.quesId)
        .execute();
    },
    QuestionCorrectionReported: async (trx, { data, position }) => {
      await trx
        .insertInto('question_corrections')
        .values({
          id: position,
          ques_id: data.quesId,
          uid: data.uid,
          type: data.type,
          error_msg: data.errorMsg,
          created_at: data.at,
        })
        .execute();
    },
  },
});
