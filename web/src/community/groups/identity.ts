import type { CommunityIdentity } from '../../generated/graphql';
import { t } from '../i18n/zh-CN';
/** The community identities (spec: user_type) as the circle pages name them. */
export const IDENTITY_LABELS: Record<CommunityIdentity, string> = {
  TEACHER: t('teacher'),
  ASSISTANT: t('assistant'),
  STUDENT: t('student'),
};
export const identityLabel = (userType: CommunityIdentity) => IDENTITY_LABELS[userType];
