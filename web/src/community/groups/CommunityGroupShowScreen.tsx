import { useMutation, useQuery } from '@apollo/client/react';
import { COMMUNITY_MESSAGES } from '@school/machines';
import { COMMON_MESSAGES } from '@school/machines/messages';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Tag } from 'primereact/tag';
import { Toast } from 'primereact/toast';
import { useCallback, useRef, useState } from 'react';
import { useNavigateTo } from '../../app/routes/routeTo';
import { errorMessage, isForbidden } from '../../shared/graphqlErrors';
import { ActionButton } from '../../shared/ui/ActionButton';
import { NoAccess } from '../../shared/ui/NoAccess';
import { PageHeader } from '../../shared/ui/PageHeader';
import { PageLoading } from '../../shared/ui/PageLoading';
import { StatusPage } from '../../shared/ui/StatusPage';
import { TabPanel, TabView } from '../../shared/ui/TabView';
import { PostTypeDialog } from '../posts/PostTypeDialog';
import { CircleImage } from './CircleImage';
import { CircleMembers } from './CircleMembers';
import { CirclePosts } from './CirclePosts';
import { communityGroupQuery, joinGroupMutation, leaveGroupMutation } from './operations';
import { useConfirmedAction } from './useConfirmedAction';
import './groups.css';
import { t } from '../i18n/zh-CN';

/** The spec's introduction cut (section 9). */
export const INTRODUCTION_SHOWN = 89;
export const LEAVE_CONFIRMATION = t('leavingRemovesThisCircleFrom');

/** The introduction, cut at 89 characters with 更多 to read the rest. */
export function Introduction({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const chars = [...text];
  if (chars.length === 0) return <p className="circle-intro">{t('noIntroduction')}</p>;
  const cut = chars.length > INTRODUCTION_SHOWN && !open;
  return (
    <p className="circle-intro">
      {cut ? `${chars.slice(0, INTRODUCTION_SHOWN).join('')}…` : text}
      {chars.length > INTRODUCTION_SHOWN && (
        <button type="button" className="link-button" onClick={() => setOpen(!open)}>
          {open ? t('less') : t('more')}
        </button>
      )}
    </p>
  );
}

const myCirclesChanged = {
  update: (cache: { evict: (o: { fieldName: string }) => boolean; gc: () => string[] }) => {
    cache.evict({ fieldName: 'myCommunityGroups' });
    cache.gc();
  },
};

/** CommunityGroupShow (path id): the circle's page with join or leave, introduction, announcement, posts and members. */
export default function CommunityGroupShowScreen({ params }: { params: { id: number } }) {
  const navigateTo = useNavigateTo();
  const toast = useRef<Toast>(null);
  const id = String(params.id);
  const { data, loading, error } = useQuery(communityGroupQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [join, joining] = useMutation(joinGroupMutation, myCirclesChanged);
  const [leave] = useMutation(leaveGroupMutation, myCirclesChanged);
  const act = useCallback(
    async ([groupId]: string[]) => {
      await leave({ variables: { id: groupId ?? id } });
      return t('leftTheCircle');
    },
    [leave, id],
  );
  const leaving = useConfirmedAction(act, toast);
  const [choosingType, setChoosingType] = useState(false);
  const group = data?.communityGroup;
  if (!group && loading) return <PageLoading />;
  if (!group) {
    if (isForbidden(error)) return <NoAccess reason={errorMessage(error)} />;
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={COMMON_MESSAGES.circleNotFound}
        description={errorMessage(error)}
      />
    );
  }
  const onJoin = () =>
    join({ variables: { id } }).then(
      () => toast.current?.show({ severity: 'success', summary: COMMON_MESSAGES.joined, life: 2500 }),
      (e: unknown) => toast.current?.show({ severity: 'error', summary: errorMessage(e), life: 3000 }),
    );
  const plates = group.platesOn ? (data?.communityPlates ?? []) : [];
  return (
    <section className="circle-show" aria-label={t('circleDetails')}>
      <Toast ref={toast} position="top-center" />
      <ConfirmDialog
        visible={leaving.open}
        header={t('notice')}
        message={LEAVE_CONFIRMATION}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('ok')}
        rejectLabel={t('cancel')}
        accept={leaving.confirm}
        reject={leaving.cancel}
        onHide={() => leaving.snapshot.matches('confirming') && leaving.cancel()}
      />
      <PageHeader
        title={group.name}
        onBack={() => navigateTo('CommunityGroup')}
        tag={
          group.groupType === 'CLASS_CIRCLE' ? (
            <Tag className="circle-show__type" value={t('classCircle')} />
          ) : undefined
        }
      />
      <div className="circle-show__head">
        <CircleImage name={group.name} image={group.image} size={88} />
        <div className="circle-show__facts">
          <p className="circle-show__counts">
            {t.rich('postsMembers', { postCount: group.postCount, memberCount: group.memberCount })}
          </p>
          <Introduction text={group.introduction} />
        </div>
        <div className="circle-show__actions">
          <ActionButton
            link={false}
            action={{
              label: t('newPost'),
              icon: 'pi pi-pencil',
              ability: group.joined
                ? { shown: true, allowed: true, reason: null }
                : { shown: true, allowed: false, reason: COMMUNITY_MESSAGES.joinFirst },
              onClick: () => setChoosingType(true),
            }}
          />
          {group.abilities.join.shown && (
            <ActionButton
              link={false}
              action={{
                label: t('joinCircle'),
                ability: joining.loading
                  ? { shown: true, allowed: false, reason: t('joining') }
                  : group.abilities.join,
                onClick: () => void onJoin(),
              }}
            />
          )}
          {group.abilities.leave.shown && (
            <ActionButton
              link={false}
              action={{
                label: t('leaveCircle'),
                icon: 'pi pi-sign-out',
                ability: group.abilities.leave,
                onClick: () => leaving.ask([id]),
              }}
            />
          )}
        </div>
      </div>
      {group.announcement && (
        <aside className="circle-announcement" aria-label={t('circleNotice')}>
          <i className="pi pi-megaphone" aria-hidden="true" />
          <strong>{t('notice2')}</strong>
          <span>{group.announcement}</span>
        </aside>
      )}
      <PostTypeDialog
        groupId={params.id}
        origin={group.groupType === 'CLASS_CIRCLE' ? 1 : 2}
        visible={choosingType}
        onHide={() => setChoosingType(false)}
      />
      <TabView className="circle-show__tabs">
        <TabPanel header={t('post')}>
          <CirclePosts groupId={id} plates={plates} />
        </TabPanel>
        <TabPanel header={t('members2', { memberCount: group.memberCount })}>
          <CircleMembers groupId={id} />
        </TabPanel>
      </TabView>
    </section>
  );
}
