import type { Transaction } from 'kysely';
import { defineProjection } from '../store/projection';
import type { Database } from '../store/schema';
import type { LessonAttendanceEvent } from './lessonAttendance';
import type { PeriodAttendanceEvent } from './periodAttendance';
import type { PeriodAttendanceTable } from './tables';

type PeriodWho = { uid: number; periodId: number; courseId: number; classId: number; by: number; at: number };

async function upsertPeriod(trx: Transaction<Database>, who: PeriodWho, set: Partial<PeriodAttendanceTable>) {
  const before = await trx
    .selectFrom('period_attendance')
    .select('uid')
    .where('uid', '=', who.uid)
    .where('period_id', '=', who.periodId)
    .executeTakeFirst();
  const stamp = { updated_by: who.by, updated_at: who.at };
  if (before) {
    await trx
      .updateTable('period_attendance')
      .set({ ...set, ...stamp })
      .where('uid', '=', who.uid)
      .where('period_id', '=', who.periodId)
      .execute();
  } else {
    await trx
      .insertInto('period_attendance')
      .values({
        uid: who.uid,
        period_id: who.periodId,
        course_id: who.courseId,
        class_id: who.classId,
        leave_id: 0,
        leave_status: 0,
        leave_cause: '',
        leave_created_at: 0,
        mark: 0,
        mark_reason: '',
        ...set,
        ...stamp,
      })
      .execute();
  }
}

/** Leave requests and manual attendance of course periods, one row per student and period. */
export const periodAttendanceProjection = defineProjection<PeriodAttendanceEvent>({
  name: 'period_attendance',
  tables: ['period_attendance'],
  handlers: {
    LeaveRequested: (trx, { data }) =>
      upsertPeriod(trx, data, {
        leave_id: data.leaveId,
        leave_status: data.status,
        leave_cause: data.cause,
        leave_created_at: data.at,
        class_id: data.classId,
      }),
    LeaveDecided: (trx, { data }) => upsertPeriod(trx, data, { leave_status: data.status }),
    LeaveCancelled: (trx, { data }) => upsertPeriod(trx, data, { leave_status: 4 }),
    PeriodAttendanceMarked: (trx, { data }) => upsertPeriod(trx, data, { mark: 1, mark_reason: data.reason }),
    PeriodAttendanceCancelled: (trx, { data }) => upsertPeriod(trx, data, { mark: 2, mark_reason: '' }),
  },
});

type LessonWho = { timesId: number; uid: number; teamClassId: number; by: number; at: number };

async function upsertLesson(
  trx: Transaction<Database>,
  who: LessonWho,
  set: { on_leave?: number; mark?: number; remarks?: string },
) {
  const stamp = { updated_by: who.by, updated_at: who.at };
  const before = await trx
    .selectFrom('lesson_attendance')
    .select('uid')
    .where('times_id', '=', who.timesId)
    .where('uid', '=', who.uid)
    .executeTakeFirst();
  if (before) {
    await trx
      .updateTable('lesson_attendance')
      .set({ ...set, ...stamp })
      .where('times_id', '=', who.timesId)
      .where('uid', '=', who.uid)
      .execute();
  } else {
    await trx
      .insertInto('lesson_attendance')
      .values({
        times_id: who.timesId,
        uid: who.uid,
        team_class_id: who.teamClassId,
        on_leave: 0,
        mark: 0,
        remarks: '',
        ...set,
        ...stamp,
      })
      .execute();
  }
}

/** The cells of team class attendance matrices that someone acted on. */
export const lessonAttendanceProjection = defineProjection<LessonAttendanceEvent>({
  name: 'lesson_attendance',
  tables: ['lesson_attendance'],
  handlers: {
    LessonLeaveMarked: (trx, { data }) => upsertLesson(trx, data, { on_leave: 1 }),
    LessonLeaveCancelled: (trx, { data }) => upsertLesson(trx, data, { on_leave: 0 }),
    LessonAttendanceCancelled: (trx, { data }) => upsertLesson(trx, data, { mark: 2, remarks: '' }),
    LessonAttendanceAdded: (trx, { data }) => upsertLesson(trx, data, { mark: 1, remarks: data.remark }),
  },
});
