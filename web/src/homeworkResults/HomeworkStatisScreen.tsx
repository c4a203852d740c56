import { useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES } from '@school/machines/messages';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useMemo, useState } from 'react';
import { isLive, useNavigateTo } from '../app/routes/routeTo';
import { LazyPlot } from '../shared/charts/LazyPlot';
import { errorMessage } from '../shared/graphqlErrors';
import { formatSchoolTime, isoToSeconds, nowSeconds } from '../shared/schoolTime';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { TabPanel, TabView } from '../shared/ui/TabView';
import { scoreText } from './format';
import { homeworkStatisticsQuery } from './operations';
import './homeworkResults.css';
import { t as tr } from './i18n/zh-CN';

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
              x: stats.byQuestion.map((q) => tr('question2', { sort: q.sort })),
              y: stats.byQuestion.map((q) => q.correctRate),
              text: stats.byQuestion.map((q) => `${q.correctRate}%`),
              hovertemplate: tr('brAccuracyExtraExtra'),
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
        actions={<Button type="button" label={tr('back')} onClick={back} />}
      />
    );
  const h = stats.header;
  const closed = nowSeconds() >= isoToSeconds(h.endingTime);
  return (
    <div className="homework-result">
      <PageHeader
        title={tr('homeworkStatistics')}
        onBack={back}
        tag={closed ? <Tag severity="warning" value={tr('closed')} /> : undefined}
        actions={
          <Button
            type="button"
            label={tr('preview')}
            icon="pi pi-eye"
            outlined
            size="small"
            disabled={!isLive('HomeworkPreview')}
            tooltip={isLive('HomeworkPreview') ? undefined : tr('thisPageIsComingSoon')}
            tooltipOptions={{ showOnDisabled: true, position: 'left' }}
            onClick={() => navigateTo('HomeworkPreview', { hw_id: params.hw_id })}
          />
        }
      />
      <section className="result-header" aria-label={tr('overview')}>
        <dl className="result-statis__header">
          <div>
            <dt>{tr('homeworkName')}</dt>
            <dd>{h.name}</dd>
          </div>
          <div>
            <dt>{tr('completionRate')}</dt>
            <dd data-testid="statis-completion">{h.completionRate}%</dd>
          </div>
          <div>
            <dt>{tr('answered')}</dt>
            <dd>
              {h.answerCount}/{h.dueCount}
            </dd>
          </div>
          <div>
            <dt>{tr('gradedBy')}</dt>
            <dd>{h.marker}</dd>
          </div>
          <div>
            <dt>{tr('lesson')}</dt>
            <dd>{h.periodTitle || '-'}</dd>
          </div>
          <div>
            <dt>{tr('objectiveSubjective')}</dt>
            <dd>
              {h.objectiveCount}/{h.subjectiveCount}
            </dd>
          </div>
          <div>
            <dt>{tr('fullMarks2')}</dt>
            <dd>{h.scored ? h.fullScore : tr('notScored')}</dd>
          </div>
          <div>
            <dt>{tr('deadline')}</dt>
            <dd>{formatSchoolTime(h.endingTime)}</dd>
          </div>
          <div>
            <dt>{tr('notes2')}</dt>
            <dd>{h.remark || '-'}</dd>
          </div>
        </dl>
      </section>
      <TabView activeIndex={tab} onTabChange={(e) => setTab(e.index)}>
        <TabPanel header={tr('table2')}>
          <DataTable value={stats.byType} dataKey="type" size="small" aria-label={tr('byQuestionType2')}>
            <Column field="typeName" header={tr('type')} />
            <Column field="total" header={tr('questions5')} />
            <Column header={tr('averageRightAnswers')} body={(t) => scoreText(t.averageRightAnswer)} />
            {h.scored && <Column header={tr('points')} body={(t) => scoreText(t.score)} />}
            {h.scored && <Column header={tr('averageScore')} body={(t) => scoreText(t.averageScore)} />}
            <Column header={tr('accuracy')} body={(t) => `${t.correctRate}%`} />
            {h.scored && <Column header={tr('scoreRate')} body={(t) => `${t.scoreRate}%`} />}
          </DataTable>
        </TabPanel>
        <TabPanel header={tr('chart')}>
          <LazyPlot
            label={tr('accuracyPerQuestionBarChart')}
            data={bars}
            layout={{
              yaxis: { range: [0, 100], dtick: 20, title: { text: tr('accuracy3') }, fixedrange: true },
              xaxis: { fixedrange: true },
              bargap: 0.4,
            }}
          />
        </TabPanel>
      </TabView>
    </div>
  );
}
