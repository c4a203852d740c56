import { useQuery } from '@apollo/client/react';
import type { SessionScreenEmitted } from '@school/machines';
import { COMMON_MESSAGES } from '@school/machines/messages';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { Toast } from 'primereact/toast';
import { useCallback, useRef, useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import { SessionCoursewareSlot } from '../app/slots/coursewareSlots';
import type { LessonSessionFieldsFragment } from '../generated/graphql';
import { errorMessage, isForbidden } from '../shared/graphqlErrors';
import { formatSchoolTime } from '../shared/schoolTime';
import { ActionButton } from '../shared/ui/ActionButton';
import { COMING_SOON, refused } from '../shared/ui/ability';
import { NoAccess } from '../shared/ui/NoAccess';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { TabPanel, TabView } from '../shared/ui/TabView';
import { HandoutArea } from './HandoutArea';
import { lessonSessionQuery } from './operations';
import { SessionDialogs } from './SessionDialogs';
import { SessionStudents } from './SessionStudents';
import {
  CLASS_TYPE_LABEL,
  SESSION_STATUS_LABEL,
  SESSION_STATUS_SEVERITY,
  TEACHING_MODE_LABEL,
} from './sessionLabels';
import { useSessionScreen } from './useSessionScreen';
import './sessions.css';
import { t } from './i18n/zh-CN';

function SessionHeader({ session }: { session: LessonSessionFieldsFragment }) {
  const facts: [string, string][] = [
    [t('category'), session.classifyName || '-'],
    [t('grade'), session.gradeName || '-'],
    [t('subject'), session.subjectName || '-'],
    [t('lessonTime'), `${formatSchoolTime(session.arrangeTime).slice(0, 10)} ${session.timeName}`],
    [t('teachingMode'), TEACHING_MODE_LABEL[session.teachingMode]],
    [t('classroom'), session.roomName || '-'],
    [t('createdBy'), session.creator || '-'],
    [t('expectedPresent'), `${session.shouldArrive} / ${session.arrived}`],
    [t('leaveAbsent'), `${session.leave} / ${session.truants}`],
  ];
  return (
    <section className="session-header" aria-label={t('sessionInformation')}>
      <div className="session-header__title">
        <h2>{session.className}</h2>
        <Tag value={CLASS_TYPE_LABEL[session.classType]} severity="info" />
        <Tag
          value={SESSION_STATUS_LABEL[session.status]}
          severity={SESSION_STATUS_SEVERITY[session.status]}
        />
      </div>
      <dl className="session-header__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd title={value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * A lesson session (CurriculumTimeDetail, OtoTimeDetail, ScheduleCommunication): header, handout,
 * courseware, students with attendance and evaluation, 进入直播间 and the teacher's leave. With
 * `studentId` the student list keeps that one student (ScheduleCommunication).
 */
export function SessionDetail({
  sessionId,
  title,
  studentId,
}: {
  sessionId: string;
  title: string;
  studentId?: string;
}) {
  const navigateTo = useNavigateTo();
  const toast = useRef<Toast>(null);
  const notify = useCallback(
    (notice: Pick<SessionScreenEmitted, 'message' | 'severity'>) =>
      toast.current?.show({ severity: notice.severity, summary: notice.message, life: 2500 }),
    [],
  );
  const api = useSessionScreen(sessionId, notify);
  const [tab, setTab] = useState(0);
  const { data, loading, error, refetch } = useQuery(lessonSessionQuery, {
    variables: { id: sessionId },
    fetchPolicy: 'cache-and-network',
  });
  const session = data?.lessonSession;
  const back = () => navigateTo('LessonSessions');
  if (!session && loading) return <PageLoading />;
  if (!session) {
    if (isForbidden(error)) return <NoAccess reason={errorMessage(error)} />;
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={COMMON_MESSAGES.sessionNotFound}
        description={error ? errorMessage(error) : t('thisSessionDoesNotExist')}
      />
    );
  }
  const students = data?.lessonSessionStudents.filter((s) => !studentId || s.studentId === studentId);
  const { abilities } = session;
  const showHomework = abilities.homeworkTab.shown;
  return (
    <section className="session-detail" aria-label={title}>
      <Toast ref={toast} position="top-center" />
      <PageHeader
        title={title}
        onBack={back}
        actions={
          <>
            {abilities.enterLive.shown && (
              <ActionButton
                link={false}
                action={{
                  label: t('enterTheLiveRoom'),
                  icon: 'pi pi-video',
                  ability: abilities.enterLive.allowed ? refused(COMING_SOON) : abilities.enterLive,
                  onClick: () => undefined,
                }}
              />
            )}
            {abilities.leave.shown && (
              <ActionButton
                link={false}
                action={{
                  label: t('leave'),
                  icon: 'pi pi-calendar-times',
                  danger: true,
                  ability: abilities.leave,
                  onClick: () => api.send({ type: 'leave.open' }),
                }}
              />
            )}
          </>
        }
      />
      {session.status === 'CANCELLED' && (
        <Message
          className="session-detail__cancelled"
          severity="warn"
          text={t('sessionCancelled', { value: session.leaveLabel || t('teacherOnLeave') })}
        />
      )}
      <SessionHeader session={session} />
      <div className="session-detail__cards">
        <HandoutArea session={session} send={api.send} />
        <section className="session-card" aria-label={t('courseware')}>
          <SessionCoursewareSlot sessionId={session.id} />
        </section>
      </div>
      <TabView activeIndex={showHomework ? tab : 0} onTabChange={(e) => setTab(e.index)}>
        <TabPanel header={t('students2')}>
          <SessionStudents
            students={students}
            completed={session.status === 'COMPLETED'}
            sessionStatus={session.status}
            loading={loading}
            error={error}
            onRetry={() => void refetch()}
            send={api.send}
          />
        </TabPanel>
        {showHomework && (
          <TabPanel header={t('homework')}>
            <div className="session-homework">
              <p>{t('setHomeworkForThisCourse')}</p>
              <Button
                type="button"
                label={t('setHomework')}
                icon="pi pi-plus"
                size="small"
                onClick={() =>
                  navigateTo('HomeworkPublish', { arrange_id: Number(session.teamClassId), arrange_type: 4 })
                }
              />
            </div>
          </TabPanel>
        )}
      </TabView>
      <SessionDialogs api={api} />
    </section>
  );
}
