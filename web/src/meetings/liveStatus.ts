import { LIVE_STATUS } from '@school/machines';
import { t } from './i18n/zh-CN';

/** How the tab names a meeting's LiveStatus. */
export const LIVE_STATUS_LABEL: Record<
  number,
  { label: string; severity: 'success' | 'info' | 'secondary' }
> = {
  [LIVE_STATUS.live]: { label: t('live'), severity: 'success' },
  [LIVE_STATUS.upcoming]: { label: t('notStarted'), severity: 'info' },
  [LIVE_STATUS.ended]: { label: t('ended'), severity: 'secondary' },
};
