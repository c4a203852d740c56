import { useQuery } from '@apollo/client/react';
import { Tag } from 'primereact/tag';
import { Toast } from 'primereact/toast';
import { useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../shared/graphqlErrors';
import { formatSchoolTime } from '../../shared/schoolTime';
import { PageLoading } from '../../shared/ui/PageLoading';
import { StatusPage } from '../../shared/ui/StatusPage';
import { ThemedButton } from '../../shared/ui/themedElements';
import { t } from '../i18n/zh-CN';
import { myReportQuery } from '../operations';
import { AnswerSheet } from './AnswerSheet';
import { Countdown } from './Countdown';
import { ReportFeedback } from './ReportFeedback';
import { STATUS_BADGES } from './status';
import { useNow } from './useNow';

/** What a report that cannot be answered or read yet says (spec section 4: 2 and 5, or 4 past the deadline). */
const NOTICES = {
  AWAITING_REVIEW: t('awaitingReviewNotice'),
  SCORES_HIDDEN: t('scoresHiddenNotice'),
  NOT_SUBMITTED: t('notSubmittedPast'),
} as const;

/** One homework of mine: answering it while open, the feedback once reviewed, otherwise its state. */
export function ReportScreen() {
  const { reportId = '' } = useParams();
  const toast = useRef<Toast>(null);
  const now = useNow();
  const { data, error, refetch } = useQuery(myReportQuery, {
    variables: { id: reportId },
    fetchPolicy: 'cache-and-network',
  });
  const back = (
    <Link className="student-back" to="/student">
      <i className="pi pi-angle-left" aria-hidden="true" />
      {t('back')}
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
  const report = data?.myHomeworkReport;
  if (!report) return <PageLoading />;
  const badge = STATUS_BADGES[report.status];
  const answering = report.status === 'NOT_SUBMITTED' && report.abilities?.saveAnswers.shown;
  const open = answering && report.abilities?.saveAnswers.allowed;
  return (
    <section className="student-screen" aria-labelledby="report-title">
      <Toast ref={toast} position="top-center" />
      {back}
      <header className="student-report__head">
        <h1 id="report-title" className="student-title">
          {report.name}
        </h1>
        <Tag value={badge.label} severity={badge.severity} />
        {report.status === 'NOT_SUBMITTED' ? (
          <Countdown endingTime={report.endTime} now={now} />
        ) : (
          <span className="student-card__meta">
            {t('submittedAt', { time: formatSchoolTime(report.submitAt) })}
          </span>
        )}
      </header>
      {report.status === 'REVIEWED' ? (
        <ReportFeedback report={report} />
      ) : answering ? (
        <AnswerSheet
          key={report.id}
          report={report}
          onSubmitted={() => {
            toast.current?.show({ severity: 'success', summary: t('submitted') });
            void refetch();
          }}
        />
      ) : null}
      {!open && report.status !== 'REVIEWED' && <p className="student-notice">{NOTICES[report.status]}</p>}
    </section>
  );
}
