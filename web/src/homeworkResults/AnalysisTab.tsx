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
import { t } from './i18n/zh-CN';
import { questionAnalysisQuery } from './operations';

type Row = QuestionAnalysisQuery['questionAnalysis'][number];

const SORTABLE: Record<string, QuestionAnalysisSort> = {
  rightCount: 'RIGHT_COUNT',
  wrongCount: 'WRONG_COUNT',
  correctRate: 'CORRECT_RATE',
};

const FLAG_LABEL: Record<string, { label: string; severity: 'success' | 'warning' | 'danger' }> = {
  too_easy: { label: t('tooEasy'), severity: 'success' },
  too_hard: { label: t('tooHard'), severity: 'warning' },
  negative: { label: t('reverseDiscrimination'), severity: 'danger' },
};

const fixed = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : value.toFixed(2);
/** A share (0–1) or a difference of shares as whole percentage points. */
const percentOf = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : String(Math.round(value * 100));

function ItemCell({ row }: { row: Row }) {
  const item = row.itemAnalysis;
  if (!item) return <span className="result-muted">{t('subjectiveQuestionsAreNotAnalysed')}</span>;
  const id = `item-${row.questionId}`;
  const explain = t('difficultyPShareAnsweringRight', {
    p: fixed(item.p),
    discrimination: fixed(item.discrimination),
    pointBiserial: fixed(item.pointBiserial),
  });
  return (
    <span className="result-item">
      <span id={id} className="result-item__figures" data-pr-tooltip={explain} data-pr-position="top">
        <span>{t('difficultyInWords', { p: fixed(item.p), percent: percentOf(item.p) })}</span>
        <span>
          {t('discriminationInWords', {
            discrimination: fixed(item.discrimination),
            percent: percentOf(item.discrimination),
          })}
        </span>
        <span>{t('correlationInWords', { pointBiserial: fixed(item.pointBiserial) })}</span>
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
              aria-label={t('text', { value: tag?.label ?? f.flag, reason: f.reason })}
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
    { key: 'sort', header: t('no'), priority: 'fixed', width: '4rem', body: (r) => r.sort },
    {
      key: 'stem',
      header: t('question'),
      priority: 'fixed',
      body: (r) => {
        const stem = plainText(r.stem);
        const tip = r.parentStem ? t('material2', { parentStem: plainText(r.parentStem), stem }) : stem;
        return (
          <span className="list-table__ellipsis" title={tip}>
            {r.parentStem && <Tag value={t('material')} severity="info" className="result-stem__parent" />}
            {stem}
          </span>
        );
      },
    },
    { key: 'type', header: t('type'), priority: 'optional', width: '6.5rem', text: (r) => r.typeName },
    {
      key: 'answerCount',
      header: t('answered'),
      priority: 'optional',
      width: '5.5rem',
      body: (r) => r.answerCount,
    },
    {
      key: 'rightCount',
      header: t('right'),
      priority: 'default',
      width: '4.75rem',
      sortable: true,
      body: (r) => r.rightCount,
    },
    {
      key: 'wrongCount',
      header: t('wrong'),
      priority: 'default',
      width: '4.75rem',
      sortable: true,
      body: (r) => r.wrongCount,
    },
    {
      key: 'correctRate',
      header: t('averageAccuracy'),
      priority: 'fixed',
      width: '6.5rem',
      sortable: true,
      body: (r) => `${r.correctRate}%`,
    },
    ...(scored
      ? [
          {
            key: 'score',
            header: t('points'),
            priority: 'optional',
            width: '4.5rem',
            body: (r: Row) => scoreText(r.score),
          },
          {
            key: 'averageScore',
            header: t('averageScore'),
            priority: 'default',
            width: '5.5rem',
            body: (r: Row) => scoreText(r.averageScore),
          } satisfies ListColumn<Row>,
        ]
      : []),
    {
      key: 'commonWrongOption',
      header: t('commonWrongOption'),
      priority: 'default',
      width: '5rem',
      text: (r) => r.commonWrongOption || '-',
    },
    {
      key: 'unansweredCount',
      header: t('notAnswered'),
      priority: 'optional',
      width: '5rem',
      body: (r) => r.unansweredCount,
    },
    {
      key: 'item',
      header: t('questionAnalysis2'),
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
    <section aria-label={t('questionAnalysis')}>
      <ListTable
        listId="homeworkQuestionAnalysis"
        ariaLabel={t('questionAnalysis')}
        columns={columns(scored)}
        rows={rows}
        dataKey="questionId"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: t('noQuestionsYet') }}
        sort={{ field: sort.field, order: sort.order, onChange: (field, order) => setSort({ field, order }) }}
        actionsWidth="7rem"
        actions={() => [
          {
            label: t('answerDetails'),
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
