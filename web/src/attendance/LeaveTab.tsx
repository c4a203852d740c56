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
import { LEAVE_STATUS, type LeaveStatus, PERIOD_STATUS } from './labels';
import { classLeaveRequestsQuery, leaveCourseOptionsQuery, setLeaveStatusMutation } from './operations';
import { useAttendanceActions } from './useAttendanceActions';
import './attendance.css';
import { t } from './i18n/zh-CN';

type Row = LeaveRequestFieldsFragment;
type Decision = Extract<LeaveStatus, 'LEAVE_APPROVED' | 'LEAVE_REJECTED'>;
interface Target {
  ids: string[];
  opStatus: Decision;
}

const STATUS_CHOICES = (Object.keys(LEAVE_STATUS) as LeaveStatus[]).map((value) => ({
  value,
  label: LEAVE_STATUS[value].label,
}));

const COLUMNS: ListColumn<Row>[] = [
  { key: 'name', header: t('students2'), priority: 'fixed', width: '7rem', text: (r) => r.name },
  { key: 'mobile', header: t('mobileNumber'), priority: 'default', width: '8.5rem', text: (r) => r.mobile },
  { key: 'course', header: t('courses3'), priority: 'default', text: (r) => r.courseTitle },
  { key: 'period', header: t('lesson'), priority: 'default', width: '6rem', text: (r) => r.periodTitle },
  {
    key: 'periodStatus',
    header: t('lessonStatus'),
    priority: 'optional',
    width: '5.5rem',
    text: (r) => PERIOD_STATUS[r.periodStatus].label,
  },
  { key: 'cause', header: t('reasonForLeave'), priority: 'default', width: '10rem', text: (r) => r.cause },
  {
    key: 'createdAt',
    header: t('requestedAt'),
    priority: 'default',
    width: '9.5rem',
    text: (r) => formatSchoolTime(r.createdAt),
  },
  {
    key: 'status',
    header: t('status'),
    priority: 'fixed',
    width: '5.5rem',
    body: (r) => {
      const s = LEAVE_STATUS[r.opStatus as LeaveStatus];
      return s ? <Tag value={s.label} severity={s.severity} /> : null;
    },
  },
];

interface LeaveFilter {
  name: string;
  opStatus: LeaveStatus | null;
  courseId: string | null;
}
const NO_FILTER: LeaveFilter = { name: '', opStatus: null, courseId: null };

const decisionText = (opStatus: Decision) => (opStatus === 'LEAVE_APPROVED' ? t('approve') : t('reject'));

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
        title:
          rows.length > 1
            ? t('selected2', { opStatus: decisionText(opStatus) })
            : t('leave2', { opStatus: decisionText(opStatus) }),
        confirmation:
          rows.length > 1
            ? t('theSelectedLeaveRequests', { opStatus: decisionText(opStatus), rowsCount: rows.length })
            : t('theLeaveRequestOf', { opStatus: decisionText(opStatus), value: rows[0]?.name ?? '' }),
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
    label: t('selected2', { opStatus: decisionText(opStatus) }),
    icon: opStatus === 'LEAVE_APPROVED' ? 'pi pi-check' : 'pi pi-times',
    danger: opStatus === 'LEAVE_REJECTED',
    ability: selected.length > 0 ? allowed : refused(t('selectLeaveRequestsAwaitingApproval')),
    onClick: () => open(selected, opStatus),
  });

  return (
    <div className="attendance-tab">
      <Toast ref={toast} position="top-center" />
      <form
        className="filter-bar"
        aria-label={t('filterLeaveRequests')}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          search(draft);
        }}
      >
        <span className="filter-bar__field">
          <label htmlFor="leave-name">{t('students2')}</label>
          <InputText
            id="leave-name"
            value={draft.name}
            placeholder={t('enterAStudentNickname')}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="leave-course">{t('courses3')}</label>
          <Dropdown
            inputId="leave-course"
            value={draft.courseId}
            options={courseChoices}
            placeholder={t('all')}
            showClear
            onChange={(e) => search({ ...draft, courseId: e.value ?? null })}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="leave-status">{t('status')}</label>
          <Dropdown
            inputId="leave-status"
            value={draft.opStatus}
            options={STATUS_CHOICES}
            placeholder={t('all')}
            showClear
            onChange={(e) => search({ ...draft, opStatus: e.value ?? null })}
          />
        </span>
        <div className="filter-bar__actions">
          <Button type="submit" label={t('search')} icon="pi pi-search" size="small" />
          <Button
            type="button"
            label={t('reset')}
            severity="secondary"
            outlined
            size="small"
            onClick={() => search(NO_FILTER)}
          />
        </div>
      </form>
      <div className="attendance-toolbar">
        <span className="attendance-toolbar__note">
          {selected.length > 0
            ? t('selected', { selectedCount: selected.length })
            : t('onlyRequestsAwaitingApprovalCan')}
        </span>
        <ActionButton action={batch('LEAVE_APPROVED')} link={false} />
        <ActionButton action={batch('LEAVE_REJECTED')} link={false} />
      </div>
      <ListTable<Row>
        listId="classLeave"
        ariaLabel={t('leaveRequests')}
        columns={COLUMNS}
        rows={list?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{
          title: t('noLeaveRequestsYet'),
          hint:
            filter.name || filter.opStatus || filter.courseId
              ? t('noLeaveRequestsMatchThe')
              : t('leaveRequestsFromStudentsAppear'),
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
          { label: t('approve'), ability: r.abilities.approve, onClick: () => open([r], 'LEAVE_APPROVED') },
          {
            label: t('reject'),
            ability: r.abilities.reject,
            danger: true,
            onClick: () => open([r], 'LEAVE_REJECTED'),
          },
        ]}
      />
      <ConfirmActionDialog api={api} />
    </div>
  );
}
