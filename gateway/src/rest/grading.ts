/** Shapes of the REST grading calls (`/api/{lector|assistants}/…`), as the API's output schemas declare them. */
import type { GradingRest } from '@school/api';
import type { Camel } from '../camel';
import type { toGradingReport } from '../resolvers/grading';
import type { ExamMarkingAnswer } from './examReview';

export type RestGradingRow = GradingRest.GradingRow;
export type RestGradingPage = GradingRest.GradingPage;
/** What an exam paper's question (the marking page) leaves out; a homework's question has them. */
type HomeworkOnly = 'parent_stem' | 'rate' | 'rubric' | 'levels';
export type RestGradingQuestion = Omit<GradingRest.GradingQuestion, HomeworkOnly> &
  Partial<Pick<GradingRest.GradingQuestion, HomeworkOnly>>;
export type RestGradingCardGroup = GradingRest.GradingCardGroup;
export type RestGradingReport = GradingRest.ReportData;
export type RestGradingComment = GradingRest.BankComment;

/** The grading list's row as GraphQL resolves it (codegen `mappers`). */
export type GradingRowAnswer = Camel<RestGradingRow>;
/** A question of the grading page (a homework's or an exam paper's) as GraphQL resolves it. */
export type GradingQuestionAnswer = Camel<RestGradingQuestion>;
export type GradingOptionAnswer = GradingQuestionAnswer['quesOption'][number];
export type GradingCardGroupAnswer = Camel<RestGradingCardGroup>;
export type GradingCardItemAnswer = GradingCardGroupAnswer['children'][number];
export type GradingCommentAnswer = Camel<RestGradingComment>;
/** The grading page's report (a homework's or an exam paper's): its info, cards and questions in one. */
export type GradingReportAnswer = ReturnType<typeof toGradingReport> | ExamMarkingAnswer;
/** What finishing a report answers: the next report to grade. */
export type FinishedAnswer = { nextReportId: number | null };
