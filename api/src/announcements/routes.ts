import { ANNOUNCEMENT_MESSAGES, COMMON_MESSAGES } from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import { headsClass, ownClass } from '../classes/index';
import type { ApiContext } from '../context';
import * as contract from '../contract/announcements';
import { id, paged, paging, RICH_TEXT_MAX, richText, text } from '../http/fields';
import { route } from '../http/route';
import { sanitizePlainText } from '../shared/richText';
import { streamId } from '../store/decider';
import { announcementDecider } from './announcement';
import { findAnnouncement, listAnnouncements } from './queries';
import { ANNOUNCEMENT_ID_TABLE } from './tables';

const STAFF = ['teacher', 'assistant'] as const;
const classId = id(COMMON_MESSAGES.classNotFound);
const announcementId = id(ANNOUNCEMENT_MESSAGES.notFound);

/** The form's fields: length and emptiness are the rule table's to answer (in the decider). */
const form = {
  class_id: classId,
  title: text(2000, ANNOUNCEMENT_MESSAGES.enter).transform(sanitizePlainText),
  content: richText(RICH_TEXT_MAX, ANNOUNCEMENT_MESSAGES.enter),
};

/** The announcement tab and PostNotice (spec section 7, class circle and announcements). */
export function announcementRoutes({ store }: ApiContext): Router {
  const router = Router();
  const db = store.db;

  router.get(
    '/announcement',
    route({
      summary: "Lists a class's announcements, newest first, with is_can_delete and the caller's abilities",
      roles: STAFF,
      input: z.object({ ...paging, class_id: classId }),
      output: contract.announcements,
      handler: async ({ input, viewer }) => {
        const { list, total, extra } = await listAnnouncements(db, viewer, input);
        return { ...paged(list, total, input.page, input.limit), extra };
      },
    }),
  );

  router.get(
    '/announcement/:id',
    route({
      summary: 'Shows one announcement (content.title and content.content for the edit form)',
      roles: STAFF,
      input: z.object({ id: announcementId }),
      output: contract.announcementShown,
      handler: ({ input, viewer }) => findAnnouncement(db, viewer, input.id),
    }),
  );

  router.post(
    '/announcement',
    route({
      summary:
        'Publishes an announcement in a class (head teacher only; title at most 30; rich text sanitised)',
      roles: STAFF,
      changes: true,
      input: z.object(form),
      success: ANNOUNCEMENT_MESSAGES.created,
      output: contract.announcementCreated,
      handler: async ({ input, viewer, now, meta }) => {
        await ownClass(db, viewer, input.class_id);
        const headTeacher = await headsClass(db, viewer, input.class_id);
        const [newId] = (await store.nextIds(ANNOUNCEMENT_ID_TABLE, 1)) as [number];
        await store.handle(
          announcementDecider,
          streamId('announcement', newId),
          {
            type: 'PublishAnnouncement',
            actor: { headTeacher },
            data: {
              id: newId,
              classId: input.class_id,
              title: input.title,
              content: input.content,
              authorId: viewer.id,
              nickname: viewer.realName || viewer.nickname,
              at: now,
            },
          },
          meta,
        );
        return { id: newId };
      },
    }),
  );

  router.put(
    '/announcement/:id',
    route({
      summary: 'Edits an announcement (a head teacher of its class)',
      roles: STAFF,
      changes: true,
      input: z.object({ ...form, id: announcementId }),
      success: ANNOUNCEMENT_MESSAGES.updated,
      output: contract.announcementShown,
      handler: async ({ input, viewer, now, meta }) => {
        const shown = await findAnnouncement(db, viewer, input.id);
        const headTeacher = await headsClass(db, viewer, shown.class_id);
        await store.handle(
          announcementDecider,
          streamId('announcement', input.id),
          {
            type: 'EditAnnouncement',
            actor: { headTeacher },
            data: { id: input.id, title: input.title, content: input.content, at: now },
          },
          meta,
        );
        return findAnnouncement(db, viewer, input.id);
      },
    }),
  );

  router.delete(
    '/announcement/:id',
    route({
      summary: 'Deletes an announcement (when is_can_delete: a head teacher of its class)',
      roles: STAFF,
      changes: true,
      input: z.object({ id: announcementId }),
      success: ANNOUNCEMENT_MESSAGES.deleted,
      output: z.null(),
      handler: async ({ input, viewer, now, meta }) => {
        const shown = await findAnnouncement(db, viewer, input.id);
        const headTeacher = await headsClass(db, viewer, shown.class_id);
        await store.handle(
          announcementDecider,
          streamId('announcement', input.id),
          { type: 'DeleteAnnouncement', actor: { headTeacher }, data: { id: input.id, at: now } },
          meta,
        );
        return null;
      },
    }),
  );

  return router;
}
