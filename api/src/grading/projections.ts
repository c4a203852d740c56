import { defineBatchedProjection } from '../store/projection';
import type { ReportEvent } from '../submissions';
import type { CommentBankEvent } from './commentBank';
import { PendingGrades } from './pendingGrades';

const tenths = (score: number | null) => (score === null ? null : Math.round(score * 10));

/** Question grades and report comments, kept in the transaction of the grade that changes them. */
export const gradingProjection = defineBatchedProjection<ReportEvent | CommentBankEvent, PendingGrades>({
  name: 'grading',
  tables: ['report_question_grades', 'report_reviews', 'grading_comments'],
  pending: () => new PendingGrades(),
  handlers: {
    ReportQuestionGraded: async (_trx, { data }, pending) => {
      pending.gradeQuestion({
        report_id: data.reportId,
        ques_id: data.quesId,
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
      });
    },
    ReportGraded: async (_trx, { data }, pending) => {
      pending.review({
        report_id: data.reportId,
        hw_id: data.hwId,
        comment: data.comment,
        grader_uid: data.graderUid,
        grader_role: data.graderRole,
        graded_at: data.at,
      });
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
