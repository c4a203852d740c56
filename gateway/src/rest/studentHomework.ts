/** Shapes of the student app's homework calls (`/api/app/homework…`): the API's own answer types. */
import type { MyCollection, MyHomeworkRow, MyReportDetail } from '@school/api';
import type { Camel } from '../camel';

export type RestMyHomeworkRow = MyHomeworkRow;
export type RestMyReport = MyReportDetail;
export type RestMyCollection = MyCollection;

/** The answers as the GraphQL types read them (codegen `mappers`): each REST answer converted once. */
export type MyHomeworkRowAnswer = Camel<RestMyHomeworkRow>;
export type MyReportAbilitiesAnswer = MyHomeworkRowAnswer['abilities'];
export type MyHomeworkReportAnswer = Camel<RestMyReport>;
export type MySavedQuestionAnswer = Camel<RestMyCollection>;

type OpenReport = Extract<MyHomeworkReportAnswer, { questions: unknown }>;
export type ReviewedReport = Extract<MyHomeworkReportAnswer, { reportQuestions: unknown }>;
type OpenQuestion = OpenReport['questions'][number];
type ReviewedQuestion = ReviewedReport['reportQuestions'][number];

type OpenSubQuestion = OpenQuestion['quesItem'][number];
type ReviewedSubQuestion = ReviewedQuestion['children'][number];

/**
 * A question of an open report (no marks) or of a reviewed one (with marks and feedback); a material
 * question's sub-questions under `children` whichever the state (an open report names them `quesItem`).
 */
export type MyReportQuestionAnswer = (OpenSubQuestion | ReviewedSubQuestion) & {
  children?: MyReportQuestionAnswer[];
};
export type MyQuestionOptionAnswer = MyReportQuestionAnswer['quesOption'][number];

export const isReviewedReport = (r: MyHomeworkReportAnswer): r is ReviewedReport => 'reportQuestions' in r;
export const isReviewedQuestion = (
  q: MyReportQuestionAnswer,
): q is ReviewedSubQuestion & MyReportQuestionAnswer => 'isRight' in q;
