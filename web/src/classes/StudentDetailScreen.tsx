import { useMutation, useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES } from '@school/machines/messages';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import type { StudentDetailQuery, StudentPeriodsQuery } from '../generated/graphql';
import { errorMessage, isForbidden } from '../shared/graphqlErrors';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { formatSchoolTime } from '../shared/schoolTime';
import { allowed } from '../shared/ui/ability';
import { ExportButton } from '../shared/ui/ExportButton';
import { NoAccess } from '../shared/ui/NoAccess';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { exportStudentStudyMutation, studentDetailQuery, studentPeriodsQuery } from './operations';
import { courseTypeName, minutesText, OP_STATUS_NAMES, percentText } from './studyFormat';
import './classes.css';
import { t } from './i18n/zh-CN';

type Course = StudentDetailQuery['studentCourses'][number];
type Period = StudentPeriodsQuery['studentPeriods'][number];

const COURSE_COLUMNS: ListColumn<Course>[] = [
  { key: 'title', header: t('courses2'), priority: 'fixed', text: (c) => c.title },
  {
    key: 'type',
    header: t('type'),
    priority: 'default',
    width: '6rem',
    text: (c) => courseTypeName(c.courseType),
  },
  { key: 'sections', header: t('lessons'), priority: 'default', width: '4.5rem', body: (c) => c.sectionNum },
  {
    key: 'minutes',
    header: t('studyTimeMinutes'),
    priority: 'default',
    width: '7.5rem',
    text: (c) => minutesText(c.studySeconds),
  },
  {
    key: 'progress',
    header: t('studyProgress'),
    priority: 'default',
    width: '5.5rem',
    text: (c) => percentText(c.progressRate),
  },
  { key: 'attend', header: t('present'), priority: 'default', width: '4rem', body: (c) => c.attendTimes },
  { key: 'leave', header: t('leave'), priority: 'default', width: '4rem', body: (c) => c.leaveTimes },
  { key: 'truant', header: t('absent'), priority: 'default', width: '4rem', body: (c) => c.truantTimes },
  {
    key: 'homework',
    header: t('homeworkSubmittedSet'),
    priority: 'default',
    width: '7rem',
    text: (c) => `${c.homeworkSubmitted}/${c.homeworkAssigned}`,
  },
];

const PERIOD_COLUMNS: ListColumn<Period>[] = [
  { key: 'title', header: t('lesson'), priority: 'fixed', text: (p) => p.title },
  {
    key: 'start',
    header: t('startsAt'),
    priority: 'fixed',
    width: '9.5rem',
    body: (p) => formatSchoolTime(p.startPlay),
  },
  {
    key: 'total',
    header: t('lessonLengthMinutes'),
    priority: 'default',
    width: '7.5rem',
    text: (p) => minutesText(p.totalSeconds),
  },
  {
    key: 'minutes',
    header: t('studyTimeMinutes'),
    priority: 'default',
    width: '7.5rem',
    text: (p) => minutesText(p.studySeconds),
  },
  {
    key: 'progress',
    header: t('studyProgress'),
    priority: 'default',
    width: '5.5rem',
    text: (p) => percentText(p.progressRate),
  },
  {
    key: 'status',
    header: t('present'),
    priority: 'default',
    width: '5rem',
    body: (p) => (
      <Tag
        value={OP_STATUS_NAMES[p.opStatus] ?? '-'}
        severity={p.opStatus === 'ATTENDED' ? 'success' : p.opStatus === 'ABSENT' ? 'danger' : 'secondary'}
      />
    ),
  },
];

/** 学习明细: the periods of one course with the student's study of each. */
function PeriodsDialog({
  studentId,
  classId,
  course,
  onHide,
}: {
  studentId: string;
  classId: string;
  course: Course | null;
  onHide: () => void;
}) {
  const { data, loading, error, refetch } = useQuery(studentPeriodsQuery, {
    variables: { id: studentId, courseId: course?.courseId ?? '0', classId },
    skip: !course,
    fetchPolicy: 'cache-and-network',
  });
  return (
    <Dialog
      header={t('studyDetails2', { value: course ? t('text3', { title: course.title }) : '' })}
      visible={course !== null}
      onHide={onHide}
      style={{ width: '860px' }}
    >
      <ListTable<Period>
        listId="studentPeriods"
        ariaLabel={t('studyDetails')}
        columns={PERIOD_COLUMNS}
        rows={data?.studentPeriods}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: t('noLessonsYet') }}
        size="small"
      />
    </Dialog>
  );
}

/** StudentDetail (query id, uid, class_id): the student's info, courses, 学习明细 and export. */
export default function StudentDetailScreen({
  params,
}: {
  params: { id: number; uid: number; class_id: number };
}) {
  const navigateTo = useNavigateTo();
  const studentId = String(params.uid || params.id);
  const classId = String(params.class_id);
  const { data, loading, error, refetch } = useQuery(studentDetailQuery, {
    variables: { id: studentId, classId },
    fetchPolicy: 'cache-and-network',
  });
  const [exportStudy] = useMutation(exportStudentStudyMutation);
  const [open, setOpen] = useState<Course | null>(null);
  const student = data?.student;
  if (!student && loading) return <PageLoading />;
  if (!student) {
    if (isForbidden(error)) return <NoAccess reason={errorMessage(error)} />;
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={COMMON_MESSAGES.studentNotFound}
        description={error ? errorMessage(error) : t('thisStudentIsNotIn')}
      />
    );
  }
  const facts: [string, string][] = [
    [t('nickname'), student.nickname],
    [t('mobileNumber'), student.mobile],
    [t('joinedAt'), formatSchoolTime(student.joinTime)],
    [t('joinedBy'), student.joinTypeName],
  ];
  return (
    <section className="student-detail" aria-label={t('studentStudyDetails')}>
      <PageHeader
        title={t('studentDetails')}
        onBack={() => navigateTo('ClassDetail', { id: params.class_id, tab: 'students' })}
        actions={
          <ExportButton
            produce={async () =>
              (await exportStudy({ variables: { id: studentId, classId } })).data?.exportStudentStudy
            }
          />
        }
      />
      <section className="class-header" aria-label={t('studentInformation')}>
        <span className="class-header__cover class-header__cover--none" aria-hidden="true">
          <i className="pi pi-user" />
        </span>
        <dl className="class-header__facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ListTable<Course>
        listId="studentCourses"
        ariaLabel={t('studentCourses')}
        columns={COURSE_COLUMNS}
        rows={data?.studentCourses}
        dataKey="courseId"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: t('noCoursesYet') }}
        actionsWidth="6rem"
        actions={(c) => [{ label: t('studyDetails'), ability: allowed, onClick: () => setOpen(c) }]}
      />
      <PeriodsDialog studentId={studentId} classId={classId} course={open} onHide={() => setOpen(null)} />
    </section>
  );
}
