import { EVALUATION_REMARK_MAX, HANDOUT_REMARK_MAX, SESSION_MESSAGES } from '@school/machines';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import type { ChangeEvent } from 'react';
import { DialogFooter } from '../shared/ui/DialogFooter';
import { t } from './i18n/zh-CN';
import type { SessionScreenApi } from './useSessionScreen';

/** Reads a picked file as base64 (without its data: prefix) for the upload mutation. */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function RemarkField({
  id,
  label,
  value,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
}) {
  const count = [...value].length;
  return (
    <div className="session-dialog__field">
      <label htmlFor={id}>{label}</label>
      <InputTextarea id={id} rows={4} value={value} autoResize onChange={(e) => onChange(e.target.value)} />
      <span className={`session-dialog__counter${count > max ? ' session-dialog__counter--over' : ''}`}>
        {count}/{max}
      </span>
    </div>
  );
}

/** The dialogs of the session screen, each open while the screen's machine is in its state. */
export function SessionDialogs({ api }: { api: SessionScreenApi }) {
  const { snapshot, send } = api;
  const cancel = () => send({ type: 'dialog.cancel' });
  const { context } = snapshot;
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    send({ type: 'file.pick', fileName: file.name, fileBase64: await readBase64(file) });
  };
  const uploading = snapshot.matches('uploading');
  const rejecting = snapshot.matches('savingRejection');
  const evaluating = snapshot.matches('savingEvaluation');
  const leaving = snapshot.matches('leaving');
  return (
    <>
      <Dialog
        header={t('uploadHandout')}
        visible={snapshot.matches('choosingFile') || uploading}
        style={{ width: '460px' }}
        onHide={cancel}
        footer={
          <DialogFooter
            onCancel={cancel}
            onConfirm={() => send({ type: 'upload.confirm' })}
            confirmLabel={t('upload')}
            busy={uploading}
            lockWhileBusy
          />
        }
      >
        <div className="session-dialog__field">
          <label htmlFor="handout-file">{t('handoutFile')}</label>
          <input id="handout-file" type="file" onChange={(e) => void pick(e)} />
          <span className="session-dialog__hint">{t('onceUploadedTheSessionS')}</span>
        </div>
      </Dialog>
      <Dialog
        header={t('rejectHandout')}
        visible={snapshot.matches('rejecting') || rejecting}
        style={{ width: '460px' }}
        onHide={cancel}
        footer={
          <DialogFooter
            onCancel={cancel}
            onConfirm={() => send({ type: 'reject.confirm' })}
            confirmLabel={t('reject')}
            busy={rejecting}
            lockWhileBusy
          />
        }
      >
        <RemarkField
          id="handout-reason"
          label={t('reasonForRejection2')}
          value={context.remark}
          max={HANDOUT_REMARK_MAX}
          onChange={(remark) => send({ type: 'remark.change', remark })}
        />
      </Dialog>
      <Dialog
        header={t('reviewStudent', { studentName: context.studentName })}
        visible={snapshot.matches('evaluating') || evaluating}
        style={{ width: '460px' }}
        onHide={cancel}
        footer={
          <DialogFooter
            onCancel={cancel}
            onConfirm={() => send({ type: 'evaluate.confirm' })}
            busy={evaluating}
            lockWhileBusy
          />
        }
      >
        <RemarkField
          id="evaluation-remark"
          label={t('review')}
          value={context.remark}
          max={EVALUATION_REMARK_MAX}
          onChange={(remark) => send({ type: 'remark.change', remark })}
        />
        <p className="session-dialog__hint">{t('eachStudentCanBeReviewed')}</p>
      </Dialog>
      <Dialog
        header={t('leave')}
        visible={snapshot.matches('confirmingLeave') || leaving}
        style={{ width: '420px' }}
        onHide={cancel}
        footer={
          <DialogFooter
            onCancel={cancel}
            onConfirm={() => send({ type: 'leave.confirm' })}
            confirmLabel={t('confirmLeave')}
            busy={leaving}
            lockWhileBusy
          />
        }
      >
        <p className="session-dialog__confirm">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {SESSION_MESSAGES.leaveConfirm}
        </p>
      </Dialog>
    </>
  );
}
