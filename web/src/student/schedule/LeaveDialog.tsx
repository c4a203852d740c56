import { LEAVE_CAUSE_MAX } from '@school/machines';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { DialogFooter } from '../../shared/ui/DialogFooter';
import { t } from '../i18n/zh-CN';
import type { LeaveActionsApi } from './useLeaveActions';

/**
 * The question before a leave action: asking leave shows the reason (required, at most 100, with its
 * counter and the rule's message); cancelling asks only 确认取消请假吗？. Open while the machine confirms
 * or performs.
 */
export function LeaveDialog({ api }: { api: LeaveActionsApi }) {
  const { snapshot, send } = api;
  const { action, reason, reasonError } = snapshot.context;
  const busy = snapshot.matches('performing');
  if (!action) return null;
  const close = () => send({ type: 'dialog.cancel' });
  return (
    <Dialog
      visible
      header={action.title}
      onHide={() => {
        if (!busy) close();
      }}
      className="student-dialog"
      footer={
        <div className="student-dialog__footer">
          <DialogFooter
            onCancel={close}
            onConfirm={() => send({ type: 'action.confirm' })}
            busy={busy}
            lockWhileBusy
          />
        </div>
      }
    >
      <div className="student-correction">
        <p className="student-leave__question">{action.confirmation}</p>
        {action.needsReason && (
          <>
            <label htmlFor="leave-reason">{t('leaveReason')}</label>
            <InputTextarea
              id="leave-reason"
              value={reason}
              rows={3}
              placeholder={t('leaveReasonPlaceholder', { max: LEAVE_CAUSE_MAX })}
              aria-describedby="leave-reason-count"
              aria-invalid={reasonError ? true : undefined}
              onChange={(e) => send({ type: 'reason.change', reason: e.target.value })}
            />
            <span id="leave-reason-count" className="student-leave__count">
              {[...reason].length}/{LEAVE_CAUSE_MAX}
            </span>
            {reasonError && (
              <p className="student-error" role="alert">
                {reasonError}
              </p>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
