import { useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES, codeOf, rankText, scoreText, shownWhenOnlyWrong } from '@school/machines';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNavigateTo } from '../app/routes/routeTo';
import { passText } from '../shared/examPass';
import { errorMessage } from '../shared/graphqlErrors';
import { formatSchoolTime } from '../shared/schoolTime';
import { ActionButton } from '../shared/ui/ActionButton';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { AnswerCard } from './AnswerCard';
import { examReviewReportQuery } from './operations';
import { ReviewQuestion } from './ReviewQuestion';
import './examReview.css';
import { t } from './i18n/zh-CN';

const duration = (seconds: number) => t('minS', { value: Math.floor(seconds / 60), value2: seconds % 60 });

/**
 * ExamPaperApproveView (report_id): the exam review page. Header with rank, time used, pass result,
 * scores and the attempts selector (another attempt reloads the page with its report_id), the total
 * score or 待批阅 stamp; the questions with the answer card beside them; 只看错题 keeps the wrong,
 * subjective and material questions.
 */
export default function ExamReviewScreen({ params }: { params: { report_id: number } }) {
  const navigate = useNavigate();
  const navigateTo = useNavigateTo();
  const [onlyWrong, setOnlyWrong] = useState(false);
  const { data, loading, error } = useQuery(examReviewReportQuery, {
    variables: { reportId: String(params.report_id) },
    fetchPolicy: 'cache-and-network',
  });
  const back = () => void navigate(-1);
  if (loading && !data) return <PageLoading />;
  const r = data?.examReviewReport;
  if (!r)
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={COMMON_MESSAGES.paperNotFound}
        description={error ? errorMessage(error) : t('thisAnswerSheetDoesNot')}
        actions={<Button type="button" label={t('back')} onClick={back} />}
      />
    );
  const awaiting = r.testStatus === 'AWAITING_REVIEW';
  const questions = onlyWrong
    ? r.questions.filter((q) =>
        shownWhenOnlyWrong({
          status: codeOf('AnswerCardMark', q.status),
          quesType: codeOf('ExamQuestionType', q.quesType),
        }),
      )
    : r.questions;
  const scrollTo = (id: string) => {
    if (onlyWrong && !questions.some((q) => q.id === id)) setOnlyWrong(false);
    requestAnimationFrame(() =>
      document.getElementById(`question-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  };
  return (
    <div className="exam-review">
      <PageHeader
        title={r.testName}
        onBack={back}
        actions={
          <>
            <Button
              type="button"
              label={t('paperPreview2')}
              icon="pi pi-eye"
              text
              size="small"
              onClick={() => navigateTo('ExamPaperPreview', { id: Number(r.examId) })}
            />
            {r.markAbility.shown && (
              <ActionButton
                link={false}
                action={{
                  label: t('markIt'),
                  icon: 'pi pi-pencil',
                  ability: r.markAbility,
                  onClick: () => navigateTo('ExamPaperApprove', { report_id: Number(r.id) }),
                }}
              />
            )}
          </>
        }
      />
      <section className="exam-review__summary" aria-label={t('examResult')}>
        <dl className="exam-review__facts">
          <div>
            <dt>{t('candidate')}</dt>
            <dd>{r.nickname}</dd>
          </div>
          <div>
            <dt>{t('rank')}</dt>
            <dd data-testid="review-rank">
              {rankText(codeOf('ExamTestStatus', r.testStatus), r.ranking ?? null, r.userCount)}
            </dd>
          </div>
          <div>
            <dt>{t('timeTaken')}</dt>
            <dd>{duration(r.answerTime)}</dd>
          </div>
          <div>
            <dt>{t('examResult')}</dt>
            <dd
              data-testid="review-pass"
              className={
                awaiting
                  ? 'exam-review__pass'
                  : `exam-review__pass exam-review__pass--${r.isPass ? 'yes' : 'no'}`
              }
            >
              {passText(r.testStatus, r.isPass)}
            </dd>
          </div>
          <div>
            <dt>{t('totalScore')}</dt>
            <dd>{scoreText(r.userScore)}</dd>
          </div>
          <div>
            <dt>{t('objective')}</dt>
            <dd>{scoreText(r.objectiveScore)}</dd>
          </div>
          <div>
            <dt>{t('subjective')}</dt>
            <dd>{scoreText(r.subjectiveScore)}</dd>
          </div>
          <div>
            <dt>{t('submittedAt')}</dt>
            <dd>{r.submitTime ? formatSchoolTime(r.submitTime) : '-'}</dd>
          </div>
        </dl>
        <div className="exam-review__attempts">
          <label htmlFor="review-attempt">{t('attempts')}</label>
          <Dropdown
            inputId="review-attempt"
            ariaLabel={t('attempts')}
            value={r.id}
            options={r.attempts.map((a) => ({
              label: t('attempt', {
                attemptNo: a.attemptNo,
                value: a.submitTime ? t('text', { submitTime: formatSchoolTime(a.submitTime) }) : '',
              }),
              value: a.id,
            }))}
            onChange={(e) => navigateTo('ExamPaperApproveView', { report_id: Number(e.value) })}
          />
        </div>
        <div
          className={`exam-review__stamp${awaiting ? ' exam-review__stamp--pending' : ''}`}
          data-testid="review-stamp"
          role="img"
          aria-label={awaiting ? t('awaitingMarking') : t('totalPts', { value: r.userScore ?? 0 })}
        >
          {awaiting ? (
            t('awaitingMarking')
          ) : (
            <>
              <strong>{r.userScore ?? 0}</strong>
              <span>{t('pts2')}</span>
            </>
          )}
        </div>
      </section>
      {r.comment && (
        <section className="exam-review__comment" aria-label={t('overallComment')}>
          <h2>{t('overallComment')}</h2>
          <p>{r.comment}</p>
        </section>
      )}
      <div className="exam-review__body">
        <main className="exam-review__questions">
          <div className="exam-review__filter">
            <Checkbox
              inputId="only-wrong"
              checked={onlyWrong}
              onChange={(e) => setOnlyWrong(Boolean(e.checked))}
            />
            <label htmlFor="only-wrong">{t('wrongAnswersOnly')}</label>
            <span className="exam-review__count">
              {t('questionCount', { count: r.questions.length })}
              {onlyWrong ? t('showing', { questionsCount: questions.length }) : ''}
            </span>
          </div>
          {questions.map((q) => (
            <ReviewQuestion key={q.id} q={q} />
          ))}
          {questions.length === 0 && <p className="exam-review__empty">{t('noWrongAnswers')}</p>}
        </main>
        <aside className="exam-review__side">
          <AnswerCard sections={r.card} testStatus={r.testStatus} onSelect={scrollTo} />
        </aside>
      </div>
    </div>
  );
}
