import { RELEASE_MESSAGES } from '@school/machines';
import { Dialog } from 'primereact/dialog';
import { RadioButton } from 'primereact/radiobutton';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { errorMessage } from '../graphqlErrors';
import { t } from '../i18n/zh-CN';
import { formatSchoolTime } from '../schoolTime';
import { DialogFooter } from '../ui/DialogFooter';
import './release.css';

/** One class of a homework or an exam, and when its results were released (null while waiting). */
export interface ClassRelease {
  classId: string;
  className: string;
  releasedAt?: string | null;
}

/** Every class still waiting, or one of them. */
const ALL = 'all';

/**
 * 发布成绩: the grader confirms releasing results (of a homework or an exam), to every class in view
 * still waiting or to one of them. `release` runs the subject's mutation (null: every waiting class)
 * and reads the screen again; the dialog answers 成绩已发布 or shows the refusal.
 */
export function ReleaseResultsDialog({
  classes,
  subject,
  release,
  busy,
  onClose,
  onDone,
}: {
  classes: readonly ClassRelease[];
  /** What is released, as the confirmation names it (本作业, 本考试). */
  subject: string;
  release: (classId: string | null) => Promise<unknown>;
  busy: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const waiting = classes.filter((c) => !c.releasedAt);
  const released = classes.filter((c) => c.releasedAt);
  const [choice, setChoice] = useState<string>(waiting.length > 1 ? ALL : (waiting[0]?.classId ?? ALL));
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    try {
      await release(choice === ALL ? null : choice);
      onDone(RELEASE_MESSAGES.released);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const option = (value: string, label: string) => (
    <div className="release-dialog__option" key={value}>
      <RadioButton
        inputId={`release-${value}`}
        name="release-scope"
        value={value}
        checked={choice === value}
        onChange={() => setChoice(value)}
      />
      <label htmlFor={`release-${value}`}>{label}</label>
    </div>
  );
  return (
    <Dialog
      header={t('releaseResults')}
      visible
      modal
      style={{ width: '30rem' }}
      onHide={onClose}
      footer={
        <DialogFooter
          onCancel={onClose}
          onConfirm={() => void confirm()}
          confirmLabel={t('confirmRelease')}
          busy={busy}
          lockWhileBusy
        />
      }
    >
      <p>{t('releaseConfirm', { subject })}</p>
      <fieldset className="release-dialog__choices">
        <legend>{t('releaseTo')}</legend>
        {waiting.length > 1 && option(ALL, t('allWaitingClasses', { count: waiting.length }))}
        {waiting.map((c) => option(c.classId, c.className))}
      </fieldset>
      {released.length > 0 && (
        <ul className="release-dialog__classes" aria-label={t('releasedClasses')}>
          {released.map((c) => (
            <li key={c.classId}>
              {c.className} <Tag severity="success" value={RELEASE_MESSAGES.released} />{' '}
              {formatSchoolTime(c.releasedAt as string)}
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <small className="p-error" role="alert">
          {problem}
        </small>
      )}
    </Dialog>
  );
}
