import type { z } from 'zod';
import type {
  answerDetail,
  answerStudent,
  bandStudent,
  download,
  gradeDistribution,
  homeworkDetail,
  homeworkPreview,
  homeworkStudentRow,
  questionAnalysisRow,
  questionStatistics,
  staffReportView,
  transcriptRow,
  transcriptSummary,
  typeStatistics,
} from './homeworkResults';

/** The REST answers of homework results, for clients in this repository (type-only). */
export type HomeworkResultDetail = z.output<typeof homeworkDetail>;
export type HomeworkStudentRow = z.output<typeof homeworkStudentRow>;
export type QuestionAnalysisRow = z.output<typeof questionAnalysisRow>;
export type TranscriptRow = z.output<typeof transcriptRow>;
export type TranscriptSummary = z.output<typeof transcriptSummary>;
export type GradeDistribution = z.output<typeof gradeDistribution>;
export type BandStudent = z.output<typeof bandStudent>;
export type TypeStatistics = z.output<typeof typeStatistics>;
export type QuestionStatistics = z.output<typeof questionStatistics>;
export type AnswerDetail = z.output<typeof answerDetail>;
export type StaffReportView = z.output<typeof staffReportView>;
export type TranscriptExport = z.output<typeof download>;
export type HomeworkPreview = z.output<typeof homeworkPreview>;
export type AnswerStudent = z.output<typeof answerStudent>;
