import type { ExamsRest } from '@school/api';

/** Shapes of the REST exam review, marking and preview calls: the API's output schemas. */
export type RestExamReview = ExamsRest.ExamReview;
export type RestExamReviewQuestion = RestExamReview['question'][number];
export type RestOption = RestExamReviewQuestion['ques_option'][number];
/** The marking page's report data: the grading page's shape, with the exam's codes. */
export type RestExamMarking = ExamsRest.ExamMarking;
export type RestExamPreview = ExamsRest.ExamPreview;
