import { ANNOUNCEMENT_MESSAGES, announcementAbilities, announcementPublishAbility } from '@school/machines';
import type { Kysely } from 'kysely';
import { headsClass, ownClass, viewerClassIds } from '../classes/index';
import type { Viewer } from '../http/viewer';
import { notFound } from '../shared/errors';
import type { Database } from '../store/schema';

type Row = {
  id: number;
  class_id: number;
  title: string;
  content: string;
  nickname: string;
  created_at: number;
  updated_at: number;
};

const toRow = (r: Row, headTeacher: boolean) => {
  const abilities = announcementAbilities({ headTeacher });
  return {
    id: Number(r.id),
    class_id: Number(r.class_id),
    title: r.title,
    content: r.content,
    nickname: r.nickname,
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
    is_can_delete: abilities.delete.allowed ? 1 : 0,
    abilities,
  };
};

/** A class's announcements, newest first, each with what the viewer may do to it. */
export async function listAnnouncements(
  db: Kysely<Database>,
  viewer: Viewer,
  q: { class_id: number; page: number; limit: number },
) {
  await ownClass(db, viewer, q.class_id);
  const headTeacher = await headsClass(db, viewer, q.class_id);
  const base = db.selectFrom('announcements').where('class_id', '=', q.class_id).where('deleted', '=', 0);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'class_id', 'title', 'content', 'nickname', 'created_at', 'updated_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return {
    list: rows.map((r) => toRow(r, headTeacher)),
    total: Number(count),
    extra: { publish: announcementPublishAbility({ headTeacher }) },
  };
}

/** One announcement of a class of the viewer's, or 404. */
export async function findAnnouncement(db: Kysely<Database>, viewer: Viewer, id: number) {
  const row = await db
    .selectFrom('announcements')
    .select(['id', 'class_id', 'title', 'content', 'nickname', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  const mine = row ? await viewerClassIds(db, viewer) : [];
  if (!row || !mine.includes(Number(row.class_id))) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
  const headTeacher = await headsClass(db, viewer, Number(row.class_id));
  const shown = toRow(row, headTeacher);
  // The spec's show call answers the form's fields under `content` (content.title, content.content).
  return { ...shown, content: { title: row.title, content: row.content } };
}
