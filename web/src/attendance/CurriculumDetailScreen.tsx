import { useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES, TEAM_CLASS_ARRANGE_TYPE } from '@school/machines';
import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
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
import { AttendanceMatrix } from './AttendanceMatrix';
import { TEACHING_MODE } from './labels';
import { teamClassHomeworkQuery, teamClassQuery, teamClassStudentsQuery } from './operations';
import './attendance.css';

const day = (iso: string | null | undefined) => (iso ? formatSchoolTime(iso).slice(0, 10) : '-');

function TeamClassHeader({ team }: { team: TeamClassFieldsFragment }) {
  const facts: [string, string][] = [
    ['校区', team.campusName || '-'],
    ['年级', team.gradeName || '-'],
    ['科目', team.subjectName || '-'],
    ['分类', team.classifyName || '-'],
    ['讲师', team.teacherName || '-'],
    ['助教', team.assistantName || '-'],
    ['授课方式', TEACHING_MODE[team.teachingMode] ?? '-'],
    ['教室', team.roomName || '-'],
    ['人数', String(team.inNumber)],
    ['课次', team.schedule],
    ['开课日期', day(team.startTime)],
  ];
  return (
    <section className="attendance-header" aria-label="班课信息">
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
  { key: 'name', header: '学员', priority: 'fixed', width: '8rem', text: (s) => s.name },
  { key: 'mobile', header: '手机号', priority: 'fixed', width: '8.5rem', text: (s) => s.mobile },
  { key: 'campus', header: '校区', priority: 'default', width: '7rem', text: (s) => s.campusName },
  { key: 'contract', header: '合同编号', priority: 'default', text: (s) => s.contractsNumber },
  { key: 'sign', header: '报名方式', priority: 'optional', width: '6rem', text: (s) => s.signTypeName },
  { key: 'joined', header: '报名时间', priority: 'default', width: '7rem', text: (s) => day(s.createdAt) },
  { key: 'first', header: '首课时间', priority: 'optional', width: '7rem', text: (s) => day(s.firstTime) },
  {
    key: 'hours',
    header: '剩余/总课次',
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
      ariaLabel="在读学员"
      columns={STUDENT_COLUMNS}
      rows={data?.teamClassStudents}
      dataKey="id"
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      empty={{ title: '暂无学员', hint: '班课还没有报名的学员' }}
    />
  );
}

type Homework = TeamClassHomeworkQuery['teamClassHomework'][number];
const HOMEWORK_COLUMNS: ListColumn<Homework>[] = [
  { key: 'name', header: '作业名称', priority: 'fixed', text: (h) => h.name },
  { key: 'questions', header: '题数', priority: 'default', width: '4.5rem', body: (h) => h.questionCount },
  {
    key: 'published',
    header: '发布时间',
    priority: 'default',
    width: '9.5rem',
    text: (h) => (h.publishTime ? formatSchoolTime(h.publishTime) : '-'),
  },
  {
    key: 'ending',
    header: '截止时间',
    priority: 'default',
    width: '9.5rem',
    text: (h) => formatSchoolTime(h.endingTime),
  },
  { key: 'publisher', header: '发布人', priority: 'default', width: '6rem', text: (h) => h.publisherName },
  {
    key: 'status',
    header: '状态',
    priority: 'default',
    width: '5.5rem',
    body: (h) =>
      h.status === 2 ? (
        <Tag value="已撤回" severity="secondary" />
      ) : (
        <Tag value="已发布" severity="success" />
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
        <span className="attendance-toolbar__note">为本班课布置的排课作业</span>
        <Button
          type="button"
          label="发布作业"
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
        ariaLabel="班课作业"
        columns={HOMEWORK_COLUMNS}
        rows={data?.teamClassHomework}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: '暂无作业', hint: '点击“发布作业”为本班课布置作业' }}
        actionsWidth="5rem"
        actions={(h) => [
          {
            label: '查看',
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
  { tab: 1, label: '在读学员', content: (id: string) => <StudentsTab teamClassId={id} /> },
  { tab: 2, label: '考勤', content: (id: string) => <AttendanceMatrix teamClassId={id} /> },
  { tab: 3, label: '作业', content: (id: string) => <HomeworkTab teamClassId={id} /> },
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
        description={error ? errorMessage(error) : '该班课不存在或不是你负责的班课'}
      />
    );
  }
  const active = Math.max(
    0,
    TABS.findIndex((t) => t.tab === (params.tab ?? 1)),
  );
  return (
    <section className="attendance-screen" aria-label="班课详情">
      <PageHeader title="班课详情" onBack={() => navigateTo('CurriculumManage')} />
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
