import { useQuery } from '@apollo/client/react';
import { COMMUNITY_LIMITS } from '@school/machines';
import { Link } from 'react-router-dom';
import { routeTo } from '../../app/routes/routeTo';
import { memberPostsQuery } from './operations';
import { PostCardList } from './PostCardList';
import './posts.css';
import { t } from '../i18n/zh-CN';

/** The circle home's 我的收藏: the caller's first 5 collections, with 更多 to MemberCommunity's tab 2. */
export function MyCollectionsPanel() {
  const { data, loading } = useQuery(memberPostsQuery, {
    variables: { tab: 'COLLECTED', limit: COMMUNITY_LIMITS.mySections },
    fetchPolicy: 'cache-and-network',
  });
  const posts = data?.memberCommunityPosts.list ?? [];
  return (
    <section className="community-panel" aria-label={t('myFavourites')}>
      <header className="community-panel__head">
        <h3>{t('myFavourites')}</h3>
        <Link to={routeTo('MemberCommunity', { tab: 2 })}>{t('more')}</Link>
      </header>
      {loading && !data ? (
        <p className="community-muted">{t('loading')}</p>
      ) : (
        <PostCardList posts={posts} empty={t('noFavouritesYet')} compact />
      )}
    </section>
  );
}
