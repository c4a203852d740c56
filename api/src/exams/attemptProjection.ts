import { defineProjection } from '../store/projection';
import type { AttemptEvent } from './attempt';

export const attemptProjection = defineProjection<AttemptEvent>({
  name: 'exam_reports',
  tables: ['exam_reports'],
  handlers: {
    ExamAttemptStarted: async (trx, { data }) => {
      await trx
        .insertInto('exam_reports')
        .values({
          id: data.id,
          exam_id: data.examId,
          uid: data.uid,
          attempt_no: data.attemptNo,
          test_status: 0,
          started_at: data.startedAt,
          due_at: data.dueAt,
          submit_time: null,
          answer_time: 0,
          objective_score: '0',
          user_score: '0',
          is_pass: 0,
          timed_out: 0,
          answers: '{}',
          marks: '[]',
        })
        .execute();
    },
    ExamAnswersSaved: async (trx, { data }) => {
      const row = await trx
        .selectFrom('exam_reports')
        .select('answers')
        .where('id', '=', data.id)
        .executeTakeFirstOrThrow();
      const answers = { ...JSON.parse(row.answers), ...data.answers };
      await trx
        .updateTable('exam_reports')
        .set({ answers: JSON.stringify(answers) })
        .where('id', '=', data.id)
        .execute();
    },
    ExamAttemptSubmitted: async (trx, { data }) => {
      await trx
        .updateTable('exam_reports')
        .set({
          test_status: data.testStatus,
          submit_time: data.at,
          answer_time: data.answerTime,
          objective_score: String(data.objectiveScore),
          user_score: String(data.objectiveScore),
          is_pass: data.isPass,
          timed_out: data.timedOut ? 1 : 0,
          marks: JSON.stringify(data.marks),
        })
        .where('id', '=', data.id)
        .execute();
    },
    // Marking finished (or a grade changed since): the paper's result, so rank, pass and statistics
    // change in the same transaction.
    ExamAttemptMarked: async (trx, { data }) => {
      await trx
        .updateTable('exam_reports')
        .set({
          test_status: 1,
          user_score: String(data.userScore),
          is_pass: data.isPass,
          marks: JSON.stringify(data.marks),
        })
        .where('id', '=', data.id)
        .execute();
    },
  },
});
