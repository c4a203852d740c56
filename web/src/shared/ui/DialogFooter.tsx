import { Button } from 'primereact/button';

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
  confirmLabel = '确定',
  busy = false,
  lockWhileBusy = false,
}: DialogFooterProps) {
  return (
    <>
      <Button
        label="取消"
        severity="secondary"
        outlined
        disabled={lockWhileBusy && busy}
        onClick={onCancel}
      />
      <Button label={confirmLabel} loading={busy} onClick={onConfirm} />
    </>
  );
}
