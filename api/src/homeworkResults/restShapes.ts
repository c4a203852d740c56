import type {
  answerDetail,
  perQuestionStatistics,
  questionAnalysis,
  typeStatistics,
} from './analysisQueries';
import type { homeworkDetail, listStudents } from './detailQueries';
import type { exportTranscript } from './export/transcriptExport';
import type { staffReportView } from './reportView';
import type { bandStudents, gradeDistribution, transcript, transcriptSummary } from './transcriptQueries';

/** The REST answers of homework results, for clients in this repository (type-only). */
type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
export type HomeworkResultDetail = Answer<typeof homeworkDetail>;
export type HomeworkStudentRow = Answer<typeof listStudents>['list'][number];
export type QuestionAnalysisRow = Answer<typeof questionAnalysis>[number];
export type TranscriptRow = Answer<typeof transcript>['list'][number];
export type TranscriptSummary = Answer<typeof transcriptSummary>;
export type GradeDistribution = Answer<typeof gradeDistribution>;
export type BandStudent = Answer<typeof bandStudents>[number];
export type TypeStatistics = Answer<typeof typeStatistics>;
export type QuestionStatistics = Answer<typeof perQuestionStatistics>;
export type AnswerDetail = Answer<typeof answerDetail>;
export type StaffReportView = Answer<typeof staffReportView>;
export type TranscriptExport = Answer<typeof exportTranscript>;
export type HomeworkPreview = Answer<typeof import('./previewQueries').homeworkPreview>;
export type AnswerStudent = Answer<typeof import('./analysisQueries').answerStudents>[number];
/** The answer of hw/anonymous/lift/{hwId}: the homework's anonymity after the lift. */
export type HomeworkAnonymity = { id: number } & ReturnType<typeof import('../homework').anonymityOfHomework>;
