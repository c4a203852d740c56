import type { LiveStatus } from '../generated/graphql';
import { t } from './i18n/zh-CN';

/** How the tab names a meeting's LiveStatus. */
export const LIVE_STATUS_LABEL: Record<
  LiveStatus,
  { label: string; severity: 'success' | 'info' | 'secondary' }
> = {
  LIVE: { label: t('live'), severity: 'success' },
  UPCOMING: { label: t('notStarted'), severity: 'info' },
  ENDED: { label: t('ended'), severity: 'secondary' },
};
