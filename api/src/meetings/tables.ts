import { createTables } from '../store/createTables';
import { createIdSequence } from '../store/idSequences';
import type { DomainMigration } from '../store/migrations';

/** A class meeting (spec section 3); live_status is the clock's, computed when read. */
export interface ClassMeetingTable {
  id: number;
  class_id: number;
  meeting_name: string;
  start_time: number;
  end_time: number;
  /** The speaker. */
  teacher_name: string;
  /** The live room number or video ID. */
  room_id: string;
  creator_id: number;
  created_at: number;
  deleted: number;
}

/** Join codes, one row each: the primary key keeps every code unique across meetings and roles. */
export interface ClassMeetingCodeTable {
  code: string;
  meeting_id: number;
  /** teacher, assistant or student. */
  kind: string;
}

/** A student's first join of a meeting (statistics: who joined and who did not). */
export interface ClassMeetingJoinTable {
  meeting_id: number;
  uid: number;
  joined_at: number;
}

export interface MeetingTables {
  class_meetings: ClassMeetingTable;
  class_meeting_codes: ClassMeetingCodeTable;
  class_meeting_joins: ClassMeetingJoinTable;
}

declare module '../store/schema' {
  interface Database extends MeetingTables {}
}

export const MEETING_ID_TABLE = 'class_meeting_ids';

const createMeetingTables: DomainMigration = (db) =>
  createTables(db, {
    class_meetings: {
      columns: {
        id: 'integer',
        class_id: 'integer',
        meeting_name: 'text',
        start_time: 'bigint',
        end_time: 'bigint',
        teacher_name: 'text',
        room_id: 'text',
        creator_id: 'integer',
        created_at: 'bigint',
        deleted: 'integer',
      },
      primaryKey: ['id'],
      indexes: [['class_id', 'deleted', 'start_time']],
    },
    class_meeting_codes: {
      columns: { code: 'text', meeting_id: 'integer', kind: 'text' },
      primaryKey: ['code'],
      indexes: [['meeting_id']],
    },
    class_meeting_joins: {
      columns: { meeting_id: 'integer', uid: 'integer', joined_at: 'bigint' },
      primaryKey: ['meeting_id', 'uid'],
    },
  });

export const meetingMigrations: [string, DomainMigration][] = [
  ['1610_class_meetings', createMeetingTables],
  ['1611_class_meeting_ids', (db, dialect) => createIdSequence(db, dialect, MEETING_ID_TABLE)],
];
