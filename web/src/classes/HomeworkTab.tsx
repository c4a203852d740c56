import { useQuery } from '@apollo/client/react';
import { isLive, useNavigateTo } from '../app/routes/routeTo';
import type { ClassHomeworkFilter, ClassHomeworkQuery, HomeworkType } from '../generated/graphql';
import { FilterBar, type FilterField } from '../shared/list/FilterBar';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { useListFilter } from '../shared/list/useListFilter';
import { formatSchoolTime } from '../shared/schoolTime';
import { allowed, COMING_SOON, refused } from '../shared/ui/ability';
import { type DayRange, dayRangeBounds } from '../shared/ui/SchoolDateInputs';
import { classHomeworkQuery } from './operations';

type Row = ClassHomeworkQuery['classHomework']['list'][number];

const TYPE_CHOICES: { label: string; value: HomeworkType }[] = [
  { label: '课程作业', value: 'COURSE' },
  { label: '课时作业', value: 'PERIOD' },
];

const COLUMNS: ListColumn<Row>[] = [
  { key: 'name', header: '作业名称', priority: 'fixed', text: (r) => r.name },
  { key: 'course', header: '课程', priority: 'default', width: '9rem', text: (r) => r.courseTitle },
  { key: 'unmarked', header: '未批改', priority: 'default', width: '5rem', body: (r) => r.unmarkedCount },
  { key: 'marked', header: '已批改', priority: 'default', width: '5rem', body: (r) => r.markedCount },
  {
    key: 'ending',
    header: '截止时间',
    priority: 'fixed',
    width: '9.5rem',
    body: (r) => formatSchoolTime(r.endingTime),
  },
  {
    key: 'submitted',
    header: '已提交/应提交',
    priority: 'default',
    width: '7rem',
    body: (r) => `${r.submittedCount}/${r.dueCount}`,
  },
  {
    key: 'type',
    header: '类型',
    priority: 'optional',
    width: '6rem',
    text: (r) => (r.type === 'PERIOD' ? '课时作业' : '课程作业'),
  },
  { key: 'period', header: '课时', priority: 'optional', width: '7rem', text: (r) => r.periodTitle || '-' },
  { key: 'publisher', header: '发布人', priority: 'optional', width: '6rem', text: (r) => r.publisherName },
  {
    key: 'publishTime',
    header: '发布时间',
    priority: 'optional',
    width: '9.5rem',
    body: (r) => formatSchoolTime(r.publishTime),
  },
];

interface Draft {
  published: DayRange;
  ending: DayRange;
  courseId: string | null;
  name: string;
  type: HomeworkType | null;
  periodId: string | null;
  publisherId: string | null;
}
const EMPTY: Draft = {
  published: null,
  ending: null,
  courseId: null,
  name: '',
  type: null,
  periodId: null,
  publisherId: null,
};

function toFilter(d: Draft): ClassHomeworkFilter {
  const published = dayRangeBounds(d.published);
  const ending = dayRangeBounds(d.ending);
  return {
    publishedFrom: published.from,
    publishedTo: published.to,
    endingFrom: ending.from,
    endingTo: ending.to,
    courseId: d.courseId,
    name: d.name.trim() || null,
    type: d.type,
    periodId: d.periodId,
    publisherId: d.publisherId,
  };
}

/** The homework tab: the homework published to this class; 查看 opens its detail for this class. */
export function HomeworkTab({ classId }: { classId: string }) {
  const navigateTo = useNavigateTo();
  const { applied, page, pageSize, bar, paging } = useListFilter(EMPTY);
  const { data, previousData, loading, error, refetch } = useQuery(classHomeworkQuery, {
    variables: { classId, filter: toFilter(applied), page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const list = (data ?? previousData)?.classHomework;
  const named = (options: { id: string; name: string }[] | undefined) =>
    (options ?? []).map((o) => ({ label: o.name, value: o.id }));
  const fields: FilterField<Draft>[] = [
    { kind: 'dateRange', key: 'published', label: '发布时间' },
    { kind: 'dateRange', key: 'ending', label: '截止时间' },
    {
      kind: 'select',
      key: 'courseId',
      label: '课程',
      options: named(list?.courses),
      alsoSet: () => ({ periodId: null }),
    },
    { kind: 'text', key: 'name', label: '作业名称' },
    { kind: 'select', key: 'type', label: '作业类型', options: TYPE_CHOICES },
    {
      kind: 'select',
      key: 'periodId',
      label: '课时',
      options: (list?.periods ?? [])
        .filter((p) => !bar.draft.courseId || p.courseId === bar.draft.courseId)
        .map((p) => ({ label: p.name, value: p.id })),
      emptyMessage: '暂无课时作业',
    },
    { kind: 'select', key: 'publisherId', label: '发布人', options: named(list?.publishers) },
  ];
  return (
    <div className="class-tab">
      <FilterBar ariaLabel="筛选班级作业" idPrefix="chw" fields={fields} {...bar} />
      <ListTable<Row>
        listId="classHomework"
        ariaLabel="班级作业"
        columns={COLUMNS}
        rows={list?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: '暂无作业', hint: '还没有发布到本班的作业，或没有符合筛选条件的作业' }}
        paging={paging(list?.total ?? 0)}
        actionsWidth="6rem"
        actions={(r) => [
          {
            label: '查看',
            ability: isLive('ClassesHomeworkDetail') ? allowed : refused(COMING_SOON),
            onClick: () =>
              navigateTo('ClassesHomeworkDetail', { hw_id: Number(r.id), class_id: Number(classId) }),
          },
        ]}
      />
    </div>
  );
}
