import { useQuery } from '@apollo/client/react';
import { Tag } from 'primereact/tag';
import { useNavigateTo } from '../app/routes/routeTo';
import type { ClassStudentFieldsFragment } from '../generated/graphql';
import { FilterBar, type FilterField } from '../shared/list/FilterBar';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { useListFilter } from '../shared/list/useListFilter';
import { allowed } from '../shared/ui/ability';
import { classStudentsQuery } from './operations';

type Row = ClassStudentFieldsFragment;

/** ClassesStudentStatus: 1 in class, 2 left. */
const STATUS_CHOICES = [
  { label: '在班', value: 1 },
  { label: '已退班', value: 2 },
];

const COLUMNS: ListColumn<Row>[] = [
  { key: 'nickname', header: '昵称', priority: 'fixed', text: (r) => r.nickname },
  { key: 'mobile', header: '手机号', priority: 'fixed', width: '9rem', text: (r) => r.mobile },
  { key: 'attend', header: '到课次数', priority: 'default', width: '6rem', body: (r) => r.attendTimes },
  { key: 'truant', header: '旷课次数', priority: 'default', width: '6rem', body: (r) => r.truantTimes },
  { key: 'leave', header: '请假次数', priority: 'default', width: '6rem', body: (r) => r.leaveTimes },
  {
    key: 'status',
    header: '状态',
    priority: 'default',
    width: '5.5rem',
    body: (r) => (
      <Tag value={r.status === 1 ? '在班' : '已退班'} severity={r.status === 1 ? 'success' : 'secondary'} />
    ),
  },
];

interface Filter {
  nickname: string;
  mobile: string;
  status: number | null;
  onlyInClass: boolean;
}
const EMPTY: Filter = { nickname: '', mobile: '', status: null, onlyInClass: true };

const FIELDS: FilterField<Filter>[] = [
  { kind: 'text', key: 'nickname', label: '昵称' },
  { kind: 'text', key: 'mobile', label: '手机号' },
  {
    kind: 'select',
    key: 'status',
    label: '状态',
    options: STATUS_CHOICES,
    forced: (d) => (d.onlyInClass ? 1 : undefined),
  },
  { kind: 'check', key: 'onlyInClass', label: '只看在班人员', searchOnChange: true },
];

/** The students tab: 'only in-class people' is on by default and forces status 1. */
export function StudentsTab({ classId }: { classId: string }) {
  const navigateTo = useNavigateTo();
  const { applied: filter, page, pageSize, bar, paging } = useListFilter(EMPTY);
  const status = filter.onlyInClass ? 1 : filter.status;
  const { data, previousData, loading, error, refetch } = useQuery(classStudentsQuery, {
    variables: {
      classId,
      nickname: filter.nickname.trim() || null,
      mobile: filter.mobile.trim() || null,
      status,
      page,
      limit: pageSize,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const list = (data ?? previousData)?.classStudents;
  return (
    <div className="class-tab">
      <FilterBar ariaLabel="筛选学员" idPrefix="students" fields={FIELDS} {...bar} />
      <ListTable<Row>
        listId="classStudents"
        ariaLabel="班级学员"
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
