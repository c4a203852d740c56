import { useMutation, useQuery } from '@apollo/client/react';
import { GRADING_COMMENT_MAX } from '@school/machines';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { t } from './i18n/zh-CN';
import { addGradingCommentMutation, gradingCommentsQuery, removeGradingCommentMutation } from './operations';

/** How many comments Alt+digit reaches. */
export const COMMENT_KEYS = 9;

export function useGradingComments() {
  const { data } = useQuery(gradingCommentsQuery, { fetchPolicy: 'cache-and-network' });
  return data?.gradingComments ?? [];
}

/**
 * The grader's comment bank: a click (or Alt+1…9) puts a comment into the remark; comments are
 * added from the remark being typed and removed with ×.
 */
export function CommentBank({ onInsert, current }: { onInsert: (text: string) => void; current: string }) {
  const comments = useGradingComments();
  const [adding, setAdding] = useState('');
  const [add, added] = useMutation(addGradingCommentMutation, {
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({ query: gradingCommentsQuery, data: { gradingComments: data.addGradingComment } });
    },
  });
  const [remove] = useMutation(removeGradingCommentMutation, {
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({
          query: gradingCommentsQuery,
          data: { gradingComments: data.removeGradingComment },
        });
    },
  });
  const text = adding.trim() || current.trim();
  return (
    <section className="comment-bank" aria-label={t('savedComments')}>
      <ul>
        {comments.map((c, i) => (
          <li key={c.id}>
            <button
              type="button"
              className="comment-bank__chip"
              onClick={() => onInsert(c.content)}
              title={c.content}
            >
              {i < COMMENT_KEYS && <kbd>Alt+{i + 1}</kbd>}
              {c.content}
            </button>
            <button
              type="button"
              className="comment-bank__remove"
              aria-label={t('deleteSavedComment', { content: c.content })}
              onClick={() => void remove({ variables: { id: c.id } })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <span className="comment-bank__add">
        <InputText
          value={adding}
          maxLength={GRADING_COMMENT_MAX}
          placeholder={t('addSavedCommentEmptySaves')}
          aria-label={t('addSavedComment')}
          onChange={(e) => setAdding(e.target.value)}
        />
        <Button
          type="button"
          size="small"
          text
          icon="pi pi-bookmark"
          label={t('save')}
          disabled={text === '' || added.loading}
          onClick={() => {
            void add({ variables: { content: text } }).then(() => setAdding(''));
          }}
        />
      </span>
    </section>
  );
}
