import { createTables } from '../store/createTables';
import { createIdSequence } from '../store/idSequences';
import type { DomainMigration } from '../store/migrations';

/** The exam list's read model: one row per exam, with the spec's column names where it has them. */
export interface ExamsTable {
  id: number;
  name: string;
  classify_id: number;
  classify_name: string;
  /** 1 fixed period, 2 long-term. */
  time_type: number;
  start_time: number;
  end_time: number;
  /** Seconds; 0 = unlimited. */
  limit_time: number;
  /** Decimal text (scores have one decimal). */
  score: string;
  pass_score: string;
  /** Attempts allowed per student. */
  test_num: number;
  /** 1 draft, 2 published, 3 closed. */
  status: number;
  question_num: number;
  creator_id: number;
  /** 1 teacher, 2 assistant. */
  creator_type: number;
  creator_name: string;
  school_id: number;
  /** JSON text: the paper's sections with their questions (ExamContent['sections']). */
  sections: string;
  created_at: number;
  updated_at: number;
  published_at: number | null;
  /** When results reach the students: 1 automatically, 2 when the teacher releases them. */
  release_mode: number;
}

/** The classes an exam is for (who may sit it, and which staff see it). */
export interface ExamClassesTable {
  exam_id: number;
  class_id: number;
  /** When the teacher released the results to this class (release_mode 2); null before. */
  results_released_at: number | null;
}

/** One row per attempt (the spec's report): the student's answers, marks and result. */
export interface ExamReportsTable {
  id: number;
  exam_id: number;
  uid: number;
  attempt_no: number;
  /** 0 answering, 2 awaiting review, 1 finished (the spec's test_status). */
  test_status: number;
  started_at: number;
  due_at: number;
  submit_time: number | null;
  answer_time: number;
  /** Decimal text: objective (and fill-in-the-blank) points, and the total so far. */
  objective_score: string;
  user_score: string;
  is_pass: number;
  timed_out: number;
  /** JSON text: saved answers by question_id (SavedAnswer). */
  answers: string;
  /** JSON text: marks by question (QuestionMark[]). */
  marks: string;
}

export interface ExamTables {
  exams: ExamsTable;
  exam_classes: ExamClassesTable;
  exam_reports: ExamReportsTable;
}

declare module '../store/schema' {
  interface Database extends ExamTables {}
}

export const EXAM_ID_TABLE = 'exam_ids';
export const EXAM_REPORT_ID_TABLE = 'exam_report_ids';

const createExamTables: DomainMigration = async (db, dialect) => {
  await createTables(db, {
    exams: {
      columns: {
        id: 'integer',
        name: 'text',
        classify_id: 'integer',
        classify_name: 'text',
        time_type: 'integer',
        start_time: 'bigint',
        end_time: 'bigint',
        limit_time: 'integer',
        score: 'text',
        pass_score: 'text',
        test_num: 'integer',
        status: 'integer',
        question_num: 'integer',
        creator_id: 'integer',
        creator_type: 'integer',
        creator_name: 'text',
        school_id: 'integer',
        sections: 'text',
        created_at: 'bigint',
        updated_at: 'bigint',
        published_at: 'bigint?',
      },
      primaryKey: ['id'],
      indexes: [['creator_id'], ['created_at']],
    },
    exam_classes: {
      columns: { exam_id: 'integer', class_id: 'integer' },
      primaryKey: ['exam_id', 'class_id'],
      indexes: [['class_id']],
    },
    exam_reports: {
      columns: {
        id: 'integer',
        exam_id: 'integer',
        uid: 'integer',
        attempt_no: 'integer',
        test_status: 'integer',
        started_at: 'bigint',
        due_at: 'bigint',
        submit_time: 'bigint?',
        answer_time: 'integer',
        objective_score: 'text',
        user_score: 'text',
        is_pass: 'integer',
        timed_out: 'integer',
        answers: 'text',
        marks: 'text',
      },
      primaryKey: ['id'],
      indexes: [['exam_id', 'uid'], ['uid']],
    },
  });
  await createIdSequence(db, dialect, EXAM_ID_TABLE);
  await createIdSequence(db, dialect, EXAM_REPORT_ID_TABLE);
};

/** Released grades: the exam form's choice, and when each class's results were released. */
const addResultsRelease: DomainMigration = async (db) => {
  await db.schema
    .alterTable('exams')
    .addColumn('release_mode', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('exam_classes').addColumn('results_released_at', 'bigint').execute();
};

export const examMigrations: [string, DomainMigration][] = [
  ['0900_exams', createExamTables],
  ['2710_exam_results_release', addResultsRelease],
];
