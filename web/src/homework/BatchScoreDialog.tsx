import { QUES_TYPE_LABEL, SCORED_TYPES } from '@school/machines';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { DialogFooter } from '../shared/ui/DialogFooter';
import { t } from './i18n/zh-CN';
import type { PublishFormApi } from './usePublishForm';

/** The batch-score dialog: one score per type 1 to 5 (default 1, 1 to 100 with one decimal). */
export function BatchScoreDialog({ api }: { api: PublishFormApi }) {
  const { snapshot, send } = api;
  const { draft } = snapshot.context;
  return (
    <Dialog
      header={t('setPointsInBulk')}
      visible={snapshot.matches('batchScoring')}
      style={{ width: '30rem' }}
      onHide={() => send({ type: 'batchScore.cancel' })}
      footer={
        <DialogFooter
          onCancel={() => send({ type: 'batchScore.cancel' })}
          onConfirm={() => send({ type: 'batchScore.apply' })}
        />
      }
    >
      <p className="homework-dialog__hint">{t('aMaterialQuestionSPoints')}</p>
      <div className="batch-score">
        {SCORED_TYPES.map((type) => (
          <span key={type} className="batch-score__row">
            <label htmlFor={`batch-${type}`}>{QUES_TYPE_LABEL[type]}</label>
            <InputNumber
              inputId={`batch-${type}`}
              value={draft[type]}
              min={1}
              max={100}
              minFractionDigits={0}
              maxFractionDigits={1}
              suffix={t('pts')}
              onValueChange={(e) => send({ type: 'batchScore.change', quesType: type, value: e.value ?? 1 })}
            />
          </span>
        ))}
      </div>
    </Dialog>
  );
}
