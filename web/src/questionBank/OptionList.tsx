import {
  type BankQuesType,
  isSingleAnswerType,
  optionLetter,
  QUESTION_TYPE_CODE,
  type QuestionIssue,
  type QuestionOption,
} from '@school/machines';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { RadioButton } from 'primereact/radiobutton';
import { RichTextEditor } from '../shared/richText/RichTextEditor';
import { FieldError } from './FieldError';
import { t } from './i18n/zh-CN';
import { issueAt } from './issues';
import type { FormApi } from './useQuestionForm';

interface OptionListProps {
  form: FormApi;
  quesType: BankQuesType;
  options: readonly QuestionOption[];
  issues: readonly QuestionIssue[];
  /** The sub-question these options belong to; absent for the question itself. */
  item?: number;
}

/** Options with their letters: the correct mark (one for types 1 and 2, any for 3 and 4), content, removal. */
export function OptionList({ form, quesType, options, issues, item }: OptionListProps) {
  const target = item === undefined ? {} : { item };
  const prefix = item === undefined ? '' : `items.${item}.`;
  const idBase = item === undefined ? 'option' : `item-${item}-option`;
  const single = isSingleAnswerType(quesType);
  return (
    <div className="option-list">
      {options.map((option, index) => {
        const letter = optionLetter(option.id);
        const markId = `${idBase}-${letter}-right`;
        const mark = () => form.send({ type: 'option.markRight', index, ...target });
        return (
          <div className="option-list__row" key={option.id} data-testid={`${idBase}-${letter}`}>
            <span className="option-list__letter">{letter}</span>
            <div className="option-list__mark">
              {single ? (
                <RadioButton inputId={markId} checked={option.isRight} onChange={mark} />
              ) : (
                <Checkbox inputId={markId} checked={option.isRight} onChange={mark} />
              )}
              <label htmlFor={markId}>{t('correctAnswer')}</label>
            </div>
            <div className="option-list__content">
              <RichTextEditor
                id={`${idBase}-${letter}-content`}
                label={t('option', { letter })}
                compact
                value={option.content}
                placeholder={t('enterOption', { letter })}
                invalid={Boolean(issueAt(issues, `${prefix}options.${index}.content`))}
                onChange={(content) => form.send({ type: 'option.change', index, content, ...target })}
              />
              <FieldError
                id={`${idBase}-${letter}-error`}
                message={issueAt(issues, `${prefix}options.${index}.content`)}
              />
            </div>
            <Button
              type="button"
              icon="pi pi-trash"
              rounded
              text
              severity="danger"
              aria-label={t('deleteOption', { letter })}
              disabled={!form.can({ type: 'option.remove', index, ...target })}
              onClick={() => form.send({ type: 'option.remove', index, ...target })}
            />
          </div>
        );
      })}
      <FieldError id={`${idBase}s-error`} message={issueAt(issues, `${prefix}options`)} />
      {quesType !== QUESTION_TYPE_CODE.TRUE_FALSE && (
        <Button
          type="button"
          label={t('addOption')}
          icon="pi pi-plus"
          text
          disabled={!form.can({ type: 'option.add', ...target })}
          onClick={() => form.send({ type: 'option.add', ...target })}
        />
      )}
    </div>
  );
}
