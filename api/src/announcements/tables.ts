import { createTables } from '../store/createTables';
import { createIdSequence } from '../store/idSequences';
import type { DomainMigration } from '../store/migrations';

/** A class announcement (spec section 3): one row per announcement, deleted ones kept with deleted 1. */
export interface AnnouncementTable {
  id: number;
  class_id: number;
  title: string;
  /** Rich text, sanitised on write. */
  content: string;
  author_id: number;
  /** The publisher's name as the list shows it. */
  nickname: string;
  created_at: number;
  updated_at: number;
  deleted: number;
}

export interface AnnouncementTables {
  announcements: AnnouncementTable;
}

declare module '../store/schema' {
  interface Database extends AnnouncementTables {}
}

export const ANNOUNCEMENT_ID_TABLE = 'announcement_ids';

const createAnnouncementTables: DomainMigration = (db) =>
  createTables(db, {
    announcements: {
      columns: {
        id: 'integer',
        class_id: 'integer',
        title: 'text',
        content: 'text',
        author_id: 'integer',
        nickname: 'text',
        created_at: 'bigint',
        updated_at: 'bigint',
        deleted: 'integer',
      },
      primaryKey: ['id'],
      indexes: [['class_id', 'deleted', 'created_at']],
    },
  });

export const announcementMigrations: [string, DomainMigration][] = [
  ['1600_announcements', createAnnouncementTables],
  ['1601_announcement_ids', (db, dialect) => createIdSequence(db, dialect, ANNOUNCEMENT_ID_TABLE)],
];
