import { useQuery } from '@apollo/client/react';
import { Dropdown } from 'primereact/dropdown';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import type {
  HandoutFileStatus,
  LessonSessionsQuery,
  SessionLeaveType,
  SessionStatus,
} from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { formatSchoolTime } from '../shared/schoolTime';
import { allowed, hidden } from '../shared/ui/ability';
import { PageHeader } from '../shared/ui/PageHeader';
import '../shared/ui/filterBar.css';
import { lessonSessionsQuery } from './operations';
import {
  CLASS_TYPE_LABEL,
  FILE_STATUS_SEVERITY,
  SESSION_STATUS_LABEL,
  SESSION_STATUS_SEVERITY,
  TEACHING_MODE_LABEL,
} from './sessionLabels';
import './sessions.css';
import { t } from './i18n/zh-CN';

type Row = LessonSessionsQuery['lessonSessions']['list'][number];

const FILE_LABEL: Record<HandoutFileStatus, string> = {
  APPROVED: t('approved'),
  NOT_UPLOADED: t('notUploaded'),
  PENDING: t('awaitingReview'),
  REJECTED: t('rejected'),
};
const LEAVE_LABEL: Record<SessionLeaveType, string> = {
  TEACHER: t('teacherOnLeave'),
  STUDENT: t('studentOnLeave'),
};

const COLUMNS: ListColumn<Row>[] = [
  { key: 'class', header: t('class'), priority: 'fixed', text: (r) => r.className },
  {
    key: 'type',
    header: t('type'),
    priority: 'default',
    width: '5.5rem',
    body: (r) => <Tag value={CLASS_TYPE_LABEL[r.classType]} severity="info" />,
  },
  {
    key: 'time',
    header: t('lessonTime'),
    priority: 'fixed',
    width: '13rem',
    text: (r) => `${formatSchoolTime(r.arrangeTime).slice(0, 10)} ${r.timeName}`,
  },
  {
    key: 'mode',
    header: t('teachingMode'),
    priority: 'default',
    width: '6rem',
    text: (r) => TEACHING_MODE_LABEL[r.teachingMode],
  },
  {
    key: 'status',
    header: t('status'),
    priority: 'fixed',
    width: '9rem',
    body: (r) => (
      <Tag
        value={
          r.status === 'CANCELLED'
            ? t('cancelled', { value: r.leaveType ? LEAVE_LABEL[r.leaveType] : '' })
            : SESSION_STATUS_LABEL[r.status]
        }
        severity={SESSION_STATUS_SEVERITY[r.status]}
      />
    ),
  },
  {
    key: 'handout',
    header: t('handout'),
    priority: 'default',
    width: '7rem',
    body: (r) => <Tag value={FILE_LABEL[r.fileStatus]} severity={FILE_STATUS_SEVERITY[r.fileStatus]} />,
  },
  {
    key: 'students',
    header: t('students'),
    priority: 'optional',
    width: '5rem',
    body: (r) => r.studentCount,
  },
];

const STATUS_CHOICES = Object.entries(SESSION_STATUS_LABEL).map(([value, label]) => ({
  value: value as SessionStatus,
  label,
}));

/** 我的课次: the caller's lesson sessions, newest first, opening each session's screen by class type. */
export default function LessonSessionsScreen() {
  const navigateTo = useNavigateTo();
  const [status, setStatus] = useState<SessionStatus | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const { data, previousData, loading, error, refetch } = useQuery(lessonSessionsQuery, {
    variables: { status, page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const list = (data ?? previousData)?.lessonSessions;
  const open = (r: Row) =>
    r.classType === 'ONE_TO_ONE'
      ? navigateTo('OtoTimeDetail', { id: Number(r.id) })
      : navigateTo('CurriculumTimeDetail', { id: Number(r.id) });
  return (
    <section className="session-list" aria-label={t('mySessions')}>
      <PageHeader title={t('mySessions')} />
      <search className="filter-bar" aria-label={t('filterSessions')}>
        <span className="filter-bar__field">
          <label htmlFor="sessions-status">{t('status')}</label>
          <Dropdown
            inputId="sessions-status"
            value={status}
            options={STATUS_CHOICES}
            placeholder={t('all')}
            showClear
            onChange={(e) => {
              setStatus(e.value ?? null);
              setPage(1);
            }}
          />
        </span>
      </search>
      <ListTable<Row>
        listId="lessonSessions"
        ariaLabel={t('sessions')}
        columns={COLUMNS}
        rows={list?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{
          title: t('noSessionsYet'),
          hint: status ? t('noSessionsInThisStatus') : t('youHaveNoSessionsScheduled'),
        }}
        actionsWidth="8rem"
        actions={(r) => [
          { label: t('view'), ability: allowed, onClick: () => open(r) },
          {
            label: t('messages'),
            ability: r.userId ? allowed : hidden,
            onClick: () =>
              navigateTo('ScheduleCommunication', { id: Number(r.id), user_id: Number(r.userId) }),
          },
        ]}
        paging={{
          page,
          pageSize,
          total: list?.total ?? 0,
          onChange: (p, size) => {
            setPage(size === pageSize ? p : 1);
            setPageSize(size);
          },
        }}
      />
    </section>
  );
}
