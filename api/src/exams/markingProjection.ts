import { defineProjection } from '../store/projection';
import type { AttemptEvent } from './attempt';

/** Reviewers' grades and each paper's comment, kept in the transaction of the grade that changes them. */
export const markingProjection = defineProjection<AttemptEvent>({
  name: 'exam_marking',
  tables: ['exam_question_grades', 'exam_report_reviews'],
  handlers: {
    ExamQuestionMarked: async (trx, { data }) => {
      const row = {
        exam_id: data.examId,
        graded: data.graded ? 1 : 0,
        status: data.status,
        score: data.score === null ? null : String(data.score),
        remark: data.remark,
        images: JSON.stringify(data.images),
        revision: data.revision,
        marker_uid: data.markerUid,
        marked_at: data.at,
      };
      await trx
        .insertInto('exam_question_grades')
        .values({ report_id: data.id, question_id: data.question_id, ...row })
        .onConflict((oc) => oc.columns(['report_id', 'question_id']).doUpdateSet(row))
        .execute();
    },
    ExamAttemptMarked: async (trx, { data }) => {
      const row = {
        exam_id: data.examId,
        comment: data.comment,
        marker_uid: data.markerUid,
        marker_role: data.markerRole,
        marked_at: data.at,
      };
      await trx
        .insertInto('exam_report_reviews')
        .values({ report_id: data.id, ...row })
        .onConflict((oc) => oc.column('report_id').doUpdateSet(row))
        .execute();
    },
  },
});
