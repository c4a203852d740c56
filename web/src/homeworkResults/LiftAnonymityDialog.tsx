import { useMutation } from '@apollo/client/react';
import { ANONYMITY_MESSAGES } from '@school/machines';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { dropCachedList } from '../shared/cachedLists';
import { errorMessage } from '../shared/graphqlErrors';
import { t } from './i18n/zh-CN';
import { liftAnonymityMutation } from './operations';

/**
 * 公开学员姓名: the owner confirms lifting anonymous grading. The answer updates the homework's
 * anonymity in the cache; the student lists, which showed aliases, are fetched again.
 */
export function LiftAnonymityDialog({
  homeworkId,
  onClose,
  onDone,
}: {
  homeworkId: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [lift, { loading }] = useMutation(liftAnonymityMutation, {
    update: (cache) => {
      dropCachedList('homeworkStudents')(cache);
      dropCachedList('gradingList')(cache);
    },
  });
  const confirm = async () => {
    try {
      await lift({ variables: { homeworkId } });
      onDone(ANONYMITY_MESSAGES.lifted);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <Dialog
      header={t('revealNames')}
      visible
      modal
      style={{ width: '28rem' }}
      onHide={onClose}
      footer={
        <>
          <Button type="button" label={t('cancel')} severity="secondary" outlined onClick={onClose} />
          <Button type="button" label={t('confirmReveal')} loading={loading} onClick={() => void confirm()} />
        </>
      }
    >
      <p>{ANONYMITY_MESSAGES.liftConfirm}</p>
      {problem && (
        <small className="p-error" role="alert">
          {problem}
        </small>
      )}
    </Dialog>
  );
}
