import { useMutation, useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES } from '@school/machines/messages';
import { Paginator } from 'primereact/paginator';
import { SelectButton } from 'primereact/selectbutton';
import { Toast } from 'primereact/toast';
import { type ReactNode, use, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { routeTo } from '../../app/routes/routeTo';
import type { CirclePostOrder } from '../../generated/graphql';
import { errorMessage } from '../../shared/graphqlErrors';
import { ViewerContext } from '../../shared/session/viewer';
import { PageLoading } from '../../shared/ui/PageLoading';
import { StatusPage } from '../../shared/ui/StatusPage';
import { CircleCard } from './CircleCard';
import { CircleImage } from './CircleImage';
import { circlePostsQuery, communityHomeQuery, joinGroupMutation } from './operations';
import { PostItem } from './PostItem';
import { EmptyText, MyCollectionsSlot, SideSection } from './SideSection';
import './groups.css';
import { ScreenTitle } from '../../shared/ui/ScreenTitle';
import { t } from '../i18n/zh-CN';

const CIRCLE_PAGE_SIZE = 15;
const HOT_SHOWN = 3;
const ORDERS: { label: string; value: CirclePostOrder }[] = [
  { label: t('latest'), value: 'NEW' },
  { label: t('popular'), value: 'HOT' },
];

/** The posts of every general circle, newest or hottest first. */
function HomePosts() {
  const [order, setOrder] = useState<CirclePostOrder>('NEW');
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error } = useQuery(circlePostsQuery, {
    variables: { order, page },
    fetchPolicy: 'cache-and-network',
  });
  const posts = (data ?? previousData)?.circlePosts;
  return (
    <section className="community-panel" aria-label={t('circleActivity')}>
      <header className="community-panel__header">
        <h2>{t('circleActivity')}</h2>
        <SelectButton
          value={order}
          options={ORDERS}
          allowEmpty={false}
          aria-label={t('sort')}
          onChange={(e) => {
            setOrder(e.value as CirclePostOrder);
            setPage(1);
          }}
        />
      </header>
      {error && !posts && <EmptyText>{t.rich('failedToLoad', { error: errorMessage(error) })}</EmptyText>}
      {!posts && loading && <EmptyText>{t('loading')}</EmptyText>}
      {posts && posts.total === 0 && <EmptyText>{t('noPostsYet')}</EmptyText>}
      {posts && posts.total > 0 && (
        <ul className="post-list">
          {posts.list.map((p) => (
            <PostItem key={p.id} post={p} />
          ))}
        </ul>
      )}
      {posts && posts.total > posts.limit && (
        <Paginator
          first={(page - 1) * posts.limit}
          rows={posts.limit}
          totalRecords={posts.total}
          onPageChange={(e) => setPage(e.page + 1)}
        />
      )}
    </section>
  );
}

/**
 * CommunityGroup, the forum home: the grid of circles (paged only above 15) with + 加入, the posts of
 * the circles (newest or hottest); on the right hot circles, my circles, my collections and my posts.
 * `collections` fills the 我的收藏 section.
 */
export default function CommunityGroupScreen({ collections }: { params?: object; collections?: ReactNode }) {
  const viewer = use(ViewerContext);
  const toast = useRef<Toast>(null);
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(communityHomeQuery, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const [join, joining] = useMutation(joinGroupMutation, {
    update: (cache) => {
      cache.evict({ fieldName: 'myCommunityGroups' });
      cache.gc();
    },
  });
  const home = data ?? previousData;
  if (!home && loading) return <PageLoading />;
  if (!home) {
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={t('failedToLoad2')}
        description={errorMessage(error)}
        actions={
          <button type="button" className="p-button p-component" onClick={() => void refetch()}>
            {t('retry')}
          </button>
        }
      />
    );
  }
  const circles = home.communityGroups;
  const onJoin = (id: string) => {
    join({ variables: { id } }).then(
      () => toast.current?.show({ severity: 'success', summary: COMMON_MESSAGES.joined, life: 2500 }),
      (e: unknown) => toast.current?.show({ severity: 'error', summary: errorMessage(e), life: 3000 }),
    );
  };
  const hot = home.hot.list.slice(0, HOT_SHOWN);
  const login = routeTo('Login');
  return (
    <div className="community-home">
      <ScreenTitle>{t('communityHome')}</ScreenTitle>
      <Toast ref={toast} position="top-center" />
      <div className="community-home__main">
        <section className="community-panel" aria-label={t('allCircles')}>
          <header className="community-panel__header">
            <h2>{t('allCircles')}</h2>
            <span className="community-panel__count">{t.rich('inAll', { total: circles.total })}</span>
          </header>
          {circles.total === 0 ? (
            <EmptyText>{t('noCirclesYet2')}</EmptyText>
          ) : (
            <ul className="circle-grid">
              {circles.list.map((g) => (
                <CircleCard key={g.id} group={g} onJoin={onJoin} joining={joining.loading} />
              ))}
            </ul>
          )}
          {circles.total > CIRCLE_PAGE_SIZE && (
            <Paginator
              first={(page - 1) * CIRCLE_PAGE_SIZE}
              rows={CIRCLE_PAGE_SIZE}
              totalRecords={circles.total}
              onPageChange={(e) => setPage(e.page + 1)}
            />
          )}
        </section>
        <HomePosts />
      </div>
      <aside className="community-home__side" aria-label={t('myCommunity')}>
        <SideSection
          title={t('popularCircles')}
          {...(hot.length === 0 ? { empty: <EmptyText>{t('noCirclesYet')}</EmptyText> } : {})}
        >
          <ul className="side-circles">
            {hot.map((g, i) => (
              <li key={g.id}>
                <span className="side-circles__rank">{i + 1}</span>
                <Link to={routeTo('CommunityGroupShow', { id: Number(g.id) })}>
                  <CircleImage name={g.name} image={g.image} size={36} />
                  <span className="side-circles__name">{g.name}</span>
                </Link>
                <small>{t.rich('members', { memberCount: g.memberCount })}</small>
              </li>
            ))}
          </ul>
        </SideSection>
        <SideSection
          title={t('myCircles')}
          more={viewer ? routeTo('MemberCommunity', { tab: 3 }) : login}
          {...(!viewer
            ? {
                empty: (
                  <EmptyText>
                    <Link to={login}>{t('signInToSeeThis')}</Link>
                  </EmptyText>
                ),
              }
            : home.myCommunityGroups.total === 0
              ? { empty: <EmptyText>{t('noCirclesYet')}</EmptyText> }
              : {})}
        >
          <ul className="side-circles">
            {home.myCommunityGroups.list.map((g) => (
              <li key={g.id}>
                <Link to={routeTo('CommunityGroupShow', { id: Number(g.id) })}>
                  <CircleImage name={g.name} image={g.image} size={36} />
                  <span className="side-circles__name">{g.name}</span>
                </Link>
                <small>
                  {g.groupType === 'CLASS_CIRCLE' ? t('classCircle') : t('posts', { postCount: g.postCount })}
                </small>
              </li>
            ))}
          </ul>
        </SideSection>
        <MyCollectionsSlot more={viewer ? routeTo('MemberCommunity', { tab: 2 }) : login}>
          {collections}
        </MyCollectionsSlot>
        <SideSection
          title={t('myPosts')}
          more={viewer ? routeTo('MemberCommunity', { tab: 0 }) : login}
          {...(home.myCirclePosts.total === 0 ? { empty: <EmptyText>{t('noPostsYet')}</EmptyText> } : {})}
        >
          <ul className="post-list post-list--compact">
            {home.myCirclePosts.list.map((p) => (
              <PostItem key={p.id} post={p} compact />
            ))}
          </ul>
        </SideSection>
      </aside>
    </div>
  );
}
