import { LIVE_STATUS } from '@school/machines';

/** How the tab names a meeting's LiveStatus. */
export const LIVE_STATUS_LABEL: Record<
  number,
  { label: string; severity: 'success' | 'info' | 'secondary' }
> = {
  [LIVE_STATUS.live]: { label: '直播中', severity: 'success' },
  [LIVE_STATUS.upcoming]: { label: '未开始', severity: 'info' },
  [LIVE_STATUS.ended]: { label: '已结束', severity: 'secondary' },
};
