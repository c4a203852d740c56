import type { ExamsRest } from '@school/api';
import type { Camel } from '../camel';
import type { toAttempt, toReview } from '../resolvers/studentExams';

/** Shapes of the student app's exam calls (`/api/app/exam…`): the API's output schemas. */
export type RestMyExam = ExamsRest.StudentExam;
export type RestMyExams = ExamsRest.StudentExams;
export type RestMyAttempt = ExamsRest.StudentAttempt;
export type RestMyExamReview = ExamsRest.StudentExamReview;
export type RestStartedAttempt = ExamsRest.StartedAttempt;

/** The student's exam, attempt and review as GraphQL resolves them (codegen `mappers`). */
export type MyExamAnswer = Camel<RestMyExam>;
export type MyExamOptionAnswer = Camel<
  RestMyAttempt['sections'][number]['questions'][number]['ques_option'][number]
>;
export type MyAttemptAnswer = ReturnType<typeof toAttempt>;
export type MyExamReviewAnswer = ReturnType<typeof toReview>;
