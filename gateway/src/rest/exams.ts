import type { ExamsRest } from '@school/api';

/** Shapes of the REST exam calls (`test/…`, `testDetail/…`): the API's output schemas. */
export type RestExamClassify = ExamsRest.ExamClassify;
export type RestSchoolInfo = ExamsRest.SchoolInfo;
export type RestExamRow = ExamsRest.ExamRow;
export type RestPaperQuestion = ExamsRest.PaperQuestion;
export type RestExamForEditing = ExamsRest.ExamForEditing;
export type RestExamHeader = ExamsRest.ExamHeader;
export type RestExamRelease = ExamsRest.ExamRelease;
export type RestExamAttempt = ExamsRest.ExamAttempt;
export type RestExamAttempts = ExamsRest.ExamAttempts;
export type RestExamScoreStatistics = ExamsRest.ExamScoreStatistics;
export type RestExamStudent = ExamsRest.ExamStudent;
export type RestExamQuestionStatistics = ExamsRest.ExamQuestionStatistics;
export type RestExamExport = ExamsRest.ExamExport;
