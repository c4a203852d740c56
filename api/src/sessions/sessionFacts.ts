import {
  FILE_STATUS,
  SESSION_CLASS_TYPE,
  SESSION_LEAVE_TYPE,
  type SessionContext,
  type SessionStateValue,
  sessionLeaveType,
  sessionStateAt,
} from '@school/machines';
import type { Kysely } from 'kysely';
import { lessonEndsAt, lessonTimeDetail } from '../attendance';
import type { Viewer } from '../http/viewer';
import type { Database } from '../store/schema';

/** A lesson's length is attendance's to say too (a cell is decided when its lesson ends). */
export { DEFAULT_LESSON_MINUTES, lessonMinutes } from '../attendance';

/** A team class with one enrolled student is one-to-one (class type 2); others are team classes (1). */
export const classTypeOf = (students: number) =>
  students === 1 ? SESSION_CLASS_TYPE.oneToOne : SESSION_CLASS_TYPE.team;

/** Who sees a session: a teacher the sessions of the team classes they teach, an assistant those they assist. */
export const seerOf = (viewer: Viewer) =>
  viewer.role === 'teacher'
    ? ({ column: 'teacher_id', id: viewer.id } as const)
    : ({ column: 'assistant_id', id: viewer.id } as const);

/**
 * Everything a session's rules and screens need: the lesson time (404 `课次不存在` when the viewer does
 * not see it), its students, its stored handout and cancellation, and where the clock puts it.
 */
export async function sessionFacts(db: Kysely<Database>, viewer: Viewer, sessionId: number, now: number) {
  const lesson = await lessonTimeDetail(db, sessionId, seerOf(viewer));
  const [students, row, team, leaves] = await Promise.all([
    db
      .selectFrom('team_class_students')
      .select('uid')
      .where('team_class_id', '=', lesson.team_class_id)
      .orderBy('uid')
      .execute(),
    db.selectFrom('lesson_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst(),
    db
      .selectFrom('team_classes')
      .select(['teacher_id', 'assistant_id'])
      .where('id', '=', lesson.team_class_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('lesson_attendance')
      .select('uid')
      .where('times_id', '=', sessionId)
      .where('on_leave', '=', 1)
      .execute(),
  ]);
  const context: SessionContext = {
    startsAt: lesson.arrange_time,
    endsAt: lessonEndsAt(lesson.arrange_time, lesson.time_name),
    classType: classTypeOf(students.length),
  };
  const leaveType = sessionLeaveType({
    teacherLeave: Number(row?.cancelled ?? 0) === 1,
    classType: context.classType,
    studentOnLeave: students.length > 0 && leaves.length >= students.length,
  });
  /** Where the session stands as the edge sees it (the clock, and a one-to-one student's leave). */
  const edgeState: SessionStateValue = sessionStateAt(context, now, leaveType === SESSION_LEAVE_TYPE.student);
  const state: SessionStateValue = leaveType === 0 ? edgeState : 'cancelled';
  return {
    lesson,
    context,
    studentIds: students.map((s) => Number(s.uid)),
    teacherId: Number(team.teacher_id),
    assistantId: Number(team.assistant_id),
    edgeState,
    state,
    leaveType,
    handout: {
      file_status: Number(row?.file_status ?? FILE_STATUS.notUploaded),
      file_name: row?.file_name ?? '',
      file_url: row?.file_url ?? '',
      fid: row?.fid ?? '',
      file_remark: row?.file_remark ?? '',
      uploaded_by: Number(row?.uploaded_by ?? 0),
    },
  };
}

export type SessionFacts = Awaited<ReturnType<typeof sessionFacts>>;
