import { isChoiceType, QUESTION_TYPE_CODE, type QuestionIssue, type SubQuestion } from '@school/machines';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { quesTypeOf, typeOf } from '../shared/question/questionTypes';
import { RichTextEditor } from '../shared/richText/RichTextEditor';
import { FieldError } from './FieldError';
import { t } from './i18n/zh-CN';
import { issueAt } from './issues';
import { OptionList } from './OptionList';
import { SUB_TYPE_CHOICES } from './questionTypes';
import type { FormApi } from './useQuestionForm';

/** A material question's sub-questions, numbered: each typed, written, moved up or down, deleted. */
export function SubQuestionList({
  form,
  items,
  issues,
}: {
  form: FormApi;
  items: readonly SubQuestion[];
  issues: readonly QuestionIssue[];
}) {
  return (
    <div className="sub-questions">
      {items.map((item, index) => {
        const at = (field: string) => issueAt(issues, `items.${index}.${field}`);
        const key = item.id > 0 ? `saved-${item.id}` : `new-${index}`;
        return (
          <section
            className="sub-question"
            key={key}
            data-testid={`sub-question-${index + 1}`}
            aria-label={t('question2', { value: index + 1 })}
          >
            <header className="sub-question__header">
              <h3>{t.rich('question2', { value: index + 1 })}</h3>
              <Dropdown
                inputId={`item-${index}-type`}
                value={typeOf(item.quesType)}
                options={SUB_TYPE_CHOICES}
                onChange={(e) =>
                  form.send({ type: 'item.chooseType', index, quesType: quesTypeOf(e.value) as never })
                }
                ariaLabel={t('typeOfQuestion', { value: index + 1 })}
                aria-label={t('typeOfQuestion', { value: index + 1 })}
              />
              <span className="sub-question__actions">
                <Button
                  type="button"
                  icon="pi pi-arrow-up"
                  text
                  rounded
                  aria-label={t('moveQuestionUp', { value: index + 1 })}
                  onClick={() => form.send({ type: 'item.moveUp', index })}
                />
                <Button
                  type="button"
                  icon="pi pi-arrow-down"
                  text
                  rounded
                  aria-label={t('moveQuestionDown', { value: index + 1 })}
                  onClick={() => form.send({ type: 'item.moveDown', index })}
                />
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={t('deleteQuestion', { value: index + 1 })}
                  onClick={() => form.send({ type: 'item.remove', index })}
                />
              </span>
            </header>
            <div className="question-form__field">
              <span className="question-form__label question-form__label--required">{t('stem')}</span>
              <RichTextEditor
                id={`item-${index}-stem`}
                label={t('stemOfQuestion', { value: index + 1 })}
                value={item.stem}
                placeholder={t('enterTheStem')}
                invalid={Boolean(at('stem'))}
                onChange={(stem) => form.send({ type: 'item.change', index, patch: { stem } })}
              />
              <FieldError id={`item-${index}-stem-error`} message={at('stem')} />
            </div>
            {isChoiceType(item.quesType) && (
              <div className="question-form__field">
                <span className="question-form__label question-form__label--required">{t('options')}</span>
                <OptionList
                  form={form}
                  quesType={item.quesType}
                  options={item.options}
                  issues={issues}
                  item={index}
                />
              </div>
            )}
            {item.quesType === QUESTION_TYPE_CODE.SHORT_ANSWER && (
              <div className="question-form__field">
                <span className="question-form__label question-form__label--required">
                  {t('referenceAnswer')}
                </span>
                <RichTextEditor
                  id={`item-${index}-answer`}
                  label={t('referenceAnswerOfQuestion', { value: index + 1 })}
                  value={item.rightAnswer}
                  placeholder={t('enterTheReferenceAnswer')}
                  invalid={Boolean(at('rightAnswer'))}
                  onChange={(rightAnswer) =>
                    form.send({ type: 'item.change', index, patch: { rightAnswer } })
                  }
                />
                <FieldError id={`item-${index}-answer-error`} message={at('rightAnswer')} />
              </div>
            )}
            <div className="question-form__field">
              <span className="question-form__label">{t('analysis')}</span>
              <RichTextEditor
                id={`item-${index}-analysis`}
                label={t('analysisOfQuestion', { value: index + 1 })}
                value={item.analysis}
                placeholder={t('enterTheAnalysisOptional')}
                onChange={(analysis) => form.send({ type: 'item.change', index, patch: { analysis } })}
              />
            </div>
          </section>
        );
      })}
      <FieldError id="items-error" message={issueAt(issues, 'items')} />
      <Button
        type="button"
        label={t('addSubQuestion')}
        icon="pi pi-plus"
        outlined
        disabled={!form.can({ type: 'item.add' })}
        onClick={() => form.send({ type: 'item.add' })}
      />
    </div>
  );
}
