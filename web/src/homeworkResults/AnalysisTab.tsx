import { useQuery } from '@apollo/client/react';
import { Tag } from 'primereact/tag';
import { Tooltip } from 'primereact/tooltip';
import { useState } from 'react';
import { isLive, useNavigateTo } from '../app/routes/routeTo';
import type { QuestionAnalysisQuery, QuestionAnalysisSort } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { plainText } from '../shared/text';
import { COMING_SOON, allowed as ok, refused } from '../shared/ui/ability';
import { scoreText } from './format';
import { questionAnalysisQuery } from './operations';

type Row = QuestionAnalysisQuery['questionAnalysis'][number];

const SORTABLE: Record<string, QuestionAnalysisSort> = {
  rightCount: 'RIGHT_COUNT',
  wrongCount: 'WRONG_COUNT',
  correctRate: 'CORRECT_RATE',
};

const FLAG_LABEL: Record<string, { label: string; severity: 'success' | 'warning' | 'danger' }> = {
  too_easy: { label: '过易', severity: 'success' },
  too_hard: { label: '过难', severity: 'warning' },
  negative: { label: '反向区分', severity: 'danger' },
};

const fixed = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : value.toFixed(2);

function ItemCell({ row }: { row: Row }) {
  const item = row.itemAnalysis;
  if (!item) return <span className="result-muted">主观题不分析</span>;
  const id = `item-${row.questionId}`;
  const explain = `难度 p=${fixed(item.p)}（答对比例）；区分度 D=${fixed(item.discrimination)}（前 27% 与后 27% 答对率之差）；点二列相关 r=${fixed(item.pointBiserial)}`;
  return (
    <span className="result-item">
      <span id={id} className="result-item__figures" data-pr-tooltip={explain} data-pr-position="top">
        p {fixed(item.p)} D {fixed(item.discrimination)} r {fixed(item.pointBiserial)}
      </span>
      <Tooltip target={`#${id}`} />
      {item.flags.map((f) => {
        const tag = FLAG_LABEL[f.flag];
        const flagId = `${id}-${f.flag}`;
        return (
          <span key={f.flag}>
            <Tag
              id={flagId}
              value={tag?.label ?? f.flag}
              severity={tag?.severity}
              data-pr-tooltip={f.reason}
              data-pr-position="top"
              aria-label={`${tag?.label ?? f.flag}：${f.reason}`}
            />
            <Tooltip target={`#${flagId}`} />
          </span>
        );
      })}
    </span>
  );
}

const columns = (scored: boolean): ListColumn<Row>[] =>
  [
    { key: 'sort', header: '题号', priority: 'fixed', width: '4rem', body: (r) => r.sort },
    {
      key: 'stem',
      header: '题干',
      priority: 'fixed',
      body: (r) => {
        const stem = plainText(r.stem);
        const tip = r.parentStem ? `材料：${plainText(r.parentStem)}\n\n${stem}` : stem;
        return (
          <span className="list-table__ellipsis" title={tip}>
            {r.parentStem && <Tag value="材料" severity="info" className="result-stem__parent" />}
            {stem}
          </span>
        );
      },
    },
    { key: 'type', header: '题型', priority: 'optional', width: '6.5rem', text: (r) => r.typeName },
    {
      key: 'answerCount',
      header: '作答人数',
      priority: 'optional',
      width: '5.5rem',
      body: (r) => r.answerCount,
    },
    {
      key: 'rightCount',
      header: '答对',
      priority: 'default',
      width: '4.75rem',
      sortable: true,
      body: (r) => r.rightCount,
    },
    {
      key: 'wrongCount',
      header: '答错',
      priority: 'default',
      width: '4.75rem',
      sortable: true,
      body: (r) => r.wrongCount,
    },
    {
      key: 'correctRate',
      header: '平均正确率',
      priority: 'fixed',
      width: '6.5rem',
      sortable: true,
      body: (r) => `${r.correctRate}%`,
    },
    ...(scored
      ? [
          {
            key: 'score',
            header: '分值',
            priority: 'optional',
            width: '4.5rem',
            body: (r: Row) => scoreText(r.score),
          },
          {
            key: 'averageScore',
            header: '平均得分',
            priority: 'default',
            width: '5.5rem',
            body: (r: Row) => scoreText(r.averageScore),
          } satisfies ListColumn<Row>,
        ]
      : []),
    {
      key: 'commonWrongOption',
      header: '易错项',
      priority: 'default',
      width: '5rem',
      text: (r) => r.commonWrongOption || '-',
    },
    {
      key: 'unansweredCount',
      header: '未作答',
      priority: 'optional',
      width: '5rem',
      body: (r) => r.unansweredCount,
    },
    {
      key: 'item',
      header: '题目分析',
      priority: 'default',
      width: '14rem',
      body: (r) => <ItemCell row={r} />,
    },
  ] as ListColumn<Row>[];

/** The question analysis tab: every column of the row entity, sortable, with item analysis. */
export function AnalysisTab({
  homeworkId,
  classId,
  scored,
}: {
  homeworkId: string;
  classId: string;
  scored: boolean;
}) {
  const navigateTo = useNavigateTo();
  const [sort, setSort] = useState<{ field: string | null; order: 1 | -1 | 0 }>({ field: null, order: 0 });
  const sortField = sort.field && sort.order !== 0 ? SORTABLE[sort.field] : undefined;
  const { data, previousData, loading, error, refetch } = useQuery(questionAnalysisQuery, {
    variables: {
      homeworkId,
      classId,
      sort: sortField ?? null,
      order: sortField ? (sort.order === 1 ? 'ASC' : 'DESC') : null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const rows = (data ?? previousData)?.questionAnalysis;
  return (
    <section aria-label="试题分析">
      <ListTable
        listId="homeworkQuestionAnalysis"
        ariaLabel="试题分析"
        columns={columns(scored)}
        rows={rows}
        dataKey="questionId"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: '暂无题目' }}
        sort={{ field: sort.field, order: sort.order, onChange: (field, order) => setSort({ field, order }) }}
        actionsWidth="7rem"
        actions={() => [
          {
            label: '答题详情',
            icon: 'pi pi-list',
            ability: isLive('HomeworkAnswerPreview') ? ok : refused(COMING_SOON),
            onClick: () =>
              navigateTo('HomeworkAnswerPreview', { hw_id: Number(homeworkId), class_id: Number(classId) }),
          },
        ]}
      />
    </section>
  );
}
