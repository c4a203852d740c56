import {
  COMMON_MESSAGES,
  cellAbilities,
  cellNumbers,
  OP_STATUS,
  opStatusAbilities,
  opStatusValueOf,
} from '@school/machines';
import type { Kysely } from 'kysely';
import { notFound } from '../shared/errors';
import { containsText, type PageRequest, pageWithTotal } from '../store/listQueries';
import type { Database } from '../store/schema';
import { arrangedLesson } from './arranged';
import { ATTENDANCE_MESSAGES } from './commands';
import { cellStateOf, lessonEndsAt } from './lessonCell';
import { BUCKET_NUMBER, bucketCounts, opStatusOf, type PeriodFacts, periodBucket } from './periodBucket';

/** A period's status for the leave list: 1 not started, 2 in progress, 3 ended. */
export const periodStatus = (startPlay: number, endPlay: number, now: number) =>
  now < startPlay ? 1 : now <= endPlay ? 2 : 3;

export interface LeaveFilters {
  op_status?: number | undefined;
  course_id?: number | undefined;
  name?: string | undefined;
}

/** The leave requests of a class's students for its courses (spec: leave tab). */
export async function leaveList(
  db: Kysely<Database>,
  classId: number,
  filters: LeaveFilters,
  page: PageRequest,
  now: number,
) {
  let q = db
    .selectFrom('period_attendance as a')
    .innerJoin('class_students as cs', (j) => j.onRef('cs.uid', '=', 'a.uid').on('cs.class_id', '=', classId))
    .innerJoin('class_courses as cc', (j) =>
      j.onRef('cc.course_id', '=', 'a.course_id').on('cc.class_id', '=', classId),
    )
    .innerJoin('users as u', 'u.id', 'a.uid')
    .innerJoin('course_periods as p', 'p.id', 'a.period_id')
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .where('a.leave_id', '>', 0);
  if (filters.op_status) q = q.where('a.leave_status', '=', filters.op_status);
  if (filters.course_id) q = q.where('a.course_id', '=', filters.course_id);
  if (filters.name) q = q.where(containsText('u.nickname', filters.name));
  const { rows, total } = await pageWithTotal(q, page, (query) =>
    query
      .select([
        'a.leave_id',
        'a.uid',
        'a.period_id',
        'a.course_id',
        'a.leave_cause',
        'a.leave_status',
        'a.leave_created_at',
        'u.nickname',
        'u.mobile',
        'p.title as period_title',
        'p.start_play',
        'p.end_play',
        'c.title as course_title',
        'c.course_type',
      ])
      .orderBy('a.leave_created_at', 'desc')
      .orderBy('a.leave_id', 'desc'),
  );
  const list = rows.map((r) => {
    // The leave tab's buttons are the op_status machine's approve and reject of the request.
    const { approve, reject } = opStatusAbilities(
      opStatusValueOf(Number(r.leave_status)),
      Number(r.course_type),
    );
    return {
      id: Number(r.leave_id),
      uid: Number(r.uid),
      course_id: Number(r.course_id),
      course_periods_id: Number(r.period_id),
      name: r.nickname,
      mobile: r.mobile,
      created_at: Number(r.leave_created_at),
      leave_cause: r.leave_cause,
      op_status: Number(r.leave_status),
      course_basis_title: r.course_title,
      course_periods_title: r.period_title,
      course_periods_status: periodStatus(Number(r.start_play), Number(r.end_play), now),
      abilities: { approve, reject },
    };
  });
  return { list, total };
}

/** The course of a class for AttendInfo's header. */
export async function attendCourse(db: Kysely<Database>, courseId: number, classId: number) {
  const course = await db
    .selectFrom('courses as c')
    .innerJoin('class_courses as cc', (j) =>
      j.onRef('cc.course_id', '=', 'c.id').on('cc.class_id', '=', classId),
    )
    .select(['c.id', 'c.title', 'c.cover_img', 'c.course_type'])
    .where('c.id', '=', courseId)
    .executeTakeFirst();
  if (!course) throw notFound(COMMON_MESSAGES.courseNotFound);
  const [periods, students] = await Promise.all([
    db
      .selectFrom('course_periods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('class_students')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('class_id', '=', classId)
      .where('status', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    id: Number(course.id),
    title: course.title,
    cover_img: course.cover_img,
    course_type: Number(course.course_type),
    study_count: Number(students.n),
    chapter_num: 1,
    section_num: Number(periods.n),
  };
}

/** Every in-class student of a class with what makes their op_status of one period. */
async function periodStudentRows(db: Kysely<Database>, classId: number, periodIds: number[]) {
  if (periodIds.length === 0) return [];
  return db
    .selectFrom('class_students as cs')
    .innerJoin('users as u', 'u.id', 'cs.uid')
    .innerJoin('course_periods as p', (j) => j.on('p.id', 'in', periodIds))
    .innerJoin('courses as c', 'c.id', 'p.course_id')
    .leftJoin('period_study as s', (j) => j.onRef('s.uid', '=', 'cs.uid').onRef('s.period_id', '=', 'p.id'))
    .leftJoin('period_attendance as a', (j) =>
      j.onRef('a.uid', '=', 'cs.uid').onRef('a.period_id', '=', 'p.id'),
    )
    .select([
      'cs.uid',
      'u.nickname',
      'u.mobile',
      'p.id as period_id',
      'p.end_play',
      'c.course_type',
      's.attended',
      'a.leave_status',
      'a.leave_cause',
      'a.leave_id',
      'a.mark',
      'a.mark_reason',
    ])
    .where('cs.class_id', '=', classId)
    .where('cs.status', '=', 1)
    .orderBy('cs.uid')
    .execute();
}

const factsOf = (r: Awaited<ReturnType<typeof periodStudentRows>>[number]): PeriodFacts => ({
  courseType: Number(r.course_type),
  endPlay: Number(r.end_play),
  attended: Number(r.attended ?? 0) === 1,
  leaveStatus: Number(r.leave_status ?? 0),
  mark: Number(r.mark ?? 0),
});

/** AttendInfo's period list: each period with its counts of attended, on leave and truant students. */
export async function studyPeriods(db: Kysely<Database>, courseId: number, classId: number, now: number) {
  const periods = await db
    .selectFrom('course_periods')
    .select(['id', 'title', 'start_play', 'end_play'])
    .where('course_id', '=', courseId)
    .orderBy('sort')
    .execute();
  const rows = await periodStudentRows(
    db,
    classId,
    periods.map((p) => Number(p.id)),
  );
  return periods.map((p) => {
    const mine = rows.filter((r) => Number(r.period_id) === Number(p.id));
    // Every student of the period in exactly one bucket; the rest (total − the three) is not decided yet.
    const counts = bucketCounts(mine.map((r) => periodBucket(factsOf(r), now)));
    return {
      id: Number(p.id),
      title: p.title,
      start_play: Number(p.start_play),
      total_time: Number(p.end_play) - Number(p.start_play),
      status: periodStatus(Number(p.start_play), Number(p.end_play), now),
      attend_num: counts.attended,
      leave_num: counts.leave,
      truant_num: counts.truant,
      total_num: mine.length,
    };
  });
}

/** The attendance-detail dialog: a period's students with their op_status and its buttons. */
export async function studyStudents(
  db: Kysely<Database>,
  courseId: number,
  periodId: number,
  classId: number,
  now: number,
) {
  const period = await db
    .selectFrom('course_periods as p')
    .innerJoin('class_courses as cc', (j) =>
      j.onRef('cc.course_id', '=', 'p.course_id').on('cc.class_id', '=', classId),
    )
    .select(['p.id', 'p.course_id'])
    .where('p.id', '=', periodId)
    .where('p.course_id', '=', courseId)
    .executeTakeFirst();
  if (!period) throw notFound(ATTENDANCE_MESSAGES.periodNotFound);
  const rows = await periodStudentRows(db, classId, [periodId]);
  return rows.map((r) => {
    const facts = factsOf(r);
    const state = opStatusOf(facts, now);
    return {
      uid: Number(r.uid),
      nickname: r.nickname,
      mobile: r.mobile,
      course_id: Number(period.course_id),
      course_periods_id: periodId,
      op_status: OP_STATUS[state],
      // The period's leave request, when the student has one (else none: the fields are left out).
      ...(Number(r.leave_id ?? 0) > 0
        ? { leave_cause: r.leave_cause ?? '', leave_id: Number(r.leave_id) }
        : {}),
      // The reason of a manual attendance, when there is one (else left out).
      ...(Number(r.mark ?? 0) === 1 ? { remark: r.mark_reason ?? '' } : {}),
      // The figure the student counts in: 1 attended, 2 leave, 3 truant, 0 not decided yet.
      attendance: BUCKET_NUMBER[periodBucket(facts, now)] ?? 0,
      abilities: opStatusAbilities(state, Number(r.course_type)),
    };
  });
}

export interface TeamClassFilters {
  class_name?: string | undefined;
  school_id?: number | undefined;
  grade_id?: number | undefined;
  classify_id?: number | undefined;
  subject_id?: number | undefined;
  /** 1 live, 2 in person. */
  teaching_mode?: number | undefined;
  room_id?: number | undefined;
  status?: number | undefined;
}

function teamClassQuery(db: Kysely<Database>, assistantId: number) {
  return db
    .selectFrom('team_classes as t')
    .innerJoin('campuses as org', 'org.id', 't.campus_id')
    .leftJoin('grades as g', 'g.id', 't.grade_id')
    .leftJoin('classifies as cl', 'cl.id', 't.classify_id')
    .leftJoin('subjects as sub', 'sub.id', 't.subject_id')
    .leftJoin('users as teacher', 'teacher.id', 't.teacher_id')
    .leftJoin('users as assistant', 'assistant.id', 't.assistant_id')
    .leftJoin('rooms as r', 'r.id', 't.room_id')
    .where('t.assistant_id', '=', assistantId);
}

const teamClassColumns = [
  't.id',
  't.class_name',
  't.campus_id',
  't.teaching_mode',
  't.status',
  't.start_time',
  't.remarks',
  't.created_at',
  'org.name as org_name',
  'g.name as grade_name',
  'cl.name as classify_name',
  'sub.name as sub_name',
  'teacher.nickname as teacher_name',
  'assistant.nickname as assistant_name',
  'r.name as room_name',
] as const;

type TeamClassRow = {
  id: number;
  class_name: string;
  campus_id: number;
  teaching_mode: number;
  status: number;
  start_time: number;
  remarks: string;
  created_at: number;
  org_name: string;
  grade_name: string | null;
  classify_name: string | null;
  sub_name: string | null;
  teacher_name: string | null;
  assistant_name: string | null;
  room_name: string | null;
};

async function teamClassShape(db: Kysely<Database>, rows: TeamClassRow[]) {
  const ids = rows.map((r) => Number(r.id));
  const counts =
    ids.length === 0
      ? []
      : await db
          .selectFrom('team_class_students')
          .select((eb) => ['team_class_id', eb.fn.countAll<number>().as('n')])
          .where('team_class_id', 'in', ids)
          .groupBy('team_class_id')
          .execute();
  const lessons =
    ids.length === 0
      ? []
      : await db
          .selectFrom('lesson_times')
          .select(['team_class_id', 'time_name', 'arrange_time'])
          .where('team_class_id', 'in', ids)
          .orderBy('arrange_time')
          .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    class_name: r.class_name,
    org_name: r.org_name,
    school_id: Number(r.campus_id),
    in_number: Number(counts.find((c) => Number(c.team_class_id) === Number(r.id))?.n ?? 0),
    grade_name: r.grade_name ?? '',
    classify_name: r.classify_name ?? '',
    sub_name: r.sub_name ?? '',
    teacher_name: r.teacher_name ?? '',
    assistant_name: r.assistant_name ?? '',
    teaching_mode: Number(r.teaching_mode),
    room_name: r.room_name ?? '',
    status: Number(r.status),
    // sign_type_name is left out: the product records no enrolment type (docs/decisions.md).
    schedule: `${lessons.filter((l) => Number(l.team_class_id) === Number(r.id)).length}次课`,
    created_at: Number(r.created_at),
    start_time: Number(r.start_time),
    remarks: r.remarks,
  }));
}

/** The assistant's team classes (spec: class-course list), with the campuses of them all. */
export async function teamClassList(
  db: Kysely<Database>,
  assistantId: number,
  filters: TeamClassFilters,
  page: PageRequest,
) {
  let q = teamClassQuery(db, assistantId);
  if (filters.class_name) q = q.where(containsText('t.class_name', filters.class_name));
  if (filters.school_id) q = q.where('t.campus_id', '=', filters.school_id);
  if (filters.grade_id) q = q.where('t.grade_id', '=', filters.grade_id);
  if (filters.classify_id) q = q.where('t.classify_id', '=', filters.classify_id);
  if (filters.subject_id) q = q.where('t.subject_id', '=', filters.subject_id);
  if (filters.teaching_mode) q = q.where('t.teaching_mode', '=', filters.teaching_mode);
  if (filters.room_id) q = q.where('t.room_id', '=', filters.room_id);
  if (filters.status) q = q.where('t.status', '=', filters.status);
  const { rows, total } = await pageWithTotal(q, page, (query) =>
    query.select([...teamClassColumns]).orderBy('t.id', 'desc'),
  );
  const campuses = await teamClassQuery(db, assistantId)
    .select(['org.id as school_id', 'org.name as org_name'])
    .distinct()
    .orderBy('org.id')
    .execute();
  return {
    list: await teamClassShape(db, rows as TeamClassRow[]),
    total,
    extra: campuses.map((c) => ({ school_id: Number(c.school_id), org_name: c.org_name })),
  };
}

export async function teamClassDetail(db: Kysely<Database>, assistantId: number, id: number, now: number) {
  const row = await teamClassQuery(db, assistantId)
    .select([...teamClassColumns])
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(ATTENDANCE_MESSAGES.teamClassNotFound);
  const [shaped] = await teamClassShape(db, [row as TeamClassRow]);
  // The lesson a homework arranged now would follow (HomeworkPublish in arrange mode shows it).
  return { ...(shaped as NonNullable<typeof shaped>), arrange_lesson: await arrangedLesson(db, id, now) };
}

/** The enrolled students of a team class (spec: team class student). */
export async function teamClassStudents(db: Kysely<Database>, teamClassId: number, now: number) {
  const rows = await db
    .selectFrom('team_class_students as ts')
    .innerJoin('users as u', 'u.id', 'ts.uid')
    .innerJoin('team_classes as t', 't.id', 'ts.team_class_id')
    .innerJoin('campuses as org', 'org.id', 't.campus_id')
    .select([
      'ts.uid',
      'ts.joined_at',
      'ts.contract_number',
      'u.nickname',
      'u.mobile',
      'org.name as org_name',
    ])
    .where('ts.team_class_id', '=', teamClassId)
    .orderBy('ts.uid')
    .execute();
  const lessons = await db
    .selectFrom('lesson_times')
    .select(['arrange_time'])
    .where('team_class_id', '=', teamClassId)
    .orderBy('arrange_time')
    .execute();
  const remaining = lessons.filter((l) => Number(l.arrange_time) > now).length;
  return rows.map((r) => ({
    id: Number(r.uid),
    clue_id: Number(r.uid),
    clue_name: r.nickname,
    mobile: r.mobile,
    created_at: Number(r.joined_at),
    first_time: lessons[0] ? Number(lessons[0].arrange_time) : null,
    org_name: r.org_name,
    ...(r.contract_number === null ? {} : { contracts_number: r.contract_number }),
    // sign_type_name and periods_price are left out: the product records neither an enrolment type
    // nor a lesson price (docs/decisions.md).
    time: remaining,
    class_time_hour: lessons.length,
  }));
}

/** The lesson times of a team class (spec: lesson time item). */
export async function lessonTimes(db: Kysely<Database>, teamClassId: number, page: PageRequest) {
  const q = db
    .selectFrom('lesson_times as l')
    .leftJoin('users as u', 'u.id', 'l.teacher_id')
    .where('l.team_class_id', '=', teamClassId);
  const { rows, total } = await pageWithTotal(q, page, (query) =>
    query
      .select(['l.id', 'l.time_name', 'l.arrange_time', 'u.nickname as teacher_name'])
      .orderBy('l.arrange_time'),
  );
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      time_name: r.time_name,
      arrange_time: Number(r.arrange_time),
      teacher_name: r.teacher_name ?? '',
    })),
    total,
  };
}

/** The attendance matrix: each student with one cell per lesson time, and the cell's actions. */
export async function classAttendance(db: Kysely<Database>, teamClassId: number, now: number) {
  const [students, lessons, cells] = await Promise.all([
    db
      .selectFrom('team_class_students as ts')
      .innerJoin('users as u', 'u.id', 'ts.uid')
      .select(['ts.uid', 'u.nickname', 'u.mobile'])
      .where('ts.team_class_id', '=', teamClassId)
      .orderBy('ts.uid')
      .execute(),
    db
      .selectFrom('lesson_times')
      .select(['id', 'arrange_time', 'time_name'])
      .where('team_class_id', '=', teamClassId)
      .orderBy('arrange_time')
      .execute(),
    db
      .selectFrom('lesson_attendance')
      .select(['times_id', 'uid', 'on_leave', 'mark', 'remarks'])
      .where('team_class_id', '=', teamClassId)
      .execute(),
  ]);
  const cellOf = new Map(cells.map((c) => [`${c.times_id}-${c.uid}`, c]));
  return students.map((s) => ({
    clue_id: Number(s.uid),
    clue_name: s.nickname,
    mobile: s.mobile,
    times: lessons.map((l) => {
      const c = cellOf.get(`${l.id}-${s.uid}`);
      const state = cellStateOf(
        {
          startsAt: Number(l.arrange_time),
          endsAt: lessonEndsAt(Number(l.arrange_time), l.time_name),
          onLeave: Number(c?.on_leave ?? 0),
          mark: Number(c?.mark ?? 0),
        },
        now,
      );
      return {
        id: Number(l.id),
        arrange_time: Number(l.arrange_time),
        ...cellNumbers(state),
        remarks: c?.remarks ?? '',
        abilities: cellAbilities(state),
      };
    }),
  }));
}
