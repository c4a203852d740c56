import type { z } from 'zod';
import type {
  bankComment,
  cardGroup,
  gradingPage,
  gradingQuestion,
  gradingRow,
  reportData,
  reviewList,
  savedGrade,
} from './grading';

/** The REST answers of grading, for clients in this repository (type-only). */
export type GradingRow = z.output<typeof gradingRow>;
export type GradingPage = z.output<typeof gradingPage>;
export type GradingQuestion = z.output<typeof gradingQuestion>;
export type GradingCardGroup = z.output<typeof cardGroup>;
export type ReportData = z.output<typeof reportData>;
export type ReviewList = z.output<typeof reviewList>;
export type SavedGrade = z.output<typeof savedGrade>;
export type BankComment = z.output<typeof bankComment>;
