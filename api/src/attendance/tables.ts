import { createTables } from '../store/createTables';
import { createIdSequence } from '../store/idSequences';
import type { DomainMigration } from '../store/migrations';

/**
 * Attendance read model (spec section 3: leave request, course period attendance, attendance cell).
 * One row per student and course period that has a leave or a manual attendance, and one per student
 * and lesson time of a team class that has an action. Rows without one are derived from study and time.
 */
export interface PeriodAttendanceTable {
  uid: number;
  period_id: number;
  course_id: number;
  class_id: number;
  /** The leave request's number (0 when there never was one). */
  leave_id: number;
  /** 0 none, 1 requested, 2 approved, 3 rejected, 4 cancelled. */
  leave_status: number;
  leave_cause: string;
  leave_created_at: number;
  /** Manual attendance of an offline period: 0 none, 1 marked attended, 2 attendance cancelled. */
  mark: number;
  mark_reason: string;
  updated_by: number;
  updated_at: number;
}

export interface LessonAttendanceTable {
  times_id: number;
  uid: number;
  team_class_id: number;
  /** 1 on leave. */
  on_leave: number;
  /** 0 none, 1 present (manual, with remarks), 2 attendance cancelled. */
  mark: number;
  remarks: string;
  updated_by: number;
  updated_at: number;
}

export interface AttendanceTables {
  period_attendance: PeriodAttendanceTable;
  lesson_attendance: LessonAttendanceTable;
}

declare module '../store/schema' {
  interface Database extends AttendanceTables {}
}

export const LEAVE_ID_TABLE = 'leave_ids';

const createAttendanceTables: DomainMigration = async (db, dialect) => {
  await createTables(db, {
    period_attendance: {
      columns: {
        uid: 'integer',
        period_id: 'integer',
        course_id: 'integer',
        class_id: 'integer',
        leave_id: 'integer',
        leave_status: 'integer',
        leave_cause: 'text',
        leave_created_at: 'bigint',
        mark: 'integer',
        mark_reason: 'text',
        updated_by: 'integer',
        updated_at: 'bigint',
      },
      primaryKey: ['uid', 'period_id'],
      indexes: [['leave_id'], ['course_id']],
    },
    lesson_attendance: {
      columns: {
        times_id: 'integer',
        uid: 'integer',
        team_class_id: 'integer',
        on_leave: 'integer',
        mark: 'integer',
        remarks: 'text',
        updated_by: 'integer',
        updated_at: 'bigint',
      },
      primaryKey: ['times_id', 'uid'],
      indexes: [['team_class_id']],
    },
  });
  await createIdSequence(db, dialect, LEAVE_ID_TABLE);
};

export const attendanceMigrations: [string, DomainMigration][] = [
  ['0850_attendance', createAttendanceTables],
];
