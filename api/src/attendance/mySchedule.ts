import { OP_STATUS, studentLeaveAbilities } from '@school/machines';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import { opStatusOf } from './periodBucket';

/**
 * The signed-in student's course periods not yet ended, soonest first: each period of a course of a
 * class they sit in (status 1), once, under the first such class (as a leave request is filed), with
 * its op_status and what the student may do about leave.
 */
export async function mySchedule(
  db: Kysely<Database>,
  uid: number,
  paging: { page: number; limit: number; period_id?: number | undefined },
  now: number,
) {
  let mine = db
    .selectFrom('course_periods as p')
    .innerJoin('class_courses as cc', 'cc.course_id', 'p.course_id')
    .innerJoin('class_students as cs', (j) =>
      j.onRef('cs.class_id', '=', 'cc.class_id').on('cs.uid', '=', uid).on('cs.status', '=', 1),
    )
    .where('p.end_play', '>', now);
  if (paging.period_id !== undefined) mine = mine.where('p.id', '=', paging.period_id);
  const counted = await mine
    .select((eb) => eb.fn.count<number>('p.id').distinct().as('n'))
    .executeTakeFirst();
  const rows = await mine
    .innerJoin('courses as c', 'c.id', 'p.course_id')
    .leftJoin('period_study as s', (j) => j.onRef('s.period_id', '=', 'p.id').on('s.uid', '=', uid))
    .leftJoin('period_attendance as a', (j) => j.onRef('a.period_id', '=', 'p.id').on('a.uid', '=', uid))
    .select((eb) => [
      'p.id',
      'p.title',
      'p.start_play',
      'p.end_play',
      'p.course_id',
      'c.title as course_title',
      'c.course_type',
      's.attended',
      'a.leave_id',
      'a.leave_status',
      'a.leave_cause',
      'a.mark',
      eb.fn.min('cc.class_id').as('class_id'),
    ])
    .groupBy([
      'p.id',
      'p.title',
      'p.start_play',
      'p.end_play',
      'p.course_id',
      'c.title',
      'c.course_type',
      's.attended',
      'a.leave_id',
      'a.leave_status',
      'a.leave_cause',
      'a.mark',
    ])
    .orderBy('p.start_play')
    .orderBy('p.id')
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit)
    .execute();
  const classIds = [...new Set(rows.map((r) => Number(r.class_id)))];
  const classes = classIds.length
    ? await db.selectFrom('classes').select(['id', 'name']).where('id', 'in', classIds).execute()
    : [];
  const className = new Map(classes.map((c) => [Number(c.id), c.name]));
  const list = rows.map((r) => {
    const courseType = Number(r.course_type);
    const leaveStatus = Number(r.leave_status ?? 0);
    const state = opStatusOf(
      {
        courseType,
        endPlay: Number(r.end_play),
        attended: Number(r.attended ?? 0) === 1,
        leaveStatus,
        mark: Number(r.mark ?? 0),
      },
      now,
    );
    const leaveId = Number(r.leave_id ?? 0);
    return {
      id: Number(r.id),
      title: r.title,
      start_play: Number(r.start_play),
      op_status: OP_STATUS[state],
      // The period's leave request, when the student asked one (else none: the fields are left out).
      ...(leaveId > 0 ? { leave_cause: r.leave_cause ?? '', leave_id: leaveId } : {}),
      end_play: Number(r.end_play),
      course_id: Number(r.course_id),
      course_title: r.course_title,
      course_type: courseType,
      class_id: Number(r.class_id),
      class_name: className.get(Number(r.class_id)) ?? '',
      abilities: studentLeaveAbilities(state, courseType, {
        asked: leaveStatus !== 0,
        started: Number(r.start_play) <= now,
      }),
    };
  });
  return { list, total: Number(counted?.n ?? 0) };
}
