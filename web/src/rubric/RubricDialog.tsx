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
      onSaved(editing ? '编辑成功' : '添加成功');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <Dialog
      visible
      header={editing ? '编辑评分标准' : '新建评分标准'}
      style={{ width: 'min(56rem, 96vw)' }}
      onHide={onClose}
      footer={
        <div className="rubric-dialog__footer">
          {failure && (
            <span className="rubric-dialog__error" role="alert">
              {failure}
            </span>
          )}
          <Button type="button" label="取消" text onClick={onClose} />
          <ActionButton
            link={false}
            action={{
              label: saving ? '保存中…' : '保存',
              icon: 'pi pi-check',
              ability: refusal ? refused(refusal) : allowed,
              onClick: () => void save(),
            }}
          />
        </div>
      }
    >
      <div className="rubric-dialog">
        <label htmlFor="rubric-title">名称</label>
        <InputText
          id="rubric-title"
          value={form.title}
          maxLength={RUBRIC_LIMITS.titleMax}
          placeholder="如：论述题评分标准"
          onChange={(e) => setForm({ ...form, title: e.target.value })}
        />
        {form.criteria.map((criterion, i) => (
          <fieldset key={i} className="rubric-dialog__criterion" aria-label={`评分项${i + 1}`}>
            <legend>评分项 {i + 1}</legend>
            <div className="rubric-dialog__row">
              <InputText
                aria-label={`评分项${i + 1}名称`}
                value={criterion.name}
                maxLength={RUBRIC_LIMITS.criterionNameMax}
                placeholder="评分项名称，如：观点"
                onChange={(e) => setCriterion(i, { name: e.target.value })}
              />
              <Button
                type="button"
                icon="pi pi-trash"
                text
                severity="danger"
                aria-label={`删除评分项${i + 1}`}
                disabled={form.criteria.length <= 1}
                onClick={() => setForm({ ...form, criteria: form.criteria.filter((_, j) => j !== i) })}
              />
            </div>
            {criterion.levels.map((level, k) => (
              <div key={k} className="rubric-dialog__row rubric-dialog__level">
                <span className="rubric-dialog__key">{k + 1}</span>
                <InputText
                  aria-label={`评分项${i + 1}等级${k + 1}描述`}
                  value={level.text}
                  maxLength={RUBRIC_LIMITS.levelTextMax}
                  placeholder="等级描述"
                  onChange={(e) => setLevel(i, k, { text: e.target.value })}
                />
                <InputText
                  aria-label={`评分项${i + 1}等级${k + 1}分值`}
                  className="rubric-dialog__points"
                  inputMode="decimal"
                  value={level.points}
                  placeholder="分值"
                  onChange={(e) => setLevel(i, k, { points: e.target.value.trim() })}
                />
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  aria-label={`删除评分项${i + 1}等级${k + 1}`}
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
              label="添加等级"
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
          label="添加评分项"
          disabled={form.criteria.length >= RUBRIC_LIMITS.criteriaMax}
          onClick={() => setForm({ ...form, criteria: [...form.criteria, emptyCriterion()] })}
        />
      </div>
    </Dialog>
  );
}
