import { useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES } from '@school/machines/messages';
import { useNavigateTo } from '../../app/routes/routeTo';
import { errorMessage, isForbidden } from '../../shared/graphqlErrors';
import { NoAccess } from '../../shared/ui/NoAccess';
import { PageHeader } from '../../shared/ui/PageHeader';
import { PageLoading } from '../../shared/ui/PageLoading';
import { StatusPage } from '../../shared/ui/StatusPage';
import { t } from '../i18n/zh-CN';
import { CirclePosts } from './CirclePosts';
import { communityGroupQuery } from './operations';
import './groups.css';

/**
 * CommunityShow (path id: a board; query group_id: its circle): the board's posts in that circle,
 * newest or hottest, pinned first. Without group_id the board's posts in every general circle.
 */
export default function CommunityShowScreen({ params }: { params: { id: number; group_id?: number } }) {
  const navigateTo = useNavigateTo();
  const groupId = params.group_id === undefined ? null : String(params.group_id);
  const plateId = String(params.id);
  const { data, loading, error } = useQuery(communityGroupQuery, {
    variables: { id: groupId ?? '' },
    skip: groupId === null,
    fetchPolicy: 'cache-and-network',
  });
  if (groupId !== null && !data && loading) return <PageLoading />;
  const group = data?.communityGroup;
  const plate = data?.communityPlates.find((p) => p.id === plateId);
  if (groupId !== null && (!group || !plate)) {
    if (isForbidden(error)) return <NoAccess reason={errorMessage(error)} />;
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={group ? COMMON_MESSAGES.plateNotFound : COMMON_MESSAGES.circleNotFound}
        description={error ? errorMessage(error) : ''}
      />
    );
  }
  return (
    <section className="circle-show" aria-label={plate?.name ?? t('section')}>
      <PageHeader
        title={plate ? `${group?.name} · ${plate.name}` : t('section')}
        onBack={() =>
          groupId === null
            ? navigateTo('CommunityGroup')
            : navigateTo('CommunityGroupShow', { id: Number(groupId) })
        }
      />
      <CirclePosts groupId={groupId} plates={[]} plateId={plateId} />
    </section>
  );
}
