import { useMutation, useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES } from '@school/machines';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { Toast } from 'primereact/toast';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { LeaveRequestFieldsFragment } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { formatSchoolTime } from '../shared/schoolTime';
import { ActionButton } from '../shared/ui/ActionButton';
import { allowed, refused } from '../shared/ui/ability';
import '../shared/ui/filterBar.css';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { LEAVE_STATUS, PERIOD_STATUS_NAMES } from './labels';
import { classLeaveRequestsQuery, leaveCourseOptionsQuery, setLeaveStatusMutation } from './operations';
import { useAttendanceActions } from './useAttendanceActions';
import './attendance.css';

type Row = LeaveRequestFieldsFragment;
type Decision = 2 | 3;
interface Target {
  ids: string[];
  opStatus: Decision;
}

const STATUS_CHOICES = [1, 2, 3, 4].map((value) => ({ value, label: LEAVE_STATUS[value]?.label ?? '' }));

const COLUMNS: ListColumn<Row>[] = [
  { key: 'name', header: '学员', priority: 'fixed', width: '7rem', text: (r) => r.name },
  { key: 'mobile', header: '手机号', priority: 'default', width: '8.5rem', text: (r) => r.mobile },
  { key: 'course', header: '课程', priority: 'default', text: (r) => r.courseTitle },
  { key: 'period', header: '课时', priority: 'default', width: '6rem', text: (r) => r.periodTitle },
  {
    key: 'periodStatus',
    header: '课时状态',
    priority: 'optional',
    width: '5.5rem',
    text: (r) => PERIOD_STATUS_NAMES[r.periodStatus] ?? '',
  },
  { key: 'cause', header: '请假原因', priority: 'default', width: '10rem', text: (r) => r.cause },
  {
    key: 'createdAt',
    header: '申请时间',
    priority: 'default',
    width: '9.5rem',
    text: (r) => formatSchoolTime(r.createdAt),
  },
  {
    key: 'status',
    header: '状态',
    priority: 'fixed',
    width: '5.5rem',
    body: (r) => {
      const s = LEAVE_STATUS[r.opStatus];
      return s ? <Tag value={s.label} severity={s.severity} /> : null;
    },
  },
];

interface LeaveFilter {
  name: string;
  opStatus: number | null;
  courseId: string | null;
}
const NO_FILTER: LeaveFilter = { name: '', opStatus: null, courseId: null };

const decisionText = (opStatus: Decision) => (opStatus === 2 ? '通过' : '拒绝');

/**
 * ClassDetail's leave tab: a class's leave requests with approve and reject, one or a batch. Only
 * pending rows can be chosen; every decision asks its confirmation first.
 */
export function LeaveTab({ classId }: { classId: string }) {
  const toast = useRef<Toast>(null);
  const [draft, setDraft] = useState<LeaveFilter>(NO_FILTER);
  const [filter, setFilter] = useState(draft);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [selected, setSelected] = useState<Row[]>([]);
  const { data, previousData, loading, error, refetch } = useQuery(classLeaveRequestsQuery, {
    variables: {
      classId,
      opStatus: filter.opStatus,
      courseId: filter.courseId,
      name: filter.name.trim() || null,
      page,
      limit: pageSize,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const list = (data ?? previousData)?.classLeaveRequests;
  const courses = useQuery(leaveCourseOptionsQuery, { variables: { classId } });
  const courseChoices = (courses.data?.classCourses ?? []).map((c) => ({ value: c.id, label: c.title }));
  const [decide] = useMutation(setLeaveStatusMutation);
  const perform = useCallback(
    async (target: Target) => {
      await decide({ variables: { classId, ids: target.ids, opStatus: target.opStatus } });
      setSelected([]);
    },
    [decide, classId],
  );
  const api = useAttendanceActions<Target>(perform, toast);
  const open = (rows: Row[], opStatus: Decision) =>
    api.send({
      type: 'action.open',
      action: {
        title: rows.length > 1 ? `批量${decisionText(opStatus)}` : `${decisionText(opStatus)}请假`,
        confirmation:
          rows.length > 1
            ? `确定${decisionText(opStatus)}选中的 ${rows.length} 条请假申请吗？`
            : `确定${decisionText(opStatus)}${rows[0]?.name ?? ''}的请假申请吗？`,
        needsReason: false,
        success: COMMON_MESSAGES.done,
        target: { ids: rows.map((r) => r.id), opStatus } satisfies Target,
      },
    });
  const search = (next: typeof draft) => {
    setDraft(next);
    setFilter(next);
    setPage(1);
    setSelected([]);
  };
  const batch = (opStatus: Decision) => ({
    label: `批量${decisionText(opStatus)}`,
    icon: opStatus === 2 ? 'pi pi-check' : 'pi pi-times',
    danger: opStatus === 3,
    ability: selected.length > 0 ? allowed : refused('请先选择待审批的请假申请'),
    onClick: () => open(selected, opStatus),
  });

  return (
    <div className="attendance-tab">
      <Toast ref={toast} position="top-center" />
      <form
        className="filter-bar"
        aria-label="筛选请假"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          search(draft);
        }}
      >
        <span className="filter-bar__field">
          <label htmlFor="leave-name">学员</label>
          <InputText
            id="leave-name"
            value={draft.name}
            placeholder="请输入学员昵称"
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="leave-course">课程</label>
          <Dropdown
            inputId="leave-course"
            value={draft.courseId}
            options={courseChoices}
            placeholder="全部"
            showClear
            onChange={(e) => search({ ...draft, courseId: e.value ?? null })}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="leave-status">状态</label>
          <Dropdown
            inputId="leave-status"
            value={draft.opStatus}
            options={STATUS_CHOICES}
            placeholder="全部"
            showClear
            onChange={(e) => search({ ...draft, opStatus: e.value ?? null })}
          />
        </span>
        <div className="filter-bar__actions">
          <Button type="submit" label="搜索" icon="pi pi-search" size="small" />
          <Button
            type="button"
            label="重置"
            severity="secondary"
            outlined
            size="small"
            onClick={() => search(NO_FILTER)}
          />
        </div>
      </form>
      <div className="attendance-toolbar">
        <span className="attendance-toolbar__note">
          {selected.length > 0 ? `已选择 ${selected.length} 条` : '只有待审批的申请可以选择'}
        </span>
        <ActionButton action={batch(2)} link={false} />
        <ActionButton action={batch(3)} link={false} />
      </div>
      <ListTable<Row>
        listId="classLeave"
        ariaLabel="请假申请"
        columns={COLUMNS}
        rows={list?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{
          title: '暂无请假申请',
          hint:
            filter.name || filter.opStatus || filter.courseId
              ? '没有符合筛选条件的请假申请'
              : '学员提交的请假申请会显示在这里',
        }}
        selection={{
          selected,
          onChange: setSelected,
          isSelectable: (r) => r.abilities.approve.allowed,
        }}
        paging={{
          page,
          pageSize,
          total: list?.total ?? 0,
          onChange: (p, size) => {
            setPage(size === pageSize ? p : 1);
            setPageSize(size);
            setSelected([]);
          },
        }}
        actionsWidth="7.5rem"
        actions={(r) => [
          { label: '通过', ability: r.abilities.approve, onClick: () => open([r], 2) },
          { label: '拒绝', ability: r.abilities.reject, danger: true, onClick: () => open([r], 3) },
        ]}
      />
      <ConfirmActionDialog api={api} />
    </div>
  );
}
