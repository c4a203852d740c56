export { type Api, type ApiOptions, createApi } from './app';
/** The REST answers' shapes, for clients in this repository (type-only: no run-time coupling). */
export type * as AccountRest from './contract/accountTypes';
export type * as AttendanceRest from './contract/attendanceTypes';
export type * as CalendarRest from './contract/calendarTypes';
export type * as ClassesRest from './contract/classesTypes';
export type * as ClassLifeRest from './contract/classLifeTypes';
export type * as CommunityRest from './contract/communityTypes';
export type * as CoursewareRest from './contract/coursewareTypes';
export type * as ExamsRest from './contract/examsTypes';
export type * as GradingRest from './contract/gradingTypes';
export type * as HomeworkResultsRest from './contract/homeworkResultsTypes';
export type * as HomeworkRest from './contract/homeworkTypes';
export type * as QuestionBankRest from './contract/questionBankTypes';
export type * as RubricRest from './contract/rubricTypes';
export type * as SessionsRest from './contract/sessionsTypes';
export type * as SubmissionsRest from './contract/submissionsTypes';
export type * as StaffDeskRest from './contract/workbenchTypes';
export { FIRST_START_SCALE } from './demo/scale';
export type { Page } from './http/fields';
/** The student app's homework answers: a row of GET /api/app/homework and one report of GET /api/app/homework/{report_id}. */
export type MyHomeworkRow = Awaited<
  ReturnType<typeof import('./submissions/reportQueries').listMyHomework>
>['list'][number];
export type MyCollection = Awaited<
  ReturnType<typeof import('./submissions/collectionQueries').myCollections>
>[number];
export type MyReportDetail = Awaited<ReturnType<typeof import('./submissions/reportQueries').myReportDetail>>;
