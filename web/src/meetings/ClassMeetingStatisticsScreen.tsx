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

type Row = ClassMeetingStatisticsQuery['classMeetingStatistics']['list'][number];

const COLUMNS: ListColumn<Row>[] = [
  { key: 'nickname', header: '学员昵称', priority: 'fixed', text: (r) => r.nickname },
  { key: 'mobile', header: '手机号', priority: 'default', width: '9rem', text: (r) => r.mobile },
  {
    key: 'joined',
    header: '参会情况',
    priority: 'default',
    width: '7rem',
    body: (r) => <Tag value={r.joined ? '已参加' : '未参加'} severity={r.joined ? 'success' : 'secondary'} />,
  },
  {
    key: 'joinTime',
    header: '进入时间',
    priority: 'default',
    width: '10.5rem',
    text: (r) => (r.joinTime ? formatSchoolTime(r.joinTime).slice(0, 16) : '-'),
  },
];

const FILTERS = [
  { label: '全部', value: 'all' },
  { label: '已参加', value: 'joined' },
  { label: '未参加', value: 'absent' },
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
      <section aria-label="班会统计">
        <PageHeader title="班会统计" onBack={back} />
        <StatusPage icon="pi pi-info-circle" title="暂不能查看统计" description={errorMessage(error)} />
      </section>
    );
  const m = stats?.meeting;
  const status = m ? LIVE_STATUS_LABEL[m.liveStatus] : undefined;
  return (
    <section className="meeting-statistics" aria-label="班会统计">
      <PageHeader title={m ? `班会统计：${m.name}` : '班会统计'} onBack={back} />
      {m && (
        <dl className="meeting-statistics__summary">
          <div>
            <dt>班会时间</dt>
            <dd>
              {formatSchoolTime(m.startTime).slice(0, 16)} 至 {formatSchoolTime(m.endTime).slice(11, 16)}
            </dd>
          </div>
          <div>
            <dt>状态</dt>
            <dd>{status?.label ?? '-'}</dd>
          </div>
          <div>
            <dt>主讲人</dt>
            <dd>{m.speaker}</dd>
          </div>
          <div>
            <dt>已参加</dt>
            <dd data-testid="meeting-joined">{m.joinCount}</dd>
          </div>
          <div>
            <dt>未参加</dt>
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
          aria-label="参会情况"
        />
      </div>
      <ListTable
        listId="meeting-attendees"
        ariaLabel="参会学员"
        columns={COLUMNS}
        rows={stats?.list}
        dataKey="uid"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: '暂无学员' }}
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
