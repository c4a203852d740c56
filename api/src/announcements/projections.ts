import { defineProjection } from '../store/projection';
import type { AnnouncementEvent } from './announcement';

/** The announcement tab's rows. */
export const announcementProjection = defineProjection<AnnouncementEvent>({
  name: 'announcements',
  tables: ['announcements'],
  handlers: {
    AnnouncementPublished: async (trx, { data }) => {
      await trx
        .insertInto('announcements')
        .values({
          id: data.id,
          class_id: data.classId,
          title: data.title,
          content: data.content,
          author_id: data.authorId,
          nickname: data.nickname,
          created_at: data.at,
          updated_at: data.at,
          deleted: 0,
        })
        .execute();
    },
    AnnouncementEdited: async (trx, { data }) => {
      await trx
        .updateTable('announcements')
        .set({ title: data.title, content: data.content, updated_at: data.at })
        .where('id', '=', data.id)
        .execute();
    },
    AnnouncementDeleted: async (trx, { data }) => {
      await trx.updateTable('announcements').set({ deleted: 1 }).where('id', '=', data.id).execute();
    },
  },
});
