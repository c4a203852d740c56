/** Shapes of the student app's homework calls (`/api/app/homework…`): the API's own answer types. */
import type { MyCollection, MyHomeworkRow, MyReportDetail } from '@school/api';

export type RestMyHomeworkRow = MyHomeworkRow;
export type RestMyReportAbilities = MyHomeworkRow['abilities'];
export type RestMyReport = MyReportDetail;
export type RestMyCollection = MyCollection;

type OpenReport = Extract<MyReportDetail, { questions: unknown }>;
type ReviewedReport = Extract<MyReportDetail, { report_questions: unknown }>;
type OpenQuestion = OpenReport['questions'][number];
type ReviewedQuestion = ReviewedReport['report_questions'][number];

type OpenSubQuestion = OpenQuestion['ques_item'][number];
type ReviewedSubQuestion = ReviewedQuestion['children'][number];

/**
 * A question of an open report (no marks) or of a reviewed one (with marks and feedback); a material
 * question's sub-questions under `children` whichever the state (an open report names them `ques_item`).
 */
export type RestMyReportQuestion = (OpenSubQuestion | ReviewedSubQuestion) & {
  children?: RestMyReportQuestion[];
};

export const isReviewedReport = (r: MyReportDetail): r is ReviewedReport => 'report_questions' in r;
export const isReviewedQuestion = (
  q: RestMyReportQuestion,
): q is ReviewedSubQuestion & RestMyReportQuestion => 'is_right' in q;
