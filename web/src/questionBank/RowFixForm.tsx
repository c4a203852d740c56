import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useState } from 'react';
import type { ImportPreview_PreviewFragment, QuestionInput } from '../generated/graphql';
import { DIFFICULTIES } from '../shared/question/questionTypes';
import { RichTextEditor } from '../shared/richText/RichTextEditor';
import { t } from './i18n/zh-CN';

type Row = ImportPreview_PreviewFragment['rows'][number];

/** The row's question as the question form sends it (every field kept, the edited ones replaced). */
const toInput = (row: Row): QuestionInput => ({
  type: row.question.type,
  stem: row.question.stem,
  options: row.question.options.map((o) => ({ content: o.content, isRight: o.isRight })),
  rightAnswer: row.question.rightAnswer,
  analysis: row.question.analysis,
  difficulty: row.question.difficulty,
  remark: row.question.remark,
  subQuestions: row.question.subQuestions.map((s) => ({
    type: s.type,
    stem: s.stem,
    options: s.options.map((o) => ({ content: o.content, isRight: o.isRight })),
    rightAnswer: s.rightAnswer,
    analysis: s.analysis,
  })),
});

const isChoice = (type: QuestionInput['type']) =>
  type === 'SINGLE_CHOICE' ||
  type === 'TRUE_FALSE' ||
  type === 'MULTIPLE_CHOICE' ||
  type === 'INDEFINITE_CHOICE';
const isSingle = (type: QuestionInput['type']) => type === 'SINGLE_CHOICE' || type === 'TRUE_FALSE';

/**
 * Fixing one row inline: stem, options with the right ones, answer and difficulty; the server checks
 * the fix with the question form's rules and the row shows what is still wrong. A refused save keeps
 * what was typed (it comes back as `initial`).
 */
export function RowFixForm({
  row,
  saving,
  error,
  initial,
  onSave,
  onCancel,
}: {
  row: Row;
  saving: boolean;
  error: string | null;
  initial: unknown;
  onSave: (value: QuestionInput) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState<QuestionInput>(() => (initial as QuestionInput | null) ?? toInput(row));
  const set = (patch: Partial<QuestionInput>) => setValue((v) => ({ ...v, ...patch }));
  const setOption = (index: number, patch: { content?: string; isRight?: boolean }) =>
    set({
      options: value.options.map((o, i) =>
        i === index
          ? { ...o, ...patch }
          : patch.isRight && isSingle(value.type)
            ? { ...o, isRight: false }
            : o,
      ),
    });
  return (
    <section className="import-fix" aria-label={t('fix2', { where: row.where })} data-testid="import-fix">
      <h3 className="import-fix__title">{t.rich('fix2', { where: row.where })}</h3>
      {error && <Message severity="error" text={error} />}
      {row.errors.length > 0 && (
        <p className="import-fix__errors" data-testid="import-fix-errors">
          {row.errors.join(t('text2'))}
        </p>
      )}
      <div className="import-fix__field">
        <span className="import-fix__label">{t('stem')}</span>
        <RichTextEditor
          id={`fix-stem-${row.rowId}`}
          label={t('stem')}
          value={value.stem}
          onChange={(stem) => set({ stem })}
        />
      </div>
      {isChoice(value.type) && (
        <div className="import-fix__field">
          <span className="import-fix__label">{t('options')}</span>
          {value.options.map((option, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are neither added nor removed here; the letter is the place
            <div className="import-fix__option" key={`${row.rowId}-${i}`}>
              <Checkbox
                inputId={`fix-right-${row.rowId}-${i}`}
                checked={option.isRight}
                onChange={(e) => setOption(i, { isRight: e.checked === true })}
                aria-label={t('optionIsCorrect', { value: String.fromCharCode(65 + i) })}
              />
              <span className="import-fix__letter">{String.fromCharCode(65 + i)}</span>
              <RichTextEditor
                id={`fix-option-${row.rowId}-${i}`}
                label={t('option2', { value: String.fromCharCode(65 + i) })}
                compact
                value={option.content}
                onChange={(content) => setOption(i, { content })}
              />
            </div>
          ))}
        </div>
      )}
      {value.type === 'SHORT_ANSWER' && (
        <div className="import-fix__field">
          <span className="import-fix__label">{t('answer')}</span>
          <RichTextEditor
            id={`fix-answer-${row.rowId}`}
            label={t('answer')}
            value={value.rightAnswer}
            onChange={(rightAnswer) => set({ rightAnswer })}
          />
        </div>
      )}
      <div className="import-fix__field">
        <label className="import-fix__label" htmlFor={`fix-difficulty-${row.rowId}`}>
          {t('difficulty')}
        </label>
        <Dropdown
          inputId={`fix-difficulty-${row.rowId}`}
          value={value.difficulty ?? null}
          options={DIFFICULTIES.map((d) => ({ label: String(d), value: d }))}
          placeholder={t('choose')}
          onChange={(e) => set({ difficulty: e.value as number })}
        />
      </div>
      <div className="import-fix__actions">
        <Button label={t('cancel')} text disabled={saving} onClick={onCancel} />
        <Button label={t('saveChanges')} loading={saving} onClick={() => onSave(value)} />
      </div>
    </section>
  );
}
