import { useQuery } from '@apollo/client/react';
import {
  COMMON_MESSAGES,
  isAwaitingReview,
  passText,
  rankText,
  scoreText,
  shownWhenOnlyWrong,
} from '@school/machines';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNavigateTo } from '../app/routes/routeTo';
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

const duration = (seconds: number) => `${Math.floor(seconds / 60)}分${seconds % 60}秒`;

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
        description={error ? errorMessage(error) : '该答卷不存在或您无权查看'}
        actions={<Button type="button" label="返回" onClick={back} />}
      />
    );
  const awaiting = isAwaitingReview(r.testStatus);
  const questions = onlyWrong ? r.questions.filter(shownWhenOnlyWrong) : r.questions;
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
              label="试卷预览"
              icon="pi pi-eye"
              text
              size="small"
              onClick={() => navigateTo('ExamPaperPreview', { id: Number(r.examId) })}
            />
            {r.markAbility.shown && (
              <ActionButton
                link={false}
                action={{
                  label: '去批阅',
                  icon: 'pi pi-pencil',
                  ability: r.markAbility,
                  onClick: () => navigateTo('ExamPaperApprove', { report_id: Number(r.id) }),
                }}
              />
            )}
          </>
        }
      />
      <section className="exam-review__summary" aria-label="考试结果">
        <dl className="exam-review__facts">
          <div>
            <dt>考生</dt>
            <dd>{r.nickname}</dd>
          </div>
          <div>
            <dt>排名</dt>
            <dd data-testid="review-rank">{rankText(r.testStatus, r.ranking ?? null, r.userCount)}</dd>
          </div>
          <div>
            <dt>用时</dt>
            <dd>{duration(r.answerTime)}</dd>
          </div>
          <div>
            <dt>考试结果</dt>
            <dd
              data-testid="review-pass"
              className={
                awaiting
                  ? 'exam-review__pass'
                  : `exam-review__pass exam-review__pass--${r.isPass === 1 ? 'yes' : 'no'}`
              }
            >
              {passText(r.testStatus, r.isPass)}
            </dd>
          </div>
          <div>
            <dt>总分</dt>
            <dd>{scoreText(r.userScore)}</dd>
          </div>
          <div>
            <dt>客观题</dt>
            <dd>{scoreText(r.objectiveScore)}</dd>
          </div>
          <div>
            <dt>主观题</dt>
            <dd>{scoreText(r.subjectiveScore)}</dd>
          </div>
          <div>
            <dt>提交时间</dt>
            <dd>{r.submitTime ? formatSchoolTime(r.submitTime) : '-'}</dd>
          </div>
        </dl>
        <div className="exam-review__attempts">
          <label htmlFor="review-attempt">提交次数</label>
          <Dropdown
            inputId="review-attempt"
            ariaLabel="提交次数"
            value={r.id}
            options={r.attempts.map((a) => ({
              label: `第${a.attemptNo}次${a.submitTime ? `（${formatSchoolTime(a.submitTime)}）` : ''}`,
              value: a.id,
            }))}
            onChange={(e) => navigateTo('ExamPaperApproveView', { report_id: Number(e.value) })}
          />
        </div>
        <div
          className={`exam-review__stamp${awaiting ? ' exam-review__stamp--pending' : ''}`}
          data-testid="review-stamp"
          role="img"
          aria-label={awaiting ? '待批阅' : `总分${r.userScore ?? 0}分`}
        >
          {awaiting ? (
            '待批阅'
          ) : (
            <>
              <strong>{r.userScore ?? 0}</strong>
              <span>分</span>
            </>
          )}
        </div>
      </section>
      {r.comment && (
        <section className="exam-review__comment" aria-label="总评">
          <h2>总评</h2>
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
            <label htmlFor="only-wrong">只看错题</label>
            <span className="exam-review__count">
              共{r.questions.length}题{onlyWrong ? `，显示${questions.length}题` : ''}
            </span>
          </div>
          {questions.map((q) => (
            <ReviewQuestion key={q.id} q={q} />
          ))}
          {questions.length === 0 && <p className="exam-review__empty">没有错题</p>}
        </main>
        <aside className="exam-review__side">
          <AnswerCard sections={r.card} testStatus={r.testStatus} onSelect={scrollTo} />
        </aside>
      </div>
    </div>
  );
}
