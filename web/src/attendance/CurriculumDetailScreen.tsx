import { useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES, TEAM_CLASS_ARRANGE_TYPE } from '@school/machines';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useNavigateTo } from '../app/routes/routeTo';
import type {
  TeamClassFieldsFragment,
  TeamClassHomeworkQuery,
  TeamClassStudentsQuery,
} from '../generated/graphql';
import { errorMessage, isForbidden } from '../shared/graphqlErrors';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { formatSchoolTime } from '../shared/schoolTime';
import { allowed } from '../shared/ui/ability';
import { NoAccess } from '../shared/ui/NoAccess';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { TabPanel, TabView } from '../shared/ui/TabView';
import { AttendanceMatrix } from './AttendanceMatrix';
import { TEACHING_MODE } from './labels';
import { teamClassHomeworkQuery, teamClassQuery, teamClassStudentsQuery } from './operations';
import './attendance.css';
import { t as tr } from './i18n/zh-CN';

const day = (iso: string | null | undefined) => (iso ? formatSchoolTime(iso).slice(0, 10) : '-');

function TeamClassHeader({ team }: { team: TeamClassFieldsFragment }) {
  const facts: [string, string][] = [
    [tr('campus'), team.campusName || '-'],
    [tr('grade'), team.gradeName || '-'],
    [tr('subject'), team.subjectName || '-'],
    [tr('category'), team.classifyName || '-'],
    [tr('teacher'), team.teacherName || '-'],
    [tr('assistant'), team.assistantName || '-'],
    [tr('teachingMode'), TEACHING_MODE[team.teachingMode]],
    [tr('classroom'), team.roomName || '-'],
    [tr('students3'), String(team.inNumber)],
    [tr('sessions'), team.schedule],
    [tr('startDate'), day(team.startTime)],
  ];
  return (
    <section className="attendance-header" aria-label={tr('courseInformation2')}>
      <span className="attendance-header__cover" aria-hidden="true">
        <i className="pi pi-th-large" />
      </span>
      <div>
        <h2 className="attendance-header__name">{team.className}</h2>
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

type Student = TeamClassStudentsQuery['teamClassStudents'][number];
const STUDENT_COLUMNS: ListColumn<Student>[] = [
  { key: 'name', header: tr('students2'), priority: 'fixed', width: '8rem', text: (s) => s.name },
  { key: 'mobile', header: tr('mobileNumber'), priority: 'fixed', width: '8.5rem', text: (s) => s.mobile },
  { key: 'campus', header: tr('campus'), priority: 'default', width: '7rem', text: (s) => s.campusName },
  {
    key: 'contract',
    header: tr('contractNumber'),
    priority: 'default',
    text: (s) => s.contractsNumber ?? '-',
  },
  {
    key: 'sign',
    header: tr('enrolledBy'),
    priority: 'optional',
    width: '6rem',
    text: (s) => s.signTypeName ?? '-',
  },
  {
    key: 'joined',
    header: tr('enrolledAt'),
    priority: 'default',
    width: '7rem',
    text: (s) => day(s.createdAt),
  },
  {
    key: 'first',
    header: tr('firstLesson'),
    priority: 'optional',
    width: '7rem',
    text: (s) => day(s.firstTime),
  },
  {
    key: 'hours',
    header: tr('remainingTotalSessions'),
    priority: 'default',
    width: '7rem',
    text: (s) => `${s.remainingLessons}/${s.classTimeHour}`,
  },
];

function StudentsTab({ teamClassId }: { teamClassId: string }) {
  const { data, loading, error, refetch } = useQuery(teamClassStudentsQuery, {
    variables: { id: teamClassId },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <ListTable<Student>
      listId="teamClassStudents"
      ariaLabel={tr('enrolledStudents')}
      columns={STUDENT_COLUMNS}
      rows={data?.teamClassStudents}
      dataKey="id"
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      empty={{ title: tr('noStudentsYet'), hint: tr('noStudentsHaveEnrolledIn') }}
    />
  );
}

type Homework = TeamClassHomeworkQuery['teamClassHomework'][number];
const HOMEWORK_COLUMNS: ListColumn<Homework>[] = [
  { key: 'name', header: tr('homeworkName'), priority: 'fixed', text: (h) => h.name },
  {
    key: 'questions',
    header: tr('questions'),
    priority: 'default',
    width: '4.5rem',
    body: (h) => h.questionCount,
  },
  {
    key: 'published',
    header: tr('publishedAt'),
    priority: 'default',
    width: '9.5rem',
    text: (h) => (h.publishTime ? formatSchoolTime(h.publishTime) : '-'),
  },
  {
    key: 'ending',
    header: tr('deadline'),
    priority: 'default',
    width: '9.5rem',
    text: (h) => formatSchoolTime(h.endingTime),
  },
  {
    key: 'publisher',
    header: tr('publishedBy'),
    priority: 'default',
    width: '6rem',
    text: (h) => h.publisherName,
  },
  {
    key: 'status',
    header: tr('status'),
    priority: 'default',
    width: '5.5rem',
    body: (h) =>
      h.status === 'RECALLED' ? (
        <Tag value={tr('recalled')} severity="secondary" />
      ) : (
        <Tag value={tr('published')} severity="success" />
      ),
  },
];

function HomeworkTab({ teamClassId }: { teamClassId: string }) {
  const navigateTo = useNavigateTo();
  const { data, loading, error, refetch } = useQuery(teamClassHomeworkQuery, {
    variables: { id: teamClassId },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <div className="attendance-tab">
      <div className="attendance-toolbar">
        <span className="attendance-toolbar__note">{tr('homeworkSetForThisCourse')}</span>
        <Button
          type="button"
          label={tr('publishHomework')}
          icon="pi pi-plus"
          size="small"
          onClick={() =>
            navigateTo('HomeworkPublish', {
              arrange_id: Number(teamClassId),
              arrange_type: TEAM_CLASS_ARRANGE_TYPE,
            })
          }
        />
      </div>
      <ListTable<Homework>
        listId="teamClassHomework"
        ariaLabel={tr('courseHomework')}
        columns={HOMEWORK_COLUMNS}
        rows={data?.teamClassHomework}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: tr('noHomeworkYet'), hint: tr('clickPublishHomeworkToSet') }}
        actionsWidth="5rem"
        actions={(h) => [
          {
            label: tr('view'),
            ability: allowed,
            onClick: () =>
              navigateTo('HomeworkDetail', { hw_id: Number(h.id), class_id: 0, from: 'arrange' }),
          },
        ]}
      />
    </div>
  );
}

const TABS = [
  { tab: 1, label: tr('enrolledStudents'), content: (id: string) => <StudentsTab teamClassId={id} /> },
  { tab: 2, label: tr('attendance'), content: (id: string) => <AttendanceMatrix teamClassId={id} /> },
  { tab: 3, label: tr('homework'), content: (id: string) => <HomeworkTab teamClassId={id} /> },
] as const;

/** CurriculumDetail (query id, tab 1 students, 2 attendance, 3 homework): the team class and its tabs. */
export default function CurriculumDetailScreen({ params }: { params: { id: number; tab?: 1 | 2 | 3 } }) {
  const navigateTo = useNavigateTo();
  const id = String(params.id);
  const { data, loading, error } = useQuery(teamClassQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const team = data?.teamClass;
  if (!team && loading) return <PageLoading />;
  if (!team) {
    if (isForbidden(error)) return <NoAccess reason={errorMessage(error)} />;
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={COMMON_MESSAGES.teamClassNotFound}
        description={error ? errorMessage(error) : tr('thisCourseDoesNotExist2')}
      />
    );
  }
  const active = Math.max(
    0,
    TABS.findIndex((t) => t.tab === (params.tab ?? 1)),
  );
  return (
    <section className="attendance-screen" aria-label={tr('courseDetails')}>
      <PageHeader title={tr('courseDetails')} onBack={() => navigateTo('CurriculumManage')} />
      <TeamClassHeader team={team} />
      <TabView
        activeIndex={active}
        onTabChange={(e) => {
          const next = TABS[e.index];
          if (next) navigateTo('CurriculumDetail', { id: params.id, tab: next.tab });
        }}
      >
        {TABS.map((t) => (
          <TabPanel key={t.tab} header={t.label}>
            {t.content(id)}
          </TabPanel>
        ))}
      </TabView>
    </section>
  );
}
