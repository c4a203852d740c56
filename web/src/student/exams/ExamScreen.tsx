import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../shared/graphqlErrors';
import { PageLoading } from '../../shared/ui/PageLoading';
import { StatusPage } from '../../shared/ui/StatusPage';
import { ThemedButton } from '../../shared/ui/themedElements';
import { forgetDraft } from '../homework/draftSync';
import { t } from '../i18n/zh-CN';
import { ExamPaper, examDraftKey } from './ExamPaper';
import { myExamAttemptQuery } from './examOperations';

/**
 * One attempt of mine: the paper while it is being answered; once handed in (by me, or by the server
 * when its time ran out, also while the page was closed) the review.
 */
export function ExamScreen() {
  const { reportId = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(myExamAttemptQuery, {
    variables: { id: reportId },
    fetchPolicy: 'network-only',
  });
  const attempt = data?.myExamAttempt;
  // The countdown runs from when the server's answer arrived, not from the phone's clock.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer of the server restarts it
  const receivedAt = useMemo(() => performance.now(), [attempt]);
  const back = (
    <Link className="student-back" to="/student/exams">
      <i className="pi pi-angle-left" aria-hidden="true" />
      {t('backToExams')}
    </Link>
  );
  if (error && !attempt) {
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
  if (!attempt) return <PageLoading />;
  if (attempt.testStatus !== 'ANSWERING') {
    forgetDraft(window.localStorage, examDraftKey(attempt.id));
    return <Navigate to={`/student/exam/${attempt.id}/review`} replace />;
  }
  return (
    <section className="student-screen" aria-labelledby="exam-title">
      {back}
      <h1 id="exam-title" className="student-title">
        {attempt.name}
      </h1>
      <ExamPaper
        key={attempt.id}
        attempt={attempt}
        receivedAt={receivedAt}
        onHandedIn={() => navigate(`/student/exam/${attempt.id}/review`, { replace: true })}
        onRefused={() => void refetch()}
      />
    </section>
  );
}
