import { COMMON_MESSAGES } from '../messages';
import { type Ability, abilityOf, firstRefusal, type Refusal, type Rule, rule } from '../refusals';

/** Spec section 9: an announcement's title holds at most 30 characters. */
export const ANNOUNCEMENT_LIMITS = { titleMax: 30 } as const;

/** The announcement's messages: the spec words the required fields and the confirmation. */
export const ANNOUNCEMENT_MESSAGES = {
  enter: COMMON_MESSAGES.enter,
  titleTooLong: `标题最多${ANNOUNCEMENT_LIMITS.titleMax}个字`,
  headTeacherOnly: '仅班主任可以发布公告',
  headTeacherOnlyChange: '仅班主任可以编辑或删除公告',
  notFound: '公告不存在',
  confirmDelete: '确定删除吗？',
  created: COMMON_MESSAGES.added,
  updated: COMMON_MESSAGES.edited,
  deleted: COMMON_MESSAGES.deleted,
} as const;

/** Whether rich text shows nothing: no text once tags and spaces are gone, and no image. */
export const isBlankHtml = (html: string): boolean =>
  !/<img\s/i.test(html) &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim() === '';

export interface AnnouncementDraft {
  title: string;
  /** Rich text (already sanitised on the server). */
  content: string;
}

/** The form's rules (spec section 5), in the order a user should hear them. */
export const announcementDraftRules: readonly Rule<AnnouncementDraft>[] = [
  rule('invalid', (d) => d.title.trim() !== '', ANNOUNCEMENT_MESSAGES.enter),
  rule(
    'invalid',
    (d) => [...d.title].length <= ANNOUNCEMENT_LIMITS.titleMax,
    ANNOUNCEMENT_MESSAGES.titleTooLong,
  ),
  rule('invalid', (d) => !isBlankHtml(d.content), ANNOUNCEMENT_MESSAGES.enter),
];

/** Who acts on a class's announcements: only its head teacher publishes, edits and deletes (section 6). */
export interface AnnouncementActor {
  headTeacher: boolean;
}

export const announcementPublishRules: readonly Rule<AnnouncementActor>[] = [
  rule('forbidden', (a) => a.headTeacher, ANNOUNCEMENT_MESSAGES.headTeacherOnly),
];

export const announcementChangeRules: readonly Rule<AnnouncementActor>[] = [
  rule('forbidden', (a) => a.headTeacher, ANNOUNCEMENT_MESSAGES.headTeacherOnlyChange),
];

/** Why a draft cannot be published or saved by this actor, or undefined. */
export const explainAnnouncementRefusal = (
  actor: AnnouncementActor,
  draft: AnnouncementDraft,
  change: 'publish' | 'edit',
): Refusal | undefined =>
  firstRefusal(change === 'publish' ? announcementPublishRules : announcementChangeRules, actor) ??
  firstRefusal(announcementDraftRules, draft);

/** The abilities a row carries (is_can_delete is `delete.allowed`). */
export const announcementAbilities = (actor: AnnouncementActor): { edit: Ability; delete: Ability } => ({
  edit: abilityOf(true, firstRefusal(announcementChangeRules, actor)),
  delete: abilityOf(true, firstRefusal(announcementChangeRules, actor)),
});

/** The tab's publish button. */
export const announcementPublishAbility = (actor: AnnouncementActor): Ability =>
  abilityOf(true, firstRefusal(announcementPublishRules, actor));
