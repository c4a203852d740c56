/** Shapes of the REST calls about homework results, as the API's output schemas declare them. */
import type { HomeworkRest, HomeworkResultsRest } from '@school/api';

export type RestHomeworkResultDetail = HomeworkResultsRest.HomeworkResultDetail;
export type RestHomeworkStudentRow = HomeworkResultsRest.HomeworkStudentRow;
export type RestQuestionAnalysisRow = HomeworkResultsRest.QuestionAnalysisRow;
export type RestTranscriptRow = HomeworkResultsRest.TranscriptRow;
export type RestTranscriptSummary = HomeworkResultsRest.TranscriptSummary;
export type RestGradeDistribution = HomeworkResultsRest.GradeDistribution;
export type RestBandStudent = HomeworkResultsRest.BandStudent;
export type RestTypeStatistics = HomeworkResultsRest.TypeStatistics;
export type RestQuestionStatistics = HomeworkResultsRest.QuestionStatistics;
export type RestAnswerDetail = HomeworkResultsRest.AnswerDetail;
export type RestTranscriptExport = HomeworkResultsRest.TranscriptExport;
export type RestHomeworkPreview = HomeworkResultsRest.HomeworkPreview;
export type RestAnswerStudent = HomeworkResultsRest.AnswerStudent;
export type RestHomeworkAnonymity = HomeworkRest.HomeworkAnonymity;
export type RestHomeworkRelease = HomeworkRest.HomeworkRelease;
