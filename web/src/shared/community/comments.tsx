import { COMMUNITY_MESSAGES } from '@school/machines';
import { Fragment, type ReactNode, useState } from 'react';
import { errorMessage } from '../graphqlErrors';
import { asHtml } from './plainText';

/**
 * What a comment or reply box holds and how it is sent, on either side: empty text is refused with
 * 请输入内容; a refusal keeps what was typed and says why; a comment that goes through empties the box.
 */
export function useCommentDraft(add: (content: string) => Promise<unknown>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (onDone: () => void) => {
    if (text.trim() === '') return setError(COMMUNITY_MESSAGES.enterContent);
    try {
      await add(asHtml(text));
      setText('');
      setError(null);
      onDone();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return { text, setText, error, submit };
}

/** The comment page size of spec section 9 (10 a page, the pager only above it). */
export const COMMENT_PAGE = 10;

/**
 * A page of comments, each with its thread of replies under it. `comment` draws one comment or reply
 * as the side draws it (its actions, its reply box); `replying` is the one whose reply box is open.
 */
export function CommentThreads<C extends { id: string }>({
  list,
  comment,
  classes,
}: {
  list: readonly (C & { replies: readonly C[] })[];
  comment: (c: C, replying: { open: boolean; toggle: () => void; close: () => void }) => ReactNode;
  classes: { thread: string; replies: string };
}) {
  const [replying, setReplying] = useState<string | null>(null);
  const draw = (c: C) =>
    comment(c, {
      open: replying === c.id,
      toggle: () => setReplying(replying === c.id ? null : c.id),
      close: () => setReplying(null),
    });
  return list.map((c) => (
    <div key={c.id} className={classes.thread}>
      {draw(c)}
      {c.replies.length > 0 && (
        <div className={classes.replies}>
          {c.replies.map((r) => (
            <Fragment key={r.id}>{draw(r)}</Fragment>
          ))}
        </div>
      )}
    </div>
  ));
}
