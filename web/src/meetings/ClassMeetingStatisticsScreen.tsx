import { useQuery } from '@apollo/client/react';
import { SelectButton } from 'primereact/selectbutton';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ClassMeetingStatisticsQuery } from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { formatSchoolTime } from '../shared/schoolTime';
import { PageHeader } from '../shared/ui/PageHeader';
import { StatusPage } from '../shared/ui/StatusPage';
import { LIVE_STATUS_LABEL } from './liveStatus';
import { classMeetingStatisticsQuery } from './operations';
import './meetings.css';
import { t } from './i18n/zh-CN';

type Row = ClassMeetingStatisticsQuery['classMeetingStatistics']['list'][number];

const COLUMNS: ListColumn<Row>[] = [
  { key: 'nickname', header: t('studentNickname'), priority: 'fixed', text: (r) => r.nickname },
  { key: 'mobile', header: t('mobileNumber'), priority: 'default', width: '9rem', text: (r) => r.mobile },
  {
    key: 'joined',
    header: t('attendance'),
    priority: 'default',
    width: '7rem',
    body: (r) => (
      <Tag value={r.joined ? t('attended') : t('absent')} severity={r.joined ? 'success' : 'secondary'} />
    ),
  },
  {
    key: 'joinTime',
    header: t('joinedAt'),
    priority: 'default',
    width: '10.5rem',
    text: (r) => (r.joinTime ? formatSchoolTime(r.joinTime).slice(0, 16) : '-'),
  },
];

const FILTERS = [
  { label: t('all'), value: 'all' },
  { label: t('attended'), value: 'joined' },
  { label: t('absent'), value: 'absent' },
];

/** ClassMeetingStatistics (query id): who of the class joined the meeting and who did not. */
export default function ClassMeetingStatisticsScreen({ params }: { params: { id: number } }) {
  const navigate = useNavigate();
  const [filter, setFilter] = useState('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const { data, previousData, loading, error, refetch } = useQuery(classMeetingStatisticsQuery, {
    variables: {
      id: String(params.id),
      joined: filter === 'all' ? null : filter === 'joined',
      page,
      limit: pageSize,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const stats = (data ?? previousData)?.classMeetingStatistics;
  const back = () => void navigate(-1);
  if (!stats && error)
    return (
      <section aria-label={t('classMeetingStatistics')}>
        <PageHeader title={t('classMeetingStatistics')} onBack={back} />
        <StatusPage
          icon="pi pi-info-circle"
          title={t('statisticsAreNotAvailableYet')}
          description={errorMessage(error)}
        />
      </section>
    );
  const m = stats?.meeting;
  const status = m ? LIVE_STATUS_LABEL[m.liveStatus] : undefined;
  return (
    <section className="meeting-statistics" aria-label={t('classMeetingStatistics')}>
      <PageHeader
        title={m ? t('classMeetingStatistics2', { name: m.name }) : t('classMeetingStatistics')}
        onBack={back}
      />
      {m && (
        <dl className="meeting-statistics__summary">
          <div>
            <dt>{t('meetingTime')}</dt>
            <dd>
              {t.rich('to', {
                value: formatSchoolTime(m.startTime).slice(0, 16),
                value2: formatSchoolTime(m.endTime).slice(11, 16),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('status')}</dt>
            <dd>{status?.label ?? '-'}</dd>
          </div>
          <div>
            <dt>{t('presenter')}</dt>
            <dd>{m.speaker}</dd>
          </div>
          <div>
            <dt>{t('attended')}</dt>
            <dd data-testid="meeting-joined">{m.joinCount}</dd>
          </div>
          <div>
            <dt>{t('absent')}</dt>
            <dd data-testid="meeting-absent">{m.notJoinCount}</dd>
          </div>
        </dl>
      )}
      <div className="class-tab__toolbar">
        <SelectButton
          value={filter}
          options={FILTERS}
          allowEmpty={false}
          onChange={(e) => {
            setFilter(e.value);
            setPage(1);
          }}
          aria-label={t('attendance')}
        />
      </div>
      <ListTable
        listId="meeting-attendees"
        ariaLabel={t('participants')}
        columns={COLUMNS}
        rows={stats?.list}
        dataKey="uid"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: t('noStudentsYet') }}
        paging={{
          page,
          pageSize,
          total: stats?.total ?? 0,
          onChange: (p, size) => {
            setPage(p);
            setPageSize(size);
          },
        }}
      />
    </section>
  );
}
