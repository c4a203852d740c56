import { stat } from 'node:fs/promises';
import {
  acceptsExtension,
  COMMON_MESSAGES,
  COURSEWARE_LIMITS,
  COURSEWARE_MESSAGES,
  formatMessage,
  isWareType,
} from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';
import * as contract from '../contract/courseware';
import {
  adoptCoursewareUpload,
  FILE_KINDS,
  FILES_URL_PATH,
  fileUrl,
  parseFileName,
  storedPath,
} from '../files';
import {
  filterText,
  id,
  idArray,
  idList,
  jsonField,
  optionalId,
  optionalInt,
  optionalOneOf,
  optionalText,
  paged,
  paging,
  payload,
  text,
} from '../http/fields';
import { route } from '../http/route';
import type { Viewer } from '../http/viewer';
import { invalid } from '../shared/errors';
import { sanitizePlainText } from '../shared/richText';
import type { EventMeta } from '../store/eventStore';
import type { Store } from '../store/store';
import { COURSEWARE_CLASSIFY_TREE, findClassify } from './classify';
import {
  classCourseware,
  coursewareRow,
  libraryCourseware,
  libraryWares,
  ownCourseware,
  ownHolder,
  sessionCourseware,
  visibleWareByFid,
} from './queries';
import { type DraftInput, type Holder, type Pick, shelfDecider, shelfStreamId } from './shelf';
import { COURSEWARE_ID_TABLE } from './tables';

const STAFF = ['teacher', 'assistant'] as const;
const M = COURSEWARE_MESSAGES;
const classId = id(COMMON_MESSAGES.classNotFound);
const wareId = id(M.wareNotFound);
const sessionId = id(M.sessionNotFound);
/** The rules (name at most 255, …) live in machines/; the field only refuses what is not text. */
const wareName = optionalText(1000);
const classifyId = optionalInt(0, 2_147_483_647, M.chooseClassify);
const wareType = optionalInt(0, 99, M.chooseType);
const isSync = optionalInt(0, 9, M.chooseSync).transform((v) => v ?? COURSEWARE_LIMITS.defaultIsSync);
const timesType = optionalInt(1, 99).transform((v) => v ?? COURSEWARE_LIMITS.defaultTimesType);
const fileName = optionalText(1000);
const wareUrl = optionalText(300);
const wareDesc = optionalText(2000);

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The name the client gave, shown as text: no folders, no markup, at most 255 characters. */
export const displayFileName = (name: string, fallback: string): string => {
  const base = sanitizePlainText(name).split(/[\\/]/).pop() ?? '';
  const plain = base.replace(CONTROL_CHARACTERS, '').trim().slice(0, 255);
  return plain === '' || plain === '.' || plain === '..' ? fallback : plain;
};

/** The stored file a saved courseware names (its path or fid), with its real size; absent when none given. */
async function storedFile(url: string, name: string): Promise<DraftInput['file']> {
  if (url === '') return undefined;
  const fid = url.startsWith(FILES_URL_PATH) ? url.slice(FILES_URL_PATH.length) : url;
  const parsed = parseFileName(fid);
  if (!parsed) throw invalid(M.fileNotFound);
  const info = await stat(storedPath(parsed)).catch(() => undefined);
  if (!info?.isFile()) throw invalid(M.fileNotFound);
  return {
    fileName: displayFileName(name, fid),
    url: fileUrl(parsed),
    fid: `${parsed.sha256}.${parsed.ext}`,
    ext: parsed.ext,
    size: info.size,
  };
}

async function nextId(store: Store): Promise<number> {
  const [next] = await store.nextIds(COURSEWARE_ID_TABLE, 1);
  return next as number;
}

/** Adds a courseware to a shelf; with is_sync 1 it is shared to the uploader's library shelf first. */
async function addToShelf(
  store: Store,
  viewer: Viewer,
  holder: Holder,
  draft: DraftInput,
  timesType: number,
  now: number,
  meta: EventMeta,
) {
  let wareIdOfLibrary = 0;
  if (draft.isSync === 1) {
    wareIdOfLibrary = await nextId(store);
    const library: Holder = { kind: 'library', id: viewer.id };
    await store.handle(
      shelfDecider,
      shelfStreamId(library),
      {
        type: 'AddCourseware',
        data: { id: wareIdOfLibrary, holder: library, draft, wareId: 0, timesType, by: viewer.id, now },
      },
      meta,
    );
  }
  const newId = await nextId(store);
  await store.handle(
    shelfDecider,
    shelfStreamId(holder),
    {
      type: 'AddCourseware',
      data: { id: newId, holder, draft, wareId: wareIdOfLibrary, timesType, by: viewer.id, now },
    },
    meta,
  );
  const row = await store.db
    .selectFrom('courseware')
    .selectAll()
    .where('id', '=', newId)
    .executeTakeFirstOrThrow();
  return coursewareRow(row);
}

/** Picks library courseware onto a shelf (already there ones are skipped); answers the rows added. */
async function pickOntoShelf(
  store: Store,
  viewer: Viewer,
  holder: Holder,
  ids: number[],
  timesType: number,
  now: number,
  meta: EventMeta,
) {
  const wares =
    ids.length === 0 ? [] : await libraryWares(store.db, ids.slice(0, COURSEWARE_LIMITS.pickMax + 1));
  const newIds = await store.nextIds(COURSEWARE_ID_TABLE, wares.length);
  const picks: Pick[] = wares.map((w, i) => ({
    id: newIds[i] as number,
    wareId: Number(w.id),
    ware: {
      name: w.ware_name,
      classifyId: Number(w.classify_id),
      type: Number(w.ware_type) as 1 | 2 | 3,
      fileName: w.ware_filename,
      url: w.ware_url,
      fid: w.fid,
      ext: w.fid.split('.').pop() ?? '',
      size: Number(w.size),
      desc: w.ware_desc,
    },
  }));
  const { events } = await store.handle(
    shelfDecider,
    shelfStreamId(holder),
    { type: 'PickCourseware', data: { holder, picks, timesType, by: viewer.id, now } },
    meta,
  );
  const added = events.map((e) => (e.data as { id: number }).id);
  const rows = await store.db.selectFrom('courseware').selectAll().where('id', 'in', added).execute();
  return rows.map(coursewareRow);
}

const draftFields = {
  ware_name: wareName,
  classify_id: classifyId,
  ware_type: wareType,
  ware_filename: fileName,
  ware_url: wareUrl,
  ware_desc: wareDesc,
  is_sync: isSync,
};

type DraftFields = {
  ware_name: string;
  classify_id?: number | undefined;
  ware_type?: number | undefined;
  ware_filename: string;
  ware_url: string;
  ware_desc: string;
  is_sync: number;
};

const toDraft = async (input: DraftFields, classifyOptional = false): Promise<DraftInput> => {
  const classify = input.classify_id ?? 0;
  if (classify > 0 && !findClassify(classify)) throw invalid(M.classifyNotFound);
  return {
    name: sanitizePlainText(input.ware_name),
    classifyId: classify,
    type: input.ware_type ?? 0,
    file: await storedFile(input.ware_url, input.ware_filename),
    desc: sanitizePlainText(input.ware_desc),
    isSync: input.is_sync,
    classifyOptional,
  };
};

/** A field of one courseware in `ware_info`, read by `wareInfoItem` below. */
const wareRecord = payload('A field of one courseware, checked by its form');
/** Session courseware's `ware_info`: one courseware or a list of them, as JSON. */
const wareInfo = jsonField(
  z.union([
    z.array(z.record(z.string(), wareRecord)).min(1).max(COURSEWARE_LIMITS.pickMax),
    z.record(z.string(), wareRecord),
  ]),
  M.uploadFile,
)
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));
const wareInfoItem = z.object({
  ware_name: wareName,
  ware_type: wareType,
  ware_url: wareUrl,
  ware_filename: fileName,
  is_sync: isSync,
});

/** Class courseware, the library and session courseware (spec section 7, class courseware), both prefixes. */
export function coursewareRoutes({ store }: ApiContext): Router {
  const router = Router();
  const db = store.db;

  router.get(
    '/stateschoolcourseware',
    route({
      summary: "Lists a class's courseware (the courseware tab), newest first",
      roles: STAFF,
      input: z.object({
        ...paging,
        class_id: classId,
        ware_name: filterText(),
        classify_id: optionalId(),
        ware_type: optionalOneOf([1, 2, 3]),
      }),
      output: contract.coursewareList,
      handler: async ({ input, viewer }) => {
        await ownHolder(db, viewer, { kind: 'class', id: input.class_id });
        const { list, total } = await classCourseware(db, input.class_id, input);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  router.post(
    '/stateschoolcourseware',
    route({
      summary: 'Adds an uploaded courseware to a class (is_sync 1 also shares it to the library)',
      roles: STAFF,
      changes: true,
      input: z.object({ class_id: classId, ...draftFields }),
      success: M.added,
      output: contract.courseware,
      handler: async ({ input, viewer, now, meta }) => {
        const holder: Holder = { kind: 'class', id: input.class_id };
        await ownHolder(db, viewer, holder);
        return addToShelf(store, viewer, holder, await toDraft(input), 1, now, meta);
      },
    }),
  );

  router.post(
    '/stateschoolcourseware/selectware',
    route({
      summary: 'Adds courseware from the library to a class (请选择课件 when none is chosen)',
      roles: STAFF,
      changes: true,
      input: z.object({
        class_id: classId,
        ware_ids: idArray(M.wareNotFound, COURSEWARE_LIMITS.pickMax + 1),
      }),
      success: M.added,
      output: contract.coursewareRows,
      handler: async ({ input, viewer, now, meta }) => {
        const holder: Holder = { kind: 'class', id: input.class_id };
        await ownHolder(db, viewer, holder);
        return pickOntoShelf(store, viewer, holder, input.ware_ids, 1, now, meta);
      },
    }),
  );

  router.put(
    '/stateschoolcourseware/:id',
    route({
      summary: "Edits a class's courseware (name, category, type, file, description)",
      roles: STAFF,
      changes: true,
      input: z.object({ id: wareId, ...draftFields }),
      success: M.edited,
      output: contract.courseware,
      handler: async ({ input, viewer, now, meta }) => {
        const row = await ownCourseware(db, viewer, input.id, 'class');
        const holder: Holder = { kind: 'class', id: Number(row.holder_id) };
        await store.handle(
          shelfDecider,
          shelfStreamId(holder),
          {
            type: 'EditCourseware',
            data: { id: input.id, holder, draft: await toDraft(input), by: viewer.id, now },
          },
          meta,
        );
        const updated = await db
          .selectFrom('courseware')
          .selectAll()
          .where('id', '=', input.id)
          .executeTakeFirstOrThrow();
        return coursewareRow(updated);
      },
    }),
  );

  router.delete(
    '/stateschoolcourseware/:id',
    route({
      summary: "Removes a courseware from a class's courseware tab",
      roles: STAFF,
      changes: true,
      input: z.object({ id: wareId }),
      success: M.removed,
      output: contract.coursewareRemoved,
      handler: ({ input, viewer, now, meta }) => removeFromShelf(store, viewer, input.id, 'class', now, meta),
    }),
  );

  router.get(
    '/courseWareClassify',
    route({
      summary: 'Lists the courseware categories (a two-level tree)',
      roles: STAFF,
      output: contract.coursewareClassifyTree,
      handler: () =>
        COURSEWARE_CLASSIFY_TREE.map((top) => ({
          ...top,
          children: top.children.map((sub) => ({ ...sub, children: [] })),
        })),
    }),
  );

  router.get(
    '/courseWare',
    route({
      summary:
        'Lists the courseware library, filtered by name, category and type (picked_class_id marks picked ones)',
      roles: STAFF,
      input: z.object({
        ...paging,
        ware_name: filterText(),
        classify_id: optionalId(),
        ware_type: optionalOneOf([1, 2, 3]),
        picked_class_id: optionalId(),
        picked_times_id: optionalId(),
      }),
      output: contract.libraryList,
      handler: async ({ input, viewer }) => {
        let pickedOn: Holder | undefined;
        if (input.picked_class_id) pickedOn = { kind: 'class', id: input.picked_class_id };
        else if (input.picked_times_id) pickedOn = { kind: 'session', id: input.picked_times_id };
        if (pickedOn) await ownHolder(db, viewer, pickedOn);
        const { list, total } = await libraryCourseware(db, input, pickedOn);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  router.get(
    '/courseWare/preview/info',
    route({
      summary: 'Answers the preview URL of a courseware file (fid) the caller may see',
      roles: STAFF,
      input: z.object({ fid: text(100, M.wareNotFound) }),
      output: contract.coursewarePreview,
      handler: async ({ input, viewer }) => {
        const row = await visibleWareByFid(db, viewer, input.fid);
        const parsed = parseFileName(row.fid);
        const kind = parsed ? FILE_KINDS[parsed.ext] : undefined;
        const inline = kind ? kind.image || ('inline' in kind && kind.inline) : false;
        return {
          url: row.ware_url,
          fid: row.fid,
          ware_name: row.ware_name,
          ware_type: Number(row.ware_type),
          mime: kind?.mime ?? 'application/octet-stream',
          preview: inline ? 1 : 0,
        };
      },
    }),
  );

  router.post(
    '/courseWare/upload',
    route({
      summary:
        'Uploads a courseware file (multipart `file`, optional `ware_type`): checked by content, at most 100 MB',
      roles: STAFF,
      changes: true,
      upload: { maxFileBytes: COURSEWARE_LIMITS.fileBytesMax, maxFiles: 1, tooLargeMessage: M.fileTooLarge },
      input: z.object({ ware_type: optionalOneOf([1, 2, 3], M.chooseType) }),
      success: M.uploaded,
      output: contract.coursewareUpload,
      handler: async ({ input, files }) => {
        const file = files.find((f) => f.field === 'file');
        if (!file) throw invalid(M.uploadFile);
        const stored = await adoptCoursewareUpload(file);
        const type = input.ware_type;
        if (type !== undefined && isWareType(type) && !acceptsExtension(type, stored.name.ext))
          throw invalid(formatMessage(type));
        const fid = `${stored.name.sha256}.${stored.name.ext}`;
        return {
          originalName: displayFileName(file.originalName, fid),
          path: fileUrl(stored.name),
          fid,
          ext: stored.name.ext,
          size: stored.size,
        };
      },
    }),
  );

  router.get(
    '/courseWare/times/:times_id',
    route({
      summary: "Lists a lesson session's courseware",
      roles: STAFF,
      input: z.object({ times_id: sessionId }),
      output: contract.coursewareRows,
      handler: async ({ input, viewer }) => {
        await ownHolder(db, viewer, { kind: 'session', id: input.times_id });
        return sessionCourseware(db, input.times_id);
      },
    }),
  );

  router.post(
    '/courseWare',
    route({
      summary:
        'Adds courseware to a lesson session: uploaded (ware_info JSON) or from the library (ware_id list)',
      roles: STAFF,
      changes: true,
      input: z.object({
        times_id: sessionId,
        times_type: timesType,
        ware_info: wareInfo,
        ware_id: z.preprocess(
          (v) => (v === '' || v === null ? undefined : v),
          idList(M.chooseWare).optional(),
        ),
      }),
      success: M.added,
      output: contract.coursewareRows,
      handler: async ({ input, viewer, now, meta }) => {
        const holder: Holder = { kind: 'session', id: input.times_id };
        await ownHolder(db, viewer, holder);
        if (input.ware_info.length === 0)
          return pickOntoShelf(store, viewer, holder, input.ware_id ?? [], input.times_type, now, meta);
        const rows = [];
        for (const raw of input.ware_info) {
          const parsed = wareInfoItem.safeParse(raw);
          if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? M.uploadFile);
          const draft = await toDraft({ ...parsed.data, classify_id: 0, ware_desc: '' }, true);
          rows.push(await addToShelf(store, viewer, holder, draft, input.times_type, now, meta));
        }
        return rows;
      },
    }),
  );

  router.delete(
    '/courseWare/:id',
    route({
      summary: 'Removes a courseware from a lesson session',
      roles: STAFF,
      changes: true,
      input: z.object({ id: wareId }),
      success: M.removed,
      output: contract.coursewareRemoved,
      handler: ({ input, viewer, now, meta }) =>
        removeFromShelf(store, viewer, input.id, 'session', now, meta),
    }),
  );

  return router;
}

async function removeFromShelf(
  store: Store,
  viewer: Viewer,
  id: number,
  kind: 'class' | 'session',
  now: number,
  meta: EventMeta,
) {
  const row = await ownCourseware(store.db, viewer, id, kind);
  const holder: Holder = { kind, id: Number(row.holder_id) };
  await store.handle(
    shelfDecider,
    shelfStreamId(holder),
    { type: 'RemoveCourseware', data: { id, holder, by: viewer.id, now } },
    meta,
  );
  return { id };
}
