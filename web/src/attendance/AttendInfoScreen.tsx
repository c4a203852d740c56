import { useMutation, useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES } from '@school/machines/messages';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import type { AttendInfoQuery } from '../generated/graphql';
import { courseTypeName } from '../shared/courseTypes';
import { errorMessage, isForbidden } from '../shared/graphqlErrors';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { formatSchoolTime } from '../shared/schoolTime';
import { allowed } from '../shared/ui/ability';
import { ExportButton } from '../shared/ui/ExportButton';
import { NoAccess } from '../shared/ui/NoAccess';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { PERIOD_STATUS } from './labels';
import { attendInfoQuery, exportCourseAttendanceMutation } from './operations';
import { PeriodAttendanceDialog } from './PeriodAttendanceDialog';
import './attendance.css';
import { t } from './i18n/zh-CN';

type Period = AttendInfoQuery['attendPeriods'][number];
type Course = NonNullable<AttendInfoQuery['attendCourse']>;

const COLUMNS: ListColumn<Period>[] = [
  { key: 'title', header: t('lesson'), priority: 'fixed', text: (p) => p.title },
  {
    key: 'start',
    header: t('startsAt'),
    priority: 'default',
    width: '10rem',
    text: (p) => formatSchoolTime(p.startPlay),
  },
  {
    key: 'length',
    header: t('length'),
    priority: 'default',
    width: '5.5rem',
    text: (p) => t('min', { value: Math.round(p.totalSeconds / 60) }),
  },
  {
    key: 'status',
    header: t('status'),
    priority: 'default',
    width: '6rem',
    body: (p) => <Tag value={PERIOD_STATUS[p.status].label} severity={PERIOD_STATUS[p.status].severity} />,
  },
  { key: 'attend', header: t('present'), priority: 'default', width: '4.5rem', body: (p) => p.attendNum },
  { key: 'leave', header: t('leave'), priority: 'default', width: '4.5rem', body: (p) => p.leaveNum },
  { key: 'truant', header: t('absent'), priority: 'default', width: '4.5rem', body: (p) => p.truantNum },
  { key: 'total', header: t('expected'), priority: 'default', width: '4.5rem', body: (p) => p.totalNum },
];

function CourseHeader({ course }: { course: Course }) {
  const facts: [string, string][] = [
    [t('courseType'), courseTypeName(course.courseType)],
    [t('students'), String(course.studyCount)],
    [t('chapters'), String(course.chapterNum)],
    [t('lessons'), String(course.sectionNum)],
  ];
  return (
    <section className="attendance-header" aria-label={t('courseInformation')}>
      {course.coverImg ? (
        <img className="attendance-header__cover" src={course.coverImg} alt="" />
      ) : (
        <span className="attendance-header__cover" aria-hidden="true">
          <i className="pi pi-book" />
        </span>
      )}
      <div>
        <h2 className="attendance-header__name">{course.title}</h2>
        <dl className="attendance-header__facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** AttendInfo (query id, course_id, class_id): the course header, its periods and each period's attendance. */
export default function AttendInfoScreen({
  params,
}: {
  params: { id: number; course_id: number; class_id: number };
}) {
  const navigateTo = useNavigateTo();
  const courseId = String(params.course_id);
  const classId = String(params.class_id);
  const [period, setPeriod] = useState<Period | null>(null);
  const { data, loading, error, refetch } = useQuery(attendInfoQuery, {
    variables: { courseId, classId },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [exportAttendance] = useMutation(exportCourseAttendanceMutation);
  const back = () => navigateTo('ClassDetail', { id: params.class_id, tab: 'courses' });
  if (!data && loading) return <PageLoading />;
  if (!data) {
    if (isForbidden(error)) return <NoAccess reason={errorMessage(error)} />;
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={COMMON_MESSAGES.courseNotFound}
        description={error ? errorMessage(error) : t('thisCourseDoesNotExist')}
      />
    );
  }
  return (
    <section className="attendance-screen" aria-label={t('attendanceDetails')}>
      <PageHeader
        title={t('attendanceDetails')}
        onBack={back}
        actions={
          <ExportButton
            produce={async () =>
              (await exportAttendance({ variables: { courseId, classId } })).data?.exportCourseAttendance
            }
          />
        }
      />
      {data.attendCourse && <CourseHeader course={data.attendCourse} />}
      <ListTable<Period>
        listId="attendPeriods"
        ariaLabel={t('lessonAttendance')}
        columns={COLUMNS}
        rows={data.attendPeriods}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: t('noLessonsYet'), hint: t('theCourseHasNoLessons') }}
        actionsWidth="7rem"
        actions={(p) => [{ label: t('attendanceDetails'), ability: allowed, onClick: () => setPeriod(p) }]}
      />
      {period && (
        <PeriodAttendanceDialog
          classId={classId}
          courseId={courseId}
          period={period}
          onClose={() => {
            setPeriod(null);
            void refetch();
          }}
        />
      )}
    </section>
  );
}
