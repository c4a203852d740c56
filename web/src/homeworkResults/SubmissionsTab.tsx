import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { type FormEvent, useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import type { HomeworkStudentFilter, HomeworkStudentsQuery } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { formatSchoolTime } from '../shared/schoolTime';
import '../shared/ui/filterBar.css';
import { type DayRange, dayRangeBounds, SchoolDateRangeInput } from '../shared/ui/SchoolDateInputs';
import { STUDENT_STATUS } from './format';
import { homeworkStudentsQuery } from './operations';
import { reportActions } from './studentActions';

type Row = HomeworkStudentsQuery['homeworkStudents']['list'][number];

const STATUS_CHOICES = [1, 2, 3].map((value) => ({ value, label: STUDENT_STATUS[value]?.label ?? '' }));

const COLUMNS: ListColumn<Row>[] = [
  { key: 'nickname', header: '学员', priority: 'fixed', text: (r) => r.nickname },
  { key: 'mobile', header: '手机号', priority: 'default', width: '9rem', text: (r) => r.mobile },
  { key: 'className', header: '班级', priority: 'optional', width: '9rem', text: (r) => r.className },
  {
    key: 'status',
    header: '状态',
    priority: 'fixed',
    width: '6rem',
    body: (r) => {
      const s = STUDENT_STATUS[r.status];
      return s ? <Tag value={s.label} severity={s.severity} /> : r.status;
    },
  },
  {
    key: 'submitTime',
    header: '提交时间',
    priority: 'default',
    width: '10rem',
    // Spec: '-' when status is 1 or there is no time.
    text: (r) => (r.status === 1 || !r.submitTime ? '-' : formatSchoolTime(r.submitTime)),
  },
];

interface Draft {
  name: string;
  mobile: string;
  status: number | null;
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
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [filter, setFilter] = useState<HomeworkStudentFilter>(toFilter(EMPTY));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const { data, previousData, loading, error, refetch } = useQuery(homeworkStudentsQuery, {
    variables: { homeworkId, classId, filter, page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const list = (data ?? previousData)?.homeworkStudents;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const search = (next: Draft) => {
    setFilter(toFilter(next));
    setPage(1);
  };
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
    <section aria-label={variant === 'students' ? '学员列表' : '提交详情'}>
      <form
        className="filter-bar"
        aria-label="筛选学员"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          search(draft);
        }}
      >
        <span className="filter-bar__field">
          <label htmlFor="result-student-name">学员姓名</label>
          <InputText
            id="result-student-name"
            value={draft.name}
            placeholder="请输入学员姓名"
            onChange={(e) => set({ name: e.target.value })}
          />
        </span>
        {variant === 'students' && (
          <span className="filter-bar__field">
            <label htmlFor="result-student-mobile">手机号</label>
            <InputText
              id="result-student-mobile"
              value={draft.mobile}
              placeholder="请输入手机号"
              onChange={(e) => set({ mobile: e.target.value })}
            />
          </span>
        )}
        <span className="filter-bar__field">
          <label htmlFor="result-student-status">状态</label>
          <Dropdown
            inputId="result-student-status"
            value={draft.status}
            options={STATUS_CHOICES}
            placeholder="全部"
            showClear
            onChange={(e) => set({ status: e.value ?? null })}
          />
        </span>
        {variant === 'submissions' && (
          <span className="filter-bar__field">
            <label htmlFor="result-student-submitted">提交时间</label>
            <SchoolDateRangeInput
              inputId="result-student-submitted"
              value={draft.submitted}
              onChange={(submitted) => set({ submitted })}
            />
          </span>
        )}
        <div className="filter-bar__actions">
          <Button type="submit" label="搜索" icon="pi pi-search" size="small" />
          <Button
            type="button"
            label="重置"
            severity="secondary"
            outlined
            size="small"
            onClick={() => {
              setDraft(EMPTY);
              search(EMPTY);
            }}
          />
        </div>
      </form>
      <ListTable
        listId={variant === 'students' ? 'homeworkStudentList' : 'homeworkSubmissions'}
        ariaLabel="学员提交情况"
        columns={COLUMNS}
        rows={list?.list}
        dataKey="reportId"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: '暂无学员', hint: '换个筛选条件试试' }}
        paging={{
          page,
          pageSize,
          total: list?.total ?? 0,
          onChange: (p, size) => {
            setPage(p);
            setPageSize(size);
          },
        }}
        actions={actions}
      />
    </section>
  );
}
