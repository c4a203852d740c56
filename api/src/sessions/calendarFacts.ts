import { sessionLeaveType } from '@school/machines';
import type { Kysely } from 'kysely';
import type { Viewer } from '../http/viewer';
import type { Database } from '../store/schema';
import { classTypeOf, lessonMinutes, seerOf } from './sessionFacts';

/** What the calendar needs of one lesson session (a card): who, when, how it is taught, whether cancelled. */
export interface SessionCalendarFacts {
  id: number;
  teamClassId: number;
  className: string;
  teacherId: number;
  teacherName: string;
  assistantId: number;
  startTime: number;
  endTime: number;
  classType: number;
  teachingMode: number;
  studentCount: number;
  /** Cancelled by the teacher's leave, or a one-to-one student's. */
  cancelled: boolean;
  /** The session's number within its team class (第N次课). */
  ordinal: number;
}

/**
 * The viewer's lesson sessions starting in [from, to): a teacher's of the team classes they teach, an
 * assistant's of those they assist; with `classId`, only team classes a student of that class attends.
 * With `sessionId`, that one session (empty when the viewer does not see it).
 */
export async function sessionCalendarFacts(
  db: Kysely<Database>,
  viewer: Viewer,
  range: { from: number; to: number; classId?: number | undefined } | { sessionId: number },
): Promise<SessionCalendarFacts[]> {
  const seer = seerOf(viewer);
  let query = db
    .selectFrom('lesson_times as l')
    .innerJoin('team_classes as t', 't.id', 'l.team_class_id')
    .leftJoin('lesson_sessions as s', 's.id', 'l.id')
    .leftJoin('users as u', 'u.id', 'l.teacher_id')
    .where(`t.${seer.column}`, '=', seer.id)
    .select([
      'l.id',
      'l.team_class_id',
      'l.arrange_time',
      'l.time_name',
      'l.teacher_id',
      't.class_name',
      't.teaching_mode',
      't.assistant_id',
      's.cancelled',
      'u.nickname',
      (eb) =>
        eb
          .selectFrom('lesson_times as o')
          .whereRef('o.team_class_id', '=', 'l.team_class_id')
          .where((w) =>
            w.or([
              w('o.arrange_time', '<', w.ref('l.arrange_time')),
              w.and([w('o.arrange_time', '=', w.ref('l.arrange_time')), w('o.id', '<=', w.ref('l.id'))]),
            ]),
          )
          .select((c) => c.fn.countAll<number>().as('n'))
          .as('ordinal'),
    ]);
  if ('sessionId' in range) query = query.where('l.id', '=', range.sessionId);
  else {
    query = query.where('l.arrange_time', '>=', range.from).where('l.arrange_time', '<', range.to);
    if (range.classId !== undefined) {
      const classId = range.classId;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('team_class_students as ts')
            .innerJoin('class_students as cs', 'cs.uid', 'ts.uid')
            .whereRef('ts.team_class_id', '=', 'l.team_class_id')
            .where('cs.class_id', '=', classId)
            .where('cs.status', '=', 1)
            .select('ts.uid'),
        ),
      );
    }
  }
  const rows = await query.orderBy('l.arrange_time').orderBy('l.id').execute();
  if (rows.length === 0) return [];
  const teams = [...new Set(rows.map((r) => Number(r.team_class_id)))];
  const ids = rows.map((r) => Number(r.id));
  const [members, leaves] = await Promise.all([
    db
      .selectFrom('team_class_students')
      .select(['team_class_id', 'uid'])
      .where('team_class_id', 'in', teams)
      .execute(),
    db
      .selectFrom('lesson_attendance')
      .select(['times_id', 'uid'])
      .where('times_id', 'in', ids)
      .where('on_leave', '=', 1)
      .execute(),
  ]);
  return rows.map((r) => {
    const students = members.filter((m) => Number(m.team_class_id) === Number(r.team_class_id)).length;
    const onLeave = leaves.filter((c) => Number(c.times_id) === Number(r.id)).length;
    const classType = classTypeOf(students);
    const start = Number(r.arrange_time);
    const leaveType = sessionLeaveType({
      teacherLeave: Number(r.cancelled ?? 0) === 1,
      classType,
      studentOnLeave: students > 0 && onLeave >= students,
    });
    return {
      id: Number(r.id),
      teamClassId: Number(r.team_class_id),
      className: r.class_name,
      teacherId: Number(r.teacher_id),
      teacherName: r.nickname ?? '',
      assistantId: Number(r.assistant_id),
      startTime: start,
      endTime: start + lessonMinutes(r.time_name) * 60,
      classType,
      teachingMode: Number(r.teaching_mode),
      studentCount: students,
      cancelled: leaveType !== 0,
      ordinal: Number(r.ordinal ?? 1),
    };
  });
}
