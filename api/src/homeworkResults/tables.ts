import { splitIntoShares } from '../store/counterShares';
import { createTables } from '../store/createTables';
import type { DomainMigration } from '../store/migrations';

/**
 * The staff side of homework results: read models kept by this domain's projection from the
 * submissions (ReportSubmitted) and grades (ReportGraded) of each report. Scores are integers of
 * tenths, rates integers of thousandths (permille), so sums stay exact on both dialects.
 *
 * A report is *final* when its figures no longer wait for a grader: at submit when nothing was left
 * to grade (status 3 at submit), otherwise at its latest ReportGraded (a regrade replaces it).
 */
export interface ResultReportsTable {
  report_id: number;
  hw_id: number;
  class_id: number;
  uid: number;
  /** Spec: student homework status, 1 not submitted, 2 submitted awaiting grading, 3 graded. */
  status: number;
  submit_time: number | null;
  answer_time: number | null;
  /** Final figures; null until final. */
  score_tenths: number | null;
  objective_tenths: number | null;
  subjective_tenths: number | null;
  rate_permille: number | null;
  /** Index into GRADE_BANDS (0: 90–100 … 4: 0–60); null until final. */
  band: number | null;
  /** 'teacher', 'assistant' or null (graded at submit or not yet graded). */
  grader_role: string | null;
}

/** The final answers of final reports: what each report contributed to the question figures. */
export interface ResultAnswersTable {
  report_id: number;
  ques_id: number;
  hw_id: number;
  class_id: number;
  user_answer: string;
  /** 1 right, 2 wrong, 3 no answer (spec: question status). */
  result: number;
  score_tenths: number;
}

/**
 * Live figures of a homework per class; `class_id` 0 holds the whole homework. `due` and
 * `submitted` count at once, the rest over final reports only.
 */
export interface ResultSummaryTable {
  hw_id: number;
  class_id: number;
  due: number;
  submitted: number;
  final: number;
  score_sum_tenths: number;
  objective_sum_tenths: number;
  subjective_sum_tenths: number;
  rate_sum_permille: number;
  /** Sum of the squares of the final reports' rates (permille²): for the point-biserial correlation. */
  rate_square_sum: number;
  answer_time_sum: number;
  band_0: number;
  band_1: number;
  band_2: number;
  band_3: number;
  band_4: number;
  by_teacher: number;
  by_assistant: number;
  /** Counts every change of the final figures: what cached derived figures are keyed by. */
  version: number;
}

/** One share of a homework's summary row per class (see `counterShares.ts`); the view sums them. */
export interface ResultSummarySharesTable extends ResultSummaryTable {
  share: number;
}

/** Live figures of one answerable question of a homework per class (0: whole homework), over final reports. */
export interface ResultQuestionStatsTable {
  hw_id: number;
  class_id: number;
  ques_id: number;
  answered: number;
  right_count: number;
  wrong_count: number;
  unanswered: number;
  score_sum_tenths: number;
  /** Sum of the rates (permille) of the reports right on this question: for the point-biserial. */
  right_rate_sum: number;
}

/** How many final reports gave each wrong answer to a question (for the most common wrong option). */
export interface ResultWrongAnswersTable {
  hw_id: number;
  class_id: number;
  ques_id: number;
  user_answer: string;
  n: number;
}

export interface HomeworkResultTables {
  result_reports: ResultReportsTable;
  result_answers: ResultAnswersTable;
  /** A view: the sum of the shares. */
  result_summary: ResultSummaryTable;
  result_summary_shares: ResultSummarySharesTable;
  result_question_stats: ResultQuestionStatsTable;
  result_wrong_answers: ResultWrongAnswersTable;
}

declare module '../store/schema' {
  interface Database extends HomeworkResultTables {}
}

const summaryCounters = [
  'due',
  'submitted',
  'final',
  'score_sum_tenths',
  'objective_sum_tenths',
  'subjective_sum_tenths',
  'rate_sum_permille',
  'rate_square_sum',
  'answer_time_sum',
  'band_0',
  'band_1',
  'band_2',
  'band_3',
  'band_4',
  'by_teacher',
  'by_assistant',
  'version',
] as const;

const createResultTables: DomainMigration = (db) =>
  createTables(db, {
    result_reports: {
      columns: {
        report_id: 'integer',
        hw_id: 'integer',
        class_id: 'integer',
        uid: 'integer',
        status: 'integer',
        submit_time: 'bigint?',
        answer_time: 'integer?',
        score_tenths: 'integer?',
        objective_tenths: 'integer?',
        subjective_tenths: 'integer?',
        rate_permille: 'integer?',
        band: 'integer?',
        grader_role: 'text?',
      },
      primaryKey: ['report_id'],
      indexes: [
        ['hw_id', 'class_id', 'status'],
        ['hw_id', 'rate_permille'],
        ['hw_id', 'score_tenths'],
        ['hw_id', 'uid'],
      ],
    },
    result_answers: {
      columns: {
        report_id: 'integer',
        ques_id: 'integer',
        hw_id: 'integer',
        class_id: 'integer',
        user_answer: 'text',
        result: 'integer',
        score_tenths: 'integer',
      },
      primaryKey: ['report_id', 'ques_id'],
      indexes: [['hw_id', 'ques_id', 'result']],
    },
    result_summary: {
      columns: Object.fromEntries(
        ['hw_id', 'class_id', ...summaryCounters].map((c) => [
          c,
          c === 'rate_square_sum' ? 'bigint' : 'integer',
        ]),
      ),
      primaryKey: ['hw_id', 'class_id'],
    },
    result_question_stats: {
      columns: {
        hw_id: 'integer',
        class_id: 'integer',
        ques_id: 'integer',
        answered: 'integer',
        right_count: 'integer',
        wrong_count: 'integer',
        unanswered: 'integer',
        score_sum_tenths: 'integer',
        right_rate_sum: 'bigint',
      },
      primaryKey: ['hw_id', 'class_id', 'ques_id'],
    },
    result_wrong_answers: {
      columns: {
        hw_id: 'integer',
        class_id: 'integer',
        ques_id: 'integer',
        user_answer: 'text',
        n: 'integer',
      },
      primaryKey: ['hw_id', 'class_id', 'ques_id', 'user_answer'],
    },
  });

export const SUMMARY_COUNTERS = summaryCounters;

export const homeworkResultMigrations: [string, DomainMigration][] = [
  ['0800_homework_results', createResultTables],
  [
    '2801_result_summary_shares',
    (db) =>
      splitIntoShares(
        db,
        'result_summary',
        summaryCounters.map((name) => ({
          name,
          type: name === 'rate_square_sum' ? ('bigint' as const) : ('integer' as const),
        })),
      ),
  ],
];
