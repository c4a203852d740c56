import {
  COMMON_MESSAGES,
  COURSEWARE_LIMITS,
  COURSEWARE_TIPS,
  type CoursewareDialogContext,
  coursewareDialogMachine,
  IS_SYNC,
  WARE_FORMATS,
  WARE_TYPE_LABELS,
  WARE_TYPES,
} from '@school/machines';
import { useMachine } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { ProgressBar } from 'primereact/progressbar';
import { RadioButton } from 'primereact/radiobutton';
import { TreeSelect } from 'primereact/treeselect';
import { useRef } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { useViewer } from '../shared/session/viewer';
import { DialogFooter } from '../shared/ui/DialogFooter';
import { t as tr } from './i18n/zh-CN';
import { formatSize, uploadWare } from './uploadWare';

export interface ClassifyNode {
  id: string;
  name: string;
  children: { id: string; name: string }[];
}

/** The courseware dialog's machine with its upload (to the files module) and the screen's save. */
export function useCoursewareDialog(save: (context: CoursewareDialogContext) => Promise<void>) {
  const viewer = useViewer();
  const prefix = viewer.user.role === 'ASSISTANT' ? 'assistants' : 'lector';
  const saveRef = useRef(save);
  saveRef.current = save;
  return useMachine(
    coursewareDialogMachine.provide({
      actors: {
        upload: fromCallback(({ sendBack, input }) =>
          uploadWare(prefix, input.file as File, input.wareType, {
            progress: (progress) => sendBack({ type: 'upload.progress', progress }),
            done: (file) => sendBack({ type: 'upload.done', file }),
            failed: (message) => sendBack({ type: 'upload.failed', message }),
          }),
        ),
        save: fromPromise(({ input }) => saveRef.current(input.context)),
      },
    }),
  );
}

type DialogMachine = ReturnType<typeof useCoursewareDialog>;

const toTree = (nodes: readonly ClassifyNode[]) =>
  nodes.map((n) => ({
    key: n.id,
    label: n.name,
    children: n.children.map((c) => ({ key: c.id, label: c.name })),
  }));

/**
 * The upload/edit dialog (spec section 5): name (at most 255), category, type 1/2/3 with the formats
 * of each, the file (changing the type clears it) with upload progress, description and the sync
 * flag, and the tips. Session courseware has no category and no description.
 */
export function CoursewareDialog({
  machine: [snapshot, send],
  classifies,
  title,
}: {
  machine: DialogMachine;
  classifies: readonly ClassifyNode[];
  title: string;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { fields, file, uploading, error, classifyOptional } = snapshot.context;
  const open = !snapshot.matches('closed');
  const busy = snapshot.matches('saving');
  const accept = WARE_FORMATS[fields.wareType as 1 | 2 | 3]?.map((f) => `.${f}`).join(',') ?? '';
  return (
    <Dialog
      header={title}
      visible={open}
      style={{ width: '640px' }}
      onHide={() => send({ type: 'dialog.cancel' })}
      footer={
        <DialogFooter
          onCancel={() => send({ type: 'dialog.cancel' })}
          onConfirm={() => send({ type: 'save' })}
          busy={busy}
          lockWhileBusy
        />
      }
    >
      <form
        className="courseware-form"
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'save' });
        }}
      >
        <label htmlFor="ware-name" className="courseware-form__label courseware-form__label--required">
          {tr('coursewareName')}
        </label>
        <div>
          <InputText
            id="ware-name"
            value={fields.name}
            maxLength={COURSEWARE_LIMITS.nameMax}
            placeholder={tr('enterACoursewareName')}
            onChange={(e) => send({ type: 'field.change', fields: { name: e.target.value } })}
            className="courseware-form__input"
          />
          <small className="courseware-form__counter">
            {fields.name.length}/{COURSEWARE_LIMITS.nameMax}
          </small>
        </div>
        {!classifyOptional && (
          <>
            <label
              htmlFor="ware-classify"
              className="courseware-form__label courseware-form__label--required"
            >
              {tr('coursewareCategory')}
            </label>
            <TreeSelect
              inputId="ware-classify"
              value={fields.classifyId}
              options={toTree(classifies)}
              placeholder={COMMON_MESSAGES.choose}
              onChange={(e) =>
                send({ type: 'field.change', fields: { classifyId: (e.value as string) ?? null } })
              }
              className="courseware-form__input"
            />
          </>
        )}
        <span className="courseware-form__label courseware-form__label--required" id="ware-type-label">
          {tr('coursewareType')}
        </span>
        <div className="courseware-form__radios" role="radiogroup" aria-labelledby="ware-type-label">
          {WARE_TYPES.map((t) => (
            <span key={t} className="courseware-form__radio">
              <RadioButton
                inputId={`ware-type-${t}`}
                value={t}
                checked={fields.wareType === t}
                disabled={Boolean(uploading)}
                onChange={() => send({ type: 'type.change', wareType: t })}
              />
              <label htmlFor={`ware-type-${t}`}>{WARE_TYPE_LABELS[t]}</label>
            </span>
          ))}
        </div>
        <span className="courseware-form__label courseware-form__label--required">
          {tr('coursewareFile')}
        </span>
        <div className="courseware-form__file">
          <input
            ref={fileInput}
            type="file"
            accept={accept}
            hidden
            aria-label={tr('chooseACoursewareFile')}
            data-testid="ware-file"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (chosen) send({ type: 'file.choose', file: chosen });
            }}
          />
          {uploading ? (
            <div className="courseware-form__progress" aria-live="polite">
              <span>
                {tr.rich('uploading', { name: uploading.name, value: Math.round(uploading.progress * 100) })}
              </span>
              <ProgressBar value={Math.round(uploading.progress * 100)} style={{ height: '0.5rem' }} />
              <Button
                type="button"
                label={tr('cancelUpload')}
                link
                size="small"
                onClick={() => send({ type: 'upload.cancel' })}
              />
            </div>
          ) : (
            <>
              <Button
                type="button"
                icon="pi pi-upload"
                label={file ? tr('chooseAgain') : tr('chooseFile')}
                outlined
                size="small"
                onClick={() => fileInput.current?.click()}
              />
              {file && (
                <span className="courseware-form__chosen" title={file.fileName}>
                  <i className="pi pi-file" aria-hidden="true" /> {file.fileName}
                  {tr('text3')}
                  {formatSize(file.size)}
                  {tr('text2')}
                </span>
              )}
            </>
          )}
          <small className="courseware-form__formats">
            {tr('acceptedFormats')}
            {WARE_FORMATS[fields.wareType as 1 | 2 | 3]?.join(tr('text'))}
          </small>
        </div>
        {!classifyOptional && (
          <>
            <label htmlFor="ware-desc" className="courseware-form__label">
              {tr('description')}
            </label>
            <InputTextarea
              id="ware-desc"
              rows={2}
              value={fields.description}
              onChange={(e) => send({ type: 'field.change', fields: { description: e.target.value } })}
              className="courseware-form__input"
            />
          </>
        )}
        <span className="courseware-form__label courseware-form__label--required" id="ware-sync-label">
          {tr('syncToTheCoursewareLibrary')}
        </span>
        <div className="courseware-form__radios" role="radiogroup" aria-labelledby="ware-sync-label">
          {[
            { value: IS_SYNC.yes, label: tr('sync') },
            { value: IS_SYNC.no, label: tr('doNotSync') },
          ].map((o) => (
            <span key={o.value} className="courseware-form__radio">
              <RadioButton
                inputId={`ware-sync-${o.value}`}
                value={o.value}
                checked={fields.isSync === o.value}
                onChange={() => send({ type: 'field.change', fields: { isSync: o.value } })}
              />
              <label htmlFor={`ware-sync-${o.value}`}>{o.label}</label>
            </span>
          ))}
        </div>
        {error && (
          <p className="courseware-form__error" role="alert">
            {error}
          </p>
        )}
        <section className="courseware-form__tips" aria-label={tr('tip2')}>
          <strong>{tr('tip')}</strong>
          <ol>
            {COURSEWARE_TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ol>
        </section>
      </form>
    </Dialog>
  );
}
