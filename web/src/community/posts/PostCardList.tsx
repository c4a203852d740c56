import { Link } from 'react-router-dom';
import { routeTo } from '../../app/routes/routeTo';
import type { CommunityPostCardFieldsFragment } from '../../generated/graphql';
import { formatSchoolTime } from '../../shared/schoolTime';
import { t } from '../i18n/zh-CN';

/** Posts as a compact list of links to CommunityDetail (recommended, collections, my posts). */
export function PostCardList({
  posts,
  empty,
  compact = false,
}: {
  posts: readonly CommunityPostCardFieldsFragment[];
  empty: string;
  compact?: boolean;
}) {
  if (posts.length === 0) return <p className="community-muted">{empty}</p>;
  return (
    <ul className={`post-cards${compact ? ' post-cards--compact' : ''}`}>
      {posts.map((p) => (
        <li key={p.id} className="post-card">
          {!compact && p.cover && <img className="post-card__cover" src={p.cover} alt="" />}
          <div className="post-card__body">
            <Link className="post-card__title" to={routeTo('CommunityDetail', { id: Number(p.id), type: 2 })}>
              {p.pinned && <span className="post-badge post-badge--top">{t('pinned')}</span>}
              {p.featured && <span className="post-badge post-badge--fine">{t('featured')}</span>}
              {p.title}
            </Link>
            <div className="post-card__meta">
              {!compact && <span>{p.groupName}</span>}
              {p.author.name && <span>{p.author.name}</span>}
              {!compact && <time>{formatSchoolTime(p.createdAt)}</time>}
              <span>
                <i className="pi pi-thumbs-up" aria-hidden="true" /> {t('likes2')} {p.likeNum}
              </span>
              <span>
                <i className="pi pi-comment" aria-hidden="true" /> {t('comments4')} {p.commentNum}
              </span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
