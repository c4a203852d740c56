import { createTables } from '../../store/createTables';
import type { DomainMigration } from '../../store/migrations';

/**
 * Files exported for one staff member (operational state, not events: a rebuild leaves them alone).
 * The token in the download URL is random; only its requester may fetch it, until it expires.
 */
export interface ResultExportsTable {
  token: string;
  user_id: number;
  file_name: string;
  path: string;
  created_at: number;
  expires_at: number;
}

declare module '../../store/schema' {
  interface Database {
    result_exports: ResultExportsTable;
  }
}

export const createExportTables: DomainMigration = (db) =>
  createTables(db, {
    result_exports: {
      columns: {
        token: 'text',
        user_id: 'integer',
        file_name: 'text',
        path: 'text',
        created_at: 'bigint',
        expires_at: 'bigint',
      },
      primaryKey: ['token'],
      indexes: [['expires_at']],
    },
  });
