import { useMutation, useQuery } from '@apollo/client/react';
import { Tooltip } from 'primereact/tooltip';
import { useNavigateTo } from '../app/routes/routeTo';
import type { ClassStudentFieldsFragment } from '../generated/graphql';
import { FilterBar, type FilterField } from '../shared/list/FilterBar';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { useListFilter } from '../shared/list/useListFilter';
import { allowed } from '../shared/ui/ability';
import { ExportButton } from '../shared/ui/ExportButton';
import { classStatisticsQuery, exportClassStatisticsMutation } from './operations';
import { minutesText, percentText } from './studyFormat';

type Row = ClassStudentFieldsFragment;

/** The spec's three tooltips of the statistics tab. */
export const STATISTICS_TIPS = [
  { key: 'study', label: '学习时长/进度', text: '学习时长和学习进度统计本校全部课程，不含图文课和线下课' },
  { key: 'attend', label: '到课次数', text: '到课次数统计直播课和线下课' },
  {
    key: 'truant',
    label: '旷课次数',
    text: '旷课：请假未处理且实际缺勤，或直播课未到课仅观看回放',
  },
] as const;

const COLUMNS: ListColumn<Row>[] = [
  { key: 'nickname', header: '昵称', priority: 'fixed', text: (r) => r.nickname },
  { key: 'mobile', header: '手机号', priority: 'default', width: '8.5rem', text: (r) => r.mobile },
  { key: 'campus', header: '校区', priority: 'optional', width: '8rem', text: (r) => r.campusName || '-' },
  {
    key: 'minutes',
    header: '学习时长(分钟)',
    priority: 'default',
    width: '7.5rem',
    text: (r) => minutesText(r.studySeconds),
  },
  {
    key: 'progress',
    header: '学习进度',
    priority: 'default',
    width: '5.5rem',
    text: (r) => percentText(r.progressRate),
  },
  { key: 'attend', header: '到课次数', priority: 'default', width: '5rem', body: (r) => r.attendTimes },
  { key: 'leave', header: '请假次数', priority: 'default', width: '5rem', body: (r) => r.leaveTimes },
  { key: 'truant', header: '旷课次数', priority: 'default', width: '5rem', body: (r) => r.truantTimes },
  {
    key: 'homework',
    header: '作业提交/布置',
    priority: 'default',
    width: '7rem',
    text: (r) => `${r.homeworkSubmitted}/${r.homeworkAssigned}`,
  },
];

interface Filter {
  nickname: string;
  mobile: string;
  campusId: string | null;
}
const EMPTY: Filter = { nickname: '', mobile: '', campusId: null };

/** The statistics tab: per student study figures, the campus filter, the three tooltips and export. */
export function StatisticsTab({ classId }: { classId: string }) {
  const navigateTo = useNavigateTo();
  const { applied: filter, page, pageSize, bar, paging } = useListFilter(EMPTY);
  const variables = {
    classId,
    nickname: filter.nickname.trim() || null,
    mobile: filter.mobile.trim() || null,
    campusId: filter.campusId,
  };
  const { data, previousData, loading, error, refetch } = useQuery(classStatisticsQuery, {
    variables: { ...variables, page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [exportStatistics] = useMutation(exportClassStatisticsMutation);
  const list = (data ?? previousData)?.classStatistics;
  const campuses = list?.campuses ?? [];
  const fields: FilterField<Filter>[] = [
    { kind: 'text', key: 'nickname', label: '昵称' },
    { kind: 'text', key: 'mobile', label: '手机号' },
    {
      kind: 'select',
      key: 'campusId',
      label: '校区',
      options: campuses.map((c) => ({ label: c.name, value: c.id })),
      placeholder: campuses.length === 0 ? '暂无校区' : campuses.length === 1 ? campuses[0]?.name : '全部',
      disabled: campuses.length <= 1,
    },
  ];
  return (
    <div className="class-tab">
      <FilterBar
        ariaLabel="筛选学习统计"
        idPrefix="stat"
        fields={fields}
        {...bar}
        leading={
          <span className="filter-bar__check class-stat__tips">
            <Tooltip target=".class-stat__tip" position="top" />
            {STATISTICS_TIPS.map((tip) => (
              <button
                type="button"
                key={tip.key}
                className="class-stat__tip"
                data-pr-tooltip={tip.text}
                aria-label={`${tip.label}：${tip.text}`}
              >
                <i className="pi pi-question-circle" aria-hidden="true" /> {tip.label}
              </button>
            ))}
          </span>
        }
        actions={
          <ExportButton
            produce={async () => (await exportStatistics({ variables })).data?.exportClassStatistics}
          />
        }
      />
      <ListTable<Row>
        listId="classStatistics"
        ariaLabel="学习统计"
        columns={COLUMNS}
        rows={list?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: '暂无学员', hint: '没有符合筛选条件的学员' }}
        paging={paging(list?.total ?? 0)}
        actionsWidth="6rem"
        actions={(r) => [
          {
            label: '详情',
            ability: allowed,
            onClick: () =>
              navigateTo('StudentDetail', { id: Number(r.id), uid: Number(r.id), class_id: Number(classId) }),
          },
        ]}
      />
    </div>
  );
}
