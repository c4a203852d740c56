import { useMutation, useQuery } from '@apollo/client/react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MyExamsQuery } from '../../generated/graphql';
import { errorMessage } from '../../shared/graphqlErrors';
import { schoolMinute } from '../../shared/schoolZone';
import { StatusPage } from '../../shared/ui/StatusPage';
import { ThemedButton } from '../../shared/ui/themedElements';
import { MY_EXAMS_VARIABLES, useFirstFetchPolicy } from '../firstScreenQuery';
import { useNow } from '../homework/useNow';
import { t } from '../i18n/zh-CN';
import { myExamsQuery, startMyExamMutation } from './examOperations';
import { type ExamPhase, examPhase } from './examPhase';

type Exam = MyExamsQuery['myExams']['list'][number];

const PHASES: { phase: ExamPhase; label: string; severity: 'info' | 'success' | 'secondary' }[] = [
  { phase: 'inProgress', label: t('examsInProgress'), severity: 'success' },
  { phase: 'upcoming', label: t('examsUpcoming'), severity: 'info' },
  { phase: 'ended', label: t('examsEnded'), severity: 'secondary' },
];

const minutes = (seconds: number) => Math.round(seconds / 60);

/** One exam: its period, time limit and attempts, and what the student may do with it. */
function ExamCard({ exam, onStart }: { exam: Exam; onStart: (exam: Exam) => void }) {
  const navigate = useNavigate();
  const start = exam.abilities.start;
  const lastReport = exam.reportIds.at(-1);
  return (
    <article className="student-card student-exam" aria-labelledby={`exam-${exam.id}`}>
      <span className="student-card__head">
        <h3 id={`exam-${exam.id}`} className="student-card__name">
          {exam.name}
        </h3>
        {lastReport && !exam.resultsReleased && (
          <Tag value={t('statusUnreleased')} severity="warning" data-testid="exam-unreleased" />
        )}
      </span>
      <span className="student-card__meta">
        {exam.timeType === 'FIXED_PERIOD' && exam.startTime && exam.endTime
          ? t('examPeriod', { start: schoolMinute(exam.startTime), end: schoolMinute(exam.endTime) })
          : t('examLongTerm')}
      </span>
      <span className="student-card__meta">
        {[
          exam.limitTime > 0 ? t('examDuration', { minutes: minutes(exam.limitTime) }) : t('examUnlimited'),
          t('examScoreLine', { score: exam.score, pass: exam.passScore }),
          t('examAttempts', { used: exam.attemptsUsed, total: exam.testNum }),
        ].join(' · ')}
      </span>
      <span className="student-exam__actions">
        {lastReport && (
          <ThemedButton
            label={t('viewResult')}
            icon="pi pi-chart-bar"
            severity="secondary"
            onClick={() => navigate(`/student/exam/${lastReport}/review`)}
          />
        )}
        {start.shown &&
          (exam.answeringReportId ? (
            <ThemedButton
              label={t('continueExam')}
              icon="pi pi-play"
              onClick={() => navigate(`/student/exam/${exam.answeringReportId}`)}
            />
          ) : start.allowed ? (
            <ThemedButton label={t('startExam')} icon="pi pi-play" onClick={() => onStart(exam)} />
          ) : null)}
      </span>
      {start.shown && !start.allowed && start.reason && (
        <span className="student-card__meta">{start.reason}</span>
      )}
    </article>
  );
}

/** My exams: in progress, upcoming and ended; starting one asks first, then opens the paper. */
export function MyExamsScreen() {
  const navigate = useNavigate();
  const now = useNow();
  const { data, error, refetch } = useQuery(myExamsQuery, {
    variables: MY_EXAMS_VARIABLES,
    fetchPolicy: useFirstFetchPolicy(myExamsQuery),
  });
  const [startExam, { loading: starting }] = useMutation(startMyExamMutation);
  const [confirming, setConfirming] = useState<Exam | null>(null);
  const [startError, setStartError] = useState<string | null>(null);

  const start = async (exam: Exam) => {
    setConfirming(null);
    setStartError(null);
    try {
      const res = await startExam({ variables: { examId: exam.id } });
      if (res.data) navigate(`/student/exam/${res.data.startMyExam}`);
    } catch (e) {
      setStartError(errorMessage(e));
      void refetch();
    }
  };

  const list = data?.myExams.list ?? [];
  return (
    <section className="student-screen" aria-labelledby="my-exams-title">
      <h1 id="my-exams-title" className="student-title">
        {t('myExams')}
      </h1>
      {error && (
        <p className="student-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
      {startError && (
        <p className="student-error" role="alert">
          {startError}
        </p>
      )}
      {!data && !error && <div className="student-skeleton" aria-hidden="true" />}
      {data && list.length === 0 && (
        <StatusPage icon="pi pi-inbox" title={t('noExams')} description={t('noExamsHint')} />
      )}
      {PHASES.map(({ phase, label, severity }) => {
        const exams = list.filter((e) => examPhase(e, now) === phase);
        if (exams.length === 0) return null;
        return (
          <section key={phase} className="student-exam-group" aria-labelledby={`exams-${phase}`}>
            <h2 id={`exams-${phase}`} className="student-exam-group__title">
              <Tag value={label} severity={severity} />
              <span className="student-exam-group__count">{exams.length}</span>
            </h2>
            <ul className="student-cards">
              {exams.map((exam) => (
                <li key={exam.id}>
                  <ExamCard exam={exam} onStart={(e) => setConfirming(e)} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <ConfirmDialog
        visible={confirming !== null}
        onHide={() => setConfirming(null)}
        header={t('confirmStartTitle')}
        message={
          confirming && confirming.limitTime > 0
            ? t('confirmStartLimited', { minutes: minutes(confirming.limitTime) })
            : t('confirmStart')
        }
        icon="pi pi-clock"
        acceptLabel={t('startExam')}
        rejectLabel={t('cancel')}
        accept={() => confirming && !starting && void start(confirming)}
        reject={() => setConfirming(null)}
        className="student-dialog"
      />
    </section>
  );
}
