import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { TabMenu } from 'primereact/tabmenu';
import { useState } from 'react';
import { useNavigateTo } from '../../app/routes/routeTo';
import type { MemberPostsTab } from '../../generated/graphql';
import { errorMessage } from '../../shared/graphqlErrors';
import { ListPager } from '../../shared/list/ListPager';
import { PageHeader } from '../../shared/ui/PageHeader';
import { memberCirclesQuery, memberPostsQuery, postStatisticsQuery } from './operations';
import { PostCardList } from './PostCardList';
import { PostTypeDialog } from './PostTypeDialog';
import './posts.css';
import { t as tr } from '../i18n/zh-CN';

/** The route's tab: its position on the screen (0–2 the post lists, 3 the circles). */
type Tab = 0 | 1 | 2 | 3;
const TABS: {
  tab: Tab;
  /** The post list a tab shows; the circles tab has none. */
  posts?: MemberPostsTab;
  label: string;
  empty: string;
  count: 'published' | 'participated' | 'collected' | 'circles';
}[] = [
  { tab: 0, posts: 'PUBLISHED', label: tr('postedByMe'), empty: tr('noPostsYet'), count: 'published' },
  { tab: 1, posts: 'PARTICIPATED', label: tr('joinedByMe'), empty: tr('noPostsYet'), count: 'participated' },
  { tab: 2, posts: 'COLLECTED', label: tr('myFavourites'), empty: tr('noFavouritesYet'), count: 'collected' },
  { tab: 3, label: tr('myCircles'), empty: tr('noCirclesYet'), count: 'circles' },
];
const PAGE = 10;

function PostsTab({ tab, empty }: { tab: MemberPostsTab; empty: string }) {
  const [page, setPage] = useState(1);
  const { data, previousData, error } = useQuery(memberPostsQuery, {
    variables: { tab, page, limit: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.memberCommunityPosts;
  if (error && !list) return <p className="p-error">{errorMessage(error)}</p>;
  if (!list) return <p className="community-muted">{tr('loading')}</p>;
  return (
    <>
      <PostCardList posts={list.list} empty={empty} />
      {list.total > PAGE && (
        <ListPager
          page={page}
          pageSize={PAGE}
          pageSizes={[PAGE]}
          total={list.total}
          onChange={(p) => setPage(p)}
        />
      )}
    </>
  );
}

function CirclesTab() {
  const [postIn, setPostIn] = useState<number | null>(null);
  const { data, error } = useQuery(memberCirclesQuery, {
    variables: { limit: 50 },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data) return <p className="p-error">{errorMessage(error)}</p>;
  const circles = data?.memberCommunityCircles.list ?? [];
  if (data && circles.length === 0) return <p className="community-muted">{tr('noCirclesYet')}</p>;
  return (
    <>
      <ul className="joined-circles">
        {circles.map((c) => (
          <li key={c.id} className="joined-circle">
            {c.image ? (
              <img src={c.image} alt="" />
            ) : (
              <span className="joined-circle__mark">{c.name.slice(0, 1)}</span>
            )}
            <div className="joined-circle__body">
              <span className="joined-circle__name">{c.name}</span>
              <span className="community-muted">
                {tr.rich('postsMembers2', { postNum: c.postNum, userNum: c.userNum })}
              </span>
            </div>
            <Button
              type="button"
              size="small"
              label={tr('newPost')}
              icon="pi pi-pencil"
              onClick={() => setPostIn(Number(c.id))}
            />
          </li>
        ))}
      </ul>
      <PostTypeDialog groupId={postIn ?? 0} visible={postIn !== null} onHide={() => setPostIn(null)} />
    </>
  );
}

/** MemberCommunity: the caller's published, participated and collected posts and joined circles (tabs 0–3). */
export default function MemberCommunityScreen({ params }: { params: { tab?: Tab } }) {
  const navigateTo = useNavigateTo();
  const tab = params.tab ?? 0;
  const stats = useQuery(postStatisticsQuery, { fetchPolicy: 'cache-and-network' });
  const counts = stats.data?.communityPostStatistics;
  const current = TABS.find((t) => t.tab === tab) ?? TABS[0];
  return (
    <section className="member-community" aria-label={tr('myCommunity')}>
      <PageHeader title={tr('myCommunity')} />
      <TabMenu
        model={TABS.map((t) => ({ label: counts ? `${t.label} ${counts[t.count]}` : t.label }))}
        activeIndex={tab}
        onTabChange={(e) => navigateTo('MemberCommunity', { tab: e.index as Tab })}
      />
      <div className="member-community__body">
        {current?.posts ? <PostsTab key={tab} tab={current.posts} empty={current.empty} /> : <CirclesTab />}
      </div>
    </section>
  );
}
