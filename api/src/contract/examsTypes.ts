import type { z } from 'zod';
import type * as contract from './exams';

/** The REST answers of exams, for clients in this repository (type-only). */
export type ExamClassify = z.output<typeof contract.examClassify>;
export type SchoolInfo = z.output<typeof contract.schoolInfo>;
export type ExamRow = z.output<typeof contract.examRow>;
export type ExamForEditing = z.output<typeof contract.examForEditing>;
export type PaperQuestion = z.output<typeof contract.paperQuestion>;
export type ExamHeader = z.output<typeof contract.examHeader>;
export type ExamRelease = z.output<typeof contract.examRelease>;
export type ExamAttempt = z.output<typeof contract.examAttempt>;
export type ExamAttempts = z.output<typeof contract.examAttempts>;
export type ExamScoreStatistics = z.output<typeof contract.examScoreStatistics>;
export type ExamStudent = z.output<typeof contract.examStudent>;
export type ExamQuestionStatistics = z.output<typeof contract.examQuestionStatistics>;
export type ExamExport = z.output<typeof contract.examExport>;
export type ExamReview = z.output<typeof contract.examReview>;
export type ExamMarking = z.output<typeof contract.examMarking>;
export type ExamPreview = z.output<typeof contract.examPreview>;
export type ExamPdf = z.output<typeof contract.examPdf>;
export type StudentExams = z.output<typeof contract.studentExams>;
export type StudentExam = z.output<typeof contract.studentExam>;
export type StudentAttempt = z.output<typeof contract.studentAttempt>;
export type StudentExamReview = z.output<typeof contract.studentExamReview>;
export type StartedAttempt = z.output<typeof contract.startedAttempt>;
