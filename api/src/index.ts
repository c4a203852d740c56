export { type Api, type ApiOptions, createApi } from './app';
export type * as QuestionBankRest from './contract/questionBankTypes';
export type * as RubricRest from './contract/rubricTypes';
/** The REST answers' shapes, for clients in this repository (type-only: no run-time coupling). */
export type { CoursewareRow } from './courseware/queries';
export { FIRST_START_SCALE } from './demo/scale';
export type { HomeworkRow } from './homework/homeworkQueries';
export type * as HomeworkResultsRest from './homeworkResults/restShapes';
export type { Page } from './http/fields';
export type { QuestionCorrection } from './submissions/correctionQueries';
