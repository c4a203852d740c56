import { createTables } from '../store/createTables';
import type { DomainMigration } from '../store/migrations';

/**
 * Exported files, downloadable only by the staff member who asked, until they expire (operational
 * state, not events: a rebuild leaves them alone). The one table of every domain's exports.
 */
export interface ExportFilesTable {
  token: string;
  owner_uid: number;
  /** The file's name inside the exports folder (never a path the request chose). */
  path: string;
  /** The name the download is saved under. */
  file_name: string;
  mime: string;
  expires_at: number;
  created_at: number;
}

declare module '../store/schema' {
  interface Database {
    export_files: ExportFilesTable;
  }
}

const createExportTables: DomainMigration = (db) =>
  createTables(db, {
    export_files: {
      columns: {
        token: 'text',
        owner_uid: 'integer',
        path: 'text',
        file_name: 'text',
        mime: 'text',
        expires_at: 'bigint',
        created_at: 'bigint',
      },
      primaryKey: ['token'],
      indexes: [['expires_at']],
    },
  });

export const exportMigrations: [string, DomainMigration][] = [['0900_exports', createExportTables]];
