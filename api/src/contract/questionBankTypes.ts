import type { z } from 'zod';
import type {
  importCommit,
  importPreview,
  importResult,
  knowledgePoint,
  question,
  questionOption,
  questionPage,
  subQuestion,
} from './questionBank';

/** The REST answers of the question bank, for clients in this repository (type-only). */
export type Question = z.output<typeof question>;
export type QuestionPage = z.output<typeof questionPage>;
export type QuestionOption = z.output<typeof questionOption>;
export type SubQuestion = z.output<typeof subQuestion>;
export type KnowledgePoint = z.output<typeof knowledgePoint>;
export type ImportResult = z.output<typeof importResult>;
export type ImportPreview = z.output<typeof importPreview>;
export type ImportRow = ImportPreview['rows'][number];
export type ImportDraft = ImportRow['question'];
export type ImportCommit = z.output<typeof importCommit>;
