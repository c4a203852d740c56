/** What other domains may use of exams: its events. */

export { type DemoExam, seedExamsWithAttempts } from './demoExams';
export type { ExamEvent } from './exam';
export { type AttemptFacts, countedAttempts, round1 } from './examFigures';
