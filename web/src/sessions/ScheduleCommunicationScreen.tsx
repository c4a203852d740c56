import { t } from './i18n/zh-CN';
import { SessionDetail } from './SessionDetail';

/** ScheduleCommunication (query id, user_id): a lesson session as seen for one of its students. */
export default function ScheduleCommunicationScreen({ params }: { params: { id: number; user_id: number } }) {
  return (
    <SessionDetail
      sessionId={String(params.id)}
      title={t('sessionMessages')}
      studentId={String(params.user_id)}
    />
  );
}
