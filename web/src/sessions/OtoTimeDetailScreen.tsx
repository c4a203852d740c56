import { t } from './i18n/zh-CN';
import { SessionDetail } from './SessionDetail';

/** OtoTimeDetail (query id): a one-to-one class's lesson session. */
export default function OtoTimeDetailScreen({ params }: { params: { id: number } }) {
  return <SessionDetail sessionId={String(params.id)} title={t('oneToOneSessionDetails')} />;
}
