import { useQuery } from '@apollo/client/react';
import { Tag } from 'primereact/tag';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { StudentReportStatus } from '../../generated/graphql';
import { errorMessage } from '../../shared/graphqlErrors';
import { schoolMinute } from '../../shared/schoolZone';
import { StatusPage } from '../../shared/ui/StatusPage';
import { HOMEWORK_PAGE_SIZE as PAGE_SIZE, useFirstFetchPolicy } from '../firstScreenQuery';
import { t } from '../i18n/zh-CN';
import { myHomeworkQuery } from '../operations';
import { Countdown } from './Countdown';
import { badgeOf, STATUS_BADGES, STATUS_FILTERS } from './status';
import { useNow } from './useNow';

/** One page of my homework, as cards; says when more pages exist. */
function HomeworkPage({
  status,
  page,
  now,
  onTotal,
}: {
  status: StudentReportStatus | null;
  page: number;
  now: number;
  onTotal?: (total: number) => void;
}) {
  const { data, error, loading } = useQuery(myHomeworkQuery, {
    variables: { status, page, limit: PAGE_SIZE },
    fetchPolicy: useFirstFetchPolicy(myHomeworkQuery),
  });
  const total = data?.myHomework.total;
  useEffect(() => {
    if (total !== undefined) onTotal?.(total);
  }, [total, onTotal]);
  if (error)
    return (
      <p className="student-error" role="alert">
        {errorMessage(error)}
      </p>
    );
  if (!data) return loading ? <div className="student-skeleton" aria-hidden="true" /> : null;
  const { list } = data.myHomework;
  if (list.length === 0 && page === 1) {
    return <StatusPage icon="pi pi-inbox" title={t('noHomework')} description={t('noHomeworkHint')} />;
  }
  return (
    <ul className="student-cards">
      {list.map((row) => {
        const badge = badgeOf(row.status, row.resultsReleasedByTeacher);
        return (
          <li key={row.reportId}>
            <Link className="student-card" to={`/student/homework/${row.reportId}`}>
              <span className="student-card__head">
                <span className="student-card__name">{row.name}</span>
                <Tag value={badge.label} severity={badge.severity} />
              </span>
              <span className="student-card__meta">
                {[row.courseTitle, row.periodsTitle].filter(Boolean).join(' · ')}
              </span>
              {row.status === 'NOT_SUBMITTED' ? (
                <Countdown endingTime={row.endingTime} now={now} />
              ) : (
                <span className="student-card__meta">
                  {t('submittedAt', { time: schoolMinute(row.submitAt) })}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** My homework: filters by status, each homework with its badge and the deadline as a countdown. */
export function MyHomeworkScreen() {
  const [status, setStatus] = useState<StudentReportStatus | null>(null);
  const [pages, setPages] = useState(1);
  const [total, setTotal] = useState(0);
  const now = useNow();
  const choose = (next: StudentReportStatus | null) => {
    setStatus(next);
    setPages(1);
  };
  const filters: { value: StudentReportStatus | null; label: string }[] = [
    { value: null, label: t('all') },
    ...STATUS_FILTERS.map((value) => ({ value, label: STATUS_BADGES[value].label })),
  ];
  return (
    <section className="student-screen" aria-labelledby="my-homework-title">
      <h1 id="my-homework-title" className="student-title">
        {t('myHomework')}
      </h1>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form fieldset */}
      <div className="student-filters" role="group" aria-label={t('filterByStatus')}>
        {filters.map((f) => (
          <button
            key={f.value ?? 'all'}
            type="button"
            className="student-filter"
            aria-pressed={status === f.value}
            onClick={() => choose(f.value)}
          >
            {f.label}
          </button>
        ))}
      </div>
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <HomeworkPage
          key={`${status ?? 'all'}-${n}`}
          status={status}
          page={n}
          now={now}
          onTotal={n === 1 ? setTotal : undefined}
        />
      ))}
      {total > pages * PAGE_SIZE && (
        <button
          type="button"
          className="student-more p-button p-component p-button-outlined"
          onClick={() => setPages(pages + 1)}
        >
          <span className="p-button-label">{t('loadMore')}</span>
        </button>
      )}
    </section>
  );
}
