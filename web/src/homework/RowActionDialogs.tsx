import { useQuery } from '@apollo/client/react';
import { ROW_ACTION_MESSAGES } from '@school/machines';
import { Checkbox } from 'primereact/checkbox';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import { formatSchoolTime as formatTime, nowSeconds } from '../shared/schoolTime';
import { DialogFooter } from '../shared/ui/DialogFooter';
import { SchoolDateTimeInput } from '../shared/ui/SchoolDateInputs';
import { t } from './i18n/zh-CN';
import { homeworkClassesQuery } from './operations';
import type { RowActionsApi } from './useHomeworkRowActions';

const ONE_DAY = 86_400;

/** Continue publishing: the homework's classes, those already given it checked and fixed. */
function ContinuePublishDialog({ api }: { api: RowActionsApi }) {
  const { snapshot, send } = api;
  const open = snapshot.matches('choosingClasses') || snapshot.matches('publishingMore');
  const { hwId, classIds } = snapshot.context;
  const { data, loading } = useQuery(homeworkClassesQuery, {
    variables: { id: hwId ?? '' },
    skip: !open || !hwId,
    fetchPolicy: 'network-only',
  });
  const classes = data?.homeworkClasses ?? [];
  const toggle = (id: string, on: boolean) =>
    send({ type: 'classes.choose', classIds: on ? [...classIds, id] : classIds.filter((c) => c !== id) });
  return (
    <Dialog
      header={t('continuePublishing')}
      visible={open}
      style={{ width: '32rem' }}
      onHide={() => send({ type: 'dialog.cancel' })}
      footer={
        <DialogFooter
          busy={snapshot.matches('publishingMore')}
          onCancel={() => send({ type: 'dialog.cancel' })}
          onConfirm={() => send({ type: 'continue.confirm' })}
        />
      }
    >
      <p className="homework-dialog__hint">{t('chooseClassesThatDoNot')}</p>
      {loading && <p>{t('loading')}</p>}
      <ul className="homework-class-picker" aria-label={t('class')}>
        {classes.map((c) => (
          <li key={c.id}>
            <Checkbox
              inputId={`publish-class-${c.id}`}
              checked={c.published || classIds.includes(c.id)}
              disabled={c.published}
              onChange={(e) => toggle(c.id, Boolean(e.checked))}
            />
            <label htmlFor={`publish-class-${c.id}`}>
              {c.name}
              {c.published && <span className="homework-class-picker__done">{t('published')}</span>}
            </label>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/** Adjust deadline: dates before yesterday are not selectable. */
function DeadlineDialog({ api }: { api: RowActionsApi }) {
  const { snapshot, send } = api;
  const open = snapshot.matches('adjustingDeadline') || snapshot.matches('savingDeadline');
  const { endingTime } = snapshot.context;
  return (
    <Dialog
      header={t('changeDeadline')}
      visible={open}
      style={{ width: '44rem', maxWidth: '95vw' }}
      onHide={() => send({ type: 'dialog.cancel' })}
      footer={
        <DialogFooter
          busy={snapshot.matches('savingDeadline')}
          onCancel={() => send({ type: 'dialog.cancel' })}
          onConfirm={() => send({ type: 'deadline.confirm', now: nowSeconds() })}
        />
      }
    >
      <p className="homework-dialog__hint">
        {t('deadline2')}
        <strong>{endingTime ? formatTime(endingTime) : t('notChosen')}</strong>
      </p>
      <SchoolDateTimeInput
        inline
        className="deadline-picker"
        ariaLabel={t('deadline')}
        value={endingTime ?? null}
        minSeconds={nowSeconds() - ONE_DAY}
        onChange={(seconds) => send({ type: 'deadline.change', endingTime: seconds })}
      />
    </Dialog>
  );
}

/** The list's dialogs, shown from the row actions machine's state. */
export function RowActionDialogs({ api }: { api: RowActionsApi }) {
  const { snapshot, send } = api;
  return (
    <>
      <ContinuePublishDialog api={api} />
      <DeadlineDialog api={api} />
      <ConfirmDialog
        visible={snapshot.matches('confirmingRecall') || snapshot.matches('recalling')}
        header={t('recallHomework')}
        message={ROW_ACTION_MESSAGES.recallWarning}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('confirmRecall')}
        rejectLabel={t('cancel')}
        acceptClassName="p-button-danger"
        accept={() => send({ type: 'recall.confirm' })}
        reject={() => send({ type: 'dialog.cancel' })}
        onHide={() => snapshot.matches('confirmingRecall') && send({ type: 'dialog.cancel' })}
      />
    </>
  );
}
