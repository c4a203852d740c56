import { useApolloClient, useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES } from '@school/machines/messages';
import { type ReactNode, useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import type { SchoolClassFieldsFragment } from '../generated/graphql';
import { errorMessage, isForbidden } from '../shared/graphqlErrors';
import { OperationLogButton } from '../shared/operationLog/OperationLogDialog';
import { formatSchoolTime } from '../shared/schoolTime';
import { COMING_SOON } from '../shared/ui/ability';
import { NoAccess } from '../shared/ui/NoAccess';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { TabPanel, TabView } from '../shared/ui/TabView';
import { CoursesTab } from './CoursesTab';
import { classCircleTabShown } from './classTabs';
import { GradebookTab } from './GradebookTab';
import { askGradebookAhead } from './gradebookRequest';
import { HomeworkTab } from './HomeworkTab';
import { schoolClassQuery } from './operations';
import { StatisticsTab } from './StatisticsTab';
import { StudentsTab } from './StudentsTab';
import { validityText } from './studyFormat';
import './classes.css';
import { t as tr } from './i18n/zh-CN';

export type ClassTabKey =
  | 'students'
  | 'courses'
  | 'homework'
  | 'statistics'
  | 'gradebook'
  | 'courseware'
  | 'calendar'
  | 'leave'
  | 'circle'
  | 'announcement'
  | 'meeting';

/**
 * A tab whose content another part of the web supplies (through a hub in app/hubs): whether its
 * switches let it show, and its content.
 */
export interface ClassTabSlot {
  /** Whether the tab's switches let it show (taken as true when absent). */
  shown?: boolean;
  content: (classId: string) => ReactNode;
}
export type ClassTabSlots = Partial<Record<ClassTabKey, ClassTabSlot>>;

interface ClassTab {
  key: ClassTabKey;
  label: string;
  visible?: (c: SchoolClassFieldsFragment, slots: ClassTabSlots) => boolean;
  content?: (classId: string) => ReactNode;
}

/** The spec's ten tabs in order, and the gradebook beside the statistics; the classes domain fills five, the hub in app/hubs the others. */
const TABS: ClassTab[] = [
  { key: 'students', label: tr('students'), content: (id) => <StudentsTab classId={id} /> },
  { key: 'courses', label: tr('courses2'), content: (id) => <CoursesTab classId={id} /> },
  { key: 'homework', label: tr('homework'), content: (id) => <HomeworkTab classId={id} /> },
  { key: 'statistics', label: tr('studyStatistics'), content: (id) => <StatisticsTab classId={id} /> },
  { key: 'gradebook', label: tr('gradebook'), content: (id) => <GradebookTab classId={id} /> },
  { key: 'courseware', label: tr('courseware') },
  { key: 'calendar', label: tr('courseCalendar') },
  { key: 'leave', label: tr('leave') },
  {
    key: 'circle',
    label: tr('classCircle'),
    visible: (c, slots) => classCircleTabShown(c.groupHidden, slots.circle?.shown),
  },
  { key: 'announcement', label: tr('classAnnouncements') },
  { key: 'meeting', label: tr('classMeetings') },
];

function ClassHeader({ klass }: { klass: SchoolClassFieldsFragment }) {
  const lecturers = klass.teachers.map((t) => t.realName).join(tr('text')) || '-';
  const facts: [string, string][] = [
    [tr('headTeacher'), klass.headTeacherName || '-'],
    [tr('teacher'), lecturers],
    [tr('studentsInClass'), String(klass.studentsCount)],
    [tr('courses'), String(klass.coursesCount)],
    [tr('createdAt'), formatSchoolTime(klass.createdAt).slice(0, 10)],
    [tr('studyValidUntil'), validityText(klass.validType, klass.validTime)],
  ];
  return (
    <section className="class-header" aria-label={tr('classInformation')}>
      {klass.coverImage ? (
        <img className="class-header__cover" src={klass.coverImage} alt="" />
      ) : (
        <span className="class-header__cover class-header__cover--none" aria-hidden="true">
          <i className="pi pi-users" />
        </span>
      )}
      <div className="class-header__body">
        <h2 className="class-header__name">{klass.name}</h2>
        <dl className="class-header__facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd title={value}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** ClassDetail (query id, tab): the class's header and its tab bar; `slots` fill tabs of other parts. */
export default function ClassDetailScreen({
  params,
  slots = {},
}: {
  params: { id: number; tab?: ClassTabKey };
  slots?: ClassTabSlots;
}) {
  const navigateTo = useNavigateTo();
  const classId = String(params.id);
  const { data, loading, error } = useQuery(schoolClassQuery, {
    variables: { id: classId },
    fetchPolicy: 'cache-and-network',
  });
  const klass = data?.schoolClass;
  // Opened on the gradebook with the header still to come: the gradebook is asked beside the header,
  // not after it (once, when the screen opens; asking twice for a class is a no-op).
  const client = useApolloClient();
  useState(() => {
    if (params.tab === 'gradebook' && klass === undefined) askGradebookAhead(client, classId);
  });
  if (!klass && loading) return <PageLoading />;
  if (!klass) {
    if (isForbidden(error)) return <NoAccess reason={errorMessage(error)} />;
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={COMMON_MESSAGES.classNotFound}
        description={error ? errorMessage(error) : tr('thisClassDoesNotExist')}
      />
    );
  }
  const tabs = TABS.filter((t) => t.visible?.(klass, slots) ?? true);
  const active = Math.max(
    0,
    tabs.findIndex((t) => t.key === (params.tab ?? 'students')),
  );
  return (
    <section className="class-detail" aria-label={tr('classDetails')}>
      <PageHeader
        title={tr('classDetails')}
        onBack={() => navigateTo('ClassManage')}
        actions={<OperationLogButton subjectType="CLASS" subjectId={classId} />}
      />
      <ClassHeader klass={klass} />
      <TabView
        className="class-detail__tabs"
        activeIndex={active}
        scrollable
        onTabChange={(e) => {
          const key = tabs[e.index]?.key;
          if (key) navigateTo('ClassDetail', { id: params.id, tab: key });
        }}
      >
        {tabs.map((t) => {
          const content = t.content ?? slots[t.key]?.content;
          return (
            <TabPanel key={t.key} header={t.label}>
              {content ? (
                content(classId)
              ) : (
                <StatusPage icon="pi pi-clock" title={t.label} description={COMING_SOON} />
              )}
            </TabPanel>
          );
        })}
      </TabView>
    </section>
  );
}
