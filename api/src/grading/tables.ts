import { createTables } from '../store/createTables';
import type { DomainMigration } from '../store/migrations';

/**
 * Grades of subjective questions while a report is graded or reviewed (spec section 3: per question
 * score, get_score, remark, answer images with their drawing). Scores in tenths, as in submissions.
 */
export interface ReportQuestionGradesTable {
  report_id: number;
  ques_id: number;
  hw_id: number;
  /** 1 graded (is_review 1), 0 only a remark or drawing kept (still pending). */
  graded: number;
  result: number;
  score_tenths: number | null;
  rate: number | null;
  remark: string;
  /** JSON list of `{ url, draw }`. */
  images: string;
  revision: number;
  grader_uid: number;
  graded_at: number;
}

/** The latest grade of each graded report: its comment and who graded it. */
export interface ReportReviewsTable {
  report_id: number;
  hw_id: number;
  comment: string;
  grader_uid: number;
  grader_role: string;
  graded_at: number;
}

/**
 * Who has a paper open for grading, until when: homework reports and exam papers alike, by kind (not
 * an event: a lease is a courtesy between colleagues, not a fact of the paper; it is never rebuilt).
 */
export interface GradingLeasesTable {
  /** `homework` or `exam` (see `gradingCore.ts`): their ids are numbered apart. */
  kind: string;
  report_id: number;
  uid: number;
  expires_at: number;
}

/** Each grader's reusable comments (the comment bank). */
export interface GradingCommentsTable {
  id: number;
  uid: number;
  content: string;
  created_at: number;
}

export interface GradingTables {
  report_question_grades: ReportQuestionGradesTable;
  report_reviews: ReportReviewsTable;
  grading_leases: GradingLeasesTable;
  grading_comments: GradingCommentsTable;
}

declare module '../store/schema' {
  interface Database extends GradingTables {}
}

const createGradingTables: DomainMigration = async (db) => {
  // "Next report": the reports of a homework awaiting grading, in id order.
  await db.schema
    .createIndex('homework_reports_by_hw_status_id')
    .on('homework_reports')
    .columns(['hw_id', 'status', 'id'])
    .execute();
  await createTables(db, {
    report_question_grades: {
      columns: {
        report_id: 'integer',
        ques_id: 'integer',
        hw_id: 'integer',
        graded: 'integer',
        result: 'integer',
        score_tenths: 'integer?',
        rate: 'integer?',
        remark: 'text',
        images: 'text',
        revision: 'integer',
        grader_uid: 'integer',
        graded_at: 'bigint',
      },
      primaryKey: ['report_id', 'ques_id'],
      indexes: [['hw_id', 'ques_id']],
    },
    report_reviews: {
      columns: {
        report_id: 'integer',
        hw_id: 'integer',
        comment: 'text',
        grader_uid: 'integer',
        grader_role: 'text',
        graded_at: 'bigint',
      },
      primaryKey: ['report_id'],
    },
    grading_comments: {
      columns: { id: 'integer', uid: 'integer', content: 'text', created_at: 'bigint' },
      primaryKey: ['id'],
      indexes: [['uid']],
    },
  });
};

/**
 * One lease table for both kinds of paper (homework kept its own, exams `exam_grading_leases`): the
 * leases of the time are dropped, they lapse within minutes anyway.
 */
const oneLeaseTable: DomainMigration = async (db) => {
  await db.schema.dropTable('grading_leases').ifExists().execute();
  await db.schema.dropTable('exam_grading_leases').ifExists().execute();
  await createTables(db, {
    grading_leases: {
      columns: { kind: 'text', report_id: 'integer', uid: 'integer', expires_at: 'bigint' },
      primaryKey: ['kind', 'report_id'],
    },
  });
};

export const gradingMigrations: [string, DomainMigration][] = [
  ['0600_grading', createGradingTables],
  ['2600_one_grading_lease_table', oneLeaseTable],
];
