import { RELEASE_MODE, type ResultsRelease } from '@school/machines';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import { forStudent, type StudentExamFacts } from './answerVisibility';

/**
 * The facts of the answer rule and of released grades for one student and exam, read from the exam,
 * the student's classes of it and the student's attempts. Released when any class of the student's
 * that the exam is for has had its results released.
 */
export async function answerFactsOf(
  db: Kysely<Database>,
  uid: number,
  examId: number,
  now: number,
): Promise<StudentExamFacts> {
  const exam = await db
    .selectFrom('exams')
    .select(['status', 'time_type', 'end_time', 'test_num', 'release_mode'])
    .where('id', '=', examId)
    .executeTakeFirstOrThrow();
  const attempts = await db
    .selectFrom('exam_reports')
    .select('test_status')
    .where('exam_id', '=', examId)
    .where('uid', '=', uid)
    .execute();
  const released = await db
    .selectFrom('exam_classes as ec')
    .innerJoin('class_students as cs', 'cs.class_id', 'ec.class_id')
    .select('ec.class_id')
    .where('ec.exam_id', '=', examId)
    .where('cs.uid', '=', uid)
    .where('ec.results_released_at', 'is not', null)
    .executeTakeFirst();
  return {
    examStatus: Number(exam.status),
    timeType: Number(exam.time_type),
    endTime: Number(exam.end_time),
    testNum: Number(exam.test_num),
    attemptsUsed: attempts.length,
    answering: attempts.some((a) => Number(a.test_status) === 0),
    now,
    releaseMode: Number(exam.release_mode) === RELEASE_MODE.manual ? RELEASE_MODE.manual : RELEASE_MODE.auto,
    released: released !== undefined,
  };
}

/** What the student's app reads of released grades (release_mode 2: 成绩未发布 until released). */
export const releaseFields = (facts: ResultsRelease) => ({
  release_mode: facts.releaseMode === RELEASE_MODE.manual ? RELEASE_MODE.manual : RELEASE_MODE.auto,
  results_released: facts.releaseMode !== RELEASE_MODE.manual || facts.released === true,
});

/**
 * Every student-facing exam answer goes out through here: answers and results only when the rules
 * allow, with the release fields beside them.
 */
export async function studentExamAnswer<T extends object>(
  db: Kysely<Database>,
  uid: number,
  examId: number,
  now: number,
  value: T,
): Promise<T & ReturnType<typeof releaseFields>> {
  const facts = await answerFactsOf(db, uid, examId, now);
  return { ...forStudent(value, facts), ...releaseFields(facts) };
}
