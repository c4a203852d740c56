import {
  cellNumbers,
  evaluationAbility,
  explainHandoutSessionRefusal,
  FILE_STATUS_LABEL,
  HOMEWORK_MODULE_ON,
  handoutAbilities,
  handoutStateOf,
  SESSION_LEAVE_LABEL,
  SESSION_STATUS,
  type StaffRole,
  sessionAbilities,
  sessionLeaveType,
  sessionStateAt,
} from '@school/machines';
import type { Kysely } from 'kysely';
import { cellStateOf } from '../attendance';
import { sessionCourseware } from '../courseware';
import type { Viewer } from '../http/viewer';
import type { PageRequest } from '../store/listQueries';
import type { Database } from '../store/schema';
import { classTypeOf, lessonMinutes, type SessionFacts, seerOf, sessionFacts } from './sessionFacts';

const roleOf = (viewer: Viewer): StaffRole => (viewer.role === 'teacher' ? 'teacher' : 'assistant');

/** The session's students with their attendance of it and the teacher's evaluation. */
async function studentRows(db: Kysely<Database>, facts: SessionFacts, now: number) {
  const id = facts.lesson.id;
  const [rows, cells, remarks] = await Promise.all([
    db
      .selectFrom('team_class_students as ts')
      .innerJoin('users as u', 'u.id', 'ts.uid')
      .select(['ts.uid', 'u.nickname', 'u.mobile'])
      .where('ts.team_class_id', '=', facts.lesson.team_class_id)
      .orderBy('ts.uid')
      .execute(),
    db
      .selectFrom('lesson_attendance')
      .select(['uid', 'on_leave', 'mark', 'remarks'])
      .where('times_id', '=', id)
      .execute(),
    db
      .selectFrom('session_evaluations')
      .select(['uid', 'teacher_remark'])
      .where('session_id', '=', id)
      .execute(),
  ]);
  const cellOf = new Map(cells.map((c) => [Number(c.uid), c]));
  const remarkOf = new Map(remarks.map((r) => [Number(r.uid), r.teacher_remark]));
  return rows.map((r) => {
    const uid = Number(r.uid);
    const cell = cellOf.get(uid);
    // A cancelled session was never held: it takes no attendance.
    const attendance =
      facts.state === 'cancelled'
        ? { attend_type: 0, status: 2 }
        : (() => {
            const state = cellStateOf(
              {
                startsAt: facts.context.startsAt,
                endsAt: facts.context.endsAt,
                onLeave: Number(cell?.on_leave ?? 0),
                mark: Number(cell?.mark ?? 0),
              },
              now,
            );
            const { attendance: attend_type, status } = cellNumbers(state);
            return { attend_type, status };
          })();
    const teacherRemark = remarkOf.get(uid) ?? '';
    return {
      uid,
      nickname: r.nickname,
      mobile: r.mobile,
      ...attendance,
      remark: cell?.remarks ?? '',
      teacherRemark,
    };
  });
}

/** GET detailClassTime/{id}: the session header, handout, counts and what the viewer may do. */
export async function sessionDetail(db: Kysely<Database>, viewer: Viewer, id: number, now: number) {
  const facts = await sessionFacts(db, viewer, id, now);
  const [students, wares] = await Promise.all([studentRows(db, facts, now), sessionCourseware(db, id)]);
  const role = roleOf(viewer);
  const handoutState = handoutStateOf(facts.handout.file_status);
  return {
    ...facts.lesson,
    class_type: facts.context.classType,
    status: SESSION_STATUS[facts.state],
    end_time: facts.context.endsAt,
    leave_type: facts.leaveType,
    leave_label: facts.state === 'cancelled' ? (SESSION_LEAVE_LABEL[facts.leaveType] ?? '') : '',
    homework_module: HOMEWORK_MODULE_ON,
    file_status: facts.handout.file_status,
    file_status_label: FILE_STATUS_LABEL[facts.handout.file_status] ?? '',
    file_name: facts.handout.file_name,
    file_url: facts.handout.file_url,
    fid: facts.handout.fid,
    file_remark: facts.handout.file_remark,
    get_ware_info: wares.map((w) => ({ id: w.id, ware_filename: w.ware_filename })),
    should_arrive: students.length,
    arrived: students.filter((s) => s.attend_type === 1).length,
    leave: students.filter((s) => s.attend_type === 2).length,
    truants: students.filter((s) => s.attend_type === 3).length,
    abilities: {
      ...sessionAbilities(facts.state, facts.context, {
        role,
        teachingMode: facts.lesson.teaching_mode,
        homeworkModule: HOMEWORK_MODULE_ON,
      }),
      ...handoutAbilities(
        handoutState,
        facts.handout.uploaded_by === viewer.id,
        explainHandoutSessionRefusal(facts.state),
      ),
    },
  };
}

/** GET getClassTimeStudent/{id}: the session's students, attendance and evaluation. */
export async function sessionStudents(db: Kysely<Database>, viewer: Viewer, id: number, now: number) {
  const facts = await sessionFacts(db, viewer, id, now);
  const role = roleOf(viewer);
  return (await studentRows(db, facts, now)).map((s) => ({
    clue_id: s.uid,
    clue_name: s.nickname,
    mobile: s.mobile,
    status: s.status,
    attend_type: s.attend_type,
    remark: s.remark,
    // No student_remark: no call lets a student write one (docs/decisions.md, sessions).
    teacher_remark: s.teacherRemark,
    abilities: { evaluate: evaluationAbility(facts.state, role, s.teacherRemark !== '') },
  }));
}

export interface SessionListFilters {
  status?: number | undefined;
}

/**
 * The viewer's lesson sessions (beyond the spec: how the session screens are reached), newest
 * first: a teacher's of the team classes they teach, an assistant's of those they assist.
 */
export async function sessionList(
  db: Kysely<Database>,
  viewer: Viewer,
  filters: SessionListFilters,
  page: PageRequest,
  now: number,
) {
  const seer = seerOf(viewer);
  const base = db
    .selectFrom('lesson_times as l')
    .innerJoin('team_classes as t', 't.id', 'l.team_class_id')
    .leftJoin('lesson_sessions as s', 's.id', 'l.id')
    .where(`t.${seer.column}`, '=', seer.id);
  const rows = await base
    .select([
      'l.id',
      'l.team_class_id',
      'l.arrange_time',
      'l.time_name',
      't.class_name',
      't.teaching_mode',
      's.cancelled',
      's.file_status',
    ])
    .orderBy('l.arrange_time', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  const teams = [...new Set(rows.map((r) => Number(r.team_class_id)))];
  const members =
    teams.length === 0
      ? []
      : await db
          .selectFrom('team_class_students')
          .select(['team_class_id', 'uid'])
          .where('team_class_id', 'in', teams)
          .orderBy('uid')
          .execute();
  const ids = rows.map((r) => Number(r.id));
  const leaves =
    ids.length === 0
      ? []
      : await db
          .selectFrom('lesson_attendance')
          .select(['times_id', 'uid'])
          .where('times_id', 'in', ids)
          .where('on_leave', '=', 1)
          .execute();
  const studentsOf = (team: number) =>
    members.filter((m) => Number(m.team_class_id) === team).map((m) => Number(m.uid));
  const all = rows.map((r) => {
    const students = studentsOf(Number(r.team_class_id));
    const arrange = Number(r.arrange_time);
    const context = {
      startsAt: arrange,
      endsAt: arrange + lessonMinutes(r.time_name) * 60,
      classType: classTypeOf(students.length),
    };
    const onLeave = leaves.filter((c) => Number(c.times_id) === Number(r.id)).length;
    const leaveType = sessionLeaveType({
      teacherLeave: Number(r.cancelled ?? 0) === 1,
      classType: context.classType,
      studentOnLeave: students.length > 0 && onLeave >= students.length,
    });
    const state = sessionStateAt(context, now, leaveType !== 0);
    return {
      id: Number(r.id),
      team_class_id: Number(r.team_class_id),
      class_type: context.classType,
      class_name: r.class_name,
      arrange_time: arrange,
      time_name: r.time_name,
      teaching_mode: Number(r.teaching_mode),
      status: SESSION_STATUS[state],
      leave_type: leaveType,
      file_status: Number(r.file_status ?? 2),
      student_count: students.length,
      /** The one student of a one-to-one session (null otherwise). */
      user_id: students.length === 1 ? (students[0] as number) : null,
    };
  });
  const filtered = filters.status ? all.filter((r) => r.status === filters.status) : all;
  const start = (page.page - 1) * page.limit;
  return { list: filtered.slice(start, start + page.limit), total: filtered.length };
}
