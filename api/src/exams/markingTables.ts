import { createTables } from '../store/createTables';
import type { DomainMigration } from '../store/migrations';

/**
 * Marking of exam papers: reviewers' grades of subjective questions (spec section 3: score, remark,
 * answer images with their drawing) and each paper's comment. Who has a paper open is grading's lease
 * (`grading_leases`, kind `exam`).
 */
export interface ExamQuestionGradesTable {
  report_id: number;
  question_id: number;
  exam_id: number;
  /** 1 graded, 0 only a remark or drawing kept (still pending). */
  graded: number;
  status: number;
  /** Decimal text; null while pending. */
  score: string | null;
  remark: string;
  /** JSON list of `{ url, draw }`. */
  images: string;
  revision: number;
  marker_uid: number;
  marked_at: number;
}

export interface ExamReportReviewsTable {
  report_id: number;
  exam_id: number;
  comment: string;
  marker_uid: number;
  marker_role: string;
  marked_at: number;
}

export interface ExamMarkingTables {
  exam_question_grades: ExamQuestionGradesTable;
  exam_report_reviews: ExamReportReviewsTable;
}

declare module '../store/schema' {
  interface Database extends ExamMarkingTables {}
}

const createMarkingTables: DomainMigration = async (db) => {
  await createTables(db, {
    exam_question_grades: {
      columns: {
        report_id: 'integer',
        question_id: 'integer',
        exam_id: 'integer',
        graded: 'integer',
        status: 'integer',
        score: 'text?',
        remark: 'text',
        images: 'text',
        revision: 'integer',
        marker_uid: 'integer',
        marked_at: 'bigint',
      },
      primaryKey: ['report_id', 'question_id'],
    },
    exam_report_reviews: {
      columns: {
        report_id: 'integer',
        exam_id: 'integer',
        comment: 'text',
        marker_uid: 'integer',
        marker_role: 'text',
        marked_at: 'bigint',
      },
      primaryKey: ['report_id'],
    },
  });
  // "Next paper": the attempts of an exam awaiting review, in id order.
  await db.schema
    .createIndex('exam_reports_by_exam_status_id')
    .on('exam_reports')
    .columns(['exam_id', 'test_status', 'id'])
    .execute();
};

export const markingMigrations: [string, DomainMigration][] = [['0910_exam_marking', createMarkingTables]];
