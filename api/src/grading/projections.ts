import { defineProjection } from '../store/projection';
import type { ReportEvent } from '../submissions/report';
import type { CommentBankEvent } from './commentBank';

const tenths = (score: number | null) => (score === null ? null : Math.round(score * 10));

/** Question grades and report comments, kept in the transaction of the grade that changes them. */
export const gradingProjection = defineProjection<ReportEvent | CommentBankEvent>({
  name: 'grading',
  tables: ['report_question_grades', 'report_reviews', 'grading_comments'],
  handlers: {
    ReportQuestionGraded: async (trx, { data }) => {
      const row = {
        hw_id: data.hwId,
        graded: data.graded ? 1 : 0,
        result: data.result,
        score_tenths: tenths(data.score),
        rate: data.rate,
        remark: data.remark,
        images: JSON.stringify(data.images),
        revision: data.revision,
        grader_uid: data.graderUid,
        graded_at: data.at,
      };
      await trx
        .insertInto('report_question_grades')
        .values({ report_id: data.reportId, ques_id: data.quesId, ...row })
        .onConflict((oc) => oc.columns(['report_id', 'ques_id']).doUpdateSet(row))
        .execute();
    },
    ReportGraded: async (trx, { data }) => {
      const row = {
        hw_id: data.hwId,
        comment: data.comment,
        grader_uid: data.graderUid,
        grader_role: data.graderRole,
        graded_at: data.at,
      };
      await trx
        .insertInto('report_reviews')
        .values({ report_id: data.reportId, ...row })
        .onConflict((oc) => oc.column('report_id').doUpdateSet(row))
        .execute();
    },
    CommentBanked: async (trx, { data, position }) => {
      await trx
        .insertInto('grading_comments')
        .values({ id: position, uid: data.uid, content: data.content, created_at: data.at })
        .execute();
    },
    CommentUnbanked: async (trx, { data }) => {
      await trx
        .deleteFrom('grading_comments')
        .where('id', '=', data.id)
        .where('uid', '=', data.uid)
        .execute();
    },
  },
});
