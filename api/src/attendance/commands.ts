import {
  type CellAction,
  COMMON_MESSAGES,
  leaveCauseRefusal,
  OP_STATUS,
  type OpStatusAction,
  STUDENT_LEAVE_MESSAGES,
} from '@school/machines';
import type { Kysely } from 'kysely';
import { ownClass } from '../classes';
import type { Viewer } from '../http/viewer';
import { conflict, notFound, refused } from '../shared/errors';
import type { EventMeta } from '../store/eventStore';
import type { Database } from '../store/schema';
import { readInside, type Store, streamCommand } from '../store/store';
import { lessonAttendanceDecider, lessonAttendanceStreamId } from './lessonAttendance';
import { cellStateOf, lessonEndsAt } from './lessonCell';
import { type ChangeOpStatus, periodAttendanceDecider, periodAttendanceStreamId } from './periodAttendance';
import { opStatusOf, takesAttendance } from './periodBucket';
import { LEAVE_ID_TABLE } from './tables';

export const ATTENDANCE_MESSAGES = {
  periodNotFound: '课时不存在',
  leaveNotFound: '请假记录不存在',
  teamClassNotFound: COMMON_MESSAGES.teamClassNotFound,
  lessonNotFound: COMMON_MESSAGES.sessionNotFound,
  studentNotFound: COMMON_MESSAGES.studentNotFound,
  started: STUDENT_LEAVE_MESSAGES.started,
  twice: STUDENT_LEAVE_MESSAGES.twice,
} as const;

// The op_status and the attendance figures read one pure rule (periodBucket.ts).
export {
  ATTENDANCE_COURSE_TYPES,
  opStatusOf,
  type PeriodFacts as OpStatusParts,
  takesAttendance,
} from './periodBucket';

/** A period of a course of a class the student sits in, with what makes its op_status. */
async function studentPeriod(
  db: Kysely<Database>,
  t: { uid: number; periodId: number; courseId?: number; classId?: number },
) {
  let q = db
    .selectFrom('course_periods as p')
    .innerJoin('courses as c', 'c.id', 'p.course_id')
    .innerJoin('class_courses as cc', 'cc.course_id', 'p.course_id')
    .innerJoin('class_students as cs', (j) =>
      j.onRef('cs.class_id', '=', 'cc.class_id').on('cs.uid', '=', t.uid),
    )
    .leftJoin('period_study as s', (j) => j.onRef('s.period_id', '=', 'p.id').on('s.uid', '=', t.uid))
    .leftJoin('period_attendance as a', (j) => j.onRef('a.period_id', '=', 'p.id').on('a.uid', '=', t.uid))
    .select([
      'p.id',
      'p.course_id',
      'p.start_play',
      'p.end_play',
      'c.course_type',
      'cc.class_id',
      's.attended',
      'a.leave_status',
      'a.mark',
      'a.leave_id',
    ])
    .where('p.id', '=', t.periodId)
    .where('cs.status', '=', 1);
  if (t.courseId !== undefined) q = q.where('p.course_id', '=', t.courseId);
  if (t.classId !== undefined) q = q.where('cc.class_id', '=', t.classId);
  const row = await q.orderBy('cc.class_id').executeTakeFirst();
  if (!row) throw notFound(ATTENDANCE_MESSAGES.periodNotFound);
  return {
    periodId: Number(row.id),
    courseId: Number(row.course_id),
    classId: Number(row.class_id),
    startPlay: Number(row.start_play),
    courseType: Number(row.course_type),
    leaveId: Number(row.leave_id ?? 0),
    parts: {
      courseType: Number(row.course_type),
      endPlay: Number(row.end_play),
      attended: Number(row.attended ?? 0) === 1,
      leaveStatus: Number(row.leave_status ?? 0),
      mark: Number(row.mark ?? 0),
    },
  };
}

const actorOf = (viewer: Viewer) => viewer.id;

type StudentPeriod = Awaited<ReturnType<typeof studentPeriod>>;

/**
 * Changes the op_status of one student's period. The period's state (leave, mark, study) is read
 * inside the transaction that appends to its stream, after the stream itself, so of racing calls
 * exactly one wins and the others hear the refusal of the state it left. `check` refuses before the
 * machine does (e.g. a leave asked twice).
 */
async function changeOpStatus(
  store: Store,
  target: { uid: number; periodId: number },
  read: (db: Kysely<Database>) => Promise<StudentPeriod>,
  action: { event: OpStatusAction; cause: string; by: number; check?: (period: StudentPeriod) => void },
  now: number,
  meta: EventMeta,
) {
  const { event, cause, by, check } = action;
  const newLeaveId =
    event.type === 'leave.request' ? ((await store.nextIds(LEAVE_ID_TABLE, 1))[0] as number) : 0;
  let leaveId = 0;
  const result = await store.handle(
    periodAttendanceDecider,
    periodAttendanceStreamId(target.uid, target.periodId),
    readInside(async (trx) => {
      const period = await read(trx);
      check?.(period);
      leaveId = period.leaveId;
      return opStatusCommand(period, target.uid, { event, cause, by, newLeaveId }, now);
    }),
    meta,
  );
  const e = result.events[0];
  const id = e && e.type === 'LeaveRequested' ? newLeaveId : leaveId;
  // The period's leave request, when it has one (else none: the field is left out).
  return id > 0 ? { leave_id: id } : {};
}

function opStatusCommand(
  period: StudentPeriod,
  uid: number,
  action: { event: OpStatusAction; cause: string; by: number; newLeaveId: number },
  now: number,
): ChangeOpStatus {
  return {
    type: 'ChangeOpStatus',
    data: {
      uid,
      periodId: period.periodId,
      courseId: period.courseId,
      classId: period.classId,
      by: action.by,
      at: now,
      current: opStatusOf(period.parts, now),
      courseType: period.courseType,
      event: action.event,
      newLeaveId: action.newLeaveId,
      cause: action.cause,
    },
  };
}

/** A student asks for leave of a period not yet started, once (spec: POST /api/app/leave). */
export async function studentAsksLeave(
  store: Store,
  viewer: Viewer,
  input: { course_id: number; course_periods_id: number; leave_cause: string },
  now: number,
  meta: EventMeta,
) {
  const where = { uid: viewer.id, periodId: input.course_periods_id, courseId: input.course_id };
  // Not found answers before any number is reserved.
  await studentPeriod(store.db, where);
  const causeRefusal = leaveCauseRefusal(input.leave_cause);
  if (causeRefusal) throw refused(causeRefusal);
  return changeOpStatus(
    store,
    where,
    (db) => studentPeriod(db, where),
    {
      event: { type: 'leave.request', byStaff: false },
      cause: input.leave_cause,
      by: actorOf(viewer),
      check: (period) => {
        if (period.parts.leaveStatus !== 0) throw conflict(ATTENDANCE_MESSAGES.twice);
        if (period.startPlay <= now && takesAttendance(period.courseType))
          throw conflict(ATTENDANCE_MESSAGES.started);
      },
    },
    now,
    meta,
  );
}

/** A student takes back their own leave request while it is pending (1 → 4). */
export async function studentWithdrawsLeave(
  store: Store,
  viewer: Viewer,
  input: { course_id: number; course_periods_id: number },
  now: number,
  meta: EventMeta,
) {
  const where = { uid: viewer.id, periodId: input.course_periods_id, courseId: input.course_id };
  await studentPeriod(store.db, where);
  return changeOpStatus(
    store,
    where,
    (db) => studentPeriod(db, where),
    { event: { type: 'leave.withdraw' }, cause: '', by: actorOf(viewer) },
    now,
    meta,
  );
}

export interface StaffPeriodInput {
  uid: number;
  class_id: number;
  course_id: number;
  course_periods_id: number;
}

/** Staff act on one student's period of one of their classes (leave, cancel leave, attendance). */
export async function staffChangesOpStatus(
  store: Store,
  viewer: Viewer,
  input: StaffPeriodInput,
  event: OpStatusAction,
  cause: string,
  now: number,
  meta: EventMeta,
) {
  await ownClass(store.db, viewer, input.class_id);
  const where = {
    uid: input.uid,
    periodId: input.course_periods_id,
    courseId: input.course_id,
    classId: input.class_id,
  };
  await studentPeriod(store.db, where);
  return changeOpStatus(
    store,
    where,
    (db) => studentPeriod(db, where),
    { event, cause, by: actorOf(viewer) },
    now,
    meta,
  );
}

/** The leave requests behind ids, each of a class of the viewer's (else 404 for the whole batch). */
async function leavesOf(db: Kysely<Database>, viewer: Viewer, ids: number[]) {
  const rows = await db
    .selectFrom('period_attendance')
    .select(['leave_id', 'uid', 'period_id', 'course_id', 'class_id', 'leave_status'])
    .where('leave_id', 'in', ids)
    .execute();
  const found = new Map(rows.map((r) => [Number(r.leave_id), r]));
  for (const id of ids) {
    const row = found.get(id);
    if (!row) throw notFound(ATTENDANCE_MESSAGES.leaveNotFound);
    try {
      await ownClass(db, viewer, Number(row.class_id));
    } catch {
      throw notFound(ATTENDANCE_MESSAGES.leaveNotFound);
    }
  }
  return ids.map((id) => found.get(id) as (typeof rows)[number]);
}

/**
 * Approves (2), rejects (3) or, for one request, cancels (4) leave requests. A batch changes only
 * pending requests: one already handled refuses the whole batch and names it.
 */
export async function setLeaveStatus(
  store: Store,
  viewer: Viewer,
  ids: number[],
  opStatus: 2 | 3 | 4,
  now: number,
  meta: EventMeta,
) {
  const unique = [...new Set(ids)];
  const leaves = await leavesOf(store.db, viewer, unique);
  if (opStatus === 4 && unique.length > 1) throw conflict('取消请假只能逐条操作');
  const event: OpStatusAction =
    opStatus === 2
      ? { type: 'leave.approve' }
      : opStatus === 3
        ? { type: 'leave.reject' }
        : { type: 'leave.cancel' };
  // One transaction for the batch: each request's state is read inside it, so a batch changes all or
  // none, and of racing decisions on one request exactly one stands.
  const commands = leaves.map((l) => {
    const where = { uid: Number(l.uid), periodId: Number(l.period_id), classId: Number(l.class_id) };
    return streamCommand(
      periodAttendanceDecider,
      periodAttendanceStreamId(where.uid, where.periodId),
      readInside(async (trx) => {
        const period = await studentPeriod(trx, where);
        // The period's request is another one now (this one was cancelled and asked again).
        if (period.leaveId !== Number(l.leave_id)) throw notFound(ATTENDANCE_MESSAGES.leaveNotFound);
        return opStatusCommand(
          period,
          where.uid,
          { event, cause: '', by: actorOf(viewer), newLeaveId: 0 },
          now,
        );
      }),
    );
  });
  // One request hears the op_status machine's refusal; a batch names the requests already handled.
  const batchRefusal =
    opStatus !== 4 && unique.length > 1
      ? async (trx: Kysely<Database>) => {
          const rows = await trx
            .selectFrom('period_attendance')
            .select('leave_id')
            .where('leave_id', 'in', unique)
            .where('leave_status', '!=', OP_STATUS.requested)
            .execute();
          const handled = new Set(rows.map((r) => Number(r.leave_id)));
          if (handled.size > 0)
            throw conflict(
              `请假申请 ${unique.filter((id) => handled.has(id)).join('、')} 已处理，只能审批待审批的申请，本次未做任何修改`,
            );
        }
      : undefined;
  await store.handleAll(commands, meta, batchRefusal);
  return { ids: unique, op_status: opStatus };
}

/** A team class the viewer assists (or teaches), or 404. */
export async function ownTeamClass(db: Kysely<Database>, viewer: Viewer, teamClassId: number) {
  const row = await db
    .selectFrom('team_classes')
    .selectAll()
    .where('id', '=', teamClassId)
    .where(viewer.role === 'teacher' ? 'teacher_id' : 'assistant_id', '=', viewer.id)
    .executeTakeFirst();
  if (!row) throw notFound(ATTENDANCE_MESSAGES.teamClassNotFound);
  return row;
}

/** setAttendance: type 1 leave, 2 cancel leave, 3 cancel attendance, 4 manual attendance with remark. */
export async function setLessonAttendance(
  store: Store,
  viewer: Viewer,
  input: { class_id: number; times_id: number; clue_id: number; type: 1 | 2 | 3 | 4; remark: string },
  now: number,
  meta: EventMeta,
) {
  await ownTeamClass(store.db, viewer, input.class_id);
  const lesson = await store.db
    .selectFrom('lesson_times')
    .select(['id', 'arrange_time', 'time_name'])
    .where('id', '=', input.times_id)
    .where('team_class_id', '=', input.class_id)
    .executeTakeFirst();
  if (!lesson) throw notFound(ATTENDANCE_MESSAGES.lessonNotFound);
  const member = await store.db
    .selectFrom('team_class_students')
    .select('uid')
    .where('team_class_id', '=', input.class_id)
    .where('uid', '=', input.clue_id)
    .executeTakeFirst();
  if (!member) throw notFound(ATTENDANCE_MESSAGES.studentNotFound);
  const event: CellAction =
    input.type === 1
      ? { type: 'cell.leave' }
      : input.type === 2
        ? { type: 'cell.cancelLeave' }
        : input.type === 3
          ? { type: 'cell.cancelAttendance' }
          : { type: 'cell.manual', remark: input.remark };
  await store.handle(
    lessonAttendanceDecider,
    lessonAttendanceStreamId(input.times_id, input.clue_id),
    // The cell is read inside the transaction that appends to its stream: of racing calls one wins.
    readInside(async (trx) => {
      const cell = await trx
        .selectFrom('lesson_attendance')
        .select(['on_leave', 'mark'])
        .where('times_id', '=', input.times_id)
        .where('uid', '=', input.clue_id)
        .executeTakeFirst();
      const current = cellStateOf(
        {
          startsAt: Number(lesson.arrange_time),
          endsAt: lessonEndsAt(Number(lesson.arrange_time), lesson.time_name),
          onLeave: Number(cell?.on_leave ?? 0),
          mark: Number(cell?.mark ?? 0),
        },
        now,
      );
      return {
        type: 'ChangeCell' as const,
        data: {
          timesId: input.times_id,
          uid: input.clue_id,
          teamClassId: input.class_id,
          by: actorOf(viewer),
          at: now,
          current,
          event,
        },
      };
    }),
    meta,
  );
  return {};
}
