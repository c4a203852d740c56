import type { GradingQuestionFieldsFragment } from '../generated/graphql';
import { RichText } from '../shared/question/RichText';
import { DrawingView } from './DrawingView';

type Question = GradingQuestionFieldsFragment;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

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
  const subjective = question.quesType === 5 || question.quesType === 6;
  const written = !subjective && question.options.length === 0;
  const chosen = new Set(question.userAnswer.split(',').filter(Boolean).map(Number));
  return (
    <article className="answer-view" aria-label={`第${question.sort}题`}>
      {question.parentStem && <RichText className="answer-view__parent" html={question.parentStem} />}
      <header className="answer-view__head">
        <span className="answer-view__no">{question.sort}.</span>
        <RichText className="answer-view__stem" html={question.stem} />
        <span className="answer-view__score">（{question.score}分）</span>
      </header>
      {question.options.length > 0 && (
        <ol className="answer-view__options">
          {question.options.map((o, i) => (
            <li
              key={o.id}
              className={`${o.isRight ? 'is-right' : ''} ${chosen.has(o.id) ? 'is-chosen' : ''}`}
              aria-label={`${LETTERS[i] ?? o.id}${chosen.has(o.id) ? '（学员选择）' : ''}${o.isRight ? '（正确答案）' : ''}`}
            >
              <span className="answer-view__letter">{LETTERS[i] ?? o.id}</span>
              <RichText html={o.content} />
            </li>
          ))}
        </ol>
      )}
      <section className="answer-view__answer">
        <h4>学员作答</h4>
        {subjective ? (
          <>
            {subjectiveContent(question.userAnswer) ? (
              <RichText html={subjectiveContent(question.userAnswer)} />
            ) : (
              images.length === 0 && <p className="answer-view__empty">未作答</p>
            )}
            {images.length > 0 && (
              <ul className="answer-view__images">
                {images.map((img, i) => (
                  <li key={img.url + String(i)}>
                    <DrawingView url={img.url} draw={img.draw} alt={`作答图片${i + 1}`} />
                    {onAnnotate && (
                      <button type="button" className="answer-view__annotate" onClick={() => onAnnotate(i)}>
                        <i className="pi pi-pencil" aria-hidden="true" /> 批注
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
              ? question.userAnswer || '未作答'
              : chosen.size === 0
                ? '未作答'
                : question.options
                    .map((o, i) => (chosen.has(o.id) ? LETTERS[i] : null))
                    .filter(Boolean)
                    .join('、')}
            <span className="answer-view__mark">
              {question.status === 1 ? '（正确）' : question.status === 2 ? '（错误）' : ''}
            </span>
          </p>
        )}
      </section>
      {!subjective && question.rightAnswer && (
        <section className="answer-view__reference">
          <h4>参考答案</h4>
          <RichText html={question.rightAnswer} />
        </section>
      )}
      {subjective && question.rightAnswer && (
        <details className="answer-view__reference">
          <summary>参考答案</summary>
          <RichText html={question.rightAnswer} />
        </details>
      )}
    </article>
  );
}
