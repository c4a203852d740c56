import { t } from './i18n/zh-CN';
import { SessionDetail } from './SessionDetail';

/** CurriculumTimeDetail (query id): a team class's lesson session. */
export default function CurriculumTimeDetailScreen({ params }: { params: { id: number } }) {
  return <SessionDetail sessionId={String(params.id)} title={t('sessionDetails')} />;
}
