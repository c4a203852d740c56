import { z } from 'zod';
import { ability, entity, flag01, pageWithExtra, rowId, unixTime } from './shapes';

/**
 * Class announcements (classes-community.md, section 3: announcement; section 7: class circle and
 * announcements), on both staff prefixes.
 */

const announcementSpec = {
  id: rowId,
  title: z.string(),
  content: z.string().describe('Rich text, sanitised'),
  created_at: unixTime,
  nickname: z.string().describe('Who published it'),
  is_can_delete: flag01.describe('1 when the caller may delete it'),
  class_id: rowId,
};
const announcementExtras = {
  updated_at: unixTime,
  abilities: z.strictObject({ edit: ability, delete: ability }),
};

/** Spec: announcement, as a row of the list. */
export const announcement = entity(announcementSpec, announcementExtras);

export const announcements = pageWithExtra(
  announcement,
  z.strictObject({ publish: ability.describe('Whether the caller may publish in the class') }),
);

/** `announcement/{id}` (and an edit's answer): the spec's show call carries the form under `content`. */
export const announcementShown = entity(
  {
    ...announcementSpec,
    content: z
      .strictObject({ title: z.string(), content: z.string() })
      .describe('content.title, content.content'),
  },
  announcementExtras,
);

export const announcementCreated = z.strictObject({ id: rowId });
