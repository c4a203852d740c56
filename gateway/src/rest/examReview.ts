import type { ExamsRest } from '@school/api';
import type { toExamMarking, toExamPreview, toExamReview } from '../resolvers/examReview';

/** Shapes of the REST exam review, marking and preview calls: the API's output schemas. */
export type RestExamReview = ExamsRest.ExamReview;
export type RestExamReviewQuestion = RestExamReview['question'][number];
export type RestOption = RestExamReviewQuestion['ques_option'][number];
/** The marking page's report data: the grading page's shape, with the exam's codes. */
export type RestExamMarking = ExamsRest.ExamMarking;
export type RestExamPreview = ExamsRest.ExamPreview;

/** The review as GraphQL resolves it (codegen `mappers`): the REST answer converted once. */
export type ExamReviewAnswer = ReturnType<typeof toExamReview>;
/** The marking page's report (GraphQL's GradingReport, as a homework's). */
export type ExamMarkingAnswer = ReturnType<typeof toExamMarking>;
export type ExamPreviewAnswer = ReturnType<typeof toExamPreview>;
