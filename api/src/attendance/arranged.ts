import { TEAM_CLASS_ARRANGE_TYPE } from '@school/machines';
import type { Kysely } from 'kysely';
import { notFound } from '../shared/errors';
import type { Database } from '../store/schema';
import { ATTENDANCE_MESSAGES } from './commands';

/**
 * A lesson time with its team class, as HomeworkPublish in arrange mode and the homework detail's
 * arrangeData show it. `who` limits it to the lesson times of the caller's team classes.
 */
export async function lessonTimeDetail(
  db: Kysely<Database>,
  lessonId: number,
  who: { column: 'teacher_id' | 'assistant_id'; id: number },
) {
  const row = await db
    .selectFrom('lesson_times as l')
    .innerJoin('team_classes as t', 't.id', 'l.team_class_id')
    .leftJoin('grades as g', 'g.id', 't.grade_id')
    .leftJoin('classifies as cl', 'cl.id', 't.classify_id')
    .leftJoin('subjects as sub', 'sub.id', 't.subject_id')
    .leftJoin('rooms as r', 'r.id', 't.room_id')
    .leftJoin('users as u', 'u.id', 'l.teacher_id')
    .select([
      'l.id',
      'l.team_class_id',
      'l.arrange_time',
      'l.time_name',
      'l.status',
      't.class_name',
      't.teaching_mode',
      't.created_at',
      'g.name as grade_name',
      'cl.name as classify_name',
      'sub.name as sub_name',
      'r.name as room_name',
      'u.nickname',
    ])
    .where('l.id', '=', lessonId)
    .where(`t.${who.column}`, '=', who.id)
    .executeTakeFirst();
  if (!row) throw notFound(ATTENDANCE_MESSAGES.lessonNotFound);
  return {
    id: Number(row.id),
    team_class_id: Number(row.team_class_id),
    class_type: 1,
    status: Number(row.status),
    arrange_time: Number(row.arrange_time),
    time_name: row.time_name,
    class_name: row.class_name,
    name: row.class_name,
    classify_name: row.classify_name ?? '',
    grade_name: row.grade_name ?? '',
    sub_name: row.sub_name ?? '',
    subject_name: row.sub_name ?? '',
    teaching_mode: Number(row.teaching_mode),
    room_name: row.room_name ?? '',
    nickname: row.nickname ?? '',
    created_at: Number(row.created_at),
  };
}

/** The homework published to one team class by arrangement (arrange_type 4), with filters. */
export async function arrangedHomework(
  db: Kysely<Database>,
  teamClassId: number,
  filters: { hw_name?: string | undefined; start_time?: number | undefined; end_time?: number | undefined },
) {
  let q = db
    .selectFrom('homework')
    .select(['id', 'name', 'publish_time', 'ending_time', 'creator_name', 'status', 'question_num'])
    .where('arrange_type', '=', TEAM_CLASS_ARRANGE_TYPE)
    .where('arrange_id', '=', teamClassId);
  if (filters.hw_name) q = q.where('name', 'like', `%${filters.hw_name.replace(/[\\%_]/g, '')}%`);
  if (filters.start_time) q = q.where('publish_time', '>=', filters.start_time);
  if (filters.end_time) q = q.where('publish_time', '<=', filters.end_time);
  const rows = await q.orderBy('publish_time', 'desc').orderBy('id', 'desc').execute();
  return rows.map((r) => ({
    hw_id: Number(r.id),
    hw_name: r.name,
    publish_time: Number(r.publish_time),
    ending_time: Number(r.ending_time),
    creator_name: r.creator_name,
    status: Number(r.status),
    question_num: Number(r.question_num),
  }));
}

/**
 * The lesson a homework arranged to a team class at `at` follows: the latest lesson time started by
 * then (homework comes after class), else the first one to come; null for a team class without lessons.
 */
export async function arrangedLesson(db: Kysely<Database>, teamClassId: number, at: number) {
  const base = db
    .selectFrom('lesson_times as l')
    .leftJoin('users as u', 'u.id', 'l.teacher_id')
    .select(['l.id', 'l.time_name', 'l.arrange_time', 'u.nickname as teacher_name'])
    .where('l.team_class_id', '=', teamClassId);
  const row =
    (await base
      .where('l.arrange_time', '<=', at)
      .orderBy('l.arrange_time', 'desc')
      .orderBy('l.id', 'desc')
      .executeTakeFirst()) ??
    (await base
      .where('l.arrange_time', '>', at)
      .orderBy('l.arrange_time')
      .orderBy('l.id')
      .executeTakeFirst());
  return row
    ? {
        id: Number(row.id),
        time_name: row.time_name,
        arrange_time: Number(row.arrange_time),
        teacher_name: row.teacher_name ?? '',
      }
    : null;
}

/**
 * A team class homework's arrangement as the homework detail shows it in arrange mode (spec:
 * arrangeData): the target (name, classification, grade, subject) and the lesson (arrange_time,
 * time_name) it follows. Access is the caller's: the homework detail checks its own scope first.
 */
export async function teamClassArrangeData(db: Kysely<Database>, teamClassId: number, publishedAt: number) {
  const team = await db
    .selectFrom('team_classes as t')
    .leftJoin('grades as g', 'g.id', 't.grade_id')
    .leftJoin('classifies as cl', 'cl.id', 't.classify_id')
    .leftJoin('subjects as sub', 'sub.id', 't.subject_id')
    .select([
      't.id',
      't.class_name',
      'g.name as grade_name',
      'cl.name as classify_name',
      'sub.name as sub_name',
    ])
    .where('t.id', '=', teamClassId)
    .executeTakeFirst();
  if (!team) return null;
  const lesson = await arrangedLesson(db, teamClassId, publishedAt);
  return {
    id: Number(team.id),
    name: team.class_name,
    classify_name: team.classify_name ?? '',
    grade_name: team.grade_name ?? '',
    subject_name: team.sub_name ?? '',
    times_id: lesson?.id ?? null,
    arrange_time: lesson?.arrange_time ?? null,
    time_name: lesson?.time_name ?? '',
  };
}
