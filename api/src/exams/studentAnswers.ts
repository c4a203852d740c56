import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import { type AnswerVisibilityFacts, forStudent } from './answerVisibility';

/** The facts of the answer rule for one student and exam, read from the exam and the student's attempts. */
export async function answerFactsOf(
  db: Kysely<Database>,
  uid: number,
  examId: number,
  now: number,
): Promise<AnswerVisibilityFacts> {
  const exam = await db
    .selectFrom('exams')
    .select(['status', 'time_type', 'end_time', 'test_num'])
    .where('id', '=', examId)
    .executeTakeFirstOrThrow();
  const attempts = await db
    .selectFrom('exam_reports')
    .select('test_status')
    .where('exam_id', '=', examId)
    .where('uid', '=', uid)
    .execute();
  return {
    examStatus: Number(exam.status),
    timeType: Number(exam.time_type),
    endTime: Number(exam.end_time),
    testNum: Number(exam.test_num),
    attemptsUsed: attempts.length,
    answering: attempts.some((a) => Number(a.test_status) === 0),
    now,
  };
}

/** Every student-facing exam answer goes out through here: answers only when the rule allows. */
export async function studentExamAnswer<T>(
  db: Kysely<Database>,
  uid: number,
  examId: number,
  now: number,
  value: T,
): Promise<T> {
  return forStudent(value, await answerFactsOf(db, uid, examId, now));
}
