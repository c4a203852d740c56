import { useQuery } from '@apollo/client/react';
import type { Data, Layout } from 'plotly.js-basic-dist-min';
import { ProgressSpinner } from 'primereact/progressspinner';
import { LazyPlot } from '../shared/charts/LazyPlot';
import { errorMessage } from '../shared/graphqlErrors';
import { answerTimeText, orDash, percentText } from './examFormat';
import { t } from './i18n/zh-CN';
import { examScoreStatisticsQuery } from './operations';
import { passRateSlices } from './passRateSlices';

const BAR_LAYOUT = {
  xaxis: { title: { text: t('scoreRange') } },
  yaxis: { title: { text: t('students') }, rangemode: 'tozero', dtick: 1 },
  bargap: 0.35,
} as Partial<Layout> as Layout;

/** 成绩统计: students counted by their best reviewed paper, those awaiting review apart, per score step, and the pass rate. */
export function ScoreTab({ examId }: { examId: string }) {
  const { data, loading, error } = useQuery(examScoreStatisticsQuery, {
    variables: { examId },
    fetchPolicy: 'cache-and-network',
  });
  const s = data?.examScoreStatistics;
  if (!s)
    return loading ? (
      <ProgressSpinner style={{ width: '2rem', height: '2rem' }} aria-label={t('loading')} />
    ) : (
      <p role="alert">{errorMessage(error)}</p>
    );
  const figures = [
    [t('average'), orDash(s.averageScore)],
    [t('highest'), orDash(s.maxScore)],
    [t('lowest'), orDash(s.minScore)],
    [t('averageScoreRate'), percentText(s.averageRightPercent)],
    [t('averageTime'), answerTimeText(s.averageAnswerTime)],
    [t('answeredBy'), t('text2', { answerUsersNum: s.answerUsersNum })],
    [t('awaitingReview'), t('text2', { answerUsersNum: s.awaitingReviewNum })],
    [t('passes'), `${s.passNums}`],
    [t('passRate'), percentText(s.passPercent)],
  ];
  const bars: Data[] = [
    {
      type: 'bar',
      x: s.chart.scoreSteps,
      y: s.chart.userNums,
      text: s.chart.userNums.map(String),
      marker: { color: '#3b82f6' },
      hovertemplate: t('ptsStudentsExtraExtra'),
    },
  ];
  const slices = passRateSlices(s.chart.percent, { pass: t('pass'), fail: t('fail') });
  const pie: Data[] = [
    {
      type: 'pie',
      labels: slices.map((slice) => slice.label),
      values: slices.map((slice) => slice.percent),
      marker: { colors: slices.map((slice) => (slice.label === t('pass') ? '#22c55e' : '#e5e7eb')) },
      hole: 0.55,
      textinfo: 'label+percent',
      sort: false,
    },
  ];
  return (
    <div className="exam-tab">
      <dl className="exam-figures" aria-label={t('scoreOverview')}>
        {figures.map(([term, value]) => (
          <div key={term} className="exam-figures__item">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {s.answerUsersNum === 0 ? (
        <p className="exam-tab__empty">{t('noStudentHasSubmittedA')}</p>
      ) : (
        <div className="exam-charts">
          <figure className="exam-chart exam-chart--wide">
            <figcaption>{t('scoreDistribution')}</figcaption>
            <LazyPlot data={bars} layout={BAR_LAYOUT} label={t('scoreDistributionBarChart')} height={300} />
          </figure>
          <figure className="exam-chart">
            <figcaption>{t('passRate')}</figcaption>
            {slices.length === 0 ? (
              <p className="exam-tab__empty">{t('noPaperMarkedYet')}</p>
            ) : (
              <LazyPlot data={pie} label={t('passRatePieChart')} height={300} />
            )}
          </figure>
        </div>
      )}
    </div>
  );
}
