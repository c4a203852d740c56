import { GRADING_COMMENT_MAX } from '@school/machines';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useRef, useState } from 'react';
import { t } from './i18n/zh-CN';

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
  // Cleared once closed, not when shown: what is typed while the dialog opens is kept.
  useEffect(() => {
    if (!visible) setComment('');
  }, [visible]);
  return (
    <Dialog
      header={t('finishGrading')}
      visible={visible}
      onHide={onCancel}
      style={{ width: '32rem' }}
      focusOnShow={false}
      onShow={() => field.current?.focus()}
      footer={
        <div className="finish-dialog__footer">
          <Button type="button" label={t('cancel')} text onClick={onCancel} disabled={busy} />
          <Button
            type="button"
            label={t('skip')}
            severity="secondary"
            outlined
            onClick={onSkip}
            disabled={busy}
          />
          <Button type="button" label={t('submit')} onClick={() => onSubmit(comment)} loading={busy} />
        </div>
      }
    >
      <label htmlFor="finish-comment" className="finish-dialog__label">
        {t.rich('commentOptionalAtMostCharacters', { GRADING_COMMENT_MAX })}
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
