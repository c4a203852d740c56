import { useQuery } from '@apollo/client/react';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { ExamQuestionStatisticsQuery } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { plainText } from '../shared/text';
import { percentText } from './examFormat';
import { examQuestionStatisticsQuery } from './operations';

type Row = ExamQuestionStatisticsQuery['examQuestionStatistics']['questions'][number];

const columns: ListColumn<Row>[] = [
  { key: 'sort', header: '题号', priority: 'fixed', width: '4rem', text: (r) => String(r.sort) },
  { key: 'stem', header: '题干', priority: 'fixed', text: (r) => plainText(r.stem) || '（图片）' },
  { key: 'type', header: '题型', priority: 'default', width: '6.5rem', text: (r) => r.typeName },
  {
    key: 'wrong',
    header: '答错人数',
    priority: 'default',
    width: '5.5rem',
    text: (r) => String(r.wrongCount),
  },
  {
    key: 'right',
    header: '正确率',
    priority: 'default',
    width: '5rem',
    text: (r) => percentText(r.rightRate),
  },
  { key: 'score', header: '分值', priority: 'default', width: '4rem', text: (r) => String(r.score) },
  {
    key: 'average',
    header: '平均得分',
    priority: 'default',
    width: '5.5rem',
    text: (r) => String(r.averageScore),
  },
  { key: 'option', header: '易错项', priority: 'default', width: '5rem', text: (r) => r.wrongOption || '-' },
];

/** 试题统计: a summary per question type, then each question's wrong count, right rate and average score. */
export function QuestionsTab({ examId }: { examId: string }) {
  const { data, loading, error, refetch } = useQuery(examQuestionStatisticsQuery, {
    variables: { examId },
    fetchPolicy: 'cache-and-network',
  });
  const stats = data?.examQuestionStatistics;
  return (
    <div className="exam-tab">
      <DataTable
        value={stats?.types ?? []}
        dataKey="questionType"
        size="small"
        aria-label="按题型统计"
        className="exam-type-table"
        emptyMessage="暂无数据"
      >
        <Column field="questionType" header="题型" />
        <Column field="questionNum" header="题数" />
        <Column header="错误率" body={(t: { wrongRate: number }) => percentText(t.wrongRate)} />
        <Column field="averageScore" header="平均得分" />
      </DataTable>
      <ListTable<Row>
        listId="examQuestions"
        ariaLabel="试题统计"
        columns={columns}
        rows={stats?.questions}
        dataKey="sort"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: '暂无试题' }}
      />
    </div>
  );
}
