import { Tag } from 'primereact/tag';
import { Link } from 'react-router-dom';
import { routeTo } from '../../app/routes/routeTo';
import type { CirclePostItem_PostFragment } from '../../generated/graphql';
import { formatSchoolTime } from '../../shared/schoolTime';
import { plainText } from '../../shared/text';
import { t } from '../i18n/zh-CN';
import { identityLabel } from './identity';

/** Pinned (置顶) and featured (精华) badges of a post. */
export function PostBadges({ pinned, featured }: { pinned: boolean; featured: boolean }) {
  return (
    <>
      {pinned && <Tag className="post-badge" severity="danger" value={t('pinned')} />}
      {featured && <Tag className="post-badge" severity="warning" value={t('featured')} />}
    </>
  );
}

/** A post of a circle list: badges, the title linking to the post, a line of its text, pictures and counts. */
export function PostItem({
  post,
  compact = false,
}: {
  post: CirclePostItem_PostFragment;
  compact?: boolean;
}) {
  const href = routeTo('CommunityDetail', {
    id: Number(post.id),
    type: 2,
    group_id: Number(post.groupId),
  });
  // The same picture twice shows once.
  const images = [...new Set(post.resources.filter((r) => r.type === 'IMAGES').map((r) => r.url))];
  return (
    <li className={`post-item${compact ? ' post-item--compact' : ''}`}>
      <div className="post-item__title-row">
        <PostBadges pinned={post.pinned} featured={post.featured} />
        <Link className="post-item__title" to={href} title={post.title}>
          {post.title}
        </Link>
      </div>
      {!compact && (
        <>
          <p className="post-item__text">{plainText(post.content)}</p>
          {images.length > 0 && (
            <div className="post-item__images">
              {images.slice(0, 3).map((url, i) => (
                <img key={url} src={url} alt={t('image', { value: i + 1 })} />
              ))}
              {images.length > 3 && <span className="post-item__more-images">+{images.length - 3}</span>}
            </div>
          )}
        </>
      )}
      <div className="post-item__meta">
        {post.author && !compact && (
          <span>
            {post.author.name}
            <small className="post-item__identity">{identityLabel(post.userType)}</small>
          </span>
        )}
        {!compact && <span>{post.groupName}</span>}
        {!compact && post.plateName && <span>{post.plateName}</span>}
        <span>{formatSchoolTime(post.createdAt)}</span>
        {compact && <span>{post.groupName}</span>}
        <span title={t('likes')}>
          <i className="pi pi-thumbs-up" aria-hidden="true" />
          <span className="visually-hidden">{t('likes')}</span> {post.likeCount}
        </span>
        <span title={t('comments')}>
          <i className="pi pi-comment" aria-hidden="true" />
          <span className="visually-hidden">{t('comments')}</span> {post.commentCount}
        </span>
      </div>
    </li>
  );
}
