import type { AnswerCardMark, GradingQuestionFieldsFragment } from '../generated/graphql';
import { DrawingView } from '../shared/drawing/DrawingView';
import { isMarkedByHand } from '../shared/question/questionTypes';
import { RichText } from '../shared/question/RichText';
import { t } from './i18n/zh-CN';

type Question = GradingQuestionFieldsFragment;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** An objective answer's mark; the others show none. */
const MARK_TEXT: Partial<Record<AnswerCardMark, string>> = { RIGHT: t('right'), WRONG: t('wrong') };

function subjectiveContent(userAnswer: string): string {
  try {
    return (JSON.parse(userAnswer) as { content?: string }).content ?? '';
  } catch {
    return '';
  }
}

/** One question as the grader reads it: stem, options, the student's answer with images and drawings. */
export function AnswerView({
  question,
  images,
  onAnnotate,
}: {
  question: Question;
  images: { url: string; draw: string }[];
  onAnnotate?: ((index: number) => void) | undefined;
}) {
  // Short answers; in an exam paper a material question is also answered and marked as a whole.
  const subjective = isMarkedByHand(question.quesType);
  const written = !subjective && question.options.length === 0;
  const chosen = new Set(question.userAnswer.split(',').filter(Boolean).map(Number));
  return (
    <article className="answer-view" aria-label={t('question', { sort: question.sort })}>
      {question.parentStem && <RichText className="answer-view__parent" html={question.parentStem} />}
      <header className="answer-view__head">
        <span className="answer-view__no">{question.sort}.</span>
        <RichText className="answer-view__stem" html={question.stem} />
        <span className="answer-view__score">{t.rich('pts', { score: question.score })}</span>
      </header>
      {question.options.length > 0 && (
        <ol className="answer-view__options">
          {question.options.map((o, i) => (
            <li
              key={o.id}
              className={`${o.isRight ? 'is-right' : ''} ${chosen.has(o.id) ? 'is-chosen' : ''}`}
              aria-label={`${LETTERS[i] ?? o.id}${chosen.has(o.id) ? t('studentSChoice') : ''}${o.isRight ? t('correctAnswer') : ''}`}
            >
              <span className="answer-view__letter">{LETTERS[i] ?? o.id}</span>
              <RichText html={o.content} />
            </li>
          ))}
        </ol>
      )}
      <section className="answer-view__answer">
        <h4>{t('studentSAnswer')}</h4>
        {subjective ? (
          <>
            {subjectiveContent(question.userAnswer) ? (
              <RichText html={subjectiveContent(question.userAnswer)} />
            ) : (
              images.length === 0 && <p className="answer-view__empty">{t('notAnswered')}</p>
            )}
            {images.length > 0 && (
              <ul className="answer-view__images">
                {images.map((img, i) => (
                  <li key={img.url + String(i)}>
                    <DrawingView url={img.url} draw={img.draw} alt={t('answerImage', { value: i + 1 })} />
                    {onAnnotate && (
                      <button type="button" className="answer-view__annotate" onClick={() => onAnnotate(i)}>
                        <i className="pi pi-pencil" aria-hidden="true" /> {t('annotations')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p>
            {written
              ? question.userAnswer || t('notAnswered')
              : chosen.size === 0
                ? t('notAnswered')
                : question.options
                    .map((o, i) => (chosen.has(o.id) ? LETTERS[i] : null))
                    .filter(Boolean)
                    .join(t('text'))}
            <span className="answer-view__mark">{MARK_TEXT[question.status] ?? ''}</span>
          </p>
        )}
      </section>
      {!subjective && question.rightAnswer && (
        <section className="answer-view__reference">
          <h4>{t('referenceAnswer')}</h4>
          <RichText html={question.rightAnswer} />
        </section>
      )}
      {subjective && question.rightAnswer && (
        <details className="answer-view__reference">
          <summary>{t('referenceAnswer')}</summary>
          <RichText html={question.rightAnswer} />
        </details>
      )}
    </article>
  );
}
