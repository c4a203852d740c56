import { useQuery } from '@apollo/client/react';
import { Tag } from 'primereact/tag';
import { useNavigateTo } from '../app/routes/routeTo';
import type { HomeworkStudentFilter, HomeworkStudentsQuery, ReportStatus } from '../generated/graphql';
import { FilterBar } from '../shared/list/FilterBar';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { useListFilter } from '../shared/list/useListFilter';
import { formatSchoolTime } from '../shared/schoolTime';
import { type DayRange, dayRangeBounds } from '../shared/ui/SchoolDateInputs';
import { StudentName } from '../shared/ui/StudentName';
import { STUDENT_STATUS } from './format';
import { t } from './i18n/zh-CN';
import { homeworkStudentsQuery } from './operations';
import { reportActions } from './studentActions';

type Row = HomeworkStudentsQuery['homeworkStudents']['list'][number];

const STATUS_CHOICES = Object.entries(STUDENT_STATUS).map(([value, s]) => ({
  value: value as ReportStatus,
  label: s.label,
}));

const COLUMNS: ListColumn<Row>[] = [
  {
    key: 'nickname',
    header: t('student'),
    priority: 'fixed',
    body: (r) => <StudentName nickname={r.nickname} namesHidden={r.namesHidden} />,
  },
  { key: 'mobile', header: t('mobileNumber'), priority: 'default', width: '9rem', text: (r) => r.mobile },
  { key: 'className', header: t('class'), priority: 'optional', width: '9rem', text: (r) => r.className },
  {
    key: 'status',
    header: t('status'),
    priority: 'fixed',
    width: '6rem',
    body: (r) => {
      const s = STUDENT_STATUS[r.status];
      return <Tag value={s.label} severity={s.severity} />;
    },
  },
  {
    key: 'submitTime',
    header: t('submittedAt'),
    priority: 'default',
    width: '10rem',
    // Spec: '-' when not submitted (status 1) or there is no time.
    text: (r) => (r.status === 'NOT_SUBMITTED' || !r.submitTime ? '-' : formatSchoolTime(r.submitTime)),
  },
];

interface Draft {
  name: string;
  mobile: string;
  status: ReportStatus | null;
  submitted: DayRange;
}
const EMPTY: Draft = { name: '', mobile: '', status: null, submitted: null };
const toFilter = (d: Draft): HomeworkStudentFilter => {
  const range = dayRangeBounds(d.submitted);
  return {
    name: d.name.trim() || null,
    mobile: d.mobile.trim() || null,
    status: d.status,
    submitFrom: range.from,
    submitTo: range.to,
  };
};

/**
 * The submission tab, and the homework student list (`variant="students"`: search by name, phone and
 * status; the action is 批改 at status 2 when the viewer may grade, otherwise 查看详情, disabled at status 1).
 */
export function SubmissionsTab({
  homeworkId,
  classId,
  variant = 'submissions',
}: {
  homeworkId: string;
  classId: string;
  variant?: 'submissions' | 'students';
}) {
  const navigateTo = useNavigateTo();
  const { applied, page, pageSize, bar, paging } = useListFilter(EMPTY);
  const { data, previousData, loading, error, refetch } = useQuery(homeworkStudentsQuery, {
    variables: { homeworkId, classId, filter: toFilter(applied), page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const list = (data ?? previousData)?.homeworkStudents;
  const actions = (r: Row) => {
    const on = {
      grade: () =>
        navigateTo('HomeworkApprove', { report_id: Number(r.reportId), class_id: Number(classId) }),
      view: () =>
        navigateTo('HomeworkApproveView', { report_id: Number(r.reportId), class_id: Number(classId) }),
    };
    const [grade, view] = reportActions(r.abilities, on);
    if (variant === 'submissions') return [grade, view].filter((a) => a !== undefined);
    // Student list: grade when it may, otherwise view (disabled only at status 1).
    return grade?.ability.allowed ? [grade] : view ? [{ ...view, ability: r.abilities.viewSubmitted }] : [];
  };
  return (
    <section aria-label={variant === 'students' ? t('students2') : t('submissions')}>
      <FilterBar
        ariaLabel={t('filterStudents')}
        idPrefix="result-student"
        fields={[
          { kind: 'text', key: 'name', label: t('studentName') },
          variant === 'students' && { kind: 'text', key: 'mobile', label: t('mobileNumber') },
          { kind: 'select', key: 'status', label: t('status'), options: STATUS_CHOICES },
          variant === 'submissions' && { kind: 'dateRange', key: 'submitted', label: t('submittedAt') },
        ]}
        {...bar}
      />
      <ListTable
        listId={variant === 'students' ? 'homeworkStudentList' : 'homeworkSubmissions'}
        ariaLabel={t('studentSubmissions')}
        columns={COLUMNS}
        rows={list?.list}
        dataKey="reportId"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: t('noStudentsYet'), hint: t('tryAnotherFilter') }}
        paging={paging(list?.total ?? 0)}
        actions={actions}
      />
    </section>
  );
}
