import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressBar } from 'primereact/progressbar';
import { Toast } from 'primereact/toast';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../graphqlErrors';
import './exportButton.css';
import { t } from '../i18n/zh-CN';

/** Opens an export's private address: the browser downloads it with the session cookie. */
export function openExport(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.click();
}

/** A progress dialog shows when producing the file takes longer than this. */
const PROGRESS_AFTER_MS = 400;

/**
 * 导出: asks for the file, shows progress while it is produced (when that takes more than a moment),
 * then downloads it from its private address.
 */
export function ExportButton({
  label = t('export'),
  produce,
}: {
  label?: string;
  produce: () => Promise<{ url: string; fileName: string } | undefined>;
}) {
  const toast = useRef<Toast>(null);
  const [busy, setBusy] = useState(false);
  const [showProgress, setShowProgress] = useState(false);
  useEffect(() => {
    if (!busy) return setShowProgress(false);
    const timer = setTimeout(() => setShowProgress(true), PROGRESS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  const run = async () => {
    setBusy(true);
    try {
      const file = await produce();
      if (file) {
        openExport(file.url);
        toast.current?.show({
          severity: 'success',
          summary: t('exported', { fileName: file.fileName }),
          life: 2500,
        });
      }
    } catch (e) {
      toast.current?.show({ severity: 'error', summary: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Toast ref={toast} position="top-center" />
      <Button
        type="button"
        label={label}
        icon="pi pi-download"
        size="small"
        outlined
        loading={busy}
        onClick={() => void run()}
      />
      <Dialog
        header={t('exporting')}
        visible={showProgress}
        closable={false}
        onHide={() => undefined}
        style={{ width: '360px' }}
      >
        <p className="export-button__note">{t('generatingTheExportItDownloads')}</p>
        <ProgressBar mode="indeterminate" style={{ height: '6px' }} />
      </Dialog>
    </>
  );
}
