import { GRADING_COMMENT_MAX } from '@school/machines';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useRef, useState } from 'react';

/** Finish grading (spec section 4): submit with an optional comment, or skip without one. */
export function FinishDialog({
  visible,
  busy,
  error,
  onSubmit,
  onSkip,
  onCancel,
}: {
  visible: boolean;
  busy: boolean;
  error: string | null;
  onSubmit: (comment: string) => void;
  onSkip: () => void;
  onCancel: () => void;
}) {
  const [comment, setComment] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  return (
    <Dialog
      header="完成批改"
      visible={visible}
      onHide={onCancel}
      style={{ width: '32rem' }}
      focusOnShow={false}
      onShow={() => {
        setComment('');
        field.current?.focus();
      }}
      footer={
        <div className="finish-dialog__footer">
          <Button type="button" label="取消" text onClick={onCancel} disabled={busy} />
          <Button type="button" label="跳过" severity="secondary" outlined onClick={onSkip} disabled={busy} />
          <Button type="button" label="提交" onClick={() => onSubmit(comment)} loading={busy} />
        </div>
      }
    >
      <label htmlFor="finish-comment" className="finish-dialog__label">
        评语（选填，最多{GRADING_COMMENT_MAX}字）
      </label>
      <InputTextarea
        id="finish-comment"
        ref={field}
        value={comment}
        rows={4}
        maxLength={GRADING_COMMENT_MAX}
        onChange={(e) => setComment(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            onSubmit(comment);
          }
        }}
        className="finish-dialog__comment"
      />
      <small className="finish-dialog__count">
        {comment.length}/{GRADING_COMMENT_MAX}
      </small>
      {error && (
        <p className="finish-dialog__error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
