import { useMutation } from '@apollo/client/react';
import { CORRECTION_TEXT_MAX, CORRECTION_TYPE_CODE, CORRECTION_TYPES, enumValueName } from '@school/machines';
import { COMMON_MESSAGES } from '@school/machines/messages';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import type { CorrectionType } from '../../generated/graphql';
import { errorMessage } from '../../shared/graphqlErrors';
import { t } from '../i18n/zh-CN';
import {
  cancelMyQuestionCollectMutation,
  collectMyQuestionMutation,
  myReportQuery,
  reportMyQuestionCorrectionMutation,
} from '../operations';

const typeOptions = Object.entries(CORRECTION_TYPE_CODE).map(([key, code]) => ({
  value: enumValueName(key) as CorrectionType,
  label: CORRECTION_TYPES[code],
}));

/** Report a mistake in a question: a type and what is wrong (spec: 请选择纠错类型, 请输入纠错内容). */
function CorrectionDialog({
  questionId,
  label,
  onClose,
}: {
  questionId: string;
  label: string;
  onClose: (sent: boolean) => void;
}) {
  const [type, setType] = useState<CorrectionType | null>(null);
  const [message, setMessage] = useState('');
  const [send, { loading, error }] = useMutation(reportMyQuestionCorrectionMutation);
  const submit = async () => {
    try {
      await send({ variables: { questionId, type, message } });
      onClose(true);
    } catch {
      // The server's message is shown below.
    }
  };
  const typeId = `correction-type-${questionId}`;
  const textId = `correction-text-${questionId}`;
  return (
    <Dialog
      visible
      header={`${t('correct')} · ${label}`}
      onHide={() => onClose(false)}
      className="student-dialog"
      footer={
        <div className="student-dialog__footer">
          <button type="button" className="p-button p-component p-button-text" onClick={() => onClose(false)}>
            <span className="p-button-label">{t('cancel')}</span>
          </button>
          <button
            type="button"
            className={`p-button p-component${loading ? ' p-disabled' : ''}`}
            disabled={loading}
            onClick={() => void submit()}
          >
            <span className="p-button-label">{t('send')}</span>
          </button>
        </div>
      }
    >
      <div className="student-correction">
        <label htmlFor={typeId}>{t('correctionType')}</label>
        <Dropdown
          inputId={typeId}
          value={type}
          options={typeOptions}
          optionLabel="label"
          optionValue="value"
          placeholder={t('correctionType')}
          onChange={(e) => setType(e.value as CorrectionType)}
        />
        <label htmlFor={textId}>{t('correctionText')}</label>
        <InputTextarea
          id={textId}
          value={message}
          rows={4}
          maxLength={CORRECTION_TEXT_MAX}
          onChange={(e) => setMessage(e.target.value)}
        />
        {error && (
          <p className="student-error" role="alert">
            {errorMessage(error)}
          </p>
        )}
      </div>
    </Dialog>
  );
}

/** A reviewed question's notes: save it to my notebook (or remove it), report a mistake. */
export function QuestionNotes({
  reportId,
  questionId,
  collectId,
  label,
}: {
  reportId: string;
  questionId: string;
  collectId: string | null;
  label: string;
}) {
  const refetch = {
    refetchQueries: [{ query: myReportQuery, variables: { id: reportId } }],
    awaitRefetchQueries: true,
  };
  const [collect, collecting] = useMutation(collectMyQuestionMutation, refetch);
  const [cancel, cancelling] = useMutation(cancelMyQuestionCollectMutation, refetch);
  const [correcting, setCorrecting] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const busy = collecting.loading || cancelling.loading;
  const toggle = async () => {
    setSaid(null);
    try {
      if (collectId) {
        await cancel({ variables: { collectId } });
        setSaid(COMMON_MESSAGES.collectCancelled);
      } else {
        await collect({ variables: { questionId } });
        setSaid(COMMON_MESSAGES.collected);
      }
    } catch (error) {
      setSaid(errorMessage(error));
    }
  };
  return (
    <div className="student-notes">
      <button
        type="button"
        className="student-note p-button p-component p-button-outlined"
        aria-pressed={collectId !== null}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <i
          className={`p-button-icon-left ${collectId ? 'pi pi-star-fill' : 'pi pi-star'}`}
          aria-hidden="true"
        />
        <span className="p-button-label">{collectId ? t('collected') : t('collect')}</span>
      </button>
      <button
        type="button"
        className="student-note p-button p-component p-button-outlined"
        onClick={() => {
          setSaid(null);
          setCorrecting(true);
        }}
      >
        <i className="p-button-icon-left pi pi-flag" aria-hidden="true" />
        <span className="p-button-label">{t('correct')}</span>
      </button>
      {said && (
        <span className="student-notes__said" role="status">
          {said}
        </span>
      )}
      {correcting && (
        <CorrectionDialog
          questionId={questionId}
          label={label}
          onClose={(sent) => {
            setCorrecting(false);
            if (sent) setSaid(COMMON_MESSAGES.submitted);
          }}
        />
      )}
    </div>
  );
}
