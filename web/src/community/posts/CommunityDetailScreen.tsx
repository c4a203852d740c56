import { useMutation, useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES, COMMUNITY_MESSAGES } from '@school/machines';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Toast } from 'primereact/toast';
import { useRef, useState } from 'react';
import { isLive, useNavigateTo } from '../../app/routes/routeTo';
import { errorMessage } from '../../shared/graphqlErrors';
import { RichText } from '../../shared/question/RichText';
import { formatSchoolTime } from '../../shared/schoolTime';
import { ActionButton } from '../../shared/ui/ActionButton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { PageLoading } from '../../shared/ui/PageLoading';
import { StatusPage } from '../../shared/ui/StatusPage';
import { CommentBox, CommentList } from './CommentList';
import {
  cancelCollectMutation,
  collectMutation,
  communityPostQuery,
  deleteCommentMutation,
  deletePostMutation,
  recommendedPostsQuery,
  toggleLikeMutation,
} from './operations';
import { PostCardList } from './PostCardList';
import './posts.css';
import { t } from '../i18n/zh-CN';

type PendingDelete = { kind: 'post' } | { kind: 'comment'; id: string } | null;

/** CommunityDetail: the post, like, collect, comments with replies, recommended posts, delete. */
export default function CommunityDetailScreen({ params }: { params: { id: number; group_id?: number } }) {
  const id = String(params.id);
  const navigateTo = useNavigateTo();
  const toast = useRef<Toast>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);
  const [commentsVersion, setCommentsVersion] = useState(0);
  const { data, loading, error } = useQuery(communityPostQuery, { variables: { id } });
  const post = data?.communityPost;
  const recommended = useQuery(recommendedPostsQuery, {
    variables: { groupId: post?.groupId ?? '0', except: id },
    skip: !post,
  });
  const [toggleLike, liking] = useMutation(toggleLikeMutation);
  const [collect, collecting] = useMutation(collectMutation);
  const [cancelCollect, cancelling] = useMutation(cancelCollectMutation);
  const [deletePost] = useMutation(deletePostMutation);
  const [deleteComment] = useMutation(deleteCommentMutation);

  const say = (summary: string, severity: 'success' | 'error' = 'success') =>
    toast.current?.show({ severity, summary, life: 2500 });
  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      say(success);
    } catch (e) {
      say(errorMessage(e), 'error');
    }
  };
  const leave = () =>
    post && isLive('CommunityGroupShow')
      ? navigateTo('CommunityGroupShow', { id: Number(post.groupId) })
      : navigateTo('MemberCommunity', { tab: 0 });

  if (loading && !post) return <PageLoading />;
  if (!post)
    return (
      <StatusPage
        icon="pi pi-comments"
        title={COMMON_MESSAGES.postNotFound}
        description={error ? errorMessage(error) : COMMUNITY_MESSAGES.postNotFound}
        actions={
          <Button label={t('myCommunity')} onClick={() => navigateTo('MemberCommunity', { tab: 0 })} />
        }
      />
    );

  const confirmDelete = async () => {
    const target = pendingDelete;
    setPendingDelete(null);
    if (target?.kind === 'post') {
      try {
        await deletePost({ variables: { id } });
        say(COMMON_MESSAGES.deleted);
        leave();
      } catch (e) {
        say(errorMessage(e), 'error');
      }
    } else if (target?.kind === 'comment') {
      await run(async () => {
        await deleteComment({ variables: { postId: id, id: target.id } });
        setCommentsVersion((v) => v + 1);
      }, COMMON_MESSAGES.deleted);
    }
  };

  return (
    <section className="community-detail" aria-label={t('postDetails')}>
      <Toast ref={toast} position="top-center" />
      <ConfirmDialog
        visible={pendingDelete !== null}
        header={t('delete')}
        message={COMMUNITY_MESSAGES.confirmDelete}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('ok')}
        rejectLabel={t('cancel')}
        acceptClassName="p-button-danger"
        accept={() => void confirmDelete()}
        reject={() => setPendingDelete(null)}
        onHide={() => setPendingDelete(null)}
      />
      <PageHeader title={post.groupName} onBack={leave} />
      <div className="community-detail__columns">
        <div className="community-detail__main">
          <article className="post" aria-labelledby="post-title">
            <h2 id="post-title" className="post__title">
              {post.pinned && <span className="post-badge post-badge--top">{t('pinned')}</span>}
              {post.featured && <span className="post-badge post-badge--fine">{t('featured')}</span>}
              {post.title}
            </h2>
            <div className="post__meta">
              <span className="post__author">{post.author.name}</span>
              <time>{formatSchoolTime(post.createdAt)}</time>
              {post.plateName && <span className="post__plate">{post.plateName}</span>}
            </div>
            <RichText html={post.content} className="post__content" />
            {post.resourceType === 'VIDEO'
              ? post.resources.map((r) => (
                  // biome-ignore lint/a11y/useMediaCaption: videos posted by members carry no captions
                  <video key={r.id} className="post__video" src={r.url} controls preload="metadata" />
                ))
              : post.resources.length > 0 && (
                  <div className="post__images">
                    {post.resources.map((r) => (
                      <a key={r.id} href={r.url} target="_blank" rel="noreferrer">
                        <img src={r.url} alt={t('image2', { id: r.id })} />
                      </a>
                    ))}
                  </div>
                )}
            <div className="post__actions">
              <Button
                type="button"
                size="small"
                outlined={!post.liked}
                icon="pi pi-thumbs-up"
                label={`${post.liked ? t('liked2') : t('likes')} ${post.likeNum}`}
                aria-pressed={post.liked}
                loading={liking.loading}
                onClick={() =>
                  void run(
                    () => toggleLike({ variables: { postId: id } }),
                    post.liked ? t('likeRemoved') : t('liked'),
                  )
                }
              />
              {post.collectId ? (
                <Button
                  type="button"
                  size="small"
                  icon="pi pi-star-fill"
                  label={t('removeFavourite')}
                  loading={cancelling.loading}
                  onClick={() =>
                    void run(
                      () => cancelCollect({ variables: { postId: id, collectId: post.collectId as string } }),
                      COMMON_MESSAGES.collectCancelled,
                    )
                  }
                />
              ) : (
                <Button
                  type="button"
                  size="small"
                  outlined
                  icon="pi pi-star"
                  label={t('favourite')}
                  loading={collecting.loading}
                  onClick={() =>
                    void run(() => collect({ variables: { postId: id } }), COMMON_MESSAGES.collected)
                  }
                />
              )}
              {post.canDelete.shown && (
                <ActionButton
                  action={{
                    label: t('delete'),
                    icon: 'pi pi-trash',
                    danger: true,
                    ability: post.canDelete,
                    onClick: () => setPendingDelete({ kind: 'post' }),
                  }}
                />
              )}
            </div>
          </article>
          <section className="post-comments" aria-label={t('comments3')}>
            <h3>{t.rich('comments2', { commentNum: post.commentNum })}</h3>
            <CommentBox
              postId={id}
              ability={post.canReply}
              onDone={(message) => {
                setCommentsVersion((v) => v + 1);
                say(message);
              }}
            />
            <CommentList
              key={commentsVersion}
              postId={id}
              onChanged={(message) => say(message)}
              onDelete={(commentId) => setPendingDelete({ kind: 'comment', id: commentId })}
            />
          </section>
        </div>
        <aside className="community-detail__side" aria-label={t('recommendedPosts')}>
          <h3>{t('recommendedPosts')}</h3>
          <PostCardList
            posts={recommended.data?.communityRecommendedPosts ?? []}
            empty={t('noPostsYet')}
            compact
          />
        </aside>
      </div>
    </section>
  );
}
