import { useQuery } from '@apollo/client/react';
import { IMPORT_PREVIEW_MESSAGES } from '@school/machines';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import type { ImportPreview_PreviewFragment } from '../generated/graphql';
import { ListTable } from '../shared/list/ListTable';
import { typeLabel } from '../shared/question/questionTypes';
import { plainText } from '../shared/text';
import { allowed, refused } from '../shared/ui/ability';
import { t } from './i18n/zh-CN';
import { importPreviewQuery } from './operations';
import { RowFixForm } from './RowFixForm';
import type { TabApi } from './useQuestionBankTab';

type Row = ImportPreview_PreviewFragment['rows'][number];

/**
 * The second step of an import: the file's rows, each 可导入 or with its errors, fixed inline or
 * dropped (asked first), then 导入 all at once. The preview is the server's; this dialog only shows it.
 */
export function ImportPreviewDialog({ tab }: { tab: TabApi }) {
  const { snapshot, send } = tab;
  const { previewId, rowId, previewError, fix } = snapshot.context;
  const open = snapshot.matches('previewing');
  const { data, loading, error } = useQuery(importPreviewQuery, {
    variables: { id: previewId ?? '' },
    skip: !previewId,
  });
  const preview = data?.questionImportPreview ?? null;
  const rows = preview?.rows ?? [];
  const committing = snapshot.matches({ previewing: 'committing' });
  const saving = snapshot.matches({ previewing: 'saving' });
  const editing = snapshot.matches({ previewing: 'editing' }) || (saving && fix !== null);
  const editedRow = rows.find((r) => r.rowId === rowId) ?? null;
  const change = preview?.abilities.change ?? allowed;
  const commit = preview?.abilities.commit ?? refused(IMPORT_PREVIEW_MESSAGES.notFound);
  const readyCount = rows.filter((r) => r.ready).length;
  return (
    <>
      <Dialog
        header={t('importPreview')}
        visible={open}
        style={{ width: '64rem' }}
        onHide={() => send({ type: 'import.close' })}
        closable={!committing}
        footer={
          <div className="import-preview__footer">
            <Button
              label={t('uploadAgain')}
              icon="pi pi-upload"
              text
              disabled={committing || saving}
              onClick={() => send({ type: 'import.reupload' })}
            />
            <span className="import-preview__disabled-reason" data-testid="commit-reason">
              {!commit.allowed && commit.reason}
            </span>
            <Button
              label={committing ? t('importing2') : t('importQuestions2', { readyCount })}
              icon="pi pi-check"
              loading={committing}
              disabled={!commit.allowed || committing || saving || editing}
              tooltip={commit.allowed ? undefined : (commit.reason ?? undefined)}
              tooltipOptions={{ showOnDisabled: true, position: 'top' }}
              onClick={() => send({ type: 'preview.commit' })}
            />
          </div>
        }
      >
        {committing && (
          <ProgressBar mode="indeterminate" style={{ height: '4px' }} aria-label={t('importing')} />
        )}
        {previewError && !editing && (
          <Message severity="error" text={previewError} className="import-preview__error" />
        )}
        <p className="import-preview__summary" data-testid="preview-summary">
          {t('questionsReadyToImport', { rowsCount: rows.length, readyCount })}
          {preview && preview.dropped > 0 ? t('removed', { dropped: preview.dropped }) : ''}
        </p>
        <ListTable<Row>
          listId="importPreview"
          ariaLabel={t('importPreview')}
          size="small"
          skeletonRows={3}
          rows={rows}
          dataKey="rowId"
          loading={loading || (!preview && !error)}
          error={error}
          empty={{ title: t('theFileHoldsNoQuestions') }}
          rowClassName={(row) => ({ 'import-preview__row--faulty': !row.ready })}
          columns={[
            { key: 'where', header: t('position'), width: '7rem', priority: 'fixed', text: (r) => r.where },
            {
              key: 'type',
              header: t('type'),
              width: '6rem',
              priority: 'default',
              text: (r) => (r.question.type ? typeLabel(r.question.type) : '—'),
            },
            {
              key: 'stem',
              header: t('stem'),
              priority: 'fixed',
              text: (r) => plainText(r.question.stem) || t('empty'),
            },
            {
              key: 'difficulty',
              header: t('difficulty'),
              width: '4rem',
              priority: 'default',
              text: (r) => String(r.question.difficulty ?? '—'),
            },
            {
              key: 'status',
              header: t('status'),
              width: '16rem',
              priority: 'fixed',
              body: (r) =>
                r.ready ? (
                  <span className="import-preview__ready">{IMPORT_PREVIEW_MESSAGES.ready}</span>
                ) : (
                  <span className="import-preview__errors" title={r.errors.join(t('text2'))}>
                    {r.errors.join(t('text2'))}
                  </span>
                ),
            },
          ]}
          actionsWidth="8rem"
          actions={(row) => [
            {
              label: t('fix'),
              icon: 'pi pi-pencil',
              ability: change.allowed ? allowed : refused(change.reason ?? ''),
              onClick: () => send({ type: 'preview.edit', rowId: row.rowId }),
            },
            {
              label: t('delete'),
              icon: 'pi pi-trash',
              danger: true,
              ability: !change.allowed
                ? refused(change.reason ?? '')
                : rows.length <= 1
                  ? refused(IMPORT_PREVIEW_MESSAGES.keepOne)
                  : allowed,
              onClick: () => send({ type: 'preview.askDrop', rowId: row.rowId }),
            },
          ]}
        />
        {editing && editedRow && (
          <RowFixForm
            key={editedRow.rowId}
            row={editedRow}
            saving={saving}
            error={previewError}
            initial={fix}
            onSave={(value) => send({ type: 'preview.save', fix: value })}
            onCancel={() => send({ type: 'preview.cancel' })}
          />
        )}
      </Dialog>
      <Dialog
        header={t('removeQuestion')}
        visible={snapshot.matches({ previewing: 'confirmingDrop' }) || (saving && fix === null)}
        style={{ width: '26rem' }}
        onHide={() => send({ type: 'preview.cancel' })}
        footer={
          <div>
            <Button
              label={t('cancel')}
              text
              disabled={saving}
              onClick={() => send({ type: 'preview.cancel' })}
            />
            <Button
              label={t('delete')}
              severity="danger"
              loading={saving}
              onClick={() => send({ type: 'preview.confirmDrop' })}
            />
          </div>
        }
      >
        <p>{IMPORT_PREVIEW_MESSAGES.confirmDrop}</p>
      </Dialog>
    </>
  );
}
