import type { Transaction } from 'kysely';
import { createTables } from '../store/createTables';
import type { DomainMigration } from '../store/migrations';
import { defineProjection } from '../store/projection';
import type { Database } from '../store/schema';

/**
 * Leave figures of the study statistics (spec section 3: leave_times), folded from the attendance
 * domain's leave events: one row per student and course counting the approved leaves.
 */
export interface CourseLeaveTable {
  uid: number;
  course_id: number;
  leave_times: number;
}

declare module '../store/schema' {
  interface Database {
    course_leave: CourseLeaveTable;
  }
}

/** The leave events as this projection reads them (the attendance domain owns their full shape). */
type LeaveFact = { uid: number; courseId: number };
type LeaveEvent =
  | { type: 'LeaveRequested'; data: LeaveFact & { status: 1 | 2 } }
  | { type: 'LeaveDecided'; data: LeaveFact & { status: 2 | 3 } }
  | { type: 'LeaveCancelled'; data: LeaveFact };

const createCourseLeave: DomainMigration = (db) =>
  createTables(db, {
    course_leave: {
      columns: { uid: 'integer', course_id: 'integer', leave_times: 'integer' },
      primaryKey: ['uid', 'course_id'],
    },
  });

export const leaveFiguresMigrations: [string, DomainMigration][] = [
  ['0710_classes_leave', createCourseLeave],
];

async function addLeave(trx: Transaction<Database>, data: LeaveFact, delta: number) {
  const before = await trx
    .selectFrom('course_leave')
    .select('leave_times')
    .where('uid', '=', data.uid)
    .where('course_id', '=', data.courseId)
    .executeTakeFirst();
  if (before) {
    await trx
      .updateTable('course_leave')
      .set({ leave_times: Math.max(0, Number(before.leave_times) + delta) })
      .where('uid', '=', data.uid)
      .where('course_id', '=', data.courseId)
      .execute();
  } else {
    await trx
      .insertInto('course_leave')
      .values({ uid: data.uid, course_id: data.courseId, leave_times: Math.max(0, delta) })
      .execute();
  }
}

export const leaveFiguresProjection = defineProjection<LeaveEvent>({
  name: 'course_leave',
  tables: ['course_leave'],
  handlers: {
    LeaveRequested: async (trx, { data }) => {
      if (data.status === 2) await addLeave(trx, data, 1);
    },
    LeaveDecided: async (trx, { data }) => {
      if (data.status === 2) await addLeave(trx, data, 1);
    },
    LeaveCancelled: (trx, { data }) => addLeave(trx, data, -1),
  },
});
