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
import { gradeBandStudentsQuery, gradeDistributionQuery } from './operations';

type Band = GradeDistributionQuery['gradeDistribution']['bands'][number];
const COLORS = ['#22c55e', '#3b82f6', '#a855f7', '#f59e0b', '#ef4444', '#9ca3af'];
const bandLabel = (b: Band) => (b.min < 0 ? b.name : `${b.min}-${b.max}分段`);

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
      header={`${bandLabel(band)}（${band.count}人）`}
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
        <Column field="nickname" header="学员" />
        <Column field="mobile" header="手机号" />
        <Column header="正确率" body={(s) => rateText(s.correctRate)} />
        <Column header="得分" body={(s) => scoreText(s.score)} />
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
              hovertemplate: '%{label}: %{value}人<extra></extra>',
            },
          ]
        : [],
    [d],
  );
  if (error) return <p role="alert">加载失败</p>;
  if (!d) return <p aria-busy={loading}>加载中…</p>;
  return (
    <section aria-label="成绩分布" className="result-distribution">
      <dl className="result-distribution__summary" data-testid="distribution-summary">
        <div>
          <dt>平均正确率</dt>
          <dd>{d.averageCorrectRate}%</dd>
        </div>
        {d.scored ? (
          <>
            <div>
              <dt>总分</dt>
              <dd>{d.totalScore}</dd>
            </div>
            <div>
              <dt>平均分</dt>
              <dd>{d.averageScore}</dd>
            </div>
            <div>
              <dt>最高分</dt>
              <dd>{d.maxScore}</dd>
            </div>
            <div>
              <dt>最低分</dt>
              <dd>{d.minScore}</dd>
            </div>
          </>
        ) : (
          <>
            <div>
              <dt>题目数</dt>
              <dd>{d.questionCount}</dd>
            </div>
            <div>
              <dt>最高正确率</dt>
              <dd>{d.maxRate}%</dd>
            </div>
            <div>
              <dt>最低正确率</dt>
              <dd>{d.minRate}%</dd>
            </div>
          </>
        )}
      </dl>
      <SelectButton
        value={view}
        options={[
          { label: '表格', value: 'table' },
          { label: '饼图', value: 'chart' },
        ]}
        allowEmpty={false}
        onChange={(e) => setView(e.value)}
        aria-label="成绩分布视图"
      />
      {view === 'table' ? (
        <DataTable value={d.bands} dataKey="name" size="small" className="result-distribution__table">
          <Column header="分数段" body={bandLabel} />
          <Column field="count" header="人数" />
          <Column header="占比" body={(b: Band) => `${b.share}%`} />
          <Column
            header="操作"
            body={(b: Band) => (
              <Button
                type="button"
                link
                size="small"
                label="查看"
                disabled={b.count === 0}
                tooltip={b.count === 0 ? '该分数段暂无学员' : undefined}
                tooltipOptions={{ showOnDisabled: true, position: 'top' }}
                onClick={() => setOpen(b)}
              />
            )}
          />
        </DataTable>
      ) : (
        <LazyPlot label="成绩分布饼图" data={pie} height={340} />
      )}
      {open && (
        <BandDialog homeworkId={homeworkId} classId={classId} band={open} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
