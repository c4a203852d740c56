/** Shapes of the REST grading calls (`/api/{lector|assistants}/…`), as the API's output schemas declare them. */
import type { GradingRest } from '@school/api';

export type RestGradingRow = GradingRest.GradingRow;
export type RestGradingPage = GradingRest.GradingPage;
/** What an exam paper's question (the marking page) leaves out; a homework's question has them. */
type HomeworkOnly = 'parent_stem' | 'rate' | 'rubric' | 'levels';
export type RestGradingQuestion = Omit<GradingRest.GradingQuestion, HomeworkOnly> &
  Partial<Pick<GradingRest.GradingQuestion, HomeworkOnly>>;
export type RestGradingCardGroup = GradingRest.GradingCardGroup;
export type RestGradingReport = GradingRest.ReportData;
export type RestGradingComment = GradingRest.BankComment;
