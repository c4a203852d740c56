import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { SelectButton } from 'primereact/selectbutton';
import { useMemo, useState } from 'react';
import type { GradeDistributionQuery } from '../generated/graphql';
import { LazyPlot } from '../shared/charts/LazyPlot';
import { rateText, scoreText } from './format';
import { t } from './i18n/zh-CN';
import { gradeBandStudentsQuery, gradeDistributionQuery } from './operations';

type Band = NonNullable<GradeDistributionQuery['gradeDistribution']>['bands'][number];
const COLORS = ['#22c55e', '#3b82f6', '#a855f7', '#f59e0b', '#ef4444', '#9ca3af'];
const bandLabel = (b: Band) => (b.min < 0 ? b.name : t('pts3', { min: b.min, max: b.max }));

function BandDialog({
  homeworkId,
  classId,
  band,
  onClose,
}: {
  homeworkId: string;
  classId: string;
  band: Band;
  onClose: () => void;
}) {
  const { data, loading } = useQuery(gradeBandStudentsQuery, {
    variables: { homeworkId, classId, min: band.min, max: band.max },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <Dialog
      header={t('text8', { band: bandLabel(band), count: band.count })}
      visible
      modal
      style={{ width: '36rem' }}
      onHide={onClose}
    >
      <DataTable
        value={data?.gradeBandStudents ?? []}
        loading={loading}
        size="small"
        scrollable
        scrollHeight="50vh"
      >
        <Column field="nickname" header={t('student')} />
        <Column field="mobile" header={t('mobileNumber')} />
        <Column header={t('accuracy')} body={(s) => rateText(s.correctRate)} />
        <Column header={t('score')} body={(s) => scoreText(s.score)} />
      </DataTable>
    </Dialog>
  );
}

/** The grade distribution tab: table or pie chart of the bands, a summary, and each band's students. */
export function DistributionTab({ homeworkId, classId }: { homeworkId: string; classId: string }) {
  const [view, setView] = useState<'table' | 'chart'>('table');
  const [open, setOpen] = useState<Band | null>(null);
  const { data, loading, error } = useQuery(gradeDistributionQuery, {
    variables: { homeworkId, classId },
    fetchPolicy: 'cache-and-network',
  });
  const d = data?.gradeDistribution;
  const pie = useMemo(
    () =>
      d
        ? [
            {
              type: 'pie' as const,
              labels: d.bands.map(bandLabel),
              values: d.bands.map((b) => b.count),
              marker: { colors: COLORS },
              sort: false,
              textinfo: 'label+percent' as const,
              hovertemplate: t('studentsExtraExtra'),
            },
          ]
        : [],
    [d],
  );
  if (error) return <p role="alert">{t('failedToLoad')}</p>;
  if (!d) return <p aria-busy={loading}>{t('loading')}</p>;
  return (
    <section aria-label={t('scoreDistribution')} className="result-distribution">
      <dl className="result-distribution__summary" data-testid="distribution-summary">
        <div>
          <dt>{t('averageAccuracy')}</dt>
          <dd>{rateText(d.averageCorrectRate)}</dd>
        </div>
        {d.scored ? (
          <>
            <div>
              <dt>{t('totalScore')}</dt>
              <dd>{d.totalScore}</dd>
            </div>
            <div>
              <dt>{t('average')}</dt>
              <dd>{scoreText(d.averageScore)}</dd>
            </div>
            <div>
              <dt>{t('highest')}</dt>
              <dd>{scoreText(d.maxScore)}</dd>
            </div>
            <div>
              <dt>{t('lowest')}</dt>
              <dd>{scoreText(d.minScore)}</dd>
            </div>
          </>
        ) : (
          <>
            <div>
              <dt>{t('questions3')}</dt>
              <dd>{d.questionCount}</dd>
            </div>
            <div>
              <dt>{t('highestAccuracy')}</dt>
              <dd>{rateText(d.maxRate)}</dd>
            </div>
            <div>
              <dt>{t('lowestAccuracy')}</dt>
              <dd>{rateText(d.minRate)}</dd>
            </div>
          </>
        )}
      </dl>
      <SelectButton
        value={view}
        options={[
          { label: t('table'), value: 'table' },
          { label: t('pieChart'), value: 'chart' },
        ]}
        allowEmpty={false}
        onChange={(e) => setView(e.value)}
        aria-label={t('scoreDistributionView')}
      />
      {view === 'table' ? (
        <DataTable value={d.bands} dataKey="name" size="small" className="result-distribution__table">
          <Column header={t('scoreRange')} body={bandLabel} />
          <Column field="count" header={t('students')} />
          <Column header={t('share')} body={(b: Band) => `${b.share}%`} />
          <Column
            header={t('actions')}
            body={(b: Band) => (
              <Button
                type="button"
                link
                size="small"
                label={t('view')}
                disabled={b.count === 0}
                tooltip={b.count === 0 ? t('noStudentsInThisRange') : undefined}
                tooltipOptions={{ showOnDisabled: true, position: 'top' }}
                onClick={() => setOpen(b)}
              />
            )}
          />
        </DataTable>
      ) : (
        <LazyPlot label={t('scoreDistributionPieChart')} data={pie} height={340} />
      )}
      {open && (
        <BandDialog homeworkId={homeworkId} classId={classId} band={open} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
