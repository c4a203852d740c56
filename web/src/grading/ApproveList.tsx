import { useQuery } from '@apollo/client/react';
import { useNavigateTo } from '../app/routes/routeTo';
import type { GradingListFilter, GradingListQuery } from '../generated/graphql';
import { FilterBar } from '../shared/list/FilterBar';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { useListFilter } from '../shared/list/useListFilter';
import { formatSchoolTime } from '../shared/schoolTime';
import { useViewer } from '../shared/session/viewer';
import { allowed } from '../shared/ui/ability';
import { type DayRange, dayRangeBounds } from '../shared/ui/SchoolDateInputs';
import { StudentName } from '../shared/ui/StudentName';
import { gradingListQuery } from './operations';

type Row = GradingListQuery['gradingList']['list'][number];

const TYPE_CHOICES = [
  { label: '课程作业', value: 1 },
  { label: '课时作业', value: 2 },
];

const COLUMNS: ListColumn<Row>[] = [
  { key: 'name', header: '作业名称', priority: 'fixed', text: (r) => r.name },
  {
    key: 'nickname',
    header: '学员',
    priority: 'fixed',
    width: '10rem',
    body: (r) => <StudentName nickname={r.nickname} namesHidden={r.namesHidden} />,
  },
  {
    key: 'submitTime',
    header: '提交时间',
    priority: 'fixed',
    width: '9.5rem',
    body: (r) => (r.submitTime ? formatSchoolTime(r.submitTime) : '-'),
  },
  {
    key: 'type',
    header: '类型',
    priority: 'default',
    width: '6rem',
    text: (r) => (r.type === 2 ? '课时作业' : '课程作业'),
  },
  {
    key: 'courseTitle',
    header: '课程',
    priority: 'default',
    width: '9rem',
    text: (r) => r.courseTitle || '-',
  },
  {
    key: 'periodsTitle',
    header: '课时',
    priority: 'optional',
    width: '8rem',
    text: (r) => r.periodsTitle || '-',
  },
  { key: 'publisher', header: '发布人', priority: 'optional', width: '7rem', text: (r) => r.publisher },
  {
    key: 'publishTime',
    header: '发布时间',
    priority: 'default',
    width: '9.5rem',
    body: (r) => formatSchoolTime(r.publishTime),
  },
];

interface Draft {
  published: DayRange;
  name: string;
  type: number | null;
  courseTitle: string;
  periodsTitle: string;
  nickname: string;
  publisher: string;
  showOther: boolean;
}

const EMPTY: Draft = {
  published: null,
  name: '',
  type: null,
  courseTitle: '',
  periodsTitle: '',
  nickname: '',
  publisher: '',
  showOther: false,
};

function toFilter(d: Draft): GradingListFilter {
  const published = dayRangeBounds(d.published);
  const text = (s: string) => s.trim() || null;
  return {
    publishTimeStart: published.from,
    publishTimeEnd: published.to,
    name: text(d.name),
    type: d.type,
    courseTitle: text(d.courseTitle),
    periodsTitle: text(d.periodsTitle),
    nickname: text(d.nickname),
    publisher: text(d.publisher),
    showOther: d.showOther || null,
  };
}

/**
 * HomeworkManage's approve tab (spec section 2): the reports awaiting grading in the viewer's classes,
 * with the spec's filters, search and reset, paged; 批改 opens HomeworkApprove with the report.
 */
export function ApproveList() {
  const viewer = useViewer();
  const navigateTo = useNavigateTo();
  const { applied, page, pageSize, bar, paging } = useListFilter(EMPTY);
  const filter = toFilter(applied);
  const { data, previousData, loading, error, refetch } = useQuery(gradingListQuery, {
    variables: { filter: { ...filter, page, limit: pageSize } },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const list = (data ?? previousData)?.gradingList;
  const filtered = Object.values(filter).some((v) => v !== null && v !== undefined);
  return (
    <section className="approve-list" aria-label="作业批改">
      <FilterBar
        ariaLabel="筛选待批改作业"
        idPrefix="ap"
        fields={[
          { kind: 'dateRange', key: 'published', label: '发布时间' },
          { kind: 'text', key: 'name', label: '作业名称' },
          { kind: 'select', key: 'type', label: '作业类型', options: TYPE_CHOICES },
          { kind: 'text', key: 'courseTitle', label: '课程名称' },
          { kind: 'text', key: 'periodsTitle', label: '课时名称' },
          { kind: 'text', key: 'nickname', label: '学员昵称' },
          { kind: 'text', key: 'publisher', label: '发布人' },
          viewer.user.role === 'TEACHER' && {
            kind: 'check',
            key: 'showOther',
            label: '显示非本人授课课时的作业',
          },
        ]}
        {...bar}
      />
      <ListTable
        listId="grading"
        ariaLabel="待批改作业列表"
        columns={COLUMNS}
        rows={list?.list}
        dataKey="reportId"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={
          filtered
            ? { title: '暂无待批改作业', hint: '没有符合条件的作业，换个条件再搜索，或点击重置查看全部。' }
            : { title: '暂无待批改作业', hint: '学员提交作业后会显示在这里。' }
        }
        paging={paging(list?.total ?? 0)}
        actions={(r) => [
          {
            label: '批改',
            icon: 'pi pi-pencil',
            ability: allowed,
            onClick: () =>
              navigateTo('HomeworkApprove', { report_id: Number(r.reportId), class_id: Number(r.classId) }),
          },
        ]}
        actionsWidth="6rem"
      />
    </section>
  );
}
