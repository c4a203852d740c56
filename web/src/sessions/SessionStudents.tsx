import type { SessionScreenEvent } from '@school/machines';
import { Tag } from 'primereact/tag';
import type { SessionStudentFieldsFragment } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { ATTEND_TYPE_LABEL } from './sessionLabels';

type Row = SessionStudentFieldsFragment;

const ATTEND_SEVERITY: Record<number, 'success' | 'warning' | 'danger' | 'secondary'> = {
  0: 'secondary',
  1: 'success',
  2: 'warning',
  3: 'danger',
};

const BASE: ListColumn<Row>[] = [
  { key: 'name', header: '学员', priority: 'fixed', text: (r) => r.name },
  { key: 'mobile', header: '手机号', priority: 'default', width: '9rem', text: (r) => r.mobile },
  {
    key: 'attend',
    header: '考勤',
    priority: 'fixed',
    width: '6rem',
    body: (r) => (
      <Tag value={ATTEND_TYPE_LABEL[r.attendType] ?? '-'} severity={ATTEND_SEVERITY[r.attendType]} />
    ),
  },
  { key: 'remark', header: '考勤备注', priority: 'default', text: (r) => r.remark || '-' },
];

/** Shown once the session is completed (spec: evaluation columns at status 1). */
const EVALUATION: ListColumn<Row>[] = [
  { key: 'teacherRemark', header: '老师评价', priority: 'fixed', text: (r) => r.teacherRemark || '-' },
  { key: 'studentRemark', header: '学员评价', priority: 'optional', text: (r) => r.studentRemark || '-' },
];

/** The session's students with attendance and, once completed, the teacher's evaluation. */
export function SessionStudents({
  students,
  completed,
  loading,
  error,
  onRetry,
  send,
}: {
  students: readonly Row[] | undefined;
  completed: boolean;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  send: (event: SessionScreenEvent) => void;
}) {
  return (
    <ListTable<Row>
      listId={completed ? 'sessionStudentsCompleted' : 'sessionStudents'}
      ariaLabel="课次学员"
      columns={completed ? [...BASE, ...EVALUATION] : BASE}
      rows={students}
      dataKey="id"
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={{ title: '暂无学员', hint: '该课次的班级还没有学员' }}
      actionsWidth="6rem"
      actions={
        completed
          ? (r) => [
              {
                label: '评价',
                ability: r.evaluate,
                onClick: () => send({ type: 'evaluate.open', studentId: r.studentId, studentName: r.name }),
              },
            ]
          : undefined
      }
    />
  );
}
