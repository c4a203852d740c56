import { useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES } from '@school/machines/messages';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { TabPanel, TabView } from 'primereact/tabview';
import { Tag } from 'primereact/tag';
import { useMemo, useState } from 'react';
import { isLive, useNavigateTo } from '../app/routes/routeTo';
import { LazyPlot } from '../shared/charts/LazyPlot';
import { errorMessage } from '../shared/graphqlErrors';
import { formatSchoolTime, isoToSeconds, nowSeconds } from '../shared/schoolTime';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { scoreText } from './format';
import { homeworkStatisticsQuery } from './operations';
import './homeworkResults.css';

/** HomeworkStatis (hw_id, class_id): the header, 统计表 by question type and 统计图 of each question's correct rate. */
export default function HomeworkStatisScreen({ params }: { params: { hw_id: number; class_id: number } }) {
  const navigateTo = useNavigateTo();
  const [tab, setTab] = useState(0);
  const homeworkId = String(params.hw_id);
  const classId = String(params.class_id);
  const { data, loading, error } = useQuery(homeworkStatisticsQuery, {
    variables: { homeworkId, classId },
    fetchPolicy: 'cache-and-network',
  });
  const stats = data?.homeworkStatistics;
  const bars = useMemo(
    () =>
      stats
        ? [
            {
              type: 'bar' as const,
              x: stats.byQuestion.map((q) => `第${q.sort}题`),
              y: stats.byQuestion.map((q) => q.correctRate),
              text: stats.byQuestion.map((q) => `${q.correctRate}%`),
              hovertemplate: '%{x}<br>正确率 %{y}%<extra></extra>',
              marker: { color: '#3b82f6' },
            },
          ]
        : [],
    [stats],
  );
  const back = () => navigateTo('HomeworkDetail', { hw_id: params.hw_id, class_id: params.class_id });
  if (loading && !stats) return <PageLoading />;
  if (!stats)
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={COMMON_MESSAGES.homeworkNotFound}
        description={error ? errorMessage(error) : COMMON_MESSAGES.homeworkHidden}
        actions={<Button type="button" label="返回" onClick={back} />}
      />
    );
  const h = stats.header;
  const closed = nowSeconds() >= isoToSeconds(h.endingTime);
  return (
    <div className="homework-result">
      <PageHeader
        title="作业统计"
        onBack={back}
        tag={closed ? <Tag severity="warning" value="已截止" /> : undefined}
        actions={
          <Button
            type="button"
            label="预览"
            icon="pi pi-eye"
            outlined
            size="small"
            disabled={!isLive('HomeworkPreview')}
            tooltip={isLive('HomeworkPreview') ? undefined : '该页面即将上线'}
            tooltipOptions={{ showOnDisabled: true, position: 'left' }}
            onClick={() => navigateTo('HomeworkPreview', { hw_id: params.hw_id })}
          />
        }
      />
      <section className="result-header" aria-label="统计概况">
        <dl className="result-statis__header">
          <div>
            <dt>作业名称</dt>
            <dd>{h.name}</dd>
          </div>
          <div>
            <dt>完成率</dt>
            <dd data-testid="statis-completion">{h.completionRate}%</dd>
          </div>
          <div>
            <dt>作答人数</dt>
            <dd>
              {h.answerCount}/{h.dueCount}
            </dd>
          </div>
          <div>
            <dt>批改人</dt>
            <dd>{h.marker}</dd>
          </div>
          <div>
            <dt>课时</dt>
            <dd>{h.periodTitle || '-'}</dd>
          </div>
          <div>
            <dt>客观题/主观题</dt>
            <dd>
              {h.objectiveCount}/{h.subjectiveCount}
            </dd>
          </div>
          <div>
            <dt>满分</dt>
            <dd>{h.scored ? h.fullScore : '不计分'}</dd>
          </div>
          <div>
            <dt>截止时间</dt>
            <dd>{formatSchoolTime(h.endingTime)}</dd>
          </div>
          <div>
            <dt>说明</dt>
            <dd>{h.remark || '-'}</dd>
          </div>
        </dl>
      </section>
      <TabView activeIndex={tab} onTabChange={(e) => setTab(e.index)}>
        <TabPanel header="统计表">
          <DataTable value={stats.byType} dataKey="type" size="small" aria-label="按题型统计">
            <Column field="typeName" header="题型" />
            <Column field="total" header="题数" />
            <Column field="averageRightAnswer" header="平均答对题数" />
            {h.scored && <Column header="分值" body={(t) => scoreText(t.score)} />}
            {h.scored && <Column header="平均得分" body={(t) => scoreText(t.averageScore)} />}
            <Column header="正确率" body={(t) => `${t.correctRate}%`} />
            {h.scored && <Column header="得分率" body={(t) => `${t.scoreRate}%`} />}
          </DataTable>
        </TabPanel>
        <TabPanel header="统计图">
          <LazyPlot
            label="每题正确率柱状图"
            data={bars}
            layout={{
              yaxis: { range: [0, 100], dtick: 20, title: { text: '正确率（%）' }, fixedrange: true },
              xaxis: { fixedrange: true },
              bargap: 0.4,
            }}
          />
        </TabPanel>
      </TabView>
    </div>
  );
}
