import { useMutation, useQuery } from '@apollo/client/react';
import { COMMUNITY_MESSAGES } from '@school/machines';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { CommunityCommentBaseFragment } from '../../generated/graphql';
import { COMMENT_PAGE, CommentThreads, useCommentDraft } from '../../shared/community/comments';
import { errorMessage } from '../../shared/graphqlErrors';
import { RichText } from '../../shared/question/RichText';
import { formatSchoolTime } from '../../shared/schoolTime';
import type { Ability } from '../../shared/ui/ability';
import { StatusPage } from '../../shared/ui/StatusPage';
import { t } from '../i18n/zh-CN';
import {
  addStudentCommentMutation,
  cancelStudentCollectMutation,
  collectStudentPostMutation,
  studentPostCommentsQuery,
  studentPostQuery,
  toggleStudentPostLikeMutation,
} from './operations';

/** A box to write a comment or a reply; when the board or membership refuses, it says why instead. */
function CommentBox({
  postId,
  replyTo,
  ability,
  onDone,
}: {
  postId: string;
  replyTo?: { id: string; name: string };
  ability: Ability;
  onDone: () => void;
}) {
  // The comment list reads the new comment once it is in.
  const [add, { loading }] = useMutation(addStudentCommentMutation, {
    refetchQueries: ['StudentPostComments'],
    awaitRefetchQueries: true,
  });
  const draft = useCommentDraft((content) =>
    add({ variables: { postId, content, replyId: replyTo?.id ?? null } }),
  );
  const inputId = useId();
  if (!ability.allowed)
    return ability.shown && ability.reason ? <p className="student-card__meta">{ability.reason}</p> : null;
  return (
    <form
      className="student-comment-box"
      onSubmit={(e) => {
        e.preventDefault();
        void draft.submit(onDone);
      }}
    >
      <label htmlFor={inputId} className="student-visually-hidden">
        {replyTo ? t('replyTo', { name: replyTo.name }) : t('writeComment')}
      </label>
      <InputTextarea
        id={inputId}
        value={draft.text}
        rows={2}
        autoResize
        maxLength={2000}
        placeholder={replyTo ? t('replyTo', { name: replyTo.name }) : t('writeComment')}
        onChange={(e) => draft.setText(e.target.value)}
      />
      {draft.error && (
        <p className="student-error" role="alert">
          {draft.error}
        </p>
      )}
      <button type="submit" className="student-note p-button p-component" disabled={loading}>
        <span className="p-button-label">{replyTo ? t('reply') : t('sendComment')}</span>
      </button>
    </form>
  );
}

function Comment({
  comment,
  postId,
  replying,
  onReplied,
}: {
  comment: CommunityCommentBaseFragment;
  postId: string;
  replying: { open: boolean; toggle: () => void; close: () => void };
  onReplied: () => void;
}) {
  return (
    <div className="student-comment-item" data-testid="comment">
      <p className="student-card__meta">
        <span className="student-comment-item__author">{comment.author.name}</span>
        {comment.replyToName && ` ${t('repliedTo', { name: comment.replyToName })}`}
        {' · '}
        <time>{formatSchoolTime(comment.createdAt)}</time>
      </p>
      <RichText html={comment.content} className="student-comment-item__text" />
      {comment.canReply.shown && comment.canReply.allowed && (
        <button
          type="button"
          className="student-link-button"
          aria-expanded={replying.open}
          onClick={replying.toggle}
        >
          {replying.open ? t('cancel') : t('reply')}
        </button>
      )}
      {replying.open && (
        <CommentBox
          postId={postId}
          replyTo={{ id: comment.id, name: comment.author.name }}
          ability={comment.canReply}
          onDone={() => {
            replying.close();
            onReplied();
          }}
        />
      )}
    </div>
  );
}

/** The post's comments, 10 a page with 加载更多, each with its thread of replies. */
function Comments({ postId, onChanged }: { postId: string; onChanged: () => void }) {
  const [page, setPage] = useState(1);
  const { data, previousData, error, refetch } = useQuery(studentPostCommentsQuery, {
    variables: { postId, page },
    fetchPolicy: 'cache-and-network',
  });
  const comments = (data ?? previousData)?.studentPostComments;
  if (error && !comments)
    return (
      <p className="student-error" role="alert">
        {errorMessage(error)}
      </p>
    );
  if (!comments) return <div className="student-skeleton" aria-hidden="true" />;
  const replied = () => {
    void refetch();
    onChanged();
  };
  return (
    <div className="student-comments">
      {comments.list.length === 0 && <p className="student-empty">{t('noComments')}</p>}
      <CommentThreads
        list={comments.list}
        classes={{ thread: 'student-comment-thread', replies: 'student-comment-thread__replies' }}
        comment={(c, replying) => (
          <Comment comment={c} postId={postId} replying={replying} onReplied={replied} />
        )}
      />
      {comments.total > COMMENT_PAGE && (
        <div className="student-filters">
          <button
            type="button"
            className="student-filter"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('previousPage')}
          </button>
          <span className="student-card__meta student-comments__page">
            {t('pageOf', { page, pages: Math.ceil(comments.total / COMMENT_PAGE) })}
          </span>
          <button
            type="button"
            className="student-filter"
            disabled={page * COMMENT_PAGE >= comments.total}
            onClick={() => setPage(page + 1)}
          >
            {t('nextPage')}
          </button>
        </div>
      )}
    </div>
  );
}

/** A post: its text and media, 点赞 and 收藏 toggles with their counts, then its comments and replies. */
export function PostScreen() {
  const { postId = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(studentPostQuery, {
    variables: { id: postId },
    fetchPolicy: 'cache-and-network',
  });
  const [like, liking] = useMutation(toggleStudentPostLikeMutation);
  const [collect, collecting] = useMutation(collectStudentPostMutation);
  const [uncollect, uncollecting] = useMutation(cancelStudentCollectMutation);
  // A post just written opens here saying so (发帖成功！).
  const justPosted = (useLocation().state as { posted?: boolean } | null)?.posted === true;
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(
    justPosted ? { text: t('postPublished'), failed: false } : null,
  );
  // Said once: a reload of the post does not say it again.
  const navigate = useNavigate();
  useEffect(() => {
    if (justPosted) void navigate('.', { replace: true, state: null });
  }, [justPosted, navigate]);
  const post = data?.studentPost;
  if (error && !post)
    return <StatusPage icon="pi pi-comments" title={t('failedToLoad')} description={errorMessage(error)} />;
  if (!post)
    return loading ? (
      <div className="student-skeleton" aria-hidden="true" />
    ) : (
      <StatusPage
        icon="pi pi-comments"
        title={COMMUNITY_MESSAGES.postNotFound}
        description={t('postGoneHint')}
      />
    );
  const act = async (run: () => Promise<unknown>, done: string) => {
    setSaid(null);
    try {
      await run();
      setSaid({ text: done, failed: false });
    } catch (e) {
      setSaid({ text: errorMessage(e), failed: true });
    }
  };
  const toggleCollect = () =>
    post.collectId
      ? act(
          () => uncollect({ variables: { postId: post.id, collectId: post.collectId as string } }),
          t('uncollected'),
        )
      : act(() => collect({ variables: { postId: post.id } }), t('collectDone'));
  const images = post.resources.filter((r) => r.type === 'IMAGES');
  const video = post.resources.find((r) => r.type === 'VIDEO');
  return (
    <article className="student-screen student-post" aria-labelledby="post-title">
      <Link className="student-back" to={`/student/community/circle/${post.groupId}`}>
        <i className="pi pi-angle-left" aria-hidden="true" /> {post.groupName}
      </Link>
      <h1 id="post-title" className="student-title">
        {post.title}
      </h1>
      <p className="student-card__meta">
        {[post.author.name, post.plateName, formatSchoolTime(post.createdAt)].filter(Boolean).join(' · ')}
      </p>
      <RichText html={post.content} className="student-post__content" />
      {images.length > 0 && (
        <ul className="student-images__grid">
          {images.map((r, i) => (
            <li key={r.id} className="student-images__item">
              <a href={r.url} target="_blank" rel="noreferrer">
                <img src={r.url} alt={t('postImageAlt', { n: i + 1 })} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {video && (
        // biome-ignore lint/a11y/useMediaCaption: students' own videos come without captions
        <video className="student-post__video" src={video.url} controls preload="metadata" />
      )}
      <div className="student-notes">
        <button
          type="button"
          className={`student-note p-button p-component${post.liked ? '' : ' p-button-outlined'}`}
          aria-pressed={post.liked}
          disabled={liking.loading}
          data-testid="like"
          onClick={() =>
            void act(() => like({ variables: { postId: post.id } }), post.liked ? t('unliked') : t('liked'))
          }
        >
          <i
            className={`p-button-icon-left pi ${post.liked ? 'pi-thumbs-up-fill' : 'pi-thumbs-up'}`}
            aria-hidden="true"
          />
          <span className="p-button-label">{t('likeCount', { n: post.likeNum })}</span>
        </button>
        <button
          type="button"
          className={`student-note p-button p-component${post.collectId ? '' : ' p-button-outlined'}`}
          aria-pressed={post.collectId !== null && post.collectId !== undefined}
          disabled={collecting.loading || uncollecting.loading}
          data-testid="collect"
          onClick={() => void toggleCollect()}
        >
          <i
            className={`p-button-icon-left pi ${post.collectId ? 'pi-star-fill' : 'pi-star'}`}
            aria-hidden="true"
          />
          <span className="p-button-label">{post.collectId ? t('collected') : t('collect')}</span>
        </button>
      </div>
      {said && (
        <p
          className={said.failed ? 'student-error' : 'student-notes__said'}
          role={said.failed ? 'alert' : 'status'}
        >
          {said.text}
        </p>
      )}
      <section className="student-post__comments" aria-labelledby="comments-title">
        <h2 id="comments-title" className="student-subtitle">
          {t('commentsTitle', { n: post.commentNum })}
        </h2>
        <CommentBox postId={post.id} ability={post.canReply} onDone={() => void refetch()} />
        <Comments postId={post.id} onChanged={() => void refetch()} />
      </section>
    </article>
  );
}
