import type { SessionScreenEvent } from '@school/machines';
import { Tag } from 'primereact/tag';
import type { SessionAttendType, SessionStatus, SessionStudentFieldsFragment } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { t } from './i18n/zh-CN';
import { attendTypeLabel } from './sessionLabels';

type Row = SessionStudentFieldsFragment;

const ATTEND_SEVERITY: Record<SessionAttendType, 'success' | 'warning' | 'danger' | 'secondary'> = {
  NONE: 'secondary',
  PRESENT: 'success',
  LEAVE: 'warning',
  TRUANT: 'danger',
};

const base = (sessionStatus: SessionStatus): ListColumn<Row>[] => [
  { key: 'name', header: t('students2'), priority: 'fixed', text: (r) => r.name },
  { key: 'mobile', header: t('mobileNumber'), priority: 'default', width: '9rem', text: (r) => r.mobile },
  {
    key: 'attend',
    header: t('attendance'),
    priority: 'fixed',
    width: '6rem',
    body: (r) => (
      <Tag value={attendTypeLabel(r.attendType, sessionStatus)} severity={ATTEND_SEVERITY[r.attendType]} />
    ),
  },
  { key: 'remark', header: t('attendanceNote'), priority: 'default', text: (r) => r.remark || '-' },
];

/** Shown once the session is completed (spec: evaluation columns at status 1). */
const EVALUATION: ListColumn<Row>[] = [
  {
    key: 'teacherRemark',
    header: t('teacherSReview'),
    priority: 'fixed',
    text: (r) => r.teacherRemark || '-',
  },
  {
    key: 'studentRemark',
    header: t('studentSReview'),
    priority: 'optional',
    text: (r) => r.studentRemark || '-',
  },
];

/** The session's students with attendance and, once completed, the teacher's evaluation. */
export function SessionStudents({
  students,
  completed,
  sessionStatus,
  loading,
  error,
  onRetry,
  send,
}: {
  students: readonly Row[] | undefined;
  completed: boolean;
  /** The session's status (spec: 1 completed, 2 upcoming, 3 playing, 4 cancelled). */
  sessionStatus: SessionStatus;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  send: (event: SessionScreenEvent) => void;
}) {
  return (
    <ListTable<Row>
      listId={completed ? 'sessionStudentsCompleted' : 'sessionStudents'}
      ariaLabel={t('sessionStudents')}
      columns={completed ? [...base(sessionStatus), ...EVALUATION] : base(sessionStatus)}
      rows={students}
      dataKey="id"
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={{ title: t('noStudentsYet'), hint: t('thisSessionSClassHas') }}
      actionsWidth="6rem"
      actions={
        completed
          ? (r) => [
              {
                label: t('review2'),
                ability: r.evaluate,
                onClick: () => send({ type: 'evaluate.open', studentId: r.studentId, studentName: r.name }),
              },
            ]
          : undefined
      }
    />
  );
}
