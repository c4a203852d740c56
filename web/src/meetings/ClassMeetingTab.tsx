import { useMutation, useQuery } from '@apollo/client/react';
import { MEETING_MESSAGES } from '@school/machines';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Tag } from 'primereact/tag';
import { Toast } from 'primereact/toast';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNavigateTo } from '../app/routes/routeTo';
import type { ClassMeetingFieldsFragment } from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { formatSchoolTime } from '../shared/schoolTime';
import { ActionButton } from '../shared/ui/ActionButton';
import { LIVE_STATUS_LABEL } from './liveStatus';
import { classMeetingsQuery, deleteClassMeetingMutation } from './operations';
import { ShareCodesDialog } from './ShareCodesDialog';
import './meetings.css';
import { t } from './i18n/zh-CN';

type Row = ClassMeetingFieldsFragment;

const time = (iso: string) => formatSchoolTime(iso).slice(0, 16);

/** Section 2's columns: name, time, status, joined/not joined, speaker, room or video ID. */
const COLUMNS: ListColumn<Row>[] = [
  { key: 'name', header: t('meetingName'), priority: 'fixed', text: (r) => r.name },
  {
    key: 'time',
    header: t('meetingTime'),
    priority: 'default',
    width: '12.5rem',
    text: (r) => t('to2', { startTime: time(r.startTime), value: time(r.endTime).slice(11) }),
  },
  {
    key: 'status',
    header: t('status'),
    priority: 'default',
    width: '5rem',
    body: (r) => {
      const s = LIVE_STATUS_LABEL[r.liveStatus];
      return s ? <Tag value={s.label} severity={s.severity} /> : '-';
    },
  },
  {
    key: 'joined',
    header: t('attendedAbsent'),
    priority: 'default',
    width: '7rem',
    text: (r) => `${r.joinCount}/${r.notJoinCount}`,
  },
  { key: 'speaker', header: t('presenter'), priority: 'default', width: '6rem', text: (r) => r.speaker },
  {
    key: 'room',
    header: t('roomNumberVideoId'),
    priority: 'default',
    width: '7.5rem',
    text: (r) => r.roomId,
  },
];

/** The class meeting tab: add, statistics, share join codes, edit, delete. */
export default function ClassMeetingTab({ classId }: { classId: string }) {
  const navigateTo = useNavigateTo();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useRef<Toast>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [pending, setPending] = useState<Row | null>(null);
  const [sharing, setSharing] = useState<string | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(classMeetingsQuery, {
    variables: { classId, page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [remove, removing] = useMutation(deleteClassMeetingMutation);
  const list = (data ?? previousData)?.classMeetings;

  useEffect(() => {
    const notice = (location.state as { notice?: string } | null)?.notice;
    if (!notice) return;
    toast.current?.show({ severity: 'success', summary: notice, life: 2500 });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);

  const confirmDelete = async () => {
    const row = pending;
    setPending(null);
    if (!row) return;
    try {
      await remove({ variables: { id: row.id } });
      toast.current?.show({ severity: 'success', summary: MEETING_MESSAGES.deleted, life: 2500 });
      await refetch();
    } catch (e) {
      toast.current?.show({ severity: 'error', summary: errorMessage(e), life: 4000 });
    }
  };

  return (
    <div className="class-tab">
      <Toast ref={toast} position="top-center" />
      <ConfirmDialog
        visible={pending !== null}
        message={MEETING_MESSAGES.confirmDelete}
        header={t('notice')}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('ok')}
        rejectLabel={t('cancel')}
        accept={() => void confirmDelete()}
        reject={() => setPending(null)}
        onHide={() => setPending(null)}
      />
      <ShareCodesDialog
        meetingId={sharing}
        onHide={() => setSharing(null)}
        onCopied={(message, ok) =>
          toast.current?.show({ severity: ok ? 'success' : 'warn', summary: message, life: 2000 })
        }
      />
      <div className="class-tab__toolbar">
        <ActionButton
          link={false}
          action={{
            label: t('addClassMeeting'),
            icon: 'pi pi-plus',
            ability: list?.create ?? { shown: true, allowed: false, reason: t('loading') },
            onClick: () => navigateTo('AddClassMeeting', { class_id: Number(classId) }),
          }}
        />
      </div>
      <ListTable
        listId="class-meetings"
        ariaLabel={t('classMeetings')}
        columns={COLUMNS}
        rows={list?.list}
        dataKey="id"
        loading={loading || removing.loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: t('noClassMeetingsYet') }}
        actionsWidth="13.5rem"
        paging={{
          page,
          pageSize,
          total: list?.total ?? 0,
          onChange: (p, size) => {
            setPage(p);
            setPageSize(size);
          },
        }}
        actions={(r) => [
          {
            label: t('statistics'),
            ability: r.abilities.statistics,
            onClick: () => navigateTo('ClassMeetingStatistics', { id: Number(r.id) }),
          },
          { label: t('shareJoinCodes'), ability: r.abilities.share, onClick: () => setSharing(r.id) },
          {
            label: t('edit'),
            ability: r.abilities.edit,
            onClick: () => navigateTo('AddClassMeeting', { class_id: Number(classId), id: Number(r.id) }),
          },
          { label: t('delete'), danger: true, ability: r.abilities.delete, onClick: () => setPending(r) },
        ]}
      />
    </div>
  );
}
