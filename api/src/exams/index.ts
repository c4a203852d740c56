/** What other domains may use of exams: its events, its figures, and which exams a viewer may see. */

export { type DemoExam, seedExamsWithAttempts } from './demoExams';
export type { ExamEvent } from './exam';
export { type AttemptFacts, countedAttempts, round1 } from './examFigures';
export { findVisibleExam } from './examQueries';
