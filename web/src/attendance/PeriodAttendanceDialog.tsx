import { useMutation, useQuery } from '@apollo/client/react';
import { CELL_CONFIRMATIONS, COMMON_MESSAGES } from '@school/machines';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { Toast } from 'primereact/toast';
import { useCallback, useRef } from 'react';
import type { OpStatusAction, PeriodAttendanceFieldsFragment } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import type { Action } from '../shared/ui/ability';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { OP_STATUS } from './labels';
import { changeOpStatusMutation, periodAttendanceQuery } from './operations';
import { useAttendanceActions } from './useAttendanceActions';

type Row = PeriodAttendanceFieldsFragment;
interface Target {
  row: Row;
  action: OpStatusAction;
}

const COLUMNS: ListColumn<Row>[] = [
  { key: 'nickname', header: '学员', priority: 'fixed', width: '8rem', text: (r) => r.nickname },
  { key: 'mobile', header: '手机号', priority: 'default', width: '8.5rem', text: (r) => r.mobile },
  {
    key: 'status',
    header: '考勤状态',
    priority: 'fixed',
    width: '7rem',
    body: (r) => {
      const s = OP_STATUS[r.opStatus];
      return s ? <Tag value={s.label} severity={s.severity} /> : null;
    },
  },
  {
    key: 'cause',
    header: '原因',
    priority: 'default',
    text: (r) => r.leaveCause || r.remark,
  },
];

/** Each op_status button with its confirmation (spec section 4); marking attended asks a reason. */
const BUTTONS: {
  action: OpStatusAction;
  label: string;
  ability: keyof Row['abilities'];
  confirmation: string;
  danger?: boolean;
}[] = [
  { action: 'APPROVE', label: '通过', ability: 'approve', confirmation: '确定通过该请假申请吗？' },
  {
    action: 'REJECT',
    label: '拒绝',
    ability: 'reject',
    confirmation: '确定拒绝该请假申请吗？',
    danger: true,
  },
  { action: 'LEAVE', label: '请假', ability: 'leave', confirmation: CELL_CONFIRMATIONS['cell.leave'] },
  {
    action: 'CANCEL_LEAVE',
    label: '取消请假',
    ability: 'cancelLeave',
    confirmation: CELL_CONFIRMATIONS['cell.cancelLeave'],
  },
  {
    action: 'MARK_ATTENDED',
    label: '补考勤',
    ability: 'markAttended',
    confirmation: CELL_CONFIRMATIONS['cell.manual'],
  },
  {
    action: 'CANCEL_ATTENDANCE',
    label: '取消考勤',
    ability: 'cancelAttendance',
    confirmation: CELL_CONFIRMATIONS['cell.cancelAttendance'],
    danger: true,
  },
];

/** AttendInfo's attendance-detail dialog: the class's students at one period with the op_status buttons. */
export function PeriodAttendanceDialog({
  classId,
  courseId,
  period,
  onClose,
}: {
  classId: string;
  courseId: string;
  period: { id: string; title: string };
  onClose: () => void;
}) {
  const toast = useRef<Toast>(null);
  const { data, loading, error, refetch } = useQuery(periodAttendanceQuery, {
    variables: { courseId, classId, periodId: period.id },
    fetchPolicy: 'cache-and-network',
  });
  const [change] = useMutation(changeOpStatusMutation);
  const perform = useCallback(
    (target: Target, reason: string) =>
      change({
        variables: {
          input: {
            classId,
            courseId,
            periodId: period.id,
            studentId: target.row.studentId,
            action: target.action,
            reason,
          },
        },
      }),
    [change, classId, courseId, period.id],
  );
  const api = useAttendanceActions<Target>(perform, toast);
  const actions = (row: Row): Action[] =>
    BUTTONS.map((b) => ({
      label: b.label,
      danger: b.danger,
      ability: row.abilities[b.ability],
      onClick: () =>
        api.send({
          type: 'action.open',
          action: {
            title: `${b.label}：${row.nickname}`,
            confirmation: b.confirmation,
            needsReason: b.action === 'MARK_ATTENDED',
            success: COMMON_MESSAGES.done,
            target: { row, action: b.action } satisfies Target,
          },
        }),
    }));
  return (
    <Dialog header={`考勤详情：${period.title}`} visible style={{ width: '860px' }} onHide={onClose}>
      <Toast ref={toast} position="top-center" />
      <ListTable<Row>
        listId="periodAttendance"
        ariaLabel="学员考勤"
        columns={COLUMNS}
        rows={data?.periodAttendance}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: '暂无学员', hint: '班级还没有在班学员' }}
        skeletonRows={5}
        actionsWidth="10rem"
        actions={actions}
      />
      <ConfirmActionDialog api={api} />
    </Dialog>
  );
}
