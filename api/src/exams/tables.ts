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
}

/** The classes an exam is for (who may sit it, and which staff see it). */
export interface ExamClassesTable {
  exam_id: number;
  class_id: number;
}

export interface ExamTables {
  exams: ExamsTable;
  exam_classes: ExamClassesTable;
}

declare module '../store/schema' {
  interface Database extends ExamTables {}
}

export const EXAM_ID_TABLE = 'exam_ids';

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
  });
  await createIdSequence(db, dialect, EXAM_ID_TABLE);
};

export const examMigrations: [string, DomainMigration][] = [['0900_exams', createExamTables]];
