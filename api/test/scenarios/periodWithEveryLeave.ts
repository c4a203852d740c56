import { setLeaveStatus, studentAsksLeave } from '../../src/attendance/commands';
import { recordStudy } from '../../src/classes/commands';
import { SLICE_SECONDS } from '../../src/classes/studyRules';
import { toViewer, type Viewer } from '../../src/http/viewer';
import { systemMeta } from '../../src/store/eventStore';
import type { Store } from '../../src/store/store';

/**
 * "A period with every kind of leave": on a live period of one of a class's courses that no student has
 * touched yet, seven in-class students, one per kind, acted on as the product lets them — the student
 * asks leave before the period starts, staff approve, reject or cancel it, students attend the live
 * session — and the moment the period has ended. API, gateway and browser tests share it.
 */
export const LEAVE_KINDS = [
  'pending',
  'approvedAttended',
  'approvedAbsent',
  'rejected',
  'cancelled',
  'noneAttended',
  'noneAbsent',
] as const;
export type LeaveKind = (typeof LEAVE_KINDS)[number];

/** The figure each kind counts in once the period has ended (statistics tab's tooltips, spec section 3). */
export const EXPECTED_BUCKET: Record<LeaveKind, 'attended' | 'leave' | 'truant'> = {
  pending: 'truant',
  approvedAttended: 'leave',
  approvedAbsent: 'leave',
  rejected: 'truant',
  cancelled: 'truant',
  noneAttended: 'attended',
  noneAbsent: 'truant',
};

export interface PeriodWithEveryLeave {
  classId: number;
  courseId: number;
  periodId: number;
  startPlay: number;
  endPlay: number;
  /** A moment after the period ended. */
  afterEnd: number;
  /** A moment while the period runs. */
  during: number;
  students: Record<LeaveKind, number>;
  teacherId: number;
}

async function viewerOf(store: Store, uid: number): Promise<Viewer> {
  const row = await store.db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow();
  return toViewer(row, '');
}

/** Builds the scenario in a class with a live course (the demo school's class 1 by default). */
export async function periodWithEveryLeave(
  store: Store,
  options: { classId?: number; now: number },
): Promise<PeriodWithEveryLeave> {
  const classId = options.classId ?? 1;
  const head = await store.db
    .selectFrom('class_staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.user_id')
    .where('s.class_id', '=', classId)
    .where('u.role', '=', 'teacher')
    .orderBy('s.user_id')
    .executeTakeFirstOrThrow();
  const teacherId = Number(head.user_id);
  // A future live period, long enough for one study slice, that no student has acted on.
  const periods = await store.db
    .selectFrom('course_periods as p')
    .innerJoin('courses as c', 'c.id', 'p.course_id')
    .innerJoin('class_courses as cc', (j) =>
      j.onRef('cc.course_id', '=', 'c.id').on('cc.class_id', '=', classId),
    )
    .select(['p.id', 'p.course_id', 'p.start_play', 'p.end_play'])
    .where('c.course_type', 'in', [1, 2, 3, 4, 15, 16])
    .where('p.start_play', '>', options.now + 3600)
    .orderBy('p.start_play')
    .execute();
  const touched = new Set(
    (await store.db.selectFrom('period_attendance').select('period_id').execute()).map((r) =>
      Number(r.period_id),
    ),
  );
  const studied = new Set(
    (await store.db.selectFrom('period_study').select('period_id').execute()).map((r) => Number(r.period_id)),
  );
  const period = periods.find(
    (p) =>
      !touched.has(Number(p.id)) &&
      !studied.has(Number(p.id)) &&
      Number(p.end_play) - Number(p.start_play) >= 2 * SLICE_SECONDS,
  );
  if (!period) throw new Error(`class ${classId} has no untouched future live period`);
  const students = await store.db
    .selectFrom('class_students')
    .select('uid')
    .where('class_id', '=', classId)
    .where('status', '=', 1)
    .orderBy('uid')
    .limit(LEAVE_KINDS.length)
    .execute();
  if (students.length < LEAVE_KINDS.length) throw new Error(`class ${classId} has too few students`);
  const uid = Object.fromEntries(LEAVE_KINDS.map((k, i) => [k, Number(students[i]?.uid)])) as Record<
    LeaveKind,
    number
  >;
  const periodId = Number(period.id);
  const courseId = Number(period.course_id);
  const startPlay = Number(period.start_play);
  const endPlay = Number(period.end_play);
  const before = startPlay - 1800;
  const staff = await viewerOf(store, teacherId);

  const leaveIds: Partial<Record<LeaveKind, number>> = {};
  for (const kind of ['pending', 'approvedAttended', 'approvedAbsent', 'rejected', 'cancelled'] as const) {
    const { leave_id } = await studentAsksLeave(
      store,
      await viewerOf(store, uid[kind]),
      { course_id: courseId, course_periods_id: periodId, leave_cause: `请假：${kind}` },
      before,
      systemMeta,
    );
    leaveIds[kind] = leave_id;
  }
  const decide = (kind: LeaveKind, status: 2 | 3 | 4) =>
    setLeaveStatus(store, staff, [leaveIds[kind] as number], status, before + 60, systemMeta);
  await decide('approvedAttended', 2);
  await decide('approvedAbsent', 2);
  await decide('rejected', 3);
  await decide('cancelled', 2);
  await decide('cancelled', 4);

  // Two students attend the live session: one slice from the start.
  const slice = Math.floor(startPlay / SLICE_SECONDS) * SLICE_SECONDS;
  const during = slice + 2 * SLICE_SECONDS;
  for (const kind of ['approvedAttended', 'noneAttended'] as const) {
    await recordStudy(
      store,
      await viewerOf(store, uid[kind]),
      { period_id: periodId, slice_start: slice, seconds: SLICE_SECONDS, position: SLICE_SECONDS, mode: 1 },
      during,
      systemMeta,
    );
  }
  return {
    classId,
    courseId,
    periodId,
    startPlay,
    endPlay,
    afterEnd: endPlay + 60,
    during,
    students: uid,
    teacherId,
  };
}
