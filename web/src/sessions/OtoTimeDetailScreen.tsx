import { SessionDetail } from './SessionDetail';

/** OtoTimeDetail (query id): a one-to-one class's lesson session. */
export default function OtoTimeDetailScreen({ params }: { params: { id: number } }) {
  return <SessionDetail sessionId={String(params.id)} title="一对一课次详情" />;
}
