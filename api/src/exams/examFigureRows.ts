import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../store/schema';
import type { QuestionMark } from './attempt';
import type { PaperSection } from './exam';
import type { AttemptFacts, ExamFacts } from './examFigures';
import type { ExamReportsTable, ExamsTable } from './tables';

/** The rows the exam's figures are computed from: its submitted attempts, as `examFigures` reads them. */

export const attemptFactsOfRow = (r: Selectable<ExamReportsTable>): AttemptFacts => ({
  id: Number(r.id),
  uid: Number(r.uid),
  attemptNo: Number(r.attempt_no),
  testStatus: Number(r.test_status),
  userScore: Number(r.user_score),
  objectiveScore: Number(r.objective_score),
  answerTime: Number(r.answer_time),
  isPass: Number(r.is_pass),
  submitTime: Number(r.submit_time),
  timedOut: Number(r.timed_out),
  marks: JSON.parse(r.marks) as QuestionMark[],
  answers: JSON.parse(r.answers) as AttemptFacts['answers'],
});

export async function submittedAttempts(db: Kysely<Database>, examId: number): Promise<AttemptFacts[]> {
  const rows = await db
    .selectFrom('exam_reports')
    .selectAll()
    .where('exam_id', '=', examId)
    .where('test_status', '!=', 0)
    .execute();
  return rows.map(attemptFactsOfRow);
}

export const examFactsOf = (exam: Selectable<ExamsTable>): ExamFacts => ({
  score: Number(exam.score),
  sections: JSON.parse(exam.sections) as PaperSection[],
});
