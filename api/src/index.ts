export { type Api, type ApiOptions, createApi } from './app';
/** The REST answers' shapes, for clients in this repository (type-only: no run-time coupling). */
export type * as CommunityRest from './contract/communityTypes';
export type { CoursewareRow } from './courseware/queries';
export { FIRST_START_SCALE } from './demo/scale';
export type { HomeworkRow } from './homework/homeworkQueries';
export type * as HomeworkResultsRest from './homeworkResults/restShapes';
export type { Page } from './http/fields';
export type {
  PreviewQuestion,
  PreviewRowView,
  PreviewView,
} from './questionBank/importPreview/previewRows';
export type { QuestionView } from './questionBank/questionQueries';
export type { RestOption, RestSubQuestion } from './questionBank/restShape';
export type { QuestionCorrection } from './submissions/correctionQueries';
/** The student app's homework answers: a row of GET /api/app/homework and one report of GET /api/app/homework/{report_id}. */
export type MyHomeworkRow = Awaited<
  ReturnType<typeof import('./submissions/reportQueries').listMyHomework>
>['list'][number];
export type MyReportDetail = Awaited<ReturnType<typeof import('./submissions/reportQueries').myReportDetail>>;
