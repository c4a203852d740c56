import { codeOf, REVIEW_CARD_STATES } from '@school/machines';
import type { ExamReviewReportQuery } from '../generated/graphql';
import { examTypeName, isMarkedByHand } from '../shared/question/questionTypes';
import { RichText } from '../shared/question/RichText';
import { t } from './i18n/zh-CN';

export type ReviewQuestionView = NonNullable<ExamReviewReportQuery['examReviewReport']>['questions'][number];

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function parsed<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The student's answer as read: chosen letters, the blanks, or the written text (rich text). */
function StudentAnswer({ q }: { q: ReviewQuestionView }) {
  if (isMarkedByHand(q.quesType)) {
    const { content } = parsed<{ content?: string }>(q.userAnswer, {});
    return content ? (
      <RichText html={content} />
    ) : (
      <p className="review-question__empty">{t('notAnswered')}</p>
    );
  }
  if (q.options.length === 0) {
    const blanks = parsed<string[]>(q.userAnswer, []);
    const given = blanks.filter((b) => b.trim() !== '');
    return given.length === 0 ? (
      <p className="review-question__empty">{t('notAnswered')}</p>
    ) : (
      <p>{blanks.map((b, i) => t('text3', { value: i + 1, value2: b || '—' })).join('  ')}</p>
    );
  }
  const chosen = new Set(q.userAnswer.split(',').filter(Boolean).map(Number));
  const letters = q.options.map((o, i) => (chosen.has(o.id) ? LETTERS[i] : null)).filter(Boolean);
  return letters.length === 0 ? (
    <p className="review-question__empty">{t('notAnswered')}</p>
  ) : (
    <p>{letters.join(t('text2'))}</p>
  );
}

/** One question of a reviewed paper: stem, options, the answer, its mark, reference answer and analysis. */
export function ReviewQuestion({ q }: { q: ReviewQuestionView }) {
  const state = REVIEW_CARD_STATES[codeOf('AnswerCardMark', q.status)];
  const chosen = new Set(q.userAnswer.split(',').filter(Boolean).map(Number));
  return (
    <article
      id={`question-${q.id}`}
      className="review-question"
      aria-label={t('question2', { number: q.number })}
    >
      <header className="review-question__head">
        <span className="review-question__no">{q.number}.</span>
        <span className="review-question__type">{examTypeName(q.quesType)}</span>
        <span className="review-question__score">{t.rich('pts', { score: q.score })}</span>
        {q.flagged && (
          <span className="review-question__flag" title={t('theStudentFlaggedThisQuestion')}>
            <i className="pi pi-flag-fill" aria-hidden="true" /> {t('flagged2')}
          </span>
        )}
        <span className={`review-question__state review-state--${state.key}`}>{state.label}</span>
      </header>
      <RichText className="review-question__stem" html={q.stem} />
      {q.options.length > 0 && (
        <ol className="review-question__options">
          {q.options.map((o, i) => (
            <li
              key={o.id}
              className={`${o.isRight ? 'is-right' : ''} ${chosen.has(o.id) ? 'is-chosen' : ''}`}
            >
              <span className="review-question__letter">{LETTERS[i]}</span>
              <RichText html={o.content} />
            </li>
          ))}
        </ol>
      )}
      <dl className="review-question__facts">
        <div>
          <dt>{t('studentSAnswer')}</dt>
          <dd>
            <StudentAnswer q={q} />
          </dd>
        </div>
        <div>
          <dt>{t('score')}</dt>
          <dd>
            {q.userScore === null || q.userScore === undefined
              ? t('awaitingMarking')
              : t('pts3', { userScore: q.userScore })}
          </dd>
        </div>
        {q.rightAnswer && (
          <div>
            <dt>{t('referenceAnswer')}</dt>
            <dd>
              <RichText html={q.rightAnswer} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('accuracy')}</dt>
          <dd>{q.averageRate === null ? '-' : `${Math.round(q.averageRate * 100)}%`}</dd>
        </div>
        {q.reviewComment && (
          <div>
            <dt>{t('comment')}</dt>
            <dd>{q.reviewComment}</dd>
          </div>
        )}
        {q.attachments.length > 0 && (
          <div>
            <dt>{t('annotations')}</dt>
            <dd>
              {q.attachments.map((a) => (
                <a key={a.url} href={a.url} target="_blank" rel="noopener noreferrer">
                  {a.name}
                </a>
              ))}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('analysis')}</dt>
          <dd>{q.analysis ? <RichText html={q.analysis} /> : t('noAnalysis')}</dd>
        </div>
      </dl>
    </article>
  );
}
