import type { ImportFormat } from '@school/machines';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { SelectButton } from 'primereact/selectbutton';
import { DialogFooter } from '../shared/ui/DialogFooter';
import type { TabApi } from './useQuestionBankTab';

const FORMATS: { label: string; value: ImportFormat }[] = [
  { label: 'Word（.docx）', value: 'WORD' },
  { label: 'Excel（.xlsx）', value: 'EXCEL' },
];
const TEMPLATE: Record<ImportFormat, { href: string; label: string; accept: string }> = {
  WORD: { href: '/templates/question-import.docx', label: '下载Word模板', accept: '.docx' },
  EXCEL: { href: '/templates/question-import.xlsx', label: '下载Excel模板', accept: '.xlsx' },
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
        header="导入题目"
        visible={open}
        style={{ width: '32rem' }}
        onHide={() => send({ type: 'import.close' })}
        closable={!uploading}
        footer={
          <DialogFooter
            confirmLabel="上传并预览"
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
            aria-label="文件格式"
          />
          <p className="import-dialog__hint">
            {format === 'WORD'
              ? '题目之间用 ##### 分隔，材料题的小题之间用 #### 分隔，字段用【】标出；公式请以图片插入。'
              : '每种题型一个工作表，最多 6 个选项；材料题请用 Word 导入。'}
          </p>
          <a className="import-dialog__template" href={template.href} download>
            <i className="pi pi-download" /> {template.label}
          </a>
          <label className="import-dialog__file">
            <span>选择文件</span>
            <input
              key={format}
              type="file"
              accept={template.accept}
              data-testid="import-file"
              disabled={uploading}
              onChange={(e) => send({ type: 'import.chooseFile', file: e.target.files?.[0] ?? null })}
            />
          </label>
          {file && <p className="import-dialog__chosen">已选择：{file.name}</p>}
        </div>
      </Dialog>
      <Dialog
        header="导入提示"
        visible={snapshot.matches('showingErrors')}
        style={{ width: '36rem' }}
        onHide={() => send({ type: 'import.dismissErrors' })}
        footer={<Button label="知道了" onClick={() => send({ type: 'import.dismissErrors' })} />}
      >
        <p>文件中有以下问题，未导入任何题目：</p>
        <ul className="import-dialog__errors" data-testid="import-errors">
          {importErrors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
