import { type Kysely, sql } from 'kysely';
import { containsText, type PageRequest, pageWithTotal } from '../store/listQueries';
import type { Database } from '../store/schema';

export interface ClassHomeworkFilters {
  publish_time_start?: number | undefined;
  publish_time_end?: number | undefined;
  ending_time_start?: number | undefined;
  ending_time_end?: number | undefined;
  course_basis_id?: number | undefined;
  name?: string | undefined;
  type?: number | undefined;
  course_periods_id?: number | undefined;
  creator_id?: number | undefined;
}

/**
 * The homework published to one class (spec: class/homework/{classId}), with the class's own counts
 * from the live report counts. Recalled homework has left every list and count.
 */
export async function classHomework(
  db: Kysely<Database>,
  classId: number,
  filters: ClassHomeworkFilters,
  page: PageRequest,
) {
  let query = db
    .selectFrom('homework_classes as hc')
    .innerJoin('homework as h', 'h.id', 'hc.hw_id')
    .leftJoin('homework_report_counts as n', (join) =>
      join.onRef('n.hw_id', '=', 'h.id').on('n.class_id', '=', classId),
    )
    .where('hc.class_id', '=', classId)
    .where('hc.is_published', '=', 1)
    .where('h.status', '=', 1);
  const f = filters;
  if (f.publish_time_start) query = query.where('hc.published_at', '>=', f.publish_time_start);
  if (f.publish_time_end) query = query.where('hc.published_at', '<=', f.publish_time_end);
  if (f.ending_time_start) query = query.where('h.ending_time', '>=', f.ending_time_start);
  if (f.ending_time_end) query = query.where('h.ending_time', '<=', f.ending_time_end);
  if (f.course_basis_id) query = query.where('h.course_basis_id', '=', f.course_basis_id);
  if (f.name) query = query.where(containsText('h.name', f.name));
  if (f.type) query = query.where('h.type', '=', f.type);
  if (f.course_periods_id) query = query.where('h.course_periods_id', '=', f.course_periods_id);
  if (f.creator_id) query = query.where('h.creator_id', '=', f.creator_id);
  const { rows, total } = await pageWithTotal(query, page, (q) =>
    q
      .select((eb) => [
        'h.id',
        'h.name',
        'h.type',
        'h.course_basis_id',
        'h.course_title',
        'h.course_periods_id',
        'h.periods_title',
        'h.ending_time',
        'h.creator_id',
        'h.creator_name',
        'h.creator_type',
        'hc.published_at',
        eb.fn.coalesce('n.due', sql<number>`0`).as('due'),
        eb.fn.coalesce('n.submitted', sql<number>`0`).as('submitted'),
        eb.fn.coalesce('n.graded', sql<number>`0`).as('graded'),
      ])
      .orderBy('hc.published_at', 'desc')
      .orderBy('h.id', 'desc'),
  );
  const options = await db
    .selectFrom('homework_classes as hc')
    .innerJoin('homework as h', 'h.id', 'hc.hw_id')
    .select([
      'h.course_basis_id',
      'h.course_title',
      'h.course_periods_id',
      'h.periods_title',
      'h.creator_id',
      'h.creator_name',
    ])
    .distinct()
    .where('hc.class_id', '=', classId)
    .where('hc.is_published', '=', 1)
    .where('h.status', '=', 1)
    .execute();
  const unique = <T>(list: T[], key: (t: T) => number) =>
    [...new Map(list.map((t) => [key(t), t])).values()].sort((a, b) => key(a) - key(b));
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      hw_id: Number(r.id),
      class_id: classId,
      name: r.name,
      type: Number(r.type),
      course_basis_id: Number(r.course_basis_id),
      course_title: r.course_title,
      course_periods_id: r.course_periods_id === null ? null : Number(r.course_periods_id),
      periods_title: r.periods_title,
      ending_time: Number(r.ending_time),
      publish_time: r.published_at === null ? null : Number(r.published_at),
      creator_id: Number(r.creator_id),
      creator_name: r.creator_name,
      creator_type: Number(r.creator_type),
      submit_num: Number(r.submitted),
      total_num: Number(r.due),
      marked_num: Number(r.graded),
      unmarked_num: Number(r.submitted) - Number(r.graded),
    })),
    total,
    extra: {
      courses: unique(options, (o) => Number(o.course_basis_id)).map((o) => ({
        id: Number(o.course_basis_id),
        title: o.course_title,
      })),
      periods: unique(
        options.filter((o) => o.course_periods_id !== null),
        (o) => Number(o.course_periods_id),
      ).map((o) => ({
        id: Number(o.course_periods_id),
        title: o.periods_title,
        course_id: Number(o.course_basis_id),
      })),
      publishers: unique(options, (o) => Number(o.creator_id)).map((o) => ({
        id: Number(o.creator_id),
        name: o.creator_name,
      })),
    },
  };
}
