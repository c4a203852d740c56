import { createTables } from '../store/createTables';
import type { DomainMigration } from '../store/migrations';
import { createQuestionIdSequence } from './questionIds';

/**
 * The question bank's read model. Column names are the spec's REST field names; JSON columns hold
 * the spec's shapes (see `restShape.ts`): `ques_option` a list of { id, content, is_right (1 right,
 * 2 wrong) }, `ques_item` a list of sub-questions { id, ques_type, ques_stem, ques_option,
 * right_answer, ques_analysis }. Rows of deleted questions stay with `deleted = 1`; lists hide them.
 */
export interface QuestionsTable {
  id: number;
  /** 0 for the school's shared bank. */
  owner_id: number;
  /** 1 in the shared (public) bank, 0 a staff member's own question. */
  is_public: number;
  /** 1 single, 2 true/false, 3 multiple, 4 indefinite, 5 short answer, 6 material. */
  ques_type: number;
  /** Rich text (sanitised). */
  ques_stem: string;
  /** The stem without markup, for the stem filter. */
  stem_text: string;
  /** JSON text. */
  ques_option: string;
  right_answer: string;
  ques_analysis: string;
  /** Difficulty 1 to 5. */
  facility_value: number;
  remark: string;
  /** JSON text. */
  ques_item: string;
  /** JSON text: list of knowledge point ids. */
  point_ids: string;
  /** form, import-docx, import-xlsx or seed. */
  source: string;
  deleted: number;
  /** Unix seconds. */
  created_at: number;
  updated_at: number;
}

/** Seeded knowledge points (GET ques/point), a two-level tree by subject. */
export interface KnowledgePointsTable {
  id: number;
  name: string;
  /** 0 at the top level. */
  parent_id: number;
  sort: number;
}

/**
 * Import previews (ques/import/preview): a file's questions read and waiting to be fixed and
 * committed by the staff member who uploaded it. Working state, not events: a rebuild leaves it
 * alone; kept in the database so every API process sharing it sees the same preview.
 */
export interface QuestionImportPreviewsTable {
  /** Random and unguessable (a UUID). */
  preview_id: string;
  owner_uid: number;
  /** 1 Word, 2 Excel. */
  kind: number;
  /** JSON text: the rows (see `importPreviewRows.ts`). */
  rows: string;
  /** Raised by every change; a change names the version it read. */
  version: number;
  /** 1 once committed (a preview commits once). */
  committed: number;
  /** JSON text: the ids of the questions the commit added. */
  added_ids: string;
  /** Unix seconds: the preview's lifetime after its last change. */
  expires_at: number;
  created_at: number;
  updated_at: number;
}

export interface QuestionBankTables {
  questions: QuestionsTable;
  knowledge_points: KnowledgePointsTable;
  question_import_previews: QuestionImportPreviewsTable;
}

/** The domain's tables join the API's one Database type here (declaration merging). */
declare module '../store/schema' {
  interface Database extends QuestionBankTables {}
}

const createQuestionBankTables: DomainMigration = (db) =>
  createTables(db, {
    questions: {
      columns: {
        id: 'integer',
        owner_id: 'integer',
        is_public: 'integer',
        ques_type: 'integer',
        ques_stem: 'text',
        stem_text: 'text',
        ques_option: 'text',
        right_answer: 'text',
        ques_analysis: 'text',
        facility_value: 'integer',
        remark: 'text',
        ques_item: 'text',
        point_ids: 'text',
        source: 'text',
        deleted: 'integer',
        created_at: 'bigint',
        updated_at: 'bigint',
      },
      primaryKey: ['id'],
      indexes: [
        ['owner_id', 'deleted', 'updated_at'],
        ['is_public', 'deleted', 'updated_at'],
      ],
    },
    knowledge_points: {
      columns: { id: 'integer', name: 'text', parent_id: 'integer', sort: 'integer' },
      primaryKey: ['id'],
    },
  });

const createImportPreviewTables: DomainMigration = (db) =>
  createTables(db, {
    question_import_previews: {
      columns: {
        preview_id: 'text',
        owner_uid: 'integer',
        kind: 'integer',
        rows: 'text',
        version: 'integer',
        committed: 'integer',
        added_ids: 'text',
        expires_at: 'bigint',
        created_at: 'bigint',
        updated_at: 'bigint',
      },
      primaryKey: ['preview_id'],
      indexes: [['expires_at']],
    },
  });

export const questionBankMigrations: [string, DomainMigration][] = [
  ['0300_question_bank', createQuestionBankTables],
  ['0310_question_ids', createQuestionIdSequence],
  ['0320_question_import_previews', createImportPreviewTables],
];
