import { z } from 'zod';
import { ability, code12, count, entity, page, pageWithExtra, rowId, unixTime } from './shapes';

/**
 * The community as every identity reads it (classes-community.md, section 3: community group, plate,
 * post, comment; section 7: the `C/community/…` calls and the class circle's `community/post/class`).
 */

/** An identity of the community: 2 teacher, 3 assistant, 4 student. */
const identity = z.int().min(2).max(4).describe('2 teacher, 3 assistant, 4 student');
const identities = z.array(identity).describe('Identities allowed: 2 teacher, 3 assistant, 4 student');
/** 1 yes, 2 no (pinned, featured). */
const yesNo12 = code12;
/** A board switch of a circle: 1 on, 2 off. */
const plateSwitch = z.int().min(1).max(2).describe('1 boards on, 2 off');
const resourceType = z.int().min(1).max(2).describe('1 images, 2 video');
/** A 0-or-1 switch of the school's settings (1 on). */
const switch01 = z.int().min(0).max(1).describe('1 on');

export const group = entity(
  {
    id: rowId,
    name: z.string(),
    image: z.string().describe('The circle’s picture (a file address)'),
    post_num: count,
    user_num: count.describe('Current members'),
    introduction: z.string(),
    announcement: z.string(),
    is_user_add: yesNo12.describe('1 member, 2 not'),
  },
  {
    group_type: z.int().min(1).max(2).describe('1 general circle, 2 class circle'),
    school_id: z.int().min(0),
    is_open_like_plate: plateSwitch.describe('General circle’s boards: 1 on, 2 off (2 for a class circle)'),
    is_open_class_plate: plateSwitch.describe('Class circle’s boards: 1 on, 2 off (2 for a general circle)'),
    abilities: z.strictObject({ join: ability, leave: ability }),
  },
);

/** A current member of a circle (group/groupUsers; the spec names the call, not its fields). */
export const member = entity(
  {},
  {
    id: rowId.describe('The member’s user id'),
    nickname: z.string(),
    avatar: z.string(),
    user_type: identity,
    join_time: unixTime,
  },
);

export const plate = entity(
  {
    id: rowId,
    name: z.string(),
    who_can_post: identities,
    who_can_reply_post: identities,
    who_can_reply_comment: identities,
  },
  {
    can_post: z.boolean().describe('Whether the caller’s identity is in who_can_post'),
    abilities: z.strictObject({ post: ability, reply_post: ability, reply_comment: ability }),
  },
);

const resource = entity(
  {
    id: rowId.describe('The resource’s place in its post, from 1'),
    type: resourceType,
    resource_url: z.string(),
  },
  {},
);

/** The author of a post or comment: a staff member’s real name, else the nickname. */
const author = entity(
  { name: z.string(), avatar: z.string() },
  { id: rowId.describe('The author’s user id') },
);

const postFields = {
  spec: {
    id: rowId,
    main: z.strictObject({ title: z.string(), content: z.string() }),
    content: z.string().describe('Rich text (sanitised)'),
    user: author,
    user_type: identity,
    created_at: unixTime,
    is_top: yesNo12.describe('Pinned: 1 yes, 2 no'),
    is_fine: yesNo12.describe('Featured: 1 yes, 2 no'),
    plate: rowId.describe('The board’s id'),
    group_id: rowId,
    group_name: z.string(),
    resources: z.array(resource),
  },
  extras: {
    plate_name: z.string().describe('The board’s name; empty when the board is gone'),
    resource_type: resourceType,
    like_num: count,
    comment_num: count.describe('Shown comments and replies'),
  },
};

export const post = entity(postFields.spec, postFields.extras);

/** GET post/{id}: the post with the caller’s like, collect, membership and abilities. */
export const postShow = entity(postFields.spec, {
  ...postFields.extras,
  is_like: yesNo12.describe('1 the caller likes it, 2 not'),
  collect_id: rowId.nullable().describe('The caller’s collect; null when not collected'),
  is_user_add: yesNo12.describe('1 the caller is a member of the circle, 2 not'),
  can_delete: ability,
  can_reply: ability,
});

/** A row of GET collect: the collected post with its collect. */
export const collectedPost = entity(postFields.spec, {
  ...postFields.extras,
  collect_id: rowId,
  collected_at: unixTime,
});

const commentExtras = {
  user: author,
  user_type: identity,
  reply_id: z.int().min(0).describe('0 a comment on the post, otherwise the comment answered'),
  reply_user: z
    .strictObject({ name: z.string() })
    .nullable()
    .describe('The author answered by a reply to a reply; null otherwise'),
  created_at: unixTime,
  can_delete: ability,
  can_reply: ability,
};

/** A reply in a comment’s thread. */
const reply = entity({ id: rowId, content: z.string().describe('Rich text (sanitised)') }, commentExtras);

/** A comment on the post, with its thread’s replies (oldest first). */
export const comment = entity(
  { id: rowId, content: z.string().describe('Rich text (sanitised)') },
  { ...commentExtras, replies: z.array(reply) },
);

/** GET post/statistics: the caller’s counts for MemberCommunity’s tabs. */
export const postStatistics = entity(
  {},
  {
    post_num: count.describe('Posts published'),
    participate_num: count.describe('Posts commented on'),
    collect_num: count.describe('Posts collected'),
    group_num: count.describe('Circles joined'),
  },
);

/** POST post/like: the caller’s like after the toggle. */
export const like = entity(
  {},
  { is_like: yesNo12.describe('1 the caller likes it now, 2 not'), like_num: count },
);

/** POST collect: the new collect. */
export const collect = entity({}, { collect_id: rowId });

/** The class circle’s post (spec: id, content, like_num, comment_num, nickname, created_at, user_type). */
export const classCirclePost = entity(
  {
    id: rowId,
    content: z.string().describe('Rich text (sanitised)'),
    like_num: count,
    comment_num: count,
    nickname: z.string(),
    created_at: unixTime,
    user_type: identity.describe(
      '2 teacher, 3 assistant, 4 student (only 4 may be deleted by the head teacher)',
    ),
  },
  {
    title: z.string(),
    avatar: z.string(),
    resource_type: resourceType,
    resources: z.array(resource),
    is_top: yesNo12.describe('Pinned: 1 yes, 2 no'),
    is_fine: yesNo12.describe('Featured: 1 yes, 2 no'),
    abilities: z.strictObject({ delete: ability }),
  },
);

export const classCirclePage = pageWithExtra(
  classCirclePost,
  z.strictObject({
    group_id: rowId.describe('The class’s circle'),
    is_header_teacher: z.int().min(0).max(1).describe('1 the caller heads the class, 0 not'),
  }),
);

/** GET captcha: the image (an SVG data URL) and the key to send with the post. */
export const captcha = entity(
  { img: z.string().describe('data:image/svg+xml;base64,…'), key: z.string() },
  {},
);

/** POST upload: where the stored file is, its name, and whether it is an image or a video. */
export const upload = entity(
  { path: z.string().describe('The file’s address'), originalName: z.string() },
  { type: resourceType },
);

/** GET /api/app/config/community_setting (spec: returns community_setting). */
export const communitySetting = entity({
  community_setting: entity(
    {
      is_open_like_plate: switch01.describe('General circles: 1 on'),
      is_open_class_plate: switch01.describe('Class circles: 1 on'),
    },
    { is_open: switch01.describe('The community module: 1 on') },
  ),
});

/** GET community/setting (staff): the school’s switches as section 2 names them. */
export const communitySwitches = entity({
  switch_community_module: switch01,
  circle_module: entity(
    { class: switch01.describe('Class circles') },
    { general: switch01.describe('General circles') },
  ),
});

export const groups = page(group);
export const members = page(member);
export const posts = page(post);
export const comments = page(comment);
export const collectedPosts = page(collectedPost);
/** The new post’s id (spec: the response is the new post id). */
export const newPostId = rowId.describe('The new post');
export const newCommentId = rowId.describe('The new comment');
export const plates = z.array(plate);
/** GET post/recommend: up to 5 other posts of the circle. */
export const recommended = z.array(post);
/** A write that answers no data (join, leave, deletes, cancelling a collect): the envelope’s msg tells it. */
export const noData = z.null().describe('No data: the envelope’s msg tells the outcome');
