import { useQuery } from '@apollo/client/react';
import { Tag } from 'primereact/tag';
import { useNavigateTo } from '../app/routes/routeTo';
import type { ClassStudentFieldsFragment, ClassStudentStatus } from '../generated/graphql';
import { FilterBar, type FilterField } from '../shared/list/FilterBar';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { useListFilter } from '../shared/list/useListFilter';
import { allowed } from '../shared/ui/ability';
import { t } from './i18n/zh-CN';
import { classStudentsQuery } from './operations';

type Row = ClassStudentFieldsFragment;

/** ClassesStudentStatus: in class or left. */
const STATUS_CHOICES: { label: string; value: ClassStudentStatus }[] = [
  { label: t('inClass'), value: 'IN_CLASS' },
  { label: t('left'), value: 'LEFT' },
];

const COLUMNS: ListColumn<Row>[] = [
  { key: 'nickname', header: t('nickname'), priority: 'fixed', text: (r) => r.nickname },
  { key: 'mobile', header: t('mobileNumber'), priority: 'fixed', width: '9rem', text: (r) => r.mobile },
  {
    key: 'attend',
    header: t('lessonsAttended'),
    priority: 'default',
    width: '6rem',
    body: (r) => r.attendTimes,
  },
  { key: 'truant', header: t('absences'), priority: 'default', width: '6rem', body: (r) => r.truantTimes },
  { key: 'leave', header: t('leaves'), priority: 'default', width: '6rem', body: (r) => r.leaveTimes },
  {
    key: 'status',
    header: t('status'),
    priority: 'default',
    width: '5.5rem',
    body: (r) => (
      <Tag
        value={r.status === 'IN_CLASS' ? t('inClass') : t('left')}
        severity={r.status === 'IN_CLASS' ? 'success' : 'secondary'}
      />
    ),
  },
];

interface Filter {
  nickname: string;
  mobile: string;
  status: ClassStudentStatus | null;
  onlyInClass: boolean;
}
const EMPTY: Filter = { nickname: '', mobile: '', status: null, onlyInClass: true };

const FIELDS: FilterField<Filter>[] = [
  { kind: 'text', key: 'nickname', label: t('nickname') },
  { kind: 'text', key: 'mobile', label: t('mobileNumber') },
  {
    kind: 'select',
    key: 'status',
    label: t('status'),
    options: STATUS_CHOICES,
    forced: (d) => (d.onlyInClass ? 'IN_CLASS' : undefined),
  },
  { kind: 'check', key: 'onlyInClass', label: t('onlyStudentsInClass'), searchOnChange: true },
];

/** The students tab: 'only in-class people' is on by default and forces IN_CLASS. */
export function StudentsTab({ classId }: { classId: string }) {
  const navigateTo = useNavigateTo();
  const { applied: filter, page, pageSize, bar, paging } = useListFilter(EMPTY);
  const status: ClassStudentStatus | null = filter.onlyInClass ? 'IN_CLASS' : filter.status;
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
      <FilterBar ariaLabel={t('filterStudents')} idPrefix="students" fields={FIELDS} {...bar} />
      <ListTable<Row>
        listId="classStudents"
        ariaLabel={t('classStudents')}
        columns={COLUMNS}
        rows={list?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: t('noStudentsYet'), hint: t('noStudentsMatchTheFilter') }}
        paging={paging(list?.total ?? 0)}
        actionsWidth="6rem"
        actions={(r) => [
          {
            label: t('details'),
            ability: allowed,
            onClick: () =>
              navigateTo('StudentDetail', { id: Number(r.id), uid: Number(r.id), class_id: Number(classId) }),
          },
        ]}
      />
    </div>
  );
}
