import { splitIntoShares } from '../store/counterShares';
import { createTables } from '../store/createTables';
import type { DomainMigration } from '../store/migrations';

/**
 * Scores in this read model are integers of tenths (scores have one decimal), so sums and averages
 * stay exact in SQL on both dialects.
 */

/**
 * One student's report on one homework in one class (spec: student homework row). Status 1 not
 * submitted, 2 submitted awaiting grading, 3 graded. The homework migration (0400) created the table;
 * this domain owns its rows since 0500 and adds the answer columns. A recalled homework's rows stay
 * (the student hears 作业已撤回) but leave every list and count.
 */
export interface HomeworkReportsTable {
  id: number;
  hw_id: number;
  class_id: number;
  uid: number;
  status: number;
  submit_time: number | null;
  created_at: number;
  updated_at: number;
  /** First save of answers (unix seconds). */
  started_at: number | null;
  /** Seconds from the first save to the submit. */
  answer_time: number | null;
  user_score_tenths: number | null;
  objective_score_tenths: number | null;
  subjective_score_tenths: number | null;
}

/**
 * One answer of one report to one answerable question (a material question's sub-questions are
 * answered by their own ids). `result`: 0 draft, 1 right, 2 wrong, 3 no answer, 4 pending grading.
 */
export interface ReportAnswersTable {
  report_id: number;
  ques_id: number;
  hw_id: number;
  class_id: number;
  user_answer: string;
  result: number;
  score_tenths: number | null;
}

/**
 * Live report counts per homework and class; `class_id` 0 holds the whole homework (as the spec's
 * class id 0 means all classes). Not graded = submitted − graded.
 */
export interface HomeworkReportCountsTable {
  hw_id: number;
  class_id: number;
  due: number;
  submitted: number;
  graded: number;
  /** Sum and highest of the graded reports' scores. */
  score_sum_tenths: number;
  max_score_tenths: number;
}

/** One share of a homework's live counts per class (see `counterShares.ts`); the view sums them. */
export interface HomeworkReportCountSharesTable extends HomeworkReportCountsTable {
  share: number;
}

/** A student's collected homework questions (spec: collect, type 3). */
export interface QuestionCollectionsTable {
  id: number;
  uid: number;
  ques_id: number;
  type: number;
  created_at: number;
}

/** Corrections students reported on questions (spec: myExam/correction); the question's owner reads them. */
export interface QuestionCorrectionsTable {
  id: number;
  ques_id: number;
  uid: number;
  type: number;
  error_msg: string;
  created_at: number;
}

export interface SubmissionTables {
  homework_reports: HomeworkReportsTable;
  report_answers: ReportAnswersTable;
  /** A view: the sum of the shares (the highest of their highest scores). */
  homework_report_counts: HomeworkReportCountsTable;
  homework_report_counts_shares: HomeworkReportCountSharesTable;
  question_collections: QuestionCollectionsTable;
  question_corrections: QuestionCorrectionsTable;
}

declare module '../store/schema' {
  interface Database extends SubmissionTables {}
}

const createSubmissionTables: DomainMigration = async (db) => {
  for (const column of [
    'started_at',
    'answer_time',
    'user_score_tenths',
    'objective_score_tenths',
    'subjective_score_tenths',
  ]) {
    await db.schema
      .alterTable('homework_reports')
      .addColumn(column, column.endsWith('_at') ? 'bigint' : 'integer')
      .execute();
  }
  await db.schema
    .createIndex('homework_reports_by_uid_hw')
    .on('homework_reports')
    .columns(['uid', 'hw_id'])
    .execute();
  await createTables(db, {
    report_answers: {
      columns: {
        report_id: 'integer',
        ques_id: 'integer',
        hw_id: 'integer',
        class_id: 'integer',
        user_answer: 'text',
        result: 'integer',
        score_tenths: 'integer?',
      },
      primaryKey: ['report_id', 'ques_id'],
      indexes: [['hw_id', 'ques_id', 'result']],
    },
    homework_report_counts: {
      columns: {
        hw_id: 'integer',
        class_id: 'integer',
        due: 'integer',
        submitted: 'integer',
        graded: 'integer',
        score_sum_tenths: 'integer',
        max_score_tenths: 'integer',
      },
      primaryKey: ['hw_id', 'class_id'],
      indexes: [['class_id']],
    },
    question_collections: {
      columns: { id: 'integer', uid: 'integer', ques_id: 'integer', type: 'integer', created_at: 'bigint' },
      primaryKey: ['id'],
      indexes: [['uid', 'ques_id']],
    },
    question_corrections: {
      columns: {
        id: 'integer',
        ques_id: 'integer',
        uid: 'integer',
        type: 'integer',
        error_msg: 'text',
        created_at: 'bigint',
      },
      primaryKey: ['id'],
      indexes: [['ques_id']],
    },
  });
};

export const submissionMigrations: [string, DomainMigration][] = [
  ['0500_submissions', createSubmissionTables],
  [
    '2800_report_count_shares',
    (db) =>
      splitIntoShares(
        db,
        'homework_report_counts',
        ['due', 'submitted', 'graded', 'score_sum_tenths', 'max_score_tenths'].map((name) => ({
          name,
          type: 'integer' as const,
        })),
        ['max_score_tenths'],
      ),
  ],
];
