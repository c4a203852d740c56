import { createTables } from '../store/createTables';
import type { DomainMigration } from '../store/migrations';

/**
 * Lesson session read model (spec section 3, lesson session): one row per lesson time that has a
 * handout or was cancelled (others are derived from the lesson time and the clock), one row per
 * evaluated student, and the SMS outbox of cancelled sessions' students.
 */
export interface LessonSessionTable {
  /** The lesson time's id (`lesson_times.id`). */
  id: number;
  /** 0 open, 1 cancelled. */
  cancelled: number;
  /** 1 老师请假, 2 学员请假 (0 when not cancelled). */
  leave_type: number;
  cancelled_by: number;
  cancelled_at: number;
  /** The handout's file_status: 1 approved, 2 not uploaded, 3 pending review, 4 rejected. */
  file_status: number;
  file_name: string;
  file_url: string;
  fid: string;
  file_remark: string;
  uploaded_by: number;
  reviewed_by: number;
  updated_at: number;
}

export interface SessionEvaluationTable {
  session_id: number;
  uid: number;
  teacher_remark: string;
  evaluated_by: number;
  evaluated_at: number;
}

/**
 * Messages waiting for a real SMS sender. Not emptied by a rebuild: a row is keyed by the event that
 * queued it and the student, so replaying the log never queues (or sends) a message twice.
 */
export interface SmsOutboxTable {
  event_position: number;
  uid: number;
  session_id: number;
  mobile: string;
  content: string;
  created_at: number;
  /** Unix seconds when a sender took it; null while waiting. */
  sent_at: number | null;
  attempts: number;
}

export interface SessionTables {
  lesson_sessions: LessonSessionTable;
  session_evaluations: SessionEvaluationTable;
  sms_outbox: SmsOutboxTable;
}

declare module '../store/schema' {
  interface Database extends SessionTables {}
}

const createSessionTables: DomainMigration = (db) =>
  createTables(db, {
    lesson_sessions: {
      columns: {
        id: 'integer',
        cancelled: 'integer',
        leave_type: 'integer',
        cancelled_by: 'integer',
        cancelled_at: 'bigint',
        file_status: 'integer',
        file_name: 'text',
        file_url: 'text',
        fid: 'text',
        file_remark: 'text',
        uploaded_by: 'integer',
        reviewed_by: 'integer',
        updated_at: 'bigint',
      },
      primaryKey: ['id'],
      indexes: [['file_status']],
    },
    session_evaluations: {
      columns: {
        session_id: 'integer',
        uid: 'integer',
        teacher_remark: 'text',
        evaluated_by: 'integer',
        evaluated_at: 'bigint',
      },
      primaryKey: ['session_id', 'uid'],
    },
    sms_outbox: {
      columns: {
        event_position: 'bigint',
        uid: 'integer',
        session_id: 'integer',
        mobile: 'text',
        content: 'text',
        created_at: 'bigint',
        sent_at: 'bigint?',
        attempts: 'integer',
      },
      primaryKey: ['event_position', 'uid'],
      indexes: [['sent_at']],
    },
  });

export const sessionMigrations: [string, DomainMigration][] = [['0870_sessions', createSessionTables]];
