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
import { t } from './i18n/zh-CN';
import { ATTENDANCE_BUCKET, OP_STATUS } from './labels';
import { changeOpStatusMutation, periodAttendanceQuery } from './operations';
import { useAttendanceActions } from './useAttendanceActions';

type Row = PeriodAttendanceFieldsFragment;
interface Target {
  row: Row;
  action: OpStatusAction;
}

const COLUMNS: ListColumn<Row>[] = [
  { key: 'nickname', header: t('students2'), priority: 'fixed', width: '8rem', text: (r) => r.nickname },
  { key: 'mobile', header: t('mobileNumber'), priority: 'default', width: '8.5rem', text: (r) => r.mobile },
  {
    key: 'status',
    header: t('attendanceStatus'),
    priority: 'fixed',
    width: '7rem',
    body: (r) => {
      const s = OP_STATUS[r.opStatus];
      return s ? <Tag value={s.label} severity={s.severity} /> : null;
    },
  },
  {
    key: 'bucket',
    header: t('countsAs'),
    priority: 'fixed',
    width: '5rem',
    body: (r) => {
      const b = ATTENDANCE_BUCKET[r.attendance];
      return b ? <Tag value={b.label} severity={b.severity} data-bucket={r.attendance} /> : null;
    },
  },
  {
    key: 'cause',
    header: t('reason'),
    priority: 'default',
    text: (r) => r.leaveCause || (r.remark ?? ''),
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
  { action: 'APPROVE', label: t('approve'), ability: 'approve', confirmation: t('approveThisLeaveRequest') },
  {
    action: 'REJECT',
    label: t('reject'),
    ability: 'reject',
    confirmation: t('rejectThisLeaveRequest'),
    danger: true,
  },
  { action: 'LEAVE', label: t('leave'), ability: 'leave', confirmation: CELL_CONFIRMATIONS['cell.leave'] },
  {
    action: 'CANCEL_LEAVE',
    label: t('cancelLeave'),
    ability: 'cancelLeave',
    confirmation: CELL_CONFIRMATIONS['cell.cancelLeave'],
  },
  {
    action: 'MARK_ATTENDED',
    label: t('recordAttendanceLate'),
    ability: 'markAttended',
    confirmation: CELL_CONFIRMATIONS['cell.manual'],
  },
  {
    action: 'CANCEL_ATTENDANCE',
    label: t('cancelAttendance'),
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
            title: t('text2', { label: b.label, nickname: row.nickname }),
            confirmation: b.confirmation,
            needsReason: b.action === 'MARK_ATTENDED',
            success: COMMON_MESSAGES.done,
            target: { row, action: b.action } satisfies Target,
          },
        }),
    }));
  return (
    <Dialog
      header={t('attendanceDetails2', { title: period.title })}
      visible
      style={{ width: '860px' }}
      onHide={onClose}
    >
      <Toast ref={toast} position="top-center" />
      <ListTable<Row>
        listId="periodAttendance"
        ariaLabel={t('studentAttendance')}
        columns={COLUMNS}
        rows={data?.periodAttendance}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: t('noStudentsYet'), hint: t('theClassHasNoStudents') }}
        skeletonRows={5}
        actionsWidth="10rem"
        actions={actions}
      />
      <ConfirmActionDialog api={api} />
    </Dialog>
  );
}
