import { assign, setup } from 'xstate';
import { firstRefusal, type Refusal, type Rule, rule } from '../refusals';
import { isBlankRichText } from '../richText';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  type CommunityIdentity,
  IMAGE_EXTENSIONS,
  mayPostInPlate,
  type PlatePermissions,
  RESOURCE_TYPE,
  VIDEO_EXTENSIONS,
} from './communityRules';

/** One uploaded resource of a new post: its file extension and size in bytes. */
export interface PostResource {
  ext: string;
  bytes: number;
}

/** A new post as CommunityPost fills it (spec sections 3 and 5). */
export interface PostDraft {
  identity: CommunityIdentity;
  member: boolean;
  /** 1 images, 2 video; null until the post-type dialog is answered. */
  resourceType: number | null;
  /** The circle's board switch (is_open_like_plate or is_open_class_plate) is 1. */
  plateSwitch: boolean;
  /** The chosen board's permissions, or null when none is chosen (then plate 10). */
  plate: PlatePermissions | null;
  title: string;
  content: string;
  captcha: string;
  resources: readonly PostResource[];
}

/** How the server found the captcha: right, wrong, or already used / expired / unknown key. */
export type CaptchaVerdict = 'right' | 'wrong' | 'expired';

export type PostingEvent =
  | { type: 'post.edit'; patch: Partial<PostDraft> }
  | { type: 'post.checkCaptcha'; verdict: CaptchaVerdict }
  | { type: 'post.publish' };

export type PostingStateValue = 'draft' | 'captchaChecked' | 'posted';

type DraftArgs = { draft: PostDraft };

const extOk = (allowed: readonly string[]) => (r: PostResource) => allowed.includes(r.ext.toLowerCase());
const images = (d: PostDraft) => d.resourceType === RESOURCE_TYPE.images;
const video = (d: PostDraft) => d.resourceType === RESOURCE_TYPE.video;

/** The one refusal table of a new post, in the order a user should hear it. */
export const postDraftRules: readonly Rule<DraftArgs>[] = [
  rule('forbidden', ({ draft }) => draft.member, COMMUNITY_MESSAGES.joinFirst),
  rule(
    'invalid',
    ({ draft }) => draft.resourceType === RESOURCE_TYPE.images || draft.resourceType === RESOURCE_TYPE.video,
    COMMUNITY_MESSAGES.chooseType,
  ),
  rule('invalid', ({ draft }) => !draft.plateSwitch || draft.plate !== null, COMMUNITY_MESSAGES.choosePlate),
  rule(
    'forbidden',
    ({ draft }) => draft.plate === null || mayPostInPlate(draft.plate, draft.identity),
    COMMUNITY_MESSAGES.plateForbidsPost,
  ),
  rule('invalid', ({ draft }) => draft.title.trim() !== '', COMMUNITY_MESSAGES.enterTitle),
  rule(
    'invalid',
    ({ draft }) => [...draft.title].length <= COMMUNITY_LIMITS.titleMax,
    COMMUNITY_MESSAGES.titleTooLong,
  ),
  rule('invalid', ({ draft }) => !isBlankRichText(draft.content), COMMUNITY_MESSAGES.enterContent),
  rule('invalid', ({ draft }) => !video(draft) || draft.resources.length > 0, COMMUNITY_MESSAGES.uploadVideo),
  rule('invalid', ({ draft }) => !video(draft) || draft.resources.length <= 1, COMMUNITY_MESSAGES.oneVideo),
  rule(
    'invalid',
    ({ draft }) => !video(draft) || draft.resources.every(extOk(VIDEO_EXTENSIONS)),
    COMMUNITY_MESSAGES.badVideoFormat,
  ),
  rule(
    'invalid',
    ({ draft }) => !video(draft) || draft.resources.every((r) => r.bytes <= COMMUNITY_LIMITS.videoBytesMax),
    COMMUNITY_MESSAGES.videoTooLarge,
  ),
  rule(
    'invalid',
    ({ draft }) => !images(draft) || draft.resources.length > 0,
    COMMUNITY_MESSAGES.uploadImages,
  ),
  rule(
    'invalid',
    ({ draft }) => !images(draft) || draft.resources.length <= COMMUNITY_LIMITS.imagesMax,
    COMMUNITY_MESSAGES.tooManyImages,
  ),
  rule(
    'invalid',
    ({ draft }) => !images(draft) || draft.resources.every(extOk(IMAGE_EXTENSIONS)),
    COMMUNITY_MESSAGES.badImageFormat,
  ),
  rule('invalid', ({ draft }) => draft.captcha.trim() !== '', COMMUNITY_MESSAGES.enterCaptcha),
];

const captchaRefusals: Record<Exclude<CaptchaVerdict, 'right'>, Refusal> = {
  wrong: { kind: 'invalid', message: COMMUNITY_MESSAGES.captchaWrong },
  expired: { kind: 'invalid', message: COMMUNITY_MESSAGES.captchaExpired },
};

/**
 * Why a post is refused: the draft's rules first (the captcha is not spent on a draft that cannot be
 * posted), then the captcha's verdict. The API answers this; the machine's guards are built from it.
 */
export const explainPostRefusal = (draft: PostDraft, verdict: CaptchaVerdict): Refusal | undefined =>
  firstRefusal(postDraftRules, { draft }) ?? (verdict === 'right' ? undefined : captchaRefusals[verdict]);

/** A blank draft, before the post-type dialog is answered. */
export const emptyPostDraft = (
  identity: CommunityIdentity,
  member: boolean,
  plateSwitch: boolean,
): PostDraft => ({
  identity,
  member,
  resourceType: null,
  plateSwitch,
  plate: null,
  title: '',
  content: '',
  captcha: '',
  resources: [],
});

/**
 * The posting machine: draft → captcha checked → posted. A captcha is single use, so editing a checked
 * post returns it to draft with the captcha cleared.
 */
export const posting = setup({
  types: { context: {} as PostDraft, events: {} as PostingEvent, input: {} as PostDraft },
  guards: {
    captchaAccepted: ({ context, event }) =>
      event.type === 'post.checkCaptcha' && explainPostRefusal(context, event.verdict) === undefined,
  },
  actions: {
    edit: assign(({ context, event }) =>
      event.type === 'post.edit' ? { ...context, ...event.patch } : context,
    ),
    clearCaptcha: assign({ captcha: '' }),
  },
}).createMachine({
  id: 'posting',
  context: ({ input }) => input,
  initial: 'draft',
  states: {
    draft: {
      on: {
        'post.edit': { actions: 'edit' },
        'post.checkCaptcha': { guard: 'captchaAccepted', target: 'captchaChecked' },
      },
    },
    captchaChecked: {
      on: {
        'post.edit': { target: 'draft', actions: ['edit', 'clearCaptcha'] },
        'post.publish': { target: 'posted' },
      },
    },
    posted: { type: 'final' },
  },
});
