import { useMutation } from '@apollo/client/react';
import { RUBRIC_LIMITS } from '@school/machines';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { RubricFieldsFragment } from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { ActionButton } from '../shared/ui/ActionButton';
import { allowed, refused } from '../shared/ui/ability';
import { t } from './i18n/zh-CN';
import { createRubricMutation, updateRubricMutation } from './operations';
import {
  draftOfForm,
  emptyCriterion,
  emptyLevel,
  emptyRubricForm,
  formOfRubric,
  type RubricFormDraft,
  rubricFormRefusal,
} from './rubricDraft';

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
  const [form, setForm] = useState<RubricFormDraft>(() =>
    editing ? formOfRubric(editing) : emptyRubricForm(),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [create, created] = useMutation(createRubricMutation, { refetchQueries: ['Rubrics'] });
  const [update, updated] = useMutation(updateRubricMutation);
  const saving = created.loading || updated.loading;
  const refusal = rubricFormRefusal(form);
  const setCriterion = (i: number, patch: Partial<RubricFormDraft['criteria'][number]>) =>
    setForm({ ...form, criteria: form.criteria.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  const setLevel = (i: number, k: number, patch: Partial<{ text: string; points: string }>) =>
    setCriterion(i, {
      levels: (form.criteria[i]?.levels ?? []).map((l, j) => (j === k ? { ...l, ...patch } : l)),
    });
  const save = async () => {
    setFailure(null);
    const draft = draftOfForm(form);
    const input = {
      title: draft.title,
      criteria: draft.criteria.map((c) => ({ name: c.name, levels: c.levels.map((l) => ({ ...l })) })),
    };
    try {
      if (editing) await update({ variables: { id: editing.id, input } });
      else await create({ variables: { input } });
      onSaved(editing ? t('saved') : t('created'));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <Dialog
      visible
      header={editing ? t('editRubric') : t('newRubric')}
      style={{ width: 'min(56rem, 96vw)' }}
      onHide={onClose}
      footer={
        <div className="rubric-dialog__footer">
          {failure && (
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
              onClick: () => void save(),
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
          onChange={(e) => setForm({ ...form, title: e.target.value })}
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
                onChange={(e) => setCriterion(i, { name: e.target.value })}
              />
              <Button
                type="button"
                icon="pi pi-trash"
                text
                severity="danger"
                aria-label={t('removeCriterion', { value: i + 1 })}
                disabled={form.criteria.length <= 1}
                onClick={() => setForm({ ...form, criteria: form.criteria.filter((_, j) => j !== i) })}
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
                  onChange={(e) => setLevel(i, k, { text: e.target.value })}
                />
                <InputText
                  aria-label={t('criterionLevelPoints', { value: i + 1, value2: k + 1 })}
                  className="rubric-dialog__points"
                  inputMode="decimal"
                  value={level.points}
                  placeholder={t('points')}
                  onChange={(e) => setLevel(i, k, { points: e.target.value.trim() })}
                />
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  aria-label={t('removeCriterionLevel', { value: i + 1, value2: k + 1 })}
                  disabled={criterion.levels.length <= 1}
                  onClick={() => setCriterion(i, { levels: criterion.levels.filter((_, j) => j !== k) })}
                />
              </div>
            ))}
            <Button
              type="button"
              size="small"
              text
              icon="pi pi-plus"
              label={t('addLevel')}
              disabled={criterion.levels.length >= RUBRIC_LIMITS.levelsMax}
              onClick={() => setCriterion(i, { levels: [...criterion.levels, emptyLevel()] })}
            />
          </fieldset>
        ))}
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-plus"
          label={t('addCriterion')}
          disabled={form.criteria.length >= RUBRIC_LIMITS.criteriaMax}
          onClick={() => setForm({ ...form, criteria: [...form.criteria, emptyCriterion()] })}
        />
      </div>
    </Dialog>
  );
}
