import { type Kysely, sql } from 'kysely';
import { leaveList } from '../attendance';
import { viewerClassIds as classesOfDuty } from '../classes';
import { viewerClassIds } from '../homework';
import { percent, permille } from '../homeworkResults';
import type { Viewer } from '../http/viewer';
import { classTypeOf } from '../sessions';
import type { Database } from '../store/schema';

/**
 * The staff member's to-do list (工作台): what waits for them in their classes, each item counted by
 * the projection the screen it opens reads, so the home and that screen never disagree:
 * - grading: homework reports awaiting grading (`homework_reports` status 2, as the approve tab and the
 *   homework detail's 未批改 count them), grouped by homework and class, oldest submit first;
 * - exam papers awaiting marking (`exam_reports` test_status 2, as the exam detail's 试卷管理 filters them);
 * - leave requests awaiting approval (the leave tab's own query, op_status 1), per class;
 * - handouts awaiting the viewer's review (the session detail's handout, file_status 3, uploaded by the other);
 * - homework whose deadline passed in the last days, with the submit rate of its detail header.
 */

/** How many days back a passed deadline stays on the home. */
export const RECENT_DEADLINE_DAYS = 7;
/** Rows per section: the home is a to-do list, the screens it leads to hold the rest. */
export const SECTION_LIMIT = 50;

const inList = (ids: readonly number[]): number[] => (ids.length > 0 ? [...ids] : [-1]);

/**
 * Homework the viewer grades: in their classes, not recalled; a teacher's of the courses they teach
 * (and their own), as the approve tab shows by default.
 */
function gradedHomework(db: Kysely<Database>, viewer: Viewer, classIds: readonly number[]) {
  let query = db
    .selectFrom('homework_reports as r')
    .innerJoin('homework as h', 'h.id', 'r.hw_id')
    .where('r.status', '=', 2)
    .where('h.status', '=', 1)
    .where('r.class_id', 'in', inList(classIds));
  if (viewer.role === 'teacher') {
    const taught = db.selectFrom('course_teachers').select('course_id').where('teacher_id', '=', viewer.id);
    query = query.where((eb) =>
      eb.or([
        eb('h.creator_id', '=', viewer.id),
        eb('h.course_basis_id', 'in', taught),
        eb('h.course_basis_id', 'in', eb.selectFrom('courses').select('id').where('parent_id', 'in', taught)),
      ]),
    );
  }
  return query;
}

async function gradingItems(db: Kysely<Database>, viewer: Viewer, classIds: readonly number[]) {
  const groups = await gradedHomework(db, viewer, classIds)
    .innerJoin('classes as c', 'c.id', 'r.class_id')
    .select((eb) => [
      'r.hw_id',
      'r.class_id',
      'h.name',
      'h.ending_time',
      'c.name as class_name',
      eb.fn.countAll<number>().as('waiting'),
      eb.fn.min<number>('r.submit_time').as('oldest'),
    ])
    .groupBy(['r.hw_id', 'r.class_id', 'h.name', 'h.ending_time', 'c.name'])
    .orderBy('oldest', 'asc')
    .orderBy('r.hw_id', 'asc')
    .orderBy('r.class_id', 'asc')
    .execute();
  const shown = groups.slice(0, SECTION_LIMIT);
  // The oldest waiting report of each group: the item opens the grading of it (and 下一份 the rest).
  const firsts = await Promise.all(
    shown.map((g) =>
      db
        .selectFrom('homework_reports')
        .select('id')
        .where('hw_id', '=', g.hw_id)
        .where('class_id', '=', g.class_id)
        .where('status', '=', 2)
        .orderBy('submit_time', 'asc')
        .orderBy('id', 'asc')
        .limit(1)
        .executeTakeFirstOrThrow(),
    ),
  );
  return {
    total: groups.reduce((n, g) => n + Number(g.waiting), 0),
    groups: groups.length,
    list: shown.map((g, i) => ({
      hw_id: Number(g.hw_id),
      class_id: Number(g.class_id),
      homework_name: g.name,
      class_name: g.class_name,
      ending_time: Number(g.ending_time),
      waiting: Number(g.waiting),
      oldest_submit_time: Number(g.oldest),
      report_id: Number(firsts[i]?.id),
    })),
  };
}

async function markingItems(db: Kysely<Database>, viewer: Viewer, classIds: readonly number[]) {
  const groups = await db
    .selectFrom('exam_reports as r')
    .innerJoin('exams as e', 'e.id', 'r.exam_id')
    .where('r.test_status', '=', 2)
    .where((eb) =>
      eb.or([
        eb('e.creator_id', '=', viewer.id),
        eb.exists(
          eb
            .selectFrom('exam_classes as ec')
            .select('ec.exam_id')
            .whereRef('ec.exam_id', '=', 'e.id')
            .where('ec.class_id', 'in', inList(classIds)),
        ),
      ]),
    )
    .select((eb) => [
      'r.exam_id',
      'e.name',
      eb.fn.countAll<number>().as('waiting'),
      eb.fn.min<number>('r.submit_time').as('oldest'),
      eb.fn.min<number>('r.id').as('first_id'),
    ])
    .groupBy(['r.exam_id', 'e.name'])
    .orderBy('oldest', 'asc')
    .orderBy('r.exam_id', 'asc')
    .execute();
  const shown = groups.slice(0, SECTION_LIMIT);
  const firsts = await Promise.all(
    shown.map((g) =>
      db
        .selectFrom('exam_reports')
        .select('id')
        .where('exam_id', '=', g.exam_id)
        .where('test_status', '=', 2)
        .orderBy('submit_time', 'asc')
        .orderBy('id', 'asc')
        .limit(1)
        .executeTakeFirstOrThrow(),
    ),
  );
  return {
    total: groups.reduce((n, g) => n + Number(g.waiting), 0),
    groups: groups.length,
    list: shown.map((g, i) => ({
      exam_id: Number(g.exam_id),
      exam_name: g.name,
      waiting: Number(g.waiting),
      oldest_submit_time: Number(g.oldest),
      report_id: Number(firsts[i]?.id),
    })),
  };
}

const PENDING_LEAVE = 1;

async function leaveItems(db: Kysely<Database>, viewer: Viewer, now: number) {
  const ids = await classesOfDuty(db, viewer);
  if (ids.length === 0) return { total: 0, groups: 0, list: [] };
  const classes = await db
    .selectFrom('classes')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  // The leave tab's own query per class: its total is the count the tab shows under 待审核.
  const pages = await Promise.all(
    classes.map((c) => leaveList(db, Number(c.id), { op_status: PENDING_LEAVE }, { page: 1, limit: 1 }, now)),
  );
  const rows = classes
    .map((c, i) => ({
      class_id: Number(c.id),
      class_name: c.name,
      waiting: pages[i]?.total ?? 0,
      latest_created_at: pages[i]?.list[0]?.created_at ?? 0,
    }))
    .filter((r) => r.waiting > 0)
    .sort((a, b) => b.waiting - a.waiting || a.class_id - b.class_id);
  return {
    total: rows.reduce((n, r) => n + r.waiting, 0),
    groups: rows.length,
    list: rows.slice(0, SECTION_LIMIT),
  };
}

const HANDOUT_PENDING = 3;

async function handoutItems(db: Kysely<Database>, viewer: Viewer) {
  const column = viewer.role === 'teacher' ? 't.teacher_id' : 't.assistant_id';
  const rows = await db
    .selectFrom('lesson_sessions as s')
    .innerJoin('lesson_times as l', 'l.id', 's.id')
    .innerJoin('team_classes as t', 't.id', 'l.team_class_id')
    .select((eb) => [
      's.id',
      's.file_name',
      'l.team_class_id',
      'l.arrange_time',
      'l.time_name',
      't.class_name',
      eb
        .selectFrom('team_class_students as ts')
        .select((x) => x.fn.countAll<number>().as('n'))
        .whereRef('ts.team_class_id', '=', 'l.team_class_id')
        .as('students'),
    ])
    .where(column, '=', viewer.id)
    .where('s.file_status', '=', HANDOUT_PENDING)
    .where('s.cancelled', '=', 0)
    .where('s.uploaded_by', '!=', viewer.id)
    .orderBy('l.arrange_time', 'asc')
    .orderBy('s.id', 'asc')
    .execute();
  return {
    total: rows.length,
    groups: rows.length,
    list: rows.slice(0, SECTION_LIMIT).map((r) => ({
      session_id: Number(r.id),
      team_class_id: Number(r.team_class_id),
      class_name: r.class_name,
      class_type: classTypeOf(Number(r.students ?? 0)),
      arrange_time: Number(r.arrange_time),
      time_name: r.time_name,
      file_name: r.file_name,
    })),
  };
}

async function recentDeadlines(
  db: Kysely<Database>,
  viewer: Viewer,
  classIds: readonly number[],
  now: number,
) {
  const since = now - RECENT_DEADLINE_DAYS * 24 * 3600;
  const rows = await db
    .selectFrom('result_summary as s')
    .innerJoin('homework as h', 'h.id', 's.hw_id')
    .innerJoin('homework_classes as hc', (j) =>
      j.onRef('hc.hw_id', '=', 's.hw_id').onRef('hc.class_id', '=', 's.class_id'),
    )
    .innerJoin('classes as c', 'c.id', 's.class_id')
    .select([
      's.hw_id',
      's.class_id',
      'h.name',
      'h.ending_time',
      'c.name as class_name',
      's.due',
      's.submitted',
    ])
    .where('hc.is_published', '=', 1)
    .where('h.status', '=', 1)
    .where('s.class_id', 'in', inList(classIds))
    .where('h.ending_time', '>=', since)
    .where('h.ending_time', '<=', now)
    .where((eb) =>
      viewer.role === 'teacher'
        ? eb.or([
            eb('h.creator_id', '=', viewer.id),
            eb(
              'h.course_basis_id',
              'in',
              eb.selectFrom('course_teachers').select('course_id').where('teacher_id', '=', viewer.id),
            ),
            eb(
              'h.course_basis_id',
              'in',
              eb
                .selectFrom('courses')
                .select('id')
                .where(
                  'parent_id',
                  'in',
                  eb.selectFrom('course_teachers').select('course_id').where('teacher_id', '=', viewer.id),
                ),
            ),
          ])
        : sql<boolean>`1 = 1`,
    )
    .orderBy('h.ending_time', 'desc')
    .orderBy('s.hw_id', 'desc')
    .orderBy('s.class_id', 'asc')
    .execute();
  return {
    total: rows.length,
    groups: rows.length,
    list: rows.slice(0, SECTION_LIMIT).map((r) => ({
      hw_id: Number(r.hw_id),
      class_id: Number(r.class_id),
      homework_name: r.name,
      class_name: r.class_name,
      ending_time: Number(r.ending_time),
      total: Number(r.due),
      submit: Number(r.submitted),
      // The homework detail header's submit_rate, from the same summary row and rounding.
      submit_rate: percent(permille(Number(r.submitted), Number(r.due))),
    })),
  };
}

/** The viewer's whole to-do list at `now`. */
export async function workbench(db: Kysely<Database>, viewer: Viewer, now: number) {
  const classIds = await viewerClassIds(db, viewer.id);
  const [grading, marking, leave, handouts, deadlines] = await Promise.all([
    gradingItems(db, viewer, classIds),
    markingItems(db, viewer, classIds),
    leaveItems(db, viewer, now),
    handoutItems(db, viewer),
    recentDeadlines(db, viewer, classIds, now),
  ]);
  return {
    grading,
    exam_marking: marking,
    leave,
    handouts,
    recent_deadlines: deadlines,
    recent_days: RECENT_DEADLINE_DAYS,
  };
}
