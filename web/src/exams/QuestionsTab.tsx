import { useQuery } from '@apollo/client/react';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { ExamQuestionStatisticsQuery } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { plainText } from '../shared/text';
import { orDash, percentText } from './examFormat';
import { t as tr } from './i18n/zh-CN';
import { examQuestionStatisticsQuery } from './operations';

type Row = NonNullable<ExamQuestionStatisticsQuery['examQuestionStatistics']>['questions'][number];

const columns: ListColumn<Row>[] = [
  { key: 'sort', header: tr('no'), priority: 'fixed', width: '4rem', text: (r) => String(r.sort) },
  { key: 'stem', header: tr('question'), priority: 'fixed', text: (r) => plainText(r.stem) || tr('image') },
  { key: 'type', header: tr('questionType'), priority: 'default', width: '6.5rem', text: (r) => r.typeName },
  {
    key: 'wrong',
    header: tr('wrongAnswers'),
    priority: 'default',
    width: '5.5rem',
    text: (r) => String(r.wrongCount),
  },
  {
    key: 'right',
    header: tr('accuracy'),
    priority: 'default',
    width: '5rem',
    text: (r) => percentText(r.rightRate),
  },
  { key: 'score', header: tr('points'), priority: 'default', width: '4rem', text: (r) => String(r.score) },
  {
    key: 'average',
    header: tr('averageScore'),
    priority: 'default',
    width: '5.5rem',
    text: (r) => orDash(r.averageScore),
  },
  {
    key: 'option',
    header: tr('commonWrongOption'),
    priority: 'default',
    width: '5rem',
    text: (r) => r.wrongOption || '-',
  },
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
        aria-label={tr('byQuestionType')}
        className="exam-type-table"
        emptyMessage={tr('noData')}
      >
        <Column field="questionType" header={tr('questionType')} />
        <Column field="questionNum" header={tr('questions')} />
        <Column
          header={tr('errorRate')}
          body={(t: { wrongRate: number | null }) => percentText(t.wrongRate)}
        />
        <Column field="averageScore" header={tr('averageScore')} />
      </DataTable>
      <ListTable<Row>
        listId="examQuestions"
        ariaLabel={tr('questionStatistics')}
        columns={columns}
        rows={stats?.questions}
        dataKey="sort"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: tr('noQuestions') }}
      />
    </div>
  );
}
