import { useQuery } from '@apollo/client/react';
import type { Data, Layout } from 'plotly.js-basic-dist-min';
import { ProgressSpinner } from 'primereact/progressspinner';
import { LazyPlot } from '../shared/charts/LazyPlot';
import { errorMessage } from '../shared/graphqlErrors';
import { answerTimeText, percentText } from './examFormat';
import { examScoreStatisticsQuery } from './operations';

const BAR_LAYOUT = {
  xaxis: { title: { text: '分数段' } },
  yaxis: { title: { text: '人数' }, rangemode: 'tozero', dtick: 1 },
  bargap: 0.35,
} as Partial<Layout> as Layout;

/** 成绩统计: the figures over every submitted attempt, students per score step, and the pass rate. */
export function ScoreTab({ examId }: { examId: string }) {
  const { data, loading, error } = useQuery(examScoreStatisticsQuery, {
    variables: { examId },
    fetchPolicy: 'cache-and-network',
  });
  const s = data?.examScoreStatistics;
  if (!s)
    return loading ? (
      <ProgressSpinner style={{ width: '2rem', height: '2rem' }} aria-label="加载中" />
    ) : (
      <p role="alert">{errorMessage(error)}</p>
    );
  const figures = [
    ['平均分', String(s.averageScore)],
    ['最高分', String(s.maxScore)],
    ['最低分', String(s.minScore)],
    ['平均得分率', percentText(s.averageRightPercent)],
    ['平均用时', answerTimeText(s.averageAnswerTime)],
    ['答题人数', `${s.answerUsersNum}人`],
    ['及格人次', `${s.passNums}`],
    ['及格率', percentText(s.passPercent)],
  ];
  const bars: Data[] = [
    {
      type: 'bar',
      x: s.chart.scoreSteps,
      y: s.chart.userNums,
      text: s.chart.userNums.map(String),
      marker: { color: '#3b82f6' },
      hovertemplate: '%{x} 分：%{y} 人<extra></extra>',
    },
  ];
  const pie: Data[] = [
    {
      type: 'pie',
      labels: ['及格', '不及格'],
      values: [s.chart.percent, Math.max(0, 100 - s.chart.percent)],
      marker: { colors: ['#22c55e', '#e5e7eb'] },
      hole: 0.55,
      textinfo: 'label+percent',
      sort: false,
    },
  ];
  return (
    <div className="exam-tab">
      <dl className="exam-figures" aria-label="成绩概况">
        {figures.map(([term, value]) => (
          <div key={term} className="exam-figures__item">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {s.answerUsersNum === 0 ? (
        <p className="exam-tab__empty">还没有学员提交试卷</p>
      ) : (
        <div className="exam-charts">
          <figure className="exam-chart exam-chart--wide">
            <figcaption>成绩分布</figcaption>
            <LazyPlot data={bars} layout={BAR_LAYOUT} label="成绩分布柱状图" height={300} />
          </figure>
          <figure className="exam-chart">
            <figcaption>及格率</figcaption>
            <LazyPlot data={pie} label="及格率饼图" height={300} />
          </figure>
        </div>
      )}
    </div>
  );
}
