import { ATTENDANCE_ACTION_MESSAGES, ATTENDANCE_REASON_MAX } from '@school/machines';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { DialogFooter } from '../shared/ui/DialogFooter';
import { t } from './i18n/zh-CN';
import type { AttendanceActionsApi } from './useAttendanceActions';

/**
 * The confirmation every attendance action asks (spec section 4), read from the actions machine:
 * the question, and for manual attendance the reason with its counter (at most 100, section 5).
 */
export function ConfirmActionDialog({ api }: { api: AttendanceActionsApi }) {
  const { snapshot, send } = api;
  const { action, reason, reasonError } = snapshot.context;
  const open = snapshot.matches('confirming') || snapshot.matches('performing');
  const busy = snapshot.matches('performing');
  const length = [...reason].length;
  return (
    <Dialog
      header={action?.title ?? ''}
      visible={open && action !== null}
      style={{ width: '420px' }}
      closable={!busy}
      onHide={() => send({ type: 'dialog.cancel' })}
      footer={
        <DialogFooter
          busy={busy}
          lockWhileBusy
          onCancel={() => send({ type: 'dialog.cancel' })}
          onConfirm={() => send({ type: 'action.confirm' })}
        />
      }
    >
      <p className="attendance-confirm__question">{action?.confirmation}</p>
      {action?.needsReason && (
        <div className="attendance-confirm__reason">
          <label htmlFor="attendance-reason">
            <span className="attendance-confirm__required">*</span>
            {t('reasonForLateAttendance')}
          </label>
          <InputTextarea
            id="attendance-reason"
            value={reason}
            rows={3}
            autoResize
            invalid={Boolean(reasonError)}
            placeholder={ATTENDANCE_ACTION_MESSAGES.reasonPlaceholder}
            aria-describedby="attendance-reason-help"
            onChange={(e) => send({ type: 'reason.change', reason: e.target.value })}
          />
          <small id="attendance-reason-help" className="attendance-confirm__help">
            {reasonError ? (
              <span className="attendance-confirm__error" role="alert">
                {reasonError}
              </span>
            ) : (
              <span />
            )}
            <span className={length > ATTENDANCE_REASON_MAX ? 'attendance-confirm__error' : undefined}>
              {length}/{ATTENDANCE_REASON_MAX}
            </span>
          </small>
        </div>
      )}
    </Dialog>
  );
}
