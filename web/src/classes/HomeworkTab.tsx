import { useQuery } from '@apollo/client/react';
import { isLive, useNavigateTo } from '../app/routes/routeTo';
import type { ClassHomeworkFilter, ClassHomeworkQuery, HomeworkType } from '../generated/graphql';
import { FilterBar, type FilterField } from '../shared/list/FilterBar';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { useListFilter } from '../shared/list/useListFilter';
import { formatSchoolTime } from '../shared/schoolTime';
import { allowed, COMING_SOON, refused } from '../shared/ui/ability';
import { type DayRange, dayRangeBounds } from '../shared/ui/SchoolDateInputs';
import { t } from './i18n/zh-CN';
import { classHomeworkQuery } from './operations';

type Row = ClassHomeworkQuery['classHomework']['list'][number];

const TYPE_CHOICES: { label: string; value: HomeworkType }[] = [
  { label: t('courseHomework'), value: 'COURSE' },
  { label: t('lessonHomework'), value: 'PERIOD' },
];

const COLUMNS: ListColumn<Row>[] = [
  { key: 'name', header: t('homeworkName'), priority: 'fixed', text: (r) => r.name },
  { key: 'course', header: t('courses2'), priority: 'default', width: '9rem', text: (r) => r.courseTitle },
  {
    key: 'unmarked',
    header: t('notGraded'),
    priority: 'default',
    width: '5rem',
    body: (r) => r.unmarkedCount,
  },
  { key: 'marked', header: t('graded'), priority: 'default', width: '5rem', body: (r) => r.markedCount },
  {
    key: 'ending',
    header: t('deadline'),
    priority: 'fixed',
    width: '9.5rem',
    body: (r) => formatSchoolTime(r.endingTime),
  },
  {
    key: 'submitted',
    header: t('submittedExpected'),
    priority: 'default',
    width: '7rem',
    body: (r) => `${r.submittedCount}/${r.dueCount}`,
  },
  {
    key: 'type',
    header: t('type'),
    priority: 'optional',
    width: '6rem',
    text: (r) => (r.type === 'PERIOD' ? t('lessonHomework') : t('courseHomework')),
  },
  {
    key: 'period',
    header: t('lesson'),
    priority: 'optional',
    width: '7rem',
    text: (r) => r.periodTitle || '-',
  },
  {
    key: 'publisher',
    header: t('publishedBy'),
    priority: 'optional',
    width: '6rem',
    text: (r) => r.publisherName,
  },
  {
    key: 'publishTime',
    header: t('publishedAt'),
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
    { kind: 'dateRange', key: 'published', label: t('publishedAt') },
    { kind: 'dateRange', key: 'ending', label: t('deadline') },
    {
      kind: 'select',
      key: 'courseId',
      label: t('courses2'),
      options: named(list?.courses),
      alsoSet: () => ({ periodId: null }),
    },
    { kind: 'text', key: 'name', label: t('homeworkName') },
    { kind: 'select', key: 'type', label: t('homeworkType'), options: TYPE_CHOICES },
    {
      kind: 'select',
      key: 'periodId',
      label: t('lesson'),
      options: (list?.periods ?? [])
        .filter((p) => !bar.draft.courseId || p.courseId === bar.draft.courseId)
        .map((p) => ({ label: p.name, value: p.id })),
      emptyMessage: t('noLessonHomeworkYet'),
    },
    { kind: 'select', key: 'publisherId', label: t('publishedBy'), options: named(list?.publishers) },
  ];
  return (
    <div className="class-tab">
      <FilterBar ariaLabel={t('filterClassHomework')} idPrefix="chw" fields={fields} {...bar} />
      <ListTable<Row>
        listId="classHomework"
        ariaLabel={t('classHomework')}
        columns={COLUMNS}
        rows={list?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: t('noHomeworkYet'), hint: t('noHomeworkHasBeenPublished') }}
        paging={paging(list?.total ?? 0)}
        actionsWidth="6rem"
        actions={(r) => [
          {
            label: t('view'),
            ability: isLive('ClassesHomeworkDetail') ? allowed : refused(COMING_SOON),
            onClick: () =>
              navigateTo('ClassesHomeworkDetail', { hw_id: Number(r.id), class_id: Number(classId) }),
          },
        ]}
      />
    </div>
  );
}
