import { COMMON_MESSAGES } from '../messages';
import { firstRefusal, type Refusal, type Rule, rule } from '../refusals';

/** Spec section 9: introduction at most 200; passwords: old 6 to 16, new 6 to 18. */
export const PROFILE_LIMITS = {
  introductionMax: 200,
  realNameMax: 20,
  oldPasswordMin: 6,
  oldPasswordMax: 16,
  newPasswordMin: 6,
  newPasswordMax: 18,
} as const;

/** Avatar formats (spec section 5), as the files module tells them by content. */
export const AVATAR_EXTENSIONS = ['gif', 'jpeg', 'jpg', 'png'] as const;

/** The profile's messages: the spec words the required fields, the old length and the confirmation. */
export const PROFILE_MESSAGES = {
  avatarRequired: '头像不能为空',
  realNameRequired: '姓名不能为空',
  realNameTooLong: `姓名最多${PROFILE_LIMITS.realNameMax}个字`,
  introductionRequired: '讲师介绍不能为空',
  introductionTooLong: `讲师介绍最多${PROFILE_LIMITS.introductionMax}个字`,
  avatarFormat: '头像仅支持 gif、jpeg、jpg、png 格式',
  oldPasswordLength: '密码长度在 6 到 16 个字符',
  enterNewPassword: '请输入新密码',
  newPasswordRule: '新密码长度在 6 到 18 个字符，且至少包含数字、大写字母、小写字母中的两种',
  mismatch: '两次输入密码不一致',
  sameAsOld: '新密码不能与原密码相同',
  wrongOldPassword: '原密码错误',
  saved: COMMON_MESSAGES.saved,
  passwordChanged: '密码修改成功',
  uploaded: COMMON_MESSAGES.uploaded,
} as const;

export interface ProfileDraft {
  /** The avatar's stored path (the files module's address). */
  avatar: string;
  realName: string;
  introduction: string;
}

const chars = (s: string) => [...s].length;

/** The personal info tab's rules (spec section 5), in the order a user should hear them. */
export const profileRules: readonly Rule<ProfileDraft>[] = [
  rule('invalid', (d) => d.avatar.trim() !== '', PROFILE_MESSAGES.avatarRequired),
  rule('invalid', (d) => d.realName.trim() !== '', PROFILE_MESSAGES.realNameRequired),
  rule(
    'invalid',
    (d) => chars(d.realName.trim()) <= PROFILE_LIMITS.realNameMax,
    PROFILE_MESSAGES.realNameTooLong,
  ),
  rule('invalid', (d) => d.introduction.trim() !== '', PROFILE_MESSAGES.introductionRequired),
  rule(
    'invalid',
    (d) => chars(d.introduction) <= PROFILE_LIMITS.introductionMax,
    PROFILE_MESSAGES.introductionTooLong,
  ),
];

export const explainProfileRefusal = (draft: ProfileDraft): Refusal | undefined =>
  firstRefusal(profileRules, draft);

/** How many of digits, uppercase and lowercase letters a password uses. */
export const passwordClasses = (password: string): number =>
  [/\d/, /[A-Z]/, /[a-z]/].filter((re) => re.test(password)).length;

/** The new password's strength rule, shared by the form and the server. */
export const isStrongPassword = (password: string): boolean =>
  chars(password) >= PROFILE_LIMITS.newPasswordMin &&
  chars(password) <= PROFILE_LIMITS.newPasswordMax &&
  passwordClasses(password) >= 2;

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmation: string;
}

/** The change-password dialog's rules; a wrong old password is the server's to tell. */
export const passwordRules: readonly Rule<PasswordChange>[] = [
  rule(
    'invalid',
    (p) =>
      chars(p.oldPassword) >= PROFILE_LIMITS.oldPasswordMin &&
      chars(p.oldPassword) <= PROFILE_LIMITS.oldPasswordMax,
    PROFILE_MESSAGES.oldPasswordLength,
  ),
  rule('invalid', (p) => p.newPassword !== '', PROFILE_MESSAGES.enterNewPassword),
  rule('invalid', (p) => isStrongPassword(p.newPassword), PROFILE_MESSAGES.newPasswordRule),
  rule('invalid', (p) => p.confirmation === p.newPassword, PROFILE_MESSAGES.mismatch),
  rule('invalid', (p) => p.newPassword !== p.oldPassword, PROFILE_MESSAGES.sameAsOld),
];

export const explainPasswordRefusal = (change: PasswordChange): Refusal | undefined =>
  firstRefusal(passwordRules, change);
