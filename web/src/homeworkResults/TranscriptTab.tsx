import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import type { TranscriptFilter, TranscriptQuery } from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { FilterBar, type FilterField } from '../shared/list/FilterBar';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { useListFilter } from '../shared/list/useListFilter';
import { formatSchoolTime } from '../shared/schoolTime';
import { type DayRange, dayRangeBounds } from '../shared/ui/SchoolDateInputs';
import { duration, rateText, scoreText } from './format';
import { exportTranscriptMutation, transcriptQuery } from './operations';
import { reportActions } from './studentActions';

type Row = TranscriptQuery['transcript']['list'][number];

const MEDALS: Record<number, string> = { 1: '🥇', 2: '🥈', 3: '🥉' };
const GRADED_CHOICES = [
  { label: '已批改', value: true },
  { label: '未提交', value: false },
];

const columns = (scored: boolean): ListColumn<Row>[] => [
  { key: 'nickname', header: '学员', priority: 'fixed', text: (r) => r.nickname },
  {
    key: 'graded',
    header: '状态',
    priority: 'fixed',
    width: '6rem',
    body: (r) => <Tag value={r.graded ? '已批改' : '未提交'} severity={r.graded ? 'success' : 'warning'} />,
  },
  {
    key: 'answerTime',
    header: '用时',
    priority: 'default',
    width: '7rem',
    text: (r) => duration(r.answerTime),
  },
  {
    key: 'ranking',
    header: '排名',
    priority: 'fixed',
    width: '5rem',
    body: (r) =>
      r.ranking === null || r.ranking === undefined ? (
        '-'
      ) : MEDALS[r.ranking] ? (
        <span
          className="result-medal"
          role="img"
          aria-label={`第${r.ranking}名`}
          data-testid={`medal-${r.ranking}`}
        >
          {MEDALS[r.ranking]}
        </span>
      ) : (
        r.ranking
      ),
  },
  {
    key: 'score',
    header: scored ? '总分' : '正确率',
    priority: 'fixed',
    width: '5.5rem',
    text: (r) => (scored ? scoreText(r.score) : rateText(r.correctRate)),
  },
  {
    key: 'objective',
    header: scored ? '客观题得分' : '客观题正确率',
    priority: 'default',
    width: '7rem',
    text: (r) => (scored ? scoreText(r.objectiveScore) : rateText(r.objectiveRate)),
  },
  {
    key: 'subjective',
    header: scored ? '主观题得分' : '主观题正确率',
    priority: 'default',
    width: '7rem',
    text: (r) => (scored ? scoreText(r.subjectiveScore) : rateText(r.subjectiveRate)),
  },
  {
    key: 'submitTime',
    header: '提交时间',
    priority: 'default',
    width: '10rem',
    text: (r) => (r.submitTime ? formatSchoolTime(r.submitTime) : '-'),
  },
];

interface Draft {
  name: string;
  graded: boolean | null;
  submitted: DayRange;
}
const EMPTY: Draft = { name: '', graded: null, submitted: null };
const toFilter = (d: Draft): TranscriptFilter => {
  const range = dayRangeBounds(d.submitted);
  return { name: d.name.trim() || null, graded: d.graded, submitFrom: range.from, submitTo: range.to };
};

const FIELDS: FilterField<Draft>[] = [
  { kind: 'text', key: 'name', label: '学员姓名' },
  { kind: 'select', key: 'graded', label: '状态', options: GRADED_CHOICES },
  { kind: 'dateRange', key: 'submitted', label: '提交时间' },
];

/** The transcript tab (成绩单): filters, summary, ranked rows with medals, export as .xlsx. */
export function TranscriptTab({ homeworkId, classId }: { homeworkId: string; classId: string }) {
  const navigateTo = useNavigateTo();
  const { applied, page, pageSize, bar, paging } = useListFilter(EMPTY);
  const { data, previousData, loading, error, refetch } = useQuery(transcriptQuery, {
    variables: { homeworkId, classId, filter: toFilter(applied), page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [exportTranscript, exporting] = useMutation(exportTranscriptMutation);
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  const shown = data ?? previousData;
  const summary = shown?.transcriptSummary;
  const scored = summary?.scored ?? true;
  const download = async () => {
    setExportProblem(null);
    try {
      const res = await exportTranscript({ variables: { homeworkId, classId } });
      const url = res.data?.exportTranscript.url;
      if (url) window.open(url, '_blank', 'noopener');
    } catch (e) {
      setExportProblem(errorMessage(e));
    }
  };
  return (
    <section aria-label="成绩单">
      <FilterBar
        ariaLabel="筛选成绩单"
        idPrefix="transcript"
        fields={FIELDS}
        {...bar}
        actions={
          <Button
            type="button"
            label="导出成绩单"
            icon="pi pi-download"
            size="small"
            outlined
            loading={exporting.loading}
            onClick={() => void download()}
          />
        }
      />
      {exportProblem && (
        <p className="p-error" role="alert">
          {exportProblem}
        </p>
      )}
      {summary && (
        <p className="result-summary" data-testid="transcript-summary">
          共{summary.questionCount}题{scored && `，${summary.score}分`}；客观题{summary.objectiveCount}题
          {scored && `${summary.objectiveScore}分`}，主观题{summary.subjectiveCount}题
          {scored && `${summary.subjectiveScore}分`}；平均用时{duration(summary.averageAnswerTime)}
        </p>
      )}
      <ListTable
        listId="homeworkTranscript"
        ariaLabel="成绩单"
        columns={columns(scored)}
        rows={shown?.transcript.list}
        dataKey="reportId"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: '暂无成绩' }}
        paging={paging(shown?.transcript.total ?? 0)}
        actionsWidth="7rem"
        actions={(r) =>
          reportActions(
            {
              grade: { shown: false, allowed: false },
              view: r.graded
                ? { shown: true, allowed: true }
                : { shown: true, allowed: false, reason: '该学员未提交或未批改' },
            },
            {
              grade: () => undefined,
              view: () =>
                navigateTo('HomeworkApproveView', {
                  report_id: Number(r.reportId),
                  class_id: Number(classId),
                }),
            },
          ).filter((a) => a.ability.shown)
        }
      />
    </section>
  );
}
