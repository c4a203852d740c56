import { createTables } from '../store/createTables';
import { createIdSequence } from '../store/idSequences';
import type { DomainMigration } from '../store/migrations';

/**
 * Courseware read model (spec section 3: courseware). One row per courseware on a shelf: a class's
 * courseware tab (`class`, holder id the class id), a lesson session's courseware (`session`,
 * holder id the lesson time id) or the school library (`library`, holder id the staff member who
 * shared it).
 */
export interface CoursewareTable {
  id: number;
  holder_kind: 'class' | 'session' | 'library';
  holder_id: number;
  /** The library courseware it was picked from or shared to (0: none). */
  ware_id: number;
  ware_name: string;
  classify_id: number;
  ware_type: number;
  /** The name the file had when it was uploaded (shown, never used as a path). */
  ware_filename: string;
  /** Where the files module serves the file: `/api/files/<sha-256>.<ext>`. */
  ware_url: string;
  /** The stored file's name, `<sha-256>.<ext>`. */
  fid: string;
  ware_desc: string;
  size: number;
  is_sync: number;
  times_type: number;
  created_by: number;
  created_at: number;
  updated_at: number;
}

export interface CoursewareTables {
  courseware: CoursewareTable;
}

declare module '../store/schema' {
  interface Database extends CoursewareTables {}
}

export const COURSEWARE_ID_TABLE = 'courseware_ids';

const createCoursewareTables: DomainMigration = async (db, dialect) => {
  await createTables(db, {
    courseware: {
      columns: {
        id: 'integer',
        holder_kind: 'text',
        holder_id: 'integer',
        ware_id: 'integer',
        ware_name: 'text',
        classify_id: 'integer',
        ware_type: 'integer',
        ware_filename: 'text',
        ware_url: 'text',
        fid: 'text',
        ware_desc: 'text',
        size: 'bigint',
        is_sync: 'integer',
        times_type: 'integer',
        created_by: 'integer',
        created_at: 'bigint',
        updated_at: 'bigint',
      },
      primaryKey: ['id'],
      indexes: [['holder_kind', 'holder_id'], ['fid']],
    },
  });
  await createIdSequence(db, dialect, COURSEWARE_ID_TABLE);
};

export const coursewareMigrations: [string, DomainMigration][] = [
  ['0960_courseware', createCoursewareTables],
];
