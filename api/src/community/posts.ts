import { stat } from 'node:fs/promises';
import {
  COMMON_MESSAGES,
  COMMUNITY_LIMITS,
  type CommunityIdentity,
  explainPostRefusal,
  firstRefusal,
  mayPostInPlate,
  type PlatePermissions,
  type PostDraft,
  type PostResource,
  postDraftRules,
  RESOURCE_TYPE,
} from '@school/machines';
import type { Kysely } from 'kysely';
import { FILES_URL_PATH, isFileUrl, parseFileName, storedPath } from '../files';
import type { Viewer } from '../http/viewer';
import { invalid, refused } from '../shared/errors';
import { sanitizePlainText, sanitizeRichText } from '../shared/richText';
import { streamId } from '../store/decider';
import type { EventMeta } from '../store/eventStore';
import type { Database } from '../store/schema';
import type { Store } from '../store/store';
import { spendCaptcha } from './captcha';
import { circleScope, seenCircles, visibleCircle } from './circleAccess';
import { groupDecider } from './groupDecider';
import { identityOf } from './groupQueries';
import { POST_COLUMNS, postCard } from './postCards';
import { POST_ID_TABLE } from './tables';

export const BAD_RESOURCE = '资源地址不正确，请重新上传';

/** The viewer's community identity, as the rules name it. */
export const identityName = (viewer: Viewer): CommunityIdentity =>
  viewer.role === 'teacher' ? 'teacher' : viewer.role === 'assistant' ? 'assistant' : 'student';

const parseList = (json: string): number[] => JSON.parse(json) as number[];

export const platePermissions = (row: {
  who_can_post: string;
  who_can_reply_post: string;
  who_can_reply_comment: string;
}): PlatePermissions => ({
  whoCanPost: parseList(row.who_can_post),
  whoCanReplyPost: parseList(row.who_can_reply_post),
  whoCanReplyComment: parseList(row.who_can_reply_comment),
});

/** The boards of a circle and the default board 10, each with its permission lists and whether the caller may post there. */
export async function platesOf(db: Kysely<Database>, groupId: number, identity: CommunityIdentity) {
  const rows = await db
    .selectFrom('community_plate')
    .selectAll()
    .where('group_id', 'in', [0, groupId])
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const p = platePermissions(r);
    return {
      id: Number(r.id),
      name: r.name,
      who_can_post: [...p.whoCanPost],
      who_can_reply_post: [...p.whoCanReplyPost],
      who_can_reply_comment: [...p.whoCanReplyComment],
      can_post: mayPostInPlate(p, identity),
    };
  });
}

/** A resource path the files module answered, as the rules read it (extension and stored size). */
async function resourceOf(url: string): Promise<PostResource> {
  if (!isFileUrl(url)) throw invalid(BAD_RESOURCE);
  const name = parseFileName(url.slice(FILES_URL_PATH.length));
  if (!name) throw invalid(BAD_RESOURCE);
  const bytes = await stat(storedPath(name)).then(
    (s) => s.size,
    () => undefined,
  );
  if (bytes === undefined) throw invalid(BAD_RESOURCE);
  return { ext: name.ext, bytes };
}

export interface NewPostInput {
  group_id: number;
  title: string;
  content: string;
  plate_id?: number | undefined;
  resource_type?: number | undefined;
  captcha: string;
  key: string;
  resources: string[];
}

/**
 * Creates a post: the posting machine's draft rules first (a draft that cannot be posted does not
 * spend the captcha), then the captcha, then membership once more in the circle's stream.
 */
export async function createPost(
  store: Store,
  viewer: Viewer,
  input: NewPostInput,
  now: number,
  meta: EventMeta,
) {
  const db = store.db;
  const group = await visibleCircle(db, viewer, input.group_id);
  const member = await db
    .selectFrom('community_member')
    .select('left')
    .where('group_id', '=', input.group_id)
    .where('uid', '=', viewer.id)
    .executeTakeFirst();
  const plateRow =
    input.plate_id === undefined
      ? undefined
      : await db
          .selectFrom('community_plate')
          .selectAll()
          .where('id', '=', input.plate_id)
          .where('group_id', 'in', [0, input.group_id])
          .executeTakeFirst();
  if (input.plate_id !== undefined && !plateRow) throw invalid(COMMON_MESSAGES.plateNotFound);
  // Resources are counted before they are read: 31 paths are refused without touching the disk.
  const overLimit = input.resources.length > COMMUNITY_LIMITS.imagesMax;
  const resources = overLimit
    ? input.resources.map(() => ({ ext: 'jpg', bytes: 0 }))
    : await Promise.all(input.resources.map(resourceOf));
  const draft: PostDraft = {
    identity: identityName(viewer),
    member: member !== undefined && Number(member.left) === 0,
    resourceType: input.resource_type ?? null,
    plateSwitch: group.plateSwitch === 1,
    plate: plateRow ? platePermissions(plateRow) : null,
    title: sanitizePlainText(input.title),
    content: sanitizeRichText(input.content),
    captcha: input.captcha,
    resources,
  };
  const draftRefusal = firstRefusal(postDraftRules, { draft });
  if (draftRefusal) throw refused(draftRefusal);
  const refusal = explainPostRefusal(draft, await spendCaptcha(db, input.key, input.captcha, now));
  if (refusal) throw refused(refusal);
  const [id] = await store.nextIds(POST_ID_TABLE, 1);
  const type = draft.resourceType === RESOURCE_TYPE.video ? RESOURCE_TYPE.video : RESOURCE_TYPE.images;
  await store.handle(
    groupDecider,
    streamId('communityGroup', input.group_id),
    {
      type: 'CreatePost',
      data: {
        id: id as number,
        groupId: input.group_id,
        plateId: input.plate_id ?? COMMUNITY_LIMITS.defaultPlateId,
        uid: viewer.id,
        userType: identityOf(viewer),
        title: draft.title,
        content: draft.content,
        resourceType: type,
        resources: input.resources.map((url) => ({ type, resource_url: url })),
        at: now,
      },
    },
    meta,
  );
  return id as number;
}

/** The viewer's own posts, newest first, as post cards (the author is the viewer). */
export async function myPosts(
  db: Kysely<Database>,
  viewer: Viewer,
  q: { page: number; limit: number; group_type?: number | undefined },
) {
  let base = db
    .selectFrom('community_post as p')
    .innerJoin('community_group as g', 'g.id', 'p.group_id')
    .where('p.uid', '=', viewer.id)
    .where('p.deleted', '=', 0)
    .where(seenCircles(await circleScope(db, viewer)));
  if (q.group_type !== undefined) base = base.where('g.group_type', '=', q.group_type);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('community_plate as pl', 'pl.id', 'p.plate_id')
    .leftJoin('users as u', 'u.id', 'p.uid')
    .select(POST_COLUMNS)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return {
    list: rows.map(postCard),
    total: Number(count),
  };
}
