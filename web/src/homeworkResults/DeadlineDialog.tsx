import { useMutation } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { errorMessage } from '../shared/graphqlErrors';
import { nowSeconds, secondsToIso } from '../shared/schoolTime';
import { SchoolDateTimeInput } from '../shared/ui/SchoolDateInputs';
import { t } from './i18n/zh-CN';
import { adjustDeadlineMutation } from './operations';

const DAY = 86_400;
const DEADLINE_REQUIRED = t('chooseADeadline');

/** Adjust deadline from the detail header (spec: dates before yesterday are not selectable). */
export function DeadlineDialog({
  homeworkId,
  endingTime,
  onClose,
  onDone,
}: {
  homeworkId: string;
  endingTime: number;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [value, setValue] = useState<number | null>(endingTime);
  const [problem, setProblem] = useState<string | null>(null);
  const [adjust, { loading }] = useMutation(adjustDeadlineMutation);
  const save = async () => {
    if (value === null) return setProblem(DEADLINE_REQUIRED);
    try {
      await adjust({ variables: { id: homeworkId, endingTime: secondsToIso(value) } });
      onDone(t('deadlineChanged'));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <Dialog
      header={t('changeDeadline')}
      visible
      modal
      style={{ width: '26rem' }}
      onHide={onClose}
      footer={
        <>
          <Button type="button" label={t('cancel')} severity="secondary" outlined onClick={onClose} />
          <Button type="button" label={t('ok')} loading={loading} onClick={() => void save()} />
        </>
      }
    >
      <label htmlFor="result-deadline" className="result-dialog__label">
        {t('deadline')}
      </label>
      <SchoolDateTimeInput
        inputId="result-deadline"
        value={value}
        minSeconds={nowSeconds() - DAY}
        onChange={(v) => {
          setValue(v);
          setProblem(null);
        }}
        invalid={problem !== null}
      />
      {problem && (
        <small className="p-error" role="alert">
          {problem}
        </small>
      )}
    </Dialog>
  );
}
