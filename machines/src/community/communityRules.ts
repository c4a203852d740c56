import { COMMON_MESSAGES } from '../messages';
import { type Ability, abilityOf, firstRefusal, type Rule, rule } from '../refusals';
import { isBlankRichText } from '../richText';

/**
 * Who acts in the community (spec section 6): teachers, assistants and students take part, each under
 * the client prefix of its identity. The numbers are the `user_type` a post or comment carries and the
 * values a plate's who_can_post / who_can_reply_post / who_can_reply_comment list.
 */
export const COMMUNITY_IDENTITY = { teacher: 2, assistant: 3, student: 4 } as const;
export type CommunityIdentity = keyof typeof COMMUNITY_IDENTITY;
export type CommunityIdentityNumber = (typeof COMMUNITY_IDENTITY)[CommunityIdentity];

/** The community constants of spec section 9. */
export const COMMUNITY_LIMITS = {
  circlePageSize: 15,
  memberPageSize: 20,
  myGroupPageSize: 10,
  commentPageSize: 10,
  recommended: 5,
  mySections: 5,
  titleMax: 100,
  imagesMax: 30,
  /** 200 MB (204800 KB). */
  videoBytesMax: 204_800 * 1024,
  defaultPlateId: 10,
  introductionShown: 89,
} as const;

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'avi', 'flv', 'wmv', 'mov', 'rmvb'] as const;

/** Post resource types: 1 images, 2 video. */
export const RESOURCE_TYPE = { images: 1, video: 2 } as const;

/** A circle's group_type: 1 a general circle, 2 a class circle (a team class's own circle). */
export const GROUP_TYPE = { general: 1, classCircle: 2 } as const;

/**
 * Where a new post comes from (CommunityPost's `origin`, spec): 2 a general circle, anything else a
 * class circle. The post's detail page is then opened with it as its `type`.
 */
export const POST_ORIGIN = { classCircle: 1, generalCircle: 2 } as const;

/**
 * The community's messages. The spec words the required-field and membership ones; the others are
 * listed in docs/decisions.md (Community).
 */
export const COMMUNITY_MESSAGES = {
  joinFirst: '请先加入圈子',
  chooseType: '请选择发帖类型',
  choosePlate: '请选择板块',
  enterTitle: '请输入话题名称',
  titleTooLong: '话题名称最多100个字',
  enterContent: '请输入内容',
  enterCaptcha: '请输入验证码',
  uploadVideo: '请上传视频',
  uploadImages: '请上传图片',
  tooManyImages: '最多上传30张',
  oneVideo: '只能上传一个视频',
  videoTooLarge: '视频大小不能超过200MB',
  badImageFormat: '图片格式仅支持 jpg、jpeg、png、gif、webp、svg',
  badVideoFormat: '视频格式仅支持 mp4、avi、flv、wmv、mov、rmvb',
  plateForbidsPost: '当前身份不能在该板块发帖',
  captchaWrong: '验证码错误',
  captchaExpired: '验证码已失效，请刷新',
  alreadyJoined: '已加入该圈子',
  notJoined: '未加入该圈子',
  plateForbidsReply: '当前身份不能回复该板块的帖子',
  plateForbidsCommentReply: '当前身份不能回复评论',
  notYourContent: '只能删除自己发布的内容',
  headTeacherOnly: '仅班主任可删除学生的帖子',
  confirmDelete: '删除后，该内容将不再展示，是否确认？',
  confirmLeave: '退出后该圈子将从我的圈子中移除，确定退出该圈子吗？',
  confirmClassPostDelete: '帖子删除后不可恢复，确定删除吗？',
  loginFirst: '登录后才能查看哦～',
  postNotFound: COMMON_MESSAGES.postNotFound,
  commentNotFound: '评论不存在',
  alreadyCollected: '已收藏该帖子',
  collectNotFound: '收藏不存在',
  uploadKind: '请上传图片或视频',
  imageTooLarge: '图片大小不能超过10MB',
} as const;

/** The success messages of the post calls (the spec words 收藏成功, 取消收藏成功, 删除成功, 操作成功). */
export const COMMUNITY_SUCCESS = {
  comment: '评论成功',
  like: COMMON_MESSAGES.done,
  collect: COMMON_MESSAGES.collected,
  cancelCollect: COMMON_MESSAGES.collectCancelled,
  deleted: COMMON_MESSAGES.deleted,
  uploaded: COMMON_MESSAGES.uploaded,
} as const;

/** The plate permissions of one plate (identity numbers). */
export interface PlatePermissions {
  whoCanPost: readonly number[];
  whoCanReplyPost: readonly number[];
  whoCanReplyComment: readonly number[];
}

export interface ReplyArgs {
  identity: CommunityIdentity;
  member: boolean;
  plate: PlatePermissions;
  /** Replying to a comment (reply_id given) rather than to the post. */
  toComment: boolean;
  content: string;
}

const may = (list: readonly number[], identity: CommunityIdentity) =>
  list.includes(COMMUNITY_IDENTITY[identity]);

/** The one refusal table of a comment or reply, in the order a user should hear it. */
export const replyRules: readonly Rule<ReplyArgs>[] = [
  rule('forbidden', (a) => a.member, COMMUNITY_MESSAGES.joinFirst),
  rule('forbidden', (a) => may(a.plate.whoCanReplyPost, a.identity), COMMUNITY_MESSAGES.plateForbidsReply),
  rule(
    'forbidden',
    (a) => !a.toComment || may(a.plate.whoCanReplyComment, a.identity),
    COMMUNITY_MESSAGES.plateForbidsCommentReply,
  ),
  rule('invalid', (a) => !isBlankRichText(a.content), COMMUNITY_MESSAGES.enterContent),
];

/** May this identity post in this plate (the boards offered on CommunityPost). */
export const mayPostInPlate = (plate: PlatePermissions, identity: CommunityIdentity): boolean =>
  may(plate.whoCanPost, identity);

/** The reply box's ability, before anything is typed. */
export const replyAbility = (args: Omit<ReplyArgs, 'content'>): Ability =>
  abilityOf(true, firstRefusal(replyRules, { ...args, content: 'x' }));

export interface DeleteArgs {
  /** The author of the post or comment is the actor. */
  own: boolean;
}

/** Deleting one's own post or comment in a circle. */
export const deleteRules: readonly Rule<DeleteArgs>[] = [
  rule('forbidden', (a) => a.own, COMMUNITY_MESSAGES.notYourContent),
];

export interface ClassPostDeleteArgs {
  headTeacher: boolean;
  /** The post's user_type. */
  userType: number;
}

/** The class circle tab: only the head teacher deletes, and only posts of students (user_type 4). */
export const classPostDeleteRules: readonly Rule<ClassPostDeleteArgs>[] = [
  rule(
    'forbidden',
    (a) => a.headTeacher && a.userType === COMMUNITY_IDENTITY.student,
    COMMUNITY_MESSAGES.headTeacherOnly,
  ),
];

/** A post or comment the viewer sees: who wrote it, whether it is still shown. */
export interface ContentArgs {
  /** The post or comment is still shown (not deleted). */
  shown: boolean;
}

/** Acting on a post or comment that was deleted answers as if it never existed. */
export const postShownRules: readonly Rule<ContentArgs>[] = [
  rule('not_found', (a) => a.shown, COMMUNITY_MESSAGES.postNotFound),
];
export const commentShownRules: readonly Rule<ContentArgs>[] = [
  rule('not_found', (a) => a.shown, COMMUNITY_MESSAGES.commentNotFound),
];

/** The delete button of a post or comment: shown only on one's own content. */
export const deleteAbility = (args: DeleteArgs): Ability =>
  abilityOf(args.own, firstRefusal(deleteRules, args));

export interface CollectArgs {
  /** The viewer's current collect of the post, if any (spec: collect_id present means cancel). */
  collected: boolean;
}

/** Collecting a post twice is refused; cancelling needs a current collect. */
export const collectRules: readonly Rule<CollectArgs>[] = [
  rule('conflict', (a) => !a.collected, COMMUNITY_MESSAGES.alreadyCollected),
];
export const cancelCollectRules: readonly Rule<CollectArgs>[] = [
  rule('not_found', (a) => a.collected, COMMUNITY_MESSAGES.collectNotFound),
];
