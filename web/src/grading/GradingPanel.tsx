import { GRADING_COMMENT_MAX, type GradeDraft, REVIEW_RATES } from '@school/machines';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { CommentBank } from './CommentBank';
import { t } from './i18n/zh-CN';

/** Score text as typed keys build it: digits, at most one point and one decimal, clamped to the full score. */
export function typeScore(current: number | null, key: string, max: number): number | null {
  const text = current === null ? '' : String(current);
  if (key === 'Backspace') {
    const shorter = text.slice(0, -1);
    return shorter === '' ? null : Number(shorter);
  }
  if (!/^\d$/.test(key)) return current;
  const next = Number(text === '0' ? key : `${text}${key}`);
  return next > max ? max : next;
}

/** The grading panel of one subjective question: score (or rate), remark, comment bank, save. */
export function GradingPanel({
  scored,
  maxScore,
  draft,
  saving,
  onEdit,
  onSave,
  remarkRef,
  rubric,
}: {
  /** Scored with points (is_set_score 2); otherwise graded by rates. */
  scored: boolean;
  maxScore: number;
  draft: GradeDraft;
  saving: boolean;
  onEdit: (patch: Partial<GradeDraft>) => void;
  onSave: () => void;
  remarkRef: React.RefObject<HTMLTextAreaElement | null>;
  /** The rubric panel of a question graded by rubric (its levels set the score below). */
  rubric?: React.ReactNode;
}) {
  return (
    <section className="grading-panel" aria-label={t('grade')}>
      {rubric}
      {scored ? (
        <div className="grading-panel__score">
          <label htmlFor="grading-score">{t('scoreOfThisQuestion')}</label>
          <input
            id="grading-score"
            className="p-inputtext grading-panel__score-input"
            inputMode="decimal"
            value={draft.score ?? ''}
            placeholder="0"
            onChange={(e) => {
              const text = e.target.value.trim();
              if (text === '') return onEdit({ score: null });
              if (!/^\d+(\.\d?)?$/.test(text)) return;
              onEdit({ score: Math.min(Number(text), maxScore) });
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                onSave();
              }
            }}
          />
          <span className="grading-panel__max">{t.rich('pts2', { maxScore })}</span>
          <Button
            type="button"
            size="small"
            text
            label={t('fullMarks')}
            onClick={() => onEdit({ score: maxScore })}
          />
          <Button type="button" size="small" text label={t('zero')} onClick={() => onEdit({ score: 0 })} />
        </div>
      ) : (
        <fieldset className="grading-panel__rates">
          <legend>{t('accuracyOfThisQuestion')}</legend>
          {REVIEW_RATES.map((rate, i) => (
            <Button
              key={rate}
              type="button"
              size="small"
              label={`${rate}%`}
              badge={String(i + 1)}
              outlined={draft.rate !== rate}
              aria-pressed={draft.rate === rate}
              onClick={() => onEdit({ rate })}
            />
          ))}
        </fieldset>
      )}
      <label htmlFor="grading-remark" className="grading-panel__label">
        {t.rich('commentAtMostCharacters', { GRADING_COMMENT_MAX })}
      </label>
      <InputTextarea
        id="grading-remark"
        ref={remarkRef}
        rows={3}
        value={draft.remark}
        maxLength={GRADING_COMMENT_MAX}
        onChange={(e) => onEdit({ remark: e.target.value })}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            onSave();
          }
          if (e.key === 'Escape') e.currentTarget.blur();
        }}
      />
      <CommentBank
        current={draft.remark}
        onInsert={(text) => onEdit({ remark: `${draft.remark}${text}`.slice(0, GRADING_COMMENT_MAX) })}
      />
      <div className="grading-panel__actions">
        <Button type="button" label={t('saveAndNext')} icon="pi pi-check" onClick={onSave} loading={saving} />
        <kbd className="grading-panel__hint">Enter</kbd>
      </div>
    </section>
  );
}
