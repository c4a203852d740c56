import { COURSEWARE_MESSAGES, coursewareAbilities } from '@school/machines';
import type { Kysely, Selectable } from 'kysely';
import { ownClass } from '../classes';
import type { Viewer } from '../http/viewer';
import { notFound } from '../shared/errors';
import { containsText, type PageRequest, pageWithTotal } from '../store/listQueries';
import type { Database } from '../store/schema';
import { CLASSIFY_NAMES, classifyWithDescendants } from './classify';
import type { Holder } from './shelf';
import type { CoursewareTable } from './tables';

type Row = Selectable<CoursewareTable>;

/** A courseware row as every list answers it (spec section 3), with what the viewer may do. */
export const coursewareRow = (r: Row) => ({
  id: Number(r.id),
  // None is null: no library courseware behind it, no category, not on a class or a session.
  ware_id: Number(r.ware_id) > 0 ? Number(r.ware_id) : null,
  ware_name: r.ware_name,
  classify_id: Number(r.classify_id) > 0 ? Number(r.classify_id) : null,
  classify_name: CLASSIFY_NAMES.get(Number(r.classify_id)) ?? null,
  ware_type: Number(r.ware_type),
  ware_filename: r.ware_filename,
  ware_url: r.ware_url,
  ware_desc: r.ware_desc,
  fid: r.fid,
  size: Number(r.size),
  is_sync: Number(r.is_sync),
  class_id: r.holder_kind === 'class' ? Number(r.holder_id) : null,
  times_id: r.holder_kind === 'session' ? Number(r.holder_id) : null,
  times_type: Number(r.times_type),
  created_at: Number(r.created_at),
  updated_at: Number(r.updated_at),
  abilities: coursewareAbilities({ editable: r.holder_kind === 'class' }),
});
export type CoursewareRow = ReturnType<typeof coursewareRow>;

/**
 * A lesson session (lesson time) of the viewer's team classes, or 404: teachers reach those of the
 * team classes they teach, assistants those they assist (as the session detail does).
 */
export async function ownSession(db: Kysely<Database>, viewer: Viewer, sessionId: number): Promise<number> {
  const column = viewer.role === 'teacher' ? 't.teacher_id' : 't.assistant_id';
  const row = await db
    .selectFrom('lesson_times as l')
    .innerJoin('team_classes as t', 't.id', 'l.team_class_id')
    .select('l.id')
    .where('l.id', '=', sessionId)
    .where(column, '=', viewer.id)
    .executeTakeFirst();
  if (!row || (viewer.role !== 'teacher' && viewer.role !== 'assistant'))
    throw notFound(COURSEWARE_MESSAGES.sessionNotFound);
  return sessionId;
}

/** A shelf the viewer may change: one of their classes or sessions (404 otherwise). */
export async function ownHolder(db: Kysely<Database>, viewer: Viewer, holder: Holder): Promise<void> {
  if (holder.kind === 'class') await ownClass(db, viewer, holder.id);
  else if (holder.kind === 'session') await ownSession(db, viewer, holder.id);
  else if (holder.id !== viewer.id) throw notFound(COURSEWARE_MESSAGES.wareNotFound);
}

/** A courseware row of a shelf the viewer may change, or 404 (someone else's is not revealed). */
export async function ownCourseware(
  db: Kysely<Database>,
  viewer: Viewer,
  id: number,
  kind: 'class' | 'session',
): Promise<Row> {
  const row = await db
    .selectFrom('courseware')
    .selectAll()
    .where('id', '=', id)
    .where('holder_kind', '=', kind)
    .executeTakeFirst();
  if (!row) throw notFound(COURSEWARE_MESSAGES.wareNotFound);
  try {
    await ownHolder(db, viewer, { kind, id: Number(row.holder_id) });
  } catch {
    throw notFound(COURSEWARE_MESSAGES.wareNotFound);
  }
  return row;
}

export interface WareFilters extends PageRequest {
  ware_name?: string | undefined;
  classify_id?: number | undefined;
  ware_type?: number | undefined;
}

function listOf(db: Kysely<Database>, filters: WareFilters) {
  let q = db.selectFrom('courseware');
  if (filters.ware_name) q = q.where(containsText('ware_name', filters.ware_name));
  if (filters.classify_id) q = q.where('classify_id', 'in', classifyWithDescendants(filters.classify_id));
  if (filters.ware_type) q = q.where('ware_type', '=', filters.ware_type);
  return q;
}

/** A class's courseware tab (`GET stateschoolcourseware`), newest first. */
export async function classCourseware(db: Kysely<Database>, classId: number, filters: WareFilters) {
  const query = listOf(db, filters).where('holder_kind', '=', 'class').where('holder_id', '=', classId);
  const { rows, total } = await pageWithTotal(query, filters, (q) =>
    q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
  return { list: rows.map(coursewareRow), total };
}

/**
 * The school library (`GET courseWare`): what staff shared, for every staff member, newest first.
 * `picked_class_id` / `picked_times_id` mark the ones already on that class or session (`picked`).
 */
export async function libraryCourseware(
  db: Kysely<Database>,
  filters: WareFilters,
  pickedOn: Holder | undefined,
) {
  const query = listOf(db, filters).where('holder_kind', '=', 'library');
  const { rows, total } = await pageWithTotal(query, filters, (q) =>
    q
      .leftJoin('users as u', 'u.id', 'courseware.created_by')
      .selectAll('courseware')
      .select('u.nickname')
      .orderBy('courseware.created_at', 'desc')
      .orderBy('courseware.id', 'desc'),
  );
  const picked = new Set<number>();
  if (pickedOn && rows.length > 0) {
    const on = await db
      .selectFrom('courseware')
      .select('ware_id')
      .where('holder_kind', '=', pickedOn.kind)
      .where('holder_id', '=', pickedOn.id)
      .where(
        'ware_id',
        'in',
        rows.map((r) => Number(r.id)),
      )
      .execute();
    for (const r of on) picked.add(Number(r.ware_id));
  }
  return {
    list: rows.map((r) => ({
      ...coursewareRow(r),
      ware_id: Number(r.id),
      nickname: r.nickname ?? '',
      picked: picked.has(Number(r.id)) ? 1 : 0,
      abilities: coursewareAbilities({ editable: false }),
    })),
    total,
  };
}

/** Library courseware by id (to pick them), in the order asked; an unknown id answers 404. */
export async function libraryWares(db: Kysely<Database>, ids: readonly number[]): Promise<Row[]> {
  const rows = await db
    .selectFrom('courseware')
    .selectAll()
    .where('holder_kind', '=', 'library')
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound(COURSEWARE_MESSAGES.wareNotFound);
    return row;
  });
}

/**
 * A lesson session's courseware (the session screens' courseware list; the session detail's
 * `get_ware_info`), oldest first. Access is the caller's to check (`ownSession`).
 */
export async function sessionCourseware(db: Kysely<Database>, sessionId: number): Promise<CoursewareRow[]> {
  const rows = await db
    .selectFrom('courseware')
    .selectAll()
    .where('holder_kind', '=', 'session')
    .where('holder_id', '=', sessionId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(coursewareRow);
}

/**
 * Whether the viewer may open a stored file as courseware: it is in the library, or on one of the
 * viewer's classes or sessions. Answers the newest such row.
 */
export async function visibleWareByFid(db: Kysely<Database>, viewer: Viewer, fid: string): Promise<Row> {
  const rows = await db
    .selectFrom('courseware')
    .selectAll()
    .where('fid', '=', fid)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  for (const row of rows) {
    if (row.holder_kind === 'library') return row;
    try {
      await ownHolder(db, viewer, { kind: row.holder_kind, id: Number(row.holder_id) });
      return row;
    } catch {
      // not this viewer's shelf: look further
    }
  }
  throw notFound(COURSEWARE_MESSAGES.wareNotFound);
}
