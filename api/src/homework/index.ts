/** What other domains may use of homework: its events, its question snapshots and its refusal. */
export type { HomeworkEvent, QuestionSnapshot, ReportGiven, SubQuestionSnapshot } from './homework';
export { HOMEWORK_NOT_FOUND } from './homeworkDecider';
export { homeworkQuestions } from './homeworkQueries';
