import type { Generated } from 'kysely';
import { createTables } from '../store/createTables';
import { autoKey, type DomainMigration } from '../store/migrations';

/**
 * A file of the store that came through an upload or a pasted image (`<sha256>.<ext>`): when it was
 * last stored, and whether a record took it while the sweep might have been looking. Operational,
 * like sessions: the sweep deletes the file and its row together.
 */
export interface StoredFilesTable {
  name: string;
  stored_at: number;
  /** 1 once an event named the file (set by the references projection, under the row's lock). */
  referenced: number;
}

/** One upload of one user, for the rolling day's quota. Operational. */
export interface FileUploadsTable {
  id: Generated<number>;
  uid: number;
  bytes: number;
  uploaded_at: number;
}

/** Every file an event names (`/api/files/<sha256>.<ext>`): the references projection's table. */
export interface FileReferencesTable {
  name: string;
}

interface FilesTables {
  stored_files: StoredFilesTable;
  file_uploads: FileUploadsTable;
  file_references: FileReferencesTable;
}

declare module '../store/schema' {
  interface Database extends FilesTables {}
}

const createFilesTables: DomainMigration = async (db, dialect) => {
  await createTables(db, {
    stored_files: {
      columns: { name: 'text', stored_at: 'bigint', referenced: 'integer' },
      primaryKey: ['name'],
      indexes: [['stored_at']],
    },
    file_references: { columns: { name: 'text' }, primaryKey: ['name'] },
  });
  await db.schema
    .createTable('file_uploads')
    .addColumn('id', autoKey(dialect), (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('uid', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('file_uploads_by_uid_at')
    .on('file_uploads')
    .columns(['uid', 'uploaded_at'])
    .execute();
};

export const filesMigrations: [string, DomainMigration][] = [['2400_files_ledger', createFilesTables]];
