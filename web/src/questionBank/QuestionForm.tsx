import { useQuery } from '@apollo/client/react';
import {
  emptyQuestionDraft,
  isChoiceType,
  QUESTION_REMARK_MAX,
  QUESTION_TYPE_CODE,
  removalQuestion,
} from '@school/machines';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { Rating } from 'primereact/rating';
import { SelectButton } from 'primereact/selectbutton';
import { Toast } from 'primereact/toast';
import { useEffect, useRef, useState } from 'react';
import { useFormGuard } from '../shared/form/useFormGuard';
import { quesTypeOf, TYPE_CHOICES, typeOf } from '../shared/question/questionTypes';
import { RichTextEditor } from '../shared/richText/RichTextEditor';
import { PageHeader } from '../shared/ui/PageHeader';
import { FieldError } from './FieldError';
import { issueAt } from './issues';
import { OptionList } from './OptionList';
import { knowledgePointsQuery } from './operations';
import { SubQuestionList } from './SubQuestionList';
import type { FormApi } from './useQuestionForm';
import './questionBank.css';
import { t } from './i18n/zh-CN';

interface QuestionFormProps {
  form: FormApi;
  title: string;
  onBack: () => void;
  /** Called once the question is saved (not after save and continue). */
  onSaved: (message: string) => void;
}

/** HomeworkAddQues / HomeworkEditQues: every field of a question, driven by the form machine. */
export function QuestionForm({ form, title, onBack, onSaved }: QuestionFormProps) {
  const { snapshot, send } = form;
  const { draft, issues, notice, pending, mode } = snapshot.context;
  const toast = useRef<Toast>(null);
  const points = useQuery(knowledgePointsQuery).data?.knowledgePoints ?? [];
  const saving = snapshot.matches('saving');

  const saved = snapshot.matches('saved');
  // An edited question is compared with what was loaded; a new one (also after 保存并继续) with an empty one.
  const [loaded] = useState(() => JSON.stringify(draft));
  const baseline = mode === 'edit' ? loaded : JSON.stringify(emptyQuestionDraft(draft.quesType));
  const leaveGuard = useFormGuard(!saved && !saving && JSON.stringify(draft) !== baseline);
  // a notice is a new object each time the machine raises one: show each once
  useEffect(() => {
    if (!notice) return;
    if (saved) {
      onSaved(notice.message);
      return;
    }
    toast.current?.show({ severity: notice.tone, summary: notice.message, life: 2500 });
  }, [notice, saved, onSaved]);

  const pointOptions = points
    .filter((p) => p.parentId !== null)
    .map((p) => ({
      label: `${points.find((s) => s.id === p.parentId)?.name ?? ''} · ${p.name}`,
      value: Number(p.id),
    }));
  const remarkLength = [...draft.remark].length;

  return (
    <div className="question-form">
      <Toast ref={toast} position="top-center" />
      <ConfirmDialog
        visible={snapshot.matches('confirmingRemoval')}
        message={pending ? removalQuestion(pending) : ''}
        header={t('notice')}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('ok')}
        rejectLabel={t('cancel')}
        accept={() => send({ type: 'removal.confirm' })}
        reject={() => send({ type: 'removal.cancel' })}
        onHide={() => snapshot.matches('confirmingRemoval') && send({ type: 'removal.cancel' })}
      />
      {leaveGuard}
      <PageHeader title={title} onBack={onBack} />

      <div className="question-form__card">
        <div className="question-form__field">
          <span className="question-form__label question-form__label--required" id="ques-type-label">
            {t('type')}
          </span>
          <SelectButton
            aria-labelledby="ques-type-label"
            value={draft.quesType === null ? null : typeOf(draft.quesType)}
            options={TYPE_CHOICES}
            allowEmpty={false}
            disabled={mode === 'edit' || saving}
            onChange={(e) => e.value && send({ type: 'question.chooseType', quesType: quesTypeOf(e.value) })}
          />
          {mode === 'edit' && <small className="question-form__hint">{t('theTypeCannotChangeWhile')}</small>}
          <FieldError id="ques-type-error" message={issueAt(issues, 'quesType')} />
        </div>

        <div className="question-form__field">
          <span className="question-form__label question-form__label--required">
            {draft.quesType === QUESTION_TYPE_CODE.MATERIAL ? t('material') : t('stem')}
          </span>
          <RichTextEditor
            id="ques-stem"
            label={t('stem')}
            value={draft.stem}
            placeholder={t('enterTheStem')}
            invalid={Boolean(issueAt(issues, 'stem'))}
            onChange={(stem) => send({ type: 'question.change', patch: { stem } })}
          />
          <FieldError id="ques-stem-error" message={issueAt(issues, 'stem')} />
        </div>

        {draft.quesType !== null && isChoiceType(draft.quesType) && (
          <div className="question-form__field">
            <span className="question-form__label question-form__label--required">{t('options')}</span>
            <OptionList form={form} quesType={draft.quesType} options={draft.options} issues={issues} />
          </div>
        )}

        {draft.quesType === QUESTION_TYPE_CODE.SHORT_ANSWER && (
          <div className="question-form__field">
            <span className="question-form__label question-form__label--required">
              {t('referenceAnswer')}
            </span>
            <RichTextEditor
              id="ques-answer"
              label={t('referenceAnswer')}
              value={draft.rightAnswer}
              placeholder={t('enterTheReferenceAnswer')}
              invalid={Boolean(issueAt(issues, 'rightAnswer'))}
              onChange={(rightAnswer) => send({ type: 'question.change', patch: { rightAnswer } })}
            />
            <FieldError id="ques-answer-error" message={issueAt(issues, 'rightAnswer')} />
          </div>
        )}

        {draft.quesType === QUESTION_TYPE_CODE.MATERIAL && (
          <div className="question-form__field">
            <span className="question-form__label question-form__label--required">{t('subQuestion')}</span>
            <SubQuestionList form={form} items={draft.items} issues={issues} />
          </div>
        )}

        <div className="question-form__field question-form__field--short">
          <span className="question-form__label question-form__label--required" id="ques-difficulty-label">
            {t('difficulty')}
          </span>
          <Rating
            aria-labelledby="ques-difficulty-label"
            data-testid="ques-difficulty"
            value={draft.facilityValue ?? 0}
            cancel={false}
            onChange={(e) => send({ type: 'question.change', patch: { facilityValue: e.value ?? null } })}
          />
          <FieldError id="ques-difficulty-error" message={issueAt(issues, 'facilityValue')} />
        </div>

        <div className="question-form__field">
          <span className="question-form__label">{t('analysis')}</span>
          <RichTextEditor
            id="ques-analysis"
            label={t('analysis')}
            value={draft.analysis}
            placeholder={t('enterTheAnalysisOptional')}
            onChange={(analysis) => send({ type: 'question.change', patch: { analysis } })}
          />
        </div>

        <div className="question-form__field">
          <label className="question-form__label" htmlFor="ques-remark">
            {t('notes')}
          </label>
          <div className="question-form__remark">
            <InputText
              id="ques-remark"
              value={draft.remark}
              placeholder={t('notesAreNotShownTo')}
              invalid={Boolean(issueAt(issues, 'remark'))}
              onChange={(e) => send({ type: 'question.change', patch: { remark: e.target.value } })}
            />
            <span
              className={
                remarkLength > QUESTION_REMARK_MAX ? 'question-form__count--over' : 'question-form__count'
              }
            >
              {remarkLength}/{QUESTION_REMARK_MAX}
            </span>
          </div>
          <FieldError id="ques-remark-error" message={issueAt(issues, 'remark')} />
        </div>

        <div className="question-form__field">
          <label className="question-form__label" htmlFor="ques-points">
            {t('knowledgePoint')}
          </label>
          <MultiSelect
            inputId="ques-points"
            value={draft.pointIds}
            options={pointOptions}
            placeholder={t('optional')}
            display="chip"
            filter
            onChange={(e) => send({ type: 'question.change', patch: { pointIds: e.value as number[] } })}
          />
        </div>
      </div>

      <footer className="question-form__footer">
        {mode === 'add' && (
          <Button
            type="button"
            label={t('saveAndContinue')}
            outlined
            loading={saving && snapshot.context.continueAfterSave}
            disabled={!form.can({ type: 'question.save', continueAfter: true })}
            onClick={() => send({ type: 'question.save', continueAfter: true })}
          />
        )}
        <Button
          type="button"
          label={t('save')}
          loading={saving && !snapshot.context.continueAfterSave}
          disabled={!form.can({ type: 'question.save', continueAfter: false })}
          onClick={() => send({ type: 'question.save', continueAfter: false })}
        />
        <Button type="button" label={t('back')} severity="secondary" outlined onClick={onBack} />
      </footer>
    </div>
  );
}
