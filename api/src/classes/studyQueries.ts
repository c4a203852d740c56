import { COMMON_MESSAGES, OP_STATUS } from '@school/machines';
import { type Kysely, sql } from 'kysely';
import { opStatusOf } from '../attendance';
import { notFound } from '../shared/errors';
import { containsText, type PageRequest, pageWithTotal } from '../store/listQueries';
import type { Database } from '../store/schema';
import { STUDENT_NOT_FOUND } from './access';
import { attendanceFigures } from './attendanceFigures';
import { permille } from './projections';
import { isLiveCourse, LIVE_COURSE_TYPES, NO_STUDY_FIGURES_TYPES, OFFLINE_COURSE_TYPE } from './studyRules';

/** Course types whose periods count for attendance: live kinds and in person. */
const ATTENDANCE_TYPES = [...LIVE_COURSE_TYPES, OFFLINE_COURSE_TYPE];
const countsAttendance = (courseType: number) => ATTENDANCE_TYPES.includes(courseType as never);
const NO_FIGURES = NO_STUDY_FIGURES_TYPES as readonly number[];

/** A rate in percent with one decimal, from a sum of permille over a number of periods. */
const percentOf = (permilleSum: number, periods: number) =>
  periods <= 0 ? 0 : Math.round(permilleSum / periods) / 10;

export interface StudyFigures {
  study_length: number;
  progress_rate: number;
  attend_times: number;
  leave_times: number;
  truant_times: number;
  hw_submit_times: number;
  hw_assign_times: number;
}

interface CourseFacts {
  id: number;
  courseType: number;
  periods: number;
  /** Periods that count for attendance and have ended. */
  pastAttendable: number;
}

/** The class's courses with their period counts. */
async function classCourseFacts(db: Kysely<Database>, classId: number, now: number): Promise<CourseFacts[]> {
  const rows = await db
    .selectFrom('class_courses as cc')
    .innerJoin('courses as c', 'c.id', 'cc.course_id')
    .leftJoin('course_periods as p', 'p.course_id', 'c.id')
    .where('cc.class_id', '=', classId)
    .groupBy(['c.id', 'c.course_type'])
    .select((eb) => [
      'c.id',
      'c.course_type',
      eb.fn.count<number>('p.id').as('periods'),
      sql<number>`sum(case when p.end_play < ${now} then 1 else 0 end)`.as('past'),
    ])
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    courseType: Number(r.course_type),
    periods: Number(r.periods),
    pastAttendable: countsAttendance(Number(r.course_type)) ? Number(r.past ?? 0) : 0,
  }));
}

/**
 * The section 3 figures of some students of one class (spec: study statistics row), over the class's
 * courses: study time and progress leave out text-image and in-person courses; attendance counts live
 * and in-person periods, each period of each student in one bucket (attendance/periodBucket: the
 * rule AttendInfo counts with), so a leave is taken from truancy per period, never per course.
 */
export async function classStudyFigures(
  db: Kysely<Database>,
  classId: number,
  uids: number[],
  now: number,
): Promise<Map<number, StudyFigures>> {
  const result = new Map<number, StudyFigures>();
  if (uids.length === 0) return result;
  const courses = await classCourseFacts(db, classId, now);
  const figureCourses = courses.filter((c) => !NO_FIGURES.includes(c.courseType));
  const attendCourses = courses.filter((c) => countsAttendance(c.courseType));
  const figurePeriods = figureCourses.reduce((n, c) => n + c.periods, 0);
  const ids = (list: CourseFacts[]) => (list.length > 0 ? list.map((c) => c.id) : [0]);
  const [study, attendanceOf, homework] = await Promise.all([
    db
      .selectFrom('course_study')
      .select((eb) => [
        'uid',
        eb.fn.sum<number>('study_length').as('study_length'),
        eb.fn.sum<number>('progress_permille_sum').as('progress'),
      ])
      .where('uid', 'in', uids)
      .where('course_id', 'in', ids(figureCourses))
      .groupBy('uid')
      .execute(),
    attendanceFigures(
      db,
      uids,
      attendCourses.map((c) => c.id),
      now,
    ),
    db
      .selectFrom('homework_reports as r')
      .innerJoin('homework as h', 'h.id', 'r.hw_id')
      .select((eb) => [
        'r.uid',
        eb.fn.countAll<number>().as('assigned'),
        sql<number>`sum(case when r.status >= 2 then 1 else 0 end)`.as('submitted'),
      ])
      .where('r.class_id', '=', classId)
      .where('r.uid', 'in', uids)
      .where('h.status', '=', 1)
      .groupBy('r.uid')
      .execute(),
  ]);
  const byUid = <T extends { uid: number }>(rows: T[]) => new Map(rows.map((r) => [Number(r.uid), r]));
  const studyOf = byUid(study);
  const hwOf = byUid(homework);
  for (const uid of uids) {
    const s = studyOf.get(uid);
    const hw = hwOf.get(uid);
    result.set(uid, {
      study_length: Number(s?.study_length ?? 0),
      progress_rate: percentOf(Number(s?.progress ?? 0), figurePeriods),
      ...attendanceOf(uid),
      hw_submit_times: Number(hw?.submitted ?? 0),
      hw_assign_times: Number(hw?.assigned ?? 0),
    });
  }
  return result;
}

export interface StudentFilters {
  nickname?: string | undefined;
  mobile?: string | undefined;
  status?: number | undefined;
  school_id?: number | undefined;
}

/** The campus a student is reached at: the campus of the first team class they attend (none: 0). */
function campusOfStudents(db: Kysely<Database>) {
  return db
    .selectFrom('team_class_students as ts')
    .innerJoin('team_classes as t', 't.id', 'ts.team_class_id')
    .select((eb) => ['ts.uid', eb.fn.min<number>('t.campus_id').as('campus_id')])
    .groupBy('ts.uid');
}

function classStudentsQuery(db: Kysely<Database>, classId: number, filters: StudentFilters) {
  let query = db
    .selectFrom('class_students as cs')
    .innerJoin('users as u', 'u.id', 'cs.uid')
    .leftJoin(campusOfStudents(db).as('campus'), 'campus.uid', 'cs.uid')
    .where('cs.class_id', '=', classId);
  if (filters.nickname) query = query.where(containsText('u.nickname', filters.nickname));
  if (filters.mobile) query = query.where(containsText('u.mobile', filters.mobile));
  if (filters.status) query = query.where('cs.status', '=', filters.status);
  if (filters.school_id) query = query.where('campus.campus_id', '=', filters.school_id);
  return query;
}

/** One page of a class's students with their figures. */
export async function classStudents(
  db: Kysely<Database>,
  classId: number,
  filters: StudentFilters,
  page: PageRequest,
  now: number,
) {
  const { rows, total } = await pageWithTotal(classStudentsQuery(db, classId, filters), page, (q) =>
    q
      .leftJoin('campuses as org', 'org.id', 'campus.campus_id')
      .select((eb) => [
        'cs.uid',
        'cs.status',
        'cs.joined_at',
        'u.nickname',
        'u.mobile',
        'u.avatar',
        eb.fn.coalesce('campus.campus_id', sql<number>`0`).as('school_id'),
        eb.fn.coalesce('org.name', sql<string>`''`).as('org_name'),
      ])
      .orderBy('cs.uid'),
  );
  const figures = await classStudyFigures(
    db,
    classId,
    rows.map((r) => Number(r.uid)),
    now,
  );
  const list = rows.map((r) => ({
    // A student sits once in a class: the class student's id is the student's uid.
    id: Number(r.uid),
    uid: Number(r.uid),
    class_id: classId,
    nickname: r.nickname,
    mobile: r.mobile,
    avatar: r.avatar,
    status: Number(r.status),
    join_time: Number(r.joined_at),
    school_id: Number(r.school_id),
    org_name: r.org_name,
    ...(figures.get(Number(r.uid)) as StudyFigures),
  }));
  return { list, total };
}

/** The campuses of a class's students (the statistics tab's campus filter: spec extra.school_list). */
export async function classCampuses(db: Kysely<Database>, classId: number) {
  const rows = await db
    .selectFrom('class_students as cs')
    .innerJoin(campusOfStudents(db).as('campus'), 'campus.uid', 'cs.uid')
    .innerJoin('campuses as org', 'org.id', 'campus.campus_id')
    .select(['org.id as school_id', 'org.name as org_name'])
    .distinct()
    .where('cs.class_id', '=', classId)
    .orderBy('org.id')
    .execute();
  return rows.map((r) => ({ school_id: Number(r.school_id), org_name: r.org_name }));
}

/** Courses of a class (spec: class course), with up to every teacher (the screen shows five). */
export async function classCourses(db: Kysely<Database>, classId: number) {
  const courses = await db
    .selectFrom('class_courses as cc')
    .innerJoin('courses as c', 'c.id', 'cc.course_id')
    .leftJoin('course_periods as p', 'p.course_id', 'c.id')
    .where('cc.class_id', '=', classId)
    .groupBy(['c.id', 'c.title', 'c.cover_img', 'c.course_type'])
    .select((eb) => [
      'c.id',
      'c.title',
      'c.cover_img',
      'c.course_type',
      eb.fn.count<number>('p.id').as('periods_count'),
      eb.fn.min<number>('p.start_play').as('start_play'),
      eb.fn.max<number>('p.end_play').as('end_play'),
    ])
    .orderBy('c.id')
    .execute();
  const ids = courses.map((c) => Number(c.id));
  const teachers = await db
    .selectFrom('course_teachers as t')
    .innerJoin('users as u', 'u.id', 't.teacher_id')
    .select(['t.course_id', 'u.id', 'u.avatar', 'u.real_name'])
    .where('t.course_id', 'in', ids.length > 0 ? ids : [0])
    .orderBy('u.id')
    .execute();
  return courses.map((c) => {
    const type = Number(c.course_type);
    return {
      id: Number(c.id),
      course_id: Number(c.id),
      title: c.title,
      cover_img: c.cover_img,
      course_type: type,
      periods_count: Number(c.periods_count),
      start_play_date: c.start_play === null ? null : Number(c.start_play),
      end_play_date: c.end_play === null ? null : Number(c.end_play),
      teachers: teachers
        .filter((t) => Number(t.course_id) === Number(c.id))
        .map((t) => ({ id: Number(t.id), avatar: t.avatar, real_name: t.real_name })),
      // Attendance is kept for live and in-person courses; others have none to view.
      is_view_Attendance: countsAttendance(type) ? 1 : 2,
    };
  });
}

/** The student's profile as staff see it (spec: student info of StudentDetail). */
export async function studentInfo(db: Kysely<Database>, uid: number, classIds: number[]) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'mobile', 'avatar', 'real_name'])
    .where('id', '=', uid)
    .where('role', '=', 'student')
    .executeTakeFirst();
  if (!user) throw notFound(STUDENT_NOT_FOUND);
  const seats = await db
    .selectFrom('class_students as cs')
    .innerJoin('classes as c', 'c.id', 'cs.class_id')
    .select(['cs.class_id', 'c.name', 'cs.joined_at', 'cs.status'])
    .where('cs.uid', '=', uid)
    .where('cs.class_id', 'in', classIds)
    .orderBy('cs.class_id')
    .execute();
  const first = seats[0];
  return {
    id: Number(user.id),
    uid: Number(user.id),
    nickname: user.nickname,
    real_name: user.real_name,
    mobile: user.mobile,
    avatar: user.avatar,
    join_time: first ? Number(first.joined_at) : null,
    // 1 enrolled by the school (the only way students join classes in this product).
    join_type: 1,
    join_type_name: '报名入班',
    classes: seats.map((s) => ({ class_id: Number(s.class_id), name: s.name, status: Number(s.status) })),
  };
}

/** The courses of the student's classes (those the viewer sees), with the student's figures per course. */
export async function studentCourses(db: Kysely<Database>, uid: number, classIds: number[], now: number) {
  const courses = await db
    .selectFrom('class_courses as cc')
    .innerJoin('courses as c', 'c.id', 'cc.course_id')
    .leftJoin('course_periods as p', 'p.course_id', 'c.id')
    .where('cc.class_id', 'in', classIds)
    .groupBy(['c.id', 'c.title', 'c.course_type', 'c.cover_img'])
    .select((_eb) => [
      'c.id',
      'c.title',
      'c.course_type',
      'c.cover_img',
      sql<number>`count(distinct p.id)`.as('periods'),
      sql<number>`count(distinct case when p.end_play < ${now} then p.id end)`.as('past'),
    ])
    .orderBy('c.id')
    .execute();
  const ids = courses.map((c) => Number(c.id));
  const [study, homework, attendanceOf] = await Promise.all([
    db
      .selectFrom('course_study')
      .selectAll()
      .where('uid', '=', uid)
      .where('course_id', 'in', ids.length > 0 ? ids : [0])
      .execute(),
    db
      .selectFrom('homework_reports as r')
      .innerJoin('homework as h', 'h.id', 'r.hw_id')
      .select((eb) => [
        'h.course_basis_id',
        eb.fn.countAll<number>().as('assigned'),
        sql<number>`sum(case when r.status >= 2 then 1 else 0 end)`.as('submitted'),
      ])
      .where('r.uid', '=', uid)
      .where('r.class_id', 'in', classIds)
      .where('h.status', '=', 1)
      .groupBy('h.course_basis_id')
      .execute(),
    attendanceFigures(
      db,
      [uid],
      courses.filter((c) => countsAttendance(Number(c.course_type))).map((c) => Number(c.id)),
      now,
    ),
  ]);
  return courses.map((c) => {
    const id = Number(c.id);
    const type = Number(c.course_type);
    const periods = Number(c.periods);
    const s = study.find((r) => Number(r.course_id) === id);
    const hw = homework.find((r) => Number(r.course_basis_id) === id);
    const figures = !NO_FIGURES.includes(type);
    return {
      course_basis_id: id,
      title: c.title,
      cover_img: c.cover_img,
      course_type: type,
      section_num: periods,
      study_length: figures ? Number(s?.study_length ?? 0) : null,
      progress_rate: figures ? percentOf(Number(s?.progress_permille_sum ?? 0), periods) : null,
      ...attendanceOf(uid, id),
      hw_submit_times: Number(hw?.submitted ?? 0),
      hw_assign_times: Number(hw?.assigned ?? 0),
    };
  });
}

/**
 * The periods of one course with the student's study of each (spec: student study periods).
 * op_status as section 4 has it (opStatusOf: the leave first, then manual attendance, study and time).
 */
export async function studentPeriods(db: Kysely<Database>, uid: number, courseId: number, now: number) {
  const course = await db
    .selectFrom('courses')
    .select(['id', 'course_type'])
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course) throw notFound(COMMON_MESSAGES.courseNotFound);
  const type = Number(course.course_type);
  const rows = await db
    .selectFrom('course_periods as p')
    .leftJoin('period_study as s', (join) => join.onRef('s.period_id', '=', 'p.id').on('s.uid', '=', uid))
    .leftJoin('period_attendance as a', (join) =>
      join.onRef('a.period_id', '=', 'p.id').on('a.uid', '=', uid),
    )
    .select([
      'a.leave_id',
      'a.leave_status',
      'a.leave_cause',
      'a.mark',
      'p.id',
      'p.title',
      'p.start_play',
      'p.end_play',
      's.study_length',
      's.position',
      's.attended',
      's.replayed',
    ])
    .where('p.course_id', '=', courseId)
    .orderBy('p.sort')
    .execute();
  const figures = !NO_FIGURES.includes(type);
  return rows.map((r) => {
    const total = Number(r.end_play) - Number(r.start_play);
    // The op_status AttendInfo's dialog shows for the same student and period, leave included.
    const op_status =
      OP_STATUS[
        opStatusOf(
          {
            courseType: type,
            endPlay: Number(r.end_play),
            attended: Number(r.attended ?? 0) === 1,
            leaveStatus: Number(r.leave_status ?? 0),
            mark: Number(r.mark ?? 0),
          },
          now,
        )
      ];
    const leaveId = Number(r.leave_id ?? 0);
    return {
      id: Number(r.id),
      title: r.title,
      start_play: Number(r.start_play),
      total_time: total,
      study_length: figures ? Number(r.study_length ?? 0) : null,
      progress_rate: figures ? permille(Number(r.position ?? 0), total) / 10 : null,
      replayed: Number(r.replayed ?? 0),
      is_live: isLiveCourse(type) ? 1 : 0,
      op_status,
      // The period's leave request, when the student asked one (else none: the fields are left out).
      ...(leaveId > 0 ? { leave_cause: r.leave_cause ?? '', leave_id: leaveId } : {}),
    };
  });
}

/** Whether a course is taken by one of the classes. */
export async function courseOfClasses(db: Kysely<Database>, courseId: number, classIds: number[]) {
  const row = await db
    .selectFrom('class_courses')
    .select('course_id')
    .where('course_id', '=', courseId)
    .where('class_id', 'in', classIds.length > 0 ? classIds : [0])
    .executeTakeFirst();
  if (!row) throw notFound(COMMON_MESSAGES.courseNotFound);
}
