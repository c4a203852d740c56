import { useMutation, useQuery } from '@apollo/client/react';
import { COMMUNITY_MESSAGES } from '@school/machines';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import type { CommunityCommentFieldsFragment } from '../../generated/graphql';
import { errorMessage } from '../../shared/graphqlErrors';
import { ListPager } from '../../shared/list/ListPager';
import { RichText } from '../../shared/question/RichText';
import { formatSchoolTime } from '../../shared/schoolTime';
import { ActionButton } from '../../shared/ui/ActionButton';
import type { Ability } from '../../shared/ui/ability';
import { t } from '../i18n/zh-CN';
import { addCommentMutation, postCommentsQuery } from './operations';

/** The comment page size of spec section 9: the pager shows only above it. */
const COMMENT_PAGE = 10;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
/** What is typed in a comment box is text; the server keeps it as sanitised rich text. */
const asHtml = (text: string) => `<p>${escapeHtml(text.trim()).replace(/\n/g, '<br>')}</p>`;

/** A box to write a comment or a reply, refused (with its reason) when the board or membership forbids it. */
export function CommentBox({
  postId,
  replyTo,
  ability,
  onDone,
  placeholder = t('writeAComment'),
}: {
  postId: string;
  replyTo?: { id: string; name: string };
  ability: Ability;
  onDone: (message: string) => void;
  placeholder?: string;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [add, { loading }] = useMutation(addCommentMutation);
  const inputId = useId();
  const submit = async () => {
    if (text.trim() === '') return setError(COMMUNITY_MESSAGES.enterContent);
    try {
      await add({ variables: { postId, content: asHtml(text), replyId: replyTo?.id ?? null } });
      setText('');
      setError(null);
      onDone(t('commentPosted'));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <div className="comment-box">
      <label htmlFor={inputId} className="visually-hidden">
        {replyTo ? t('replyTo3', { name: replyTo.name }) : t('comments')}
      </label>
      <InputTextarea
        id={inputId}
        value={text}
        rows={replyTo ? 2 : 3}
        autoResize
        maxLength={2000}
        disabled={!ability.allowed}
        placeholder={
          ability.allowed
            ? replyTo
              ? t('replyTo2', { name: replyTo.name })
              : placeholder
            : (ability.reason ?? '')
        }
        onChange={(e) => setText(e.target.value)}
      />
      <div className="comment-box__footer">
        {error && (
          <small className="p-error" role="alert">
            {error}
          </small>
        )}
        {ability.allowed ? (
          <Button
            type="button"
            size="small"
            label={replyTo ? t('reply') : t('postComment')}
            loading={loading}
            onClick={() => void submit()}
          />
        ) : (
          <ActionButton
            action={{ label: replyTo ? t('reply') : t('postComment'), ability, onClick: () => {} }}
            link={false}
          />
        )}
      </div>
    </div>
  );
}

function CommentItem({
  comment,
  postId,
  onReplied,
  onDelete,
  replying,
  setReplying,
}: {
  comment: CommunityCommentFieldsFragment;
  postId: string;
  onReplied: (message: string) => void;
  onDelete: (id: string) => void;
  replying: string | null;
  setReplying: (id: string | null) => void;
}) {
  return (
    <div className="comment" data-testid="comment">
      <div className="comment__head">
        <span className="comment__author">{comment.author.name}</span>
        {comment.replyToName && (
          <span className="comment__reply-to">
            {t('replyTo')} <span className="comment__author">{comment.replyToName}</span>
          </span>
        )}
        <time className="comment__time">{formatSchoolTime(comment.createdAt)}</time>
      </div>
      <RichText html={comment.content} className="comment__content" />
      <div className="comment__actions">
        <ActionButton
          action={{
            label: replying === comment.id ? t('cancelReply') : t('reply'),
            ability: comment.canReply,
            onClick: () => setReplying(replying === comment.id ? null : comment.id),
          }}
        />
        {comment.canDelete.shown && (
          <ActionButton
            action={{
              label: t('delete'),
              danger: true,
              ability: comment.canDelete,
              onClick: () => onDelete(comment.id),
            }}
          />
        )}
      </div>
      {replying === comment.id && (
        <CommentBox
          postId={postId}
          replyTo={{ id: comment.id, name: comment.author.name }}
          ability={comment.canReply}
          onDone={(message) => {
            setReplying(null);
            onReplied(message);
          }}
        />
      )}
    </div>
  );
}

/** The post's comments, 10 a page (the pager only above 10), each with its thread of replies. */
export function CommentList({
  postId,
  onChanged,
  onDelete,
}: {
  postId: string;
  onChanged: (message: string) => void;
  onDelete: (id: string) => void;
}) {
  const [page, setPage] = useState(1);
  const [replying, setReplying] = useState<string | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(postCommentsQuery, {
    variables: { postId, page },
    fetchPolicy: 'cache-and-network',
  });
  const comments = (data ?? previousData)?.communityPostComments;
  if (error && !comments) return <p className="p-error">{errorMessage(error)}</p>;
  if (!comments) return loading ? <p className="community-muted">{t('loading')}</p> : null;
  const replied = (message: string) => {
    void refetch();
    onChanged(message);
  };
  return (
    <div className="comment-list" aria-busy={loading}>
      {comments.list.length === 0 && <p className="community-muted">{t('noCommentsYetBeThe')}</p>}
      {comments.list.map((c) => (
        <div key={c.id} className="comment-thread">
          <CommentItem
            comment={c}
            postId={postId}
            onReplied={replied}
            onDelete={onDelete}
            replying={replying}
            setReplying={setReplying}
          />
          {c.replies.length > 0 && (
            <div className="comment-thread__replies">
              {c.replies.map((r) => (
                <CommentItem
                  key={r.id}
                  comment={r}
                  postId={postId}
                  onReplied={replied}
                  onDelete={onDelete}
                  replying={replying}
                  setReplying={setReplying}
                />
              ))}
            </div>
          )}
        </div>
      ))}
      {comments.total > COMMENT_PAGE && (
        <ListPager
          page={page}
          pageSize={COMMENT_PAGE}
          pageSizes={[COMMENT_PAGE]}
          total={comments.total}
          onChange={(p) => setPage(p)}
        />
      )}
    </div>
  );
}
