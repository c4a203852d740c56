import { useQuery } from '@apollo/client/react';
import { Avatar } from 'primereact/avatar';
import { AvatarGroup } from 'primereact/avatargroup';
import { Tag } from 'primereact/tag';
import { isLive, useNavigateTo } from '../app/routes/routeTo';
import type { ClassCoursesQuery } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { formatSchoolTime } from '../shared/schoolTime';
import { allowed, COMING_SOON, hidden, refused } from '../shared/ui/ability';
import { t as tr } from './i18n/zh-CN';
import { classCoursesQuery } from './operations';
import { ATTENDANCE_VIEW_TYPES, courseTypeName, TEACHERS_SHOWN } from './studyFormat';

type Row = ClassCoursesQuery['classCourses'][number];

const day = (iso: string | null | undefined) => (iso ? formatSchoolTime(iso).slice(0, 10) : '-');

/** Up to five lecturers' avatars, then 'N lecturers in total'. */
function Lecturers({ teachers }: { teachers: Row['teachers'] }) {
  const shown = teachers.slice(0, TEACHERS_SHOWN);
  return (
    <span className="class-course__teachers">
      <AvatarGroup>
        {shown.map((t) =>
          t.avatar ? (
            <Avatar key={t.id} image={t.avatar} shape="circle" size="normal" aria-label={t.realName} />
          ) : (
            <Avatar key={t.id} label={t.realName.slice(0, 1)} shape="circle" aria-label={t.realName} />
          ),
        )}
      </AvatarGroup>
      {teachers.length > TEACHERS_SHOWN ? (
        <span className="class-course__more">{tr.rich('teachers', { teachersCount: teachers.length })}</span>
      ) : (
        <span className="class-course__names">{teachers.map((t) => t.realName).join(tr('text'))}</span>
      )}
    </span>
  );
}

const COLUMNS: ListColumn<Row>[] = [
  {
    key: 'course',
    header: tr('courses2'),
    priority: 'fixed',
    body: (r) => (
      <span className="class-course">
        {r.coverImg ? (
          <img className="class-course__cover" src={r.coverImg} alt="" />
        ) : (
          <span className="class-course__cover class-course__cover--none" aria-hidden="true">
            <i className="pi pi-book" />
          </span>
        )}
        <span className="list-table__ellipsis" title={r.title}>
          {r.title}
        </span>
      </span>
    ),
  },
  {
    key: 'type',
    header: tr('courseType'),
    priority: 'default',
    width: '6.5rem',
    body: (r) => <Tag value={courseTypeName(r.courseType)} severity="info" />,
  },
  { key: 'periods', header: tr('lessons'), priority: 'default', width: '5rem', body: (r) => r.periodsCount },
  {
    key: 'range',
    header: tr('startsAt'),
    priority: 'default',
    width: '12rem',
    text: (r) => tr('to', { startPlay: day(r.startPlay), endPlay: day(r.endPlay) }),
  },
  {
    key: 'teachers',
    header: tr('teacher'),
    priority: 'default',
    width: '14rem',
    body: (r) => <Lecturers teachers={r.teachers} />,
  },
];

/** The courses tab: the view-attendance button only for course types 2, 3, 7 and 15 with is_view_Attendance 1. */
export function CoursesTab({ classId }: { classId: string }) {
  const navigateTo = useNavigateTo();
  const { data, loading, error, refetch } = useQuery(classCoursesQuery, {
    variables: { classId },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <div className="class-tab">
      <ListTable<Row>
        listId="classCourses"
        ariaLabel={tr('classCourses')}
        columns={COLUMNS}
        rows={data?.classCourses}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: tr('noCoursesYet'), hint: tr('theClassHasNoCourses') }}
        actionsWidth="7rem"
        actions={(r) => [
          {
            label: tr('viewAttendance'),
            ability:
              ATTENDANCE_VIEW_TYPES.includes(r.courseType) && r.canViewAttendance
                ? isLive('AttendInfo')
                  ? allowed
                  : refused(COMING_SOON)
                : hidden,
            onClick: () =>
              navigateTo('AttendInfo', {
                id: Number(r.id),
                course_id: Number(r.id),
                class_id: Number(classId),
              }),
          },
        ]}
      />
    </div>
  );
}
