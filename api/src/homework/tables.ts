import { createTables } from '../store/createTables';
import type { DomainMigration } from '../store/migrations';
import { createHomeworkIdSequences } from './sequences';

/** The homework list's read model: one row per homework, with the spec's column names where it has them. */
export interface HomeworkTable {
  id: number;
  name: string;
  /** 1 course homework, 2 period homework. */
  type: number;
  course_basis_id: number;
  course_title: string;
  course_periods_id: number | null;
  periods_title: string;
  remark: string;
  ending_time: number;
  publish_time: number;
  is_set_score: number;
  publish_scope: number;
  /** JSON text: the chosen child course ids. */
  child_course_basis_ids: string;
  publish_type: number;
  arrange_id: number | null;
  arrange_type: number | null;
  creator_id: number;
  /** 1 teacher, 2 assistant. */
  creator_type: number;
  creator_name: string;
  /** 1 normal, 2 recalled. */
  status: number;
  class_count: number;
  published_class_count: number;
  question_num: number;
  /** Decimal text (scores have one decimal). */
  total_score: string;
  /** Anonymous grading: 1 off, 2 on. */
  is_anonymous: number;
  /** When an anonymous homework's names appeared (lifted, or the last report finished); null before. */
  names_revealed_at: number | null;
  /** When results reach the students: 1 automatically (after the deadline), 2 when the teacher releases them. */
  release_mode: number;
}

/** Every class a homework is for, and whether it has reached it yet. */
export interface HomeworkClassesTable {
  hw_id: number;
  class_id: number;
  is_published: number;
  published_at: number | null;
  /** When the teacher released the results to this class (release_mode 2); null before. */
  results_released_at: number | null;
}

/** The homework's own copy of its questions, in order (JSON text of the question as published). */
export interface HomeworkQuestionsTable {
  hw_id: number;
  sort: number;
  question_id: number;
  ques_type: number;
  /** Decimal text (scores have one decimal). */
  score: string;
  content: string;
}

export interface HomeworkTables {
  homework: HomeworkTable;
  homework_classes: HomeworkClassesTable;
  homework_questions: HomeworkQuestionsTable;
}

/** The domain's tables join the API's one Database type here (declaration merging). */
declare module '../store/schema' {
  interface Database extends HomeworkTables {}
}

const createHomeworkTables: DomainMigration = (db) =>
  createTables(db, {
    homework: {
      columns: {
        id: 'integer',
        name: 'text',
        type: 'integer',
        course_basis_id: 'integer',
        course_title: 'text',
        course_periods_id: 'integer?',
        periods_title: 'text',
        remark: 'text',
        ending_time: 'bigint',
        publish_time: 'bigint',
        is_set_score: 'integer',
        publish_scope: 'integer',
        child_course_basis_ids: 'text',
        publish_type: 'integer',
        arrange_id: 'integer?',
        arrange_type: 'integer?',
        creator_id: 'integer',
        creator_type: 'integer',
        creator_name: 'text',
        status: 'integer',
        class_count: 'integer',
        published_class_count: 'integer',
        question_num: 'integer',
        total_score: 'text',
      },
      primaryKey: ['id'],
      indexes: [['creator_id'], ['publish_time']],
    },
    homework_classes: {
      columns: { hw_id: 'integer', class_id: 'integer', is_published: 'integer', published_at: 'bigint?' },
      primaryKey: ['hw_id', 'class_id'],
      indexes: [['class_id', 'is_published']],
    },
    homework_questions: {
      columns: {
        hw_id: 'integer',
        sort: 'integer',
        question_id: 'integer',
        ques_type: 'integer',
        score: 'text',
        content: 'text',
      },
      primaryKey: ['hw_id', 'sort'],
    },
    // Owned by the submissions domain since its migration 0500 (submissions/tables.ts), which adds columns.
    homework_reports: {
      columns: {
        id: 'integer',
        hw_id: 'integer',
        class_id: 'integer',
        uid: 'integer',
        status: 'integer',
        submit_time: 'bigint?',
        created_at: 'bigint',
        updated_at: 'bigint',
      },
      primaryKey: ['id'],
      indexes: [['hw_id', 'class_id', 'status'], ['uid']],
    },
  });

/** Anonymous grading: the publish form's choice and when the names appeared. */
const addAnonymity: DomainMigration = async (db) => {
  await db.schema
    .alterTable('homework')
    .addColumn('is_anonymous', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('homework').addColumn('names_revealed_at', 'bigint').execute();
};

/** Released grades: the publish form's choice, and when each class's results were released. */
const addResultsRelease: DomainMigration = async (db) => {
  await db.schema
    .alterTable('homework')
    .addColumn('release_mode', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('homework_classes').addColumn('results_released_at', 'bigint').execute();
};

export const homeworkMigrations: [string, DomainMigration][] = [
  ['0400_homework', createHomeworkTables],
  ['0410_homework_ids', createHomeworkIdSequences],
  ['1850_homework_anonymity', addAnonymity],
  ['2700_homework_results_release', addResultsRelease],
];
