import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { MyExamAttemptQuery } from '../../generated/graphql';
import { RichText } from '../../shared/question/RichText';
import { AnswerQuestion } from '../homework/AnswerSheet';
import type { DraftAnswer } from '../homework/answerCodec';
import { optionLetter, QuestionHead } from '../homework/questionParts';
import { t } from '../i18n/zh-CN';
import { type ExamDraft, FILL_BLANK, MATERIAL, sheetType } from './examDraft';

export type PaperQuestion = NonNullable<
  MyExamAttemptQuery['myExamAttempt']
>['sections'][number]['questions'][number];

/** The flag for review, beside the question's number. */
function FlagButton({ number, on, onToggle }: { number: number; on: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={`student-exam-flag${on ? ' student-exam-flag--on' : ''}`}
      aria-pressed={on}
      onClick={onToggle}
    >
      <i className={on ? 'pi pi-flag-fill' : 'pi pi-flag'} aria-hidden="true" />
      {t('flag')}
      <span className="student-visually-hidden">{t('flagQuestion', { n: number })}</span>
    </button>
  );
}

const emptyText = { text: '', images: [] as string[] };

/**
 * One question of the paper: choice and short-answer questions through the homework's answer sheet
 * parts, a material question's sub-questions over one written answer, a fill-in-the-blank question's
 * blanks; each with its flag for review.
 */
export function ExamQuestion({
  question,
  draft,
  disabled,
  onChange,
  current,
}: {
  question: PaperQuestion;
  draft: ExamDraft;
  disabled: boolean;
  onChange: (draft: ExamDraft) => void;
  current: () => ExamDraft;
}) {
  const label = t('questionOf', { n: question.number });
  const flag = (
    <FlagButton
      number={question.number}
      on={draft.flagged}
      onToggle={() => onChange({ ...current(), flagged: !current().flagged })}
    />
  );
  const setAnswer = (answer: ExamDraft['answer']) => onChange({ ...current(), answer });
  const type = sheetType(question.quesType);
  const anchor = `exam-q-${question.number}`;

  if (question.quesType === FILL_BLANK) {
    const blanks = 'blanks' in draft.answer ? draft.answer.blanks : [];
    return (
      <article id={anchor} tabIndex={-1} className="student-question" aria-label={label}>
        <header className="student-question__head">
          <span className="student-question__number">{label}</span>
          <span className="student-question__type">{t('fillBlank')}</span>
          <span className="student-question__points">{t('points', { score: question.score })}</span>
          {flag}
          <RichText className="student-question__stem" html={question.stem} />
        </header>
        <div className="student-exam-blanks">
          {blanks.map((value, i) => {
            const id = `blank-${question.id}-${i}`;
            return (
              <span key={id} className="student-exam-blank">
                <label htmlFor={id}>{t('blankOf', { n: i + 1 })}</label>
                <InputText
                  id={id}
                  value={value}
                  disabled={disabled}
                  maxLength={200}
                  onChange={(e) => {
                    const now = current().answer;
                    const list = 'blanks' in now ? [...now.blanks] : [...blanks];
                    list[i] = e.target.value;
                    setAnswer({ blanks: list });
                  }}
                />
              </span>
            );
          })}
        </div>
      </article>
    );
  }

  if (question.quesType === MATERIAL) {
    const value = 'text' in draft.answer ? draft.answer : emptyText;
    const inputId = `answer-${question.id}`;
    return (
      <section id={anchor} tabIndex={-1} className="student-material" aria-label={label}>
        <QuestionHead
          label={label}
          question={{ type: 'MATERIAL', score: question.score, stem: question.stem }}
        >
          <span className="student-question__points">{t('points', { score: question.score })}</span>
          {flag}
        </QuestionHead>
        <ol className="student-exam-subs">
          {question.subQuestions.map((sub) => (
            <li key={sub.id}>
              <RichText className="student-question__stem" html={sub.stem} />
              {sub.options.length > 0 && (
                <ul className="student-exam-subs__options">
                  {sub.options.map((o, i) => (
                    <li key={o.id}>
                      <span className="student-option__letter">{optionLetter(i)}</span>
                      <RichText className="student-option__content" html={o.content} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
        <label htmlFor={inputId} className="student-question__label">
          {t('yourAnswer')}
        </label>
        <InputTextarea
          id={inputId}
          className="student-question__text"
          value={value.text}
          autoResize
          rows={5}
          disabled={disabled}
          placeholder={t('answerPlaceholder')}
          onChange={(e) => setAnswer({ text: e.target.value, images: [] })}
        />
      </section>
    );
  }

  return (
    <div id={anchor} tabIndex={-1} className="student-exam-anchor">
      <AnswerQuestion
        question={{
          id: question.id,
          type: type ?? 'SHORT_ANSWER',
          stem: question.stem,
          score: question.score,
          options: question.options,
        }}
        label={label}
        draft={'blanks' in draft.answer ? undefined : draft.answer}
        disabled={disabled}
        withImages={false}
        headExtra={flag}
        onChange={(answer: DraftAnswer) => setAnswer(answer)}
        current={() => {
          const now = current().answer;
          return 'blanks' in now ? undefined : now;
        }}
      />
    </div>
  );
}
