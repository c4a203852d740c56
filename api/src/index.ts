export { type Api, type ApiOptions, createApi } from './app';
export type * as GradingRest from './contract/gradingTypes';
export type * as HomeworkResultsRest from './contract/homeworkResultsTypes';
export type * as HomeworkRest from './contract/homeworkTypes';
export type * as QuestionBankRest from './contract/questionBankTypes';
export type * as RubricRest from './contract/rubricTypes';
export type * as SubmissionsRest from './contract/submissionsTypes';
/** The REST answers' shapes, for clients in this repository (type-only: no run-time coupling). */
export type { CoursewareRow } from './courseware/queries';
export { FIRST_START_SCALE } from './demo/scale';
export type { Page } from './http/fields';
