import { useQuery } from '@apollo/client/react';
import { Tag } from 'primereact/tag';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../shared/graphqlErrors';
import { schoolMinute } from '../../shared/schoolZone';
import { PageLoading } from '../../shared/ui/PageLoading';
import { StatusPage } from '../../shared/ui/StatusPage';
import { ThemedButton } from '../../shared/ui/themedElements';
import { useFirstFetchPolicy } from '../firstScreenQuery';
import { t } from '../i18n/zh-CN';
import { myReportQuery } from '../operations';
import { AnswerSheet } from './AnswerSheet';
import { Countdown } from './Countdown';
import { badgeOf } from './status';
import { useNow } from './useNow';

// The feedback of a reviewed report loads only when one opens: the answer sheet does not download
// the drawing viewer, the notes and their rules (the machines' catalogue) it never shows.
const ReportFeedback = lazy(() => import('./ReportFeedback').then((m) => ({ default: m.ReportFeedback })));

// The 提交成功 toast loads once a homework is submitted (PrimeReact's overlays are not on the sheet).
const SubmittedToast = lazy(() => import('./SubmittedToast').then((m) => ({ default: m.SubmittedToast })));

/** What a report that cannot be answered or read yet says (spec section 4: 2 and 5, or 4 past the deadline). */
const NOTICES = {
  AWAITING_REVIEW: t('awaitingReviewNotice'),
  SCORES_HIDDEN: t('scoresHiddenNotice'),
  NOT_SUBMITTED: t('notSubmittedPast'),
} as const;

/** One homework of mine: answering it while open, the feedback once reviewed, otherwise its state. */
export function ReportScreen() {
  const { reportId = '' } = useParams();
  // How many times a homework was submitted here: each shows its toast.
  const [submitted, setSubmitted] = useState(0);
  const now = useNow();
  const { data, error, refetch } = useQuery(myReportQuery, {
    variables: { id: reportId },
    fetchPolicy: useFirstFetchPolicy(myReportQuery),
  });
  const report = data?.myHomeworkReport;
  // The body (questions or feedback) follows the report in a deferred render, which React splits into
  // short slices: drawn with the answer's arrival, a long sheet held a phone's main thread in one long
  // task. The head shows at once; a later answer (after a submit) redraws the body the same way.
  const body = useDeferredValue(report);
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
  if (!report) return <PageLoading />;
  const badge = badgeOf(report.status, report.resultsReleasedByTeacher);
  const answering = (r: typeof report) => r.status === 'NOT_SUBMITTED' && r.abilities?.saveAnswers.shown;
  // The notice below the body follows it, so the body's arrival never pushes it down the screen.
  const open = body && answering(body) && body.abilities?.saveAnswers.allowed;
  return (
    <section className="student-screen" aria-labelledby="report-title">
      {submitted > 0 && (
        <Suspense fallback={null}>
          <SubmittedToast key={submitted} summary={t('submitted')} />
        </Suspense>
      )}
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
            {t('submittedAt', { time: schoolMinute(report.submitAt) })}
          </span>
        )}
      </header>
      {!body ? (
        <div className="student-skeleton" aria-hidden="true" />
      ) : body.status === 'REVIEWED' ? (
        <Suspense fallback={<div className="student-skeleton" aria-hidden="true" />}>
          <ReportFeedback report={body} />
        </Suspense>
      ) : answering(body) ? (
        <AnswerSheet
          key={body.id}
          report={body}
          onSubmitted={() => {
            setSubmitted((n) => n + 1);
            void refetch();
          }}
        />
      ) : null}
      {body && !open && body.status !== 'REVIEWED' && (
        <p className="student-notice" data-testid="report-notice">
          {body.status === 'SCORES_HIDDEN' && body.resultsReleasedByTeacher
            ? t('unreleasedNotice')
            : NOTICES[body.status]}
        </p>
      )}
    </section>
  );
}
