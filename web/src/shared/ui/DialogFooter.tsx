import { Button } from 'primereact/button';
import { t } from '../i18n/zh-CN';

interface DialogFooterProps {
  onCancel: () => void;
  onConfirm: () => void;
  /** Default 确定. */
  confirmLabel?: string;
  /** The confirming action is under way: it spins, and cancelling waits when `lockWhileBusy`. */
  busy?: boolean;
  lockWhileBusy?: boolean;
}

/** The footer every dialog uses: 取消, then the confirming action. */
export function DialogFooter({
  onCancel,
  onConfirm,
  confirmLabel = t('ok'),
  busy = false,
  lockWhileBusy = false,
}: DialogFooterProps) {
  return (
    <>
      <Button
        label={t('cancel')}
        severity="secondary"
        outlined
        disabled={lockWhileBusy && busy}
        onClick={onCancel}
      />
      <Button label={confirmLabel} loading={busy} onClick={onConfirm} />
    </>
  );
}
