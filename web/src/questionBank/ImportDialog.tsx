import type { ImportFormat } from '@school/machines';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { SelectButton } from 'primereact/selectbutton';
import { DialogFooter } from '../shared/ui/DialogFooter';
import { t } from './i18n/zh-CN';
import type { TabApi } from './useQuestionBankTab';

const FORMATS: { label: string; value: ImportFormat }[] = [
  { label: t('wordDocx'), value: 'WORD' },
  { label: t('excelXlsx'), value: 'EXCEL' },
];
const TEMPLATE: Record<ImportFormat, { href: string; label: string; accept: string }> = {
  WORD: { href: '/templates/question-import.docx', label: t('downloadTheWordTemplate'), accept: '.docx' },
  EXCEL: { href: '/templates/question-import.xlsx', label: t('downloadTheExcelTemplate'), accept: '.xlsx' },
};

/**
 * The import dialog's first step (format, template link, file) and the 导入提示 alert listing why a
 * file could not be read; a read file opens its preview (`ImportPreviewDialog`).
 */
export function ImportDialog({ tab }: { tab: TabApi }) {
  const { snapshot, send } = tab;
  const { format, file, importErrors } = snapshot.context;
  const open = snapshot.matches('choosingFile') || snapshot.matches('uploading');
  const uploading = snapshot.matches('uploading');
  const template = TEMPLATE[format];
  return (
    <>
      <Dialog
        header={t('importQuestions')}
        visible={open}
        style={{ width: '32rem' }}
        onHide={() => send({ type: 'import.close' })}
        closable={!uploading}
        footer={
          <DialogFooter
            confirmLabel={t('uploadAndPreview')}
            busy={uploading}
            lockWhileBusy
            onCancel={() => send({ type: 'import.close' })}
            onConfirm={() => send({ type: 'import.submit' })}
          />
        }
      >
        <div className="import-dialog">
          <SelectButton
            value={format}
            options={FORMATS}
            allowEmpty={false}
            disabled={uploading}
            onChange={(e) => e.value && send({ type: 'import.chooseFormat', format: e.value })}
            aria-label={t('fileFormat')}
          />
          <p className="import-dialog__hint">
            {format === 'WORD' ? t('separateQuestionsWithAMaterial') : t('oneWorksheetPerQuestionType')}
          </p>
          <a className="import-dialog__template" href={template.href} download>
            <i className="pi pi-download" /> {template.label}
          </a>
          <label className="import-dialog__file">
            <span>{t('chooseFile')}</span>
            <input
              key={format}
              type="file"
              accept={template.accept}
              data-testid="import-file"
              disabled={uploading}
              onChange={(e) => send({ type: 'import.chooseFile', file: e.target.files?.[0] ?? null })}
            />
          </label>
          {file && <p className="import-dialog__chosen">{t.rich('chosen', { name: file.name })}</p>}
        </div>
      </Dialog>
      <Dialog
        header={t('importNotes')}
        visible={snapshot.matches('showingErrors')}
        style={{ width: '36rem' }}
        onHide={() => send({ type: 'import.dismissErrors' })}
        footer={<Button label={t('gotIt')} onClick={() => send({ type: 'import.dismissErrors' })} />}
      >
        <p>{t('theFileHasTheseProblems')}</p>
        <ul className="import-dialog__errors" data-testid="import-errors">
          {importErrors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
