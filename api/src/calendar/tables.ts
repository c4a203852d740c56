import { createTables } from '../store/createTables';
import type { DomainMigration } from '../store/migrations';

/** A card's live room recording (is_playback): one per lesson session or class meeting. */
export interface LivePlaybackTable {
  /** `period` (a lesson session) or `meeting` (a class meeting). */
  card_kind: string;
  card_id: number;
  url: string;
  recorded_by: number;
  recorded_at: number;
}

export interface CalendarTables {
  live_playbacks: LivePlaybackTable;
}

declare module '../store/schema' {
  interface Database extends CalendarTables {}
}

const createCalendarTables: DomainMigration = (db) =>
  createTables(db, {
    live_playbacks: {
      columns: {
        card_kind: 'text',
        card_id: 'integer',
        url: 'text',
        recorded_by: 'integer',
        recorded_at: 'bigint',
      },
      primaryKey: ['card_kind', 'card_id'],
    },
  });

export const calendarMigrations: [string, DomainMigration][] = [
  ['1710_live_playbacks', createCalendarTables],
];
