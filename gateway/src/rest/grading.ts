/** Shapes of the REST grading calls (`/api/{lector|assistants}/…`), as the API's output schemas declare them. */
import type { GradingRest } from '@school/api';

export type RestGradingRow = GradingRest.GradingRow;
export type RestGradingPage = GradingRest.GradingPage;
/** An exam paper's question (the marking page) leaves out `parent_stem` and `rate`; a homework's has them. */
export type RestGradingQuestion = Omit<GradingRest.GradingQuestion, 'parent_stem' | 'rate'> &
  Partial<Pick<GradingRest.GradingQuestion, 'parent_stem' | 'rate'>>;
export type RestGradingCardGroup = GradingRest.GradingCardGroup;
export type RestGradingReport = GradingRest.ReportData;
export type RestGradingComment = GradingRest.BankComment;
