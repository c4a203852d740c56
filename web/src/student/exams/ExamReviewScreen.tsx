import { useQuery } from '@apollo/client/react';
import { Tag } from 'primereact/tag';
import { Link, useParams } from 'react-router-dom';
import type { AnswerCardMark, ExamQuestionType, MyExamReviewQuery } from '../../generated/graphql';
import { errorMessage } from '../../shared/graphqlErrors';
import { RichText } from '../../shared/question/RichText';
import { formatSchoolTime } from '../../shared/schoolTime';
import { PageLoading } from '../../shared/ui/PageLoading';
import { StatusPage } from '../../shared/ui/StatusPage';
import { ThemedButton } from '../../shared/ui/themedElements';
import { draftOf } from '../homework/answerCodec';
import { optionLetter, TYPE_LABELS } from '../homework/questionParts';
import { t } from '../i18n/zh-CN';
import { FILL_BLANK, isWrittenType, sheetType } from './examDraft';
import { myExamReviewQuery } from './examOperations';

type Review = NonNullable<MyExamReviewQuery['myExamReview']>;
type Question = Review['questions'][number];

/** A question's mark (1 right, 2 wrong, 3 not answered, 4 awaiting review, 5 reviewed). */
const RESULTS: Record<
  AnswerCardMark,
  { label: string; severity: 'success' | 'danger' | 'secondary' | 'info' }
> = {
  RIGHT: { label: t('right'), severity: 'success' },
  WRONG: { label: t('wrong'), severity: 'danger' },
  UNANSWERED: { label: t('notAnswered'), severity: 'secondary' },
  PENDING: { label: t('pendingReview'), severity: 'info' },
  REVIEWED: { label: t('reviewed'), severity: 'info' },
};

const typeLabel = (quesType: ExamQuestionType) => {
  const type = sheetType(quesType);
  return type ? TYPE_LABELS[type] : t('fillBlank');
};

/** What the student answered, as text: the chosen letters, the blanks, or the written answer. */
function MyAnswer({ question }: { question: Question }) {
  if (isWrittenType(question.quesType)) {
    const { text } = draftOf('SHORT_ANSWER', question.userAnswer) as { text: string };
    return <p className="student-feedback__text">{text.trim() === '' ? t('notAnswered') : text}</p>;
  }
  if (question.quesType === FILL_BLANK)
    return <p className="student-feedback__text">{question.userAnswer || t('notAnswered')}</p>;
  return null;
}

function ReviewQuestion({ question }: { question: Question }) {
  const result = question.status === null || question.status === undefined ? null : RESULTS[question.status];
  const chosen = new Set(question.userAnswer.split(',').filter(Boolean));
  return (
    <article
      id={`review-q-${question.number}`}
      tabIndex={-1}
      className="student-question"
      aria-label={t('questionOf', { n: question.number })}
    >
      <header className="student-question__head">
        <span className="student-question__number">{t('questionOf', { n: question.number })}</span>
        <span className="student-question__type">{typeLabel(question.quesType)}</span>
        <span className="student-question__points">{t('points', { score: question.score })}</span>
        {result && <Tag value={result.label} severity={result.severity} />}
        {question.flagged && <Tag value={t('flagged')} severity="warning" icon="pi pi-flag-fill" />}
        {question.userScore !== null && question.userScore !== undefined && (
          <span className="student-question__earned">{t('earned', { score: question.userScore })}</span>
        )}
        <RichText className="student-question__stem" html={question.stem} />
      </header>
      {question.options.length > 0 && (
        <ul className="student-options student-options--reviewed">
          {question.options.map((o, i) => (
            <li
              key={o.id}
              className={[
                'student-option',
                chosen.has(o.id) && 'student-option--chosen',
                o.isRight && 'student-option--right',
              ]
                .filter(Boolean)
                .join(' ')}
            >
              <span className="student-option__letter" aria-hidden="true">
                {optionLetter(i)}
              </span>
              <RichText className="student-option__content" html={o.content} />
              {chosen.has(o.id) && <span className="student-option__note">{t('chosen')}</span>}
              {o.isRight && <span className="student-option__note">{t('correctOption')}</span>}
            </li>
          ))}
        </ul>
      )}
      {(isWrittenType(question.quesType) || question.quesType === FILL_BLANK) && (
        <div className="student-feedback__block">
          <h3>{t('myAnswer')}</h3>
          <MyAnswer question={question} />
        </div>
      )}
      {question.reviewComment && (
        <div className="student-feedback__block">
          <h3>{t('teacherRemark')}</h3>
          <p className="student-feedback__remark">{question.reviewComment}</p>
        </div>
      )}
      {question.attachments && question.attachments.length > 0 && (
        <div className="student-feedback__block">
          <h3>{t('markedImages')}</h3>
          <div className="student-feedback__images">
            {question.attachments.map((a) => (
              <img key={a.url} src={a.url} alt={a.name} />
            ))}
          </div>
        </div>
      )}
      {question.rightAnswer && question.options.length === 0 && (
        <div className="student-feedback__block">
          <h3>{t('referenceAnswer')}</h3>
          <RichText className="student-feedback__text" html={question.rightAnswer} />
        </div>
      )}
      {question.analysis !== null && question.analysis !== undefined && (
        <div className="student-feedback__block">
          <h3>{t('analysis')}</h3>
          {question.analysis.trim() ? (
            <RichText className="student-feedback__text" html={question.analysis} />
          ) : (
            <p className="student-feedback__text">{t('noAnalysis')}</p>
          )}
        </div>
      )}
    </article>
  );
}

/** My handed-in paper: the score and result, my attempts, the card and each question as the answer rule allows. */
export function ExamReviewScreen() {
  const { reportId = '' } = useParams();
  const { data, error, refetch } = useQuery(myExamReviewQuery, {
    variables: { id: reportId },
    fetchPolicy: 'cache-and-network',
  });
  const back = (
    <Link className="student-back" to="/student/exams">
      <i className="pi pi-angle-left" aria-hidden="true" />
      {t('backToExams')}
    </Link>
  );
  if (error && !data) {
    return (
      <>
        {back}
        <StatusPage
          icon="pi pi-exclamation-circle"
          title={t('failedToLoad')}
          description={errorMessage(error)}
          actions={<ThemedButton label={t('retry')} icon="pi pi-refresh" onClick={() => void refetch()} />}
        />
      </>
    );
  }
  const review = data?.myExamReview;
  if (!review) return <PageLoading />;
  const marked = review.testStatus === 'FINISHED';
  // Results the teacher releases (成绩未发布 until then): no figure of the marking is shown.
  const unreleased = !review.resultsReleased;
  const hidden = !unreleased && review.questions.some((q) => q.analysis === null || q.analysis === undefined);
  return (
    <section className="student-screen" aria-labelledby="review-title">
      {back}
      <header className="student-report__head">
        <h1 id="review-title" className="student-title">
          {review.testName}
        </h1>
        {unreleased ? (
          <Tag value={t('statusUnreleased')} severity="warning" data-testid="exam-unreleased" />
        ) : (
          <Tag value={marked ? t('reviewed') : t('pendingReview')} severity={marked ? 'success' : 'info'} />
        )}
        <span className="student-card__meta">
          {t('attemptNo', { n: review.attemptNo })} ·{' '}
          {t('submittedAt', { time: formatSchoolTime(review.submitTime) })}
        </span>
      </header>
      {unreleased && <p className="student-notice">{t('unreleasedNotice')}</p>}
      {!unreleased && (
        <section className="student-score" aria-label={t('examScore')}>
          <p className="student-score__value">
            <span className="student-score__number" data-testid="exam-score">
              {review.userScore ?? '--'}
            </span>
            <span>{t('fullScore', { score: review.sumScore })}</span>
            {marked && (
              <Tag
                value={review.isPass ? t('passed') : t('notPassed')}
                severity={review.isPass ? 'success' : 'danger'}
              />
            )}
          </p>
          <p className="student-score__split">
            <span>
              {t('objectiveScore')} {review.objectiveScore}
            </span>
            <span>
              {t('subjectiveScore')} {review.subjectiveScore ?? '--'}
            </span>
            {review.ranking !== null && review.ranking !== undefined && (
              <span>{t('ranking', { rank: review.ranking, count: review.userCount })}</span>
            )}
            <span>{t('answerTimeUsed', { minutes: Math.ceil(review.answerTime / 60) })}</span>
          </p>
        </section>
      )}
      {!marked && !unreleased && <p className="student-notice">{t('examAwaitingReview')}</p>}
      {review.comment && (
        <section className="student-comment">
          <h2>{t('teacherReviewComment')}</h2>
          <RichText className="student-feedback__text" html={review.comment} />
        </section>
      )}
      {review.attempts.length > 1 && (
        <nav className="student-exam-attempts" aria-label={t('attempts')}>
          {review.attempts.map((a) => (
            <Link
              key={a.id}
              className="student-filter"
              aria-current={a.id === review.id ? 'page' : undefined}
              to={`/student/exam/${a.id}/review`}
            >
              {t('attemptNo', { n: a.attemptNo })}
            </Link>
          ))}
        </nav>
      )}
      {hidden && <p className="student-notice">{t('examAnswersHidden')}</p>}
      <nav className="student-exam-card" aria-label={t('answerCard')}>
        {review.card.map((s) => (
          <section key={s.name} className="student-exam-card__section" aria-label={s.name}>
            <h2 className="student-exam-card__name">{s.name}</h2>
            <ul className="student-exam-card__grid">
              {s.items.map((item) => {
                const result = item.status ? RESULTS[item.status] : null;
                return (
                  <li key={item.id}>
                    <a
                      href={`#review-q-${item.number}`}
                      className={`student-exam-card__item student-exam-card__item--s${item.status ?? 0}${item.flagged ? ' student-exam-card__item--flagged' : ''}`}
                      aria-label={
                        result
                          ? t('jumpTo', { n: item.number, state: result.label })
                          : t('questionOf', { n: item.number })
                      }
                    >
                      {item.number}
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </nav>
      {review.questions.map((q) => (
        <ReviewQuestion key={q.id} question={q} />
      ))}
    </section>
  );
}
