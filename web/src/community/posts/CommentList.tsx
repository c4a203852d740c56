import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import type { CommunityCommentFieldsFragment } from '../../generated/graphql';
import { COMMENT_PAGE, CommentThreads, useCommentDraft } from '../../shared/community/comments';
import { errorMessage } from '../../shared/graphqlErrors';
import { ListPager } from '../../shared/list/ListPager';
import { RichText } from '../../shared/question/RichText';
import { formatSchoolTime } from '../../shared/schoolTime';
import { ActionButton } from '../../shared/ui/ActionButton';
import type { Ability } from '../../shared/ui/ability';
import { t } from '../i18n/zh-CN';
import { addCommentMutation, postCommentsQuery } from './operations';

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
  const [add, { loading }] = useMutation(addCommentMutation);
  const draft = useCommentDraft((content) =>
    add({ variables: { postId, content, replyId: replyTo?.id ?? null } }),
  );
  const inputId = useId();
  const submit = () => draft.submit(() => onDone(t('commentPosted')));
  return (
    <div className="comment-box">
      <label htmlFor={inputId} className="visually-hidden">
        {replyTo ? t('replyTo3', { name: replyTo.name }) : t('comments')}
      </label>
      <InputTextarea
        id={inputId}
        value={draft.text}
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
        onChange={(e) => draft.setText(e.target.value)}
      />
      <div className="comment-box__footer">
        {draft.error && (
          <small className="p-error" role="alert">
            {draft.error}
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
}: {
  comment: CommunityCommentFieldsFragment;
  postId: string;
  onReplied: (message: string) => void;
  onDelete: (id: string) => void;
  replying: { open: boolean; toggle: () => void; close: () => void };
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
            label: replying.open ? t('cancelReply') : t('reply'),
            ability: comment.canReply,
            onClick: replying.toggle,
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
      {replying.open && (
        <CommentBox
          postId={postId}
          replyTo={{ id: comment.id, name: comment.author.name }}
          ability={comment.canReply}
          onDone={(message) => {
            replying.close();
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
      <CommentThreads
        list={comments.list}
        classes={{ thread: 'comment-thread', replies: 'comment-thread__replies' }}
        comment={(c, replying) => (
          <CommentItem
            comment={c}
            postId={postId}
            onReplied={replied}
            onDelete={onDelete}
            replying={replying}
          />
        )}
      />
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
