import { t } from '../i18n/zh-CN';
/** The community identities (spec: user_type) as the circle pages name them. */
export const IDENTITY_LABELS: Record<number, string> = {
  2: t('teacher'),
  3: t('assistant'),
  4: t('student'),
};
export const identityLabel = (userType: number) => IDENTITY_LABELS[userType] ?? t('member');
