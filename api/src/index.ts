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
export type * as SessionsRest from './contract/sessionsTypes';
export type * as StaffDeskRest from './contract/workbenchTypes';
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
