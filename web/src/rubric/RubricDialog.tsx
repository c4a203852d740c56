import { emptyRubricForm, formOfRubric, RUBRIC_LIMITS, rubricFormRefusal } from '@school/machines';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect } from 'react';
import type { RubricFieldsFragment } from '../generated/graphql';
import { ActionButton } from '../shared/ui/ActionButton';
import { allowed, refused } from '../shared/ui/ability';
import { t } from './i18n/zh-CN';
import { useRubricEditor } from './useRubricEditor';

/** The create and edit dialog of a rubric: a title, criteria, and each criterion's levels with points. */
export function RubricDialog({
  editing,
  onClose,
  onSaved,
}: {
  /** The rubric edited, or null to create one. */
  editing: RubricFieldsFragment | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { snapshot, send, can } = useRubricEditor({
    rubricId: editing ? Number(editing.id) : null,
    form: editing ? formOfRubric(editing) : emptyRubricForm(),
  });
  const { form, failure } = snapshot.context;
  const saving = snapshot.matches('saving');
  const saved = snapshot.matches('saved');
  const refusal = rubricFormRefusal(form);
  useEffect(() => {
    if (saved) onSaved(editing ? t('saved') : t('created'));
  }, [saved, editing, onSaved]);
  return (
    <Dialog
      visible
      header={editing ? t('editRubric') : t('newRubric')}
      style={{ width: 'min(56rem, 96vw)' }}
      onHide={onClose}
      footer={
        <div className="rubric-dialog__footer">
          {snapshot.matches('failed') && failure && (
            <span className="rubric-dialog__error" role="alert">
              {failure}
            </span>
          )}
          <Button type="button" label={t('cancel')} text onClick={onClose} />
          <ActionButton
            link={false}
            action={{
              label: saving ? t('saving') : t('save'),
              icon: 'pi pi-check',
              ability: refusal ? refused(refusal) : allowed,
              onClick: () => send({ type: 'rubric.save' }),
            }}
          />
        </div>
      }
    >
      <div className="rubric-dialog">
        <label htmlFor="rubric-title">{t('name')}</label>
        <InputText
          id="rubric-title"
          value={form.title}
          maxLength={RUBRIC_LIMITS.titleMax}
          placeholder={t('eGEssayRubric')}
          onChange={(e) => send({ type: 'rubric.rename', title: e.target.value })}
        />
        {form.criteria.map((criterion, i) => (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: criteria are positions in the form, numbered on screen; controlled inputs keep no state of their own.
            key={i}
            className="rubric-dialog__criterion"
            aria-label={t('criterion2', { value: i + 1 })}
          >
            <legend>{t.rich('criterion', { value: i + 1 })}</legend>
            <div className="rubric-dialog__row">
              <InputText
                aria-label={t('criterionName', { value: i + 1 })}
                value={criterion.name}
                maxLength={RUBRIC_LIMITS.criterionNameMax}
                placeholder={t('criterionNameEGArgument')}
                onChange={(e) => send({ type: 'criterion.rename', criterion: i, name: e.target.value })}
              />
              <Button
                type="button"
                icon="pi pi-trash"
                text
                severity="danger"
                aria-label={t('removeCriterion', { value: i + 1 })}
                disabled={!can({ type: 'criterion.remove', criterion: i })}
                onClick={() => send({ type: 'criterion.remove', criterion: i })}
              />
            </div>
            {criterion.levels.map((level, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: levels are positions too, numbered by the keys that choose them.
              <div key={k} className="rubric-dialog__row rubric-dialog__level">
                <span className="rubric-dialog__key">{k + 1}</span>
                <InputText
                  aria-label={t('criterionLevelDescription', { value: i + 1, value2: k + 1 })}
                  value={level.text}
                  maxLength={RUBRIC_LIMITS.levelTextMax}
                  placeholder={t('levelDescription')}
                  onChange={(e) =>
                    send({ type: 'level.describe', criterion: i, level: k, text: e.target.value })
                  }
                />
                <InputText
                  aria-label={t('criterionLevelPoints', { value: i + 1, value2: k + 1 })}
                  className="rubric-dialog__points"
                  inputMode="decimal"
                  value={level.points}
                  placeholder={t('points')}
                  onChange={(e) =>
                    send({ type: 'level.score', criterion: i, level: k, points: e.target.value })
                  }
                />
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  aria-label={t('removeCriterionLevel', { value: i + 1, value2: k + 1 })}
                  disabled={!can({ type: 'level.remove', criterion: i, level: k })}
                  onClick={() => send({ type: 'level.remove', criterion: i, level: k })}
                />
              </div>
            ))}
            <Button
              type="button"
              size="small"
              text
              icon="pi pi-plus"
              label={t('addLevel')}
              disabled={!can({ type: 'level.add', criterion: i })}
              onClick={() => send({ type: 'level.add', criterion: i })}
            />
          </fieldset>
        ))}
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-plus"
          label={t('addCriterion')}
          disabled={!can({ type: 'criterion.add' })}
          onClick={() => send({ type: 'criterion.add' })}
        />
      </div>
    </Dialog>
  );
}
