import { z } from 'zod';
import { ability, count, entity, flag01, page, rowId, unixTime } from './shapes';

/**
 * Courseware as staff read it (classes-community.md, section 3): a courseware of a class tab, a lesson
 * session or the school library, its categories, its upload and its preview.
 */

const wareType = z.int().min(1).max(3).describe('1 ordinary, 2 animated, 3 audio/video');

/** Spec: courseware (class), and the upload payload's is_sync, times_id, times_type. */
const coursewareSpec = {
  id: rowId,
  ware_id: rowId.nullable().describe('The library courseware it was picked or shared from; null for none'),
  ware_name: z.string(),
  classify_id: rowId.nullable().describe('The category; null when none was chosen (session uploads)'),
  ware_type: wareType,
  ware_filename: z.string(),
  ware_url: z.string().describe('The stored file’s address under /api/files/'),
  ware_desc: z.string(),
  fid: z.string().describe('The stored file: <sha256>.<ext>'),
  class_id: rowId.nullable().describe('The class it is on; null off a class'),
  classify_name: z.string().nullable().describe('The category’s name; null without a category'),
  is_sync: z.int().min(1).max(2).describe('1 shared to the library, 2 not'),
  times_id: rowId.nullable().describe('The lesson session it is on; null off a session'),
  times_type: z.int().min(1),
};

const coursewareExtras = {
  size: count.describe('Bytes'),
  created_at: unixTime,
  updated_at: unixTime,
  abilities: z.strictObject({ view: ability, edit: ability, remove: ability }),
};

export const courseware = entity(coursewareSpec, coursewareExtras);

export const coursewareList = page(courseware);
export const coursewareRows = z.array(courseware);

/** A library row: who shared it and whether it is already on the picker's class or session. */
export const libraryCourseware = entity(coursewareSpec, {
  ...coursewareExtras,
  nickname: z.string().describe('Who shared it'),
  picked: flag01.describe('1 already on the class or session named by picked_class_id / picked_times_id'),
});

export const libraryList = page(libraryCourseware);

/** A courseware category: a two-level tree (written out: a recursive schema has no place in the document). */
const classifyFields = {
  id: rowId,
  name: z.string(),
  parent_id: z.int().min(0).describe('0 for a top category'),
};
const subClassify = z.strictObject({
  ...classifyFields,
  children: z.array(z.never()).max(0).describe('A second-level category has none'),
});
export const coursewareClassify = z.strictObject({ ...classifyFields, children: z.array(subClassify) });

export const coursewareClassifyTree = z.array(coursewareClassify);

/** courseWare/preview/info: the URL the screen opens, and how to show it. */
export const coursewarePreview = entity(
  { url: z.string() },
  {
    fid: z.string(),
    ware_name: z.string(),
    ware_type: wareType,
    mime: z.string(),
    preview: flag01.describe('1 the browser shows it inline'),
  },
);

/** A courseware file upload: the spec's originalName and path, with the stored file's fid, ext and size. */
export const coursewareUpload = entity(
  { originalName: z.string(), path: z.string() },
  { fid: z.string(), ext: z.string(), size: count.describe('Bytes') },
);

/** The answer of a removal: the courseware removed. */
export const coursewareRemoved = z.strictObject({ id: rowId });
