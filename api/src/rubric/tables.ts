import { createTables } from '../store/createTables';
import { createIdSequence } from '../store/idSequences';
import type { DomainMigration } from '../store/migrations';

/** A rubric of a staff member's library (one row each; archived ones kept with archived 1). */
export interface RubricTable {
  id: number;
  owner_id: number;
  title: string;
  /** JSON list of criteria, each `{ id, name, levels: [{ id, text, points }] }`. */
  criteria: string;
  /** Points of the best level of each criterion, summed, in tenths. */
  max_tenths: number;
  /** Published homework questions that keep a snapshot of it: above 0, the rubric is in use. */
  used_count: number;
  archived: number;
  created_at: number;
  updated_at: number;
}

/** The levels a grade was given with, for a question graded by rubric (the latest grade wins). */
export interface RubricGradeTable {
  report_id: number;
  ques_id: number;
  /** JSON object: criterion id → level id. */
  levels: string;
}

export interface RubricTables {
  rubrics: RubricTable;
  rubric_grades: RubricGradeTable;
}

declare module '../store/schema' {
  interface Database extends RubricTables {}
}

export const RUBRIC_ID_TABLE = 'rubric_ids';

const createRubricTables: DomainMigration = (db) =>
  createTables(db, {
    rubrics: {
      columns: {
        id: 'integer',
        owner_id: 'integer',
        title: 'text',
        criteria: 'text',
        max_tenths: 'integer',
        used_count: 'integer',
        archived: 'integer',
        created_at: 'bigint',
        updated_at: 'bigint',
      },
      primaryKey: ['id'],
      indexes: [['owner_id', 'archived', 'id']],
    },
    rubric_grades: {
      columns: { report_id: 'integer', ques_id: 'integer', levels: 'text' },
      primaryKey: ['report_id', 'ques_id'],
    },
  });

export const rubricMigrations: [string, DomainMigration][] = [
  ['2310_rubrics', createRubricTables],
  ['2311_rubric_ids', (db, dialect) => createIdSequence(db, dialect, RUBRIC_ID_TABLE)],
];
