/** What other domains may use of exams: its events. */
export type { ExamEvent } from './exam';
