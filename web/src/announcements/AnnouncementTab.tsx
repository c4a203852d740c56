import { useMutation, useQuery } from '@apollo/client/react';
import { ANNOUNCEMENT_MESSAGES } from '@school/machines';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Toast } from 'primereact/toast';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNavigateTo } from '../app/routes/routeTo';
import type { AnnouncementFieldsFragment } from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { formatSchoolTime } from '../shared/schoolTime';
import { plainText } from '../shared/text';
import { ActionButton } from '../shared/ui/ActionButton';
import { classAnnouncementsQuery, deleteAnnouncementMutation } from './operations';
import './announcements.css';
import { t } from './i18n/zh-CN';

type Row = AnnouncementFieldsFragment;

const COLUMNS: ListColumn<Row>[] = [
  { key: 'title', header: t('title'), priority: 'fixed', text: (r) => r.title },
  {
    key: 'content',
    header: t('content'),
    priority: 'default',
    // A plain-text excerpt of two lines ending in an ellipsis, the whole text on hover (editing opens
    // it as written): rich text clipped by height cut its lines in half.
    body: (r) => {
      const text = plainText(r.content);
      return (
        <span className="announcement__content" title={text}>
          {text}
        </span>
      );
    },
  },
  {
    key: 'publisher',
    header: t('publishedBy'),
    priority: 'default',
    width: '7rem',
    text: (r) => r.publisher,
  },
  {
    key: 'createdAt',
    header: t('publishedAt'),
    priority: 'default',
    width: '10.5rem',
    text: (r) => formatSchoolTime(r.createdAt).slice(0, 16),
  },
];

/** The class's announcement tab: list, publish (PostNotice), edit and delete (确定删除吗？). */
export default function AnnouncementTab({ classId }: { classId: string }) {
  const navigateTo = useNavigateTo();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useRef<Toast>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [pending, setPending] = useState<Row | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(classAnnouncementsQuery, {
    variables: { classId, page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [remove, removing] = useMutation(deleteAnnouncementMutation);
  const list = (data ?? previousData)?.classAnnouncements;

  // A message handed over by PostNotice (添加成功 / 编辑成功), shown once.
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
      toast.current?.show({ severity: 'success', summary: ANNOUNCEMENT_MESSAGES.deleted, life: 2500 });
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
        message={ANNOUNCEMENT_MESSAGES.confirmDelete}
        header={t('notice')}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('ok')}
        rejectLabel={t('cancel')}
        accept={() => void confirmDelete()}
        reject={() => setPending(null)}
        onHide={() => setPending(null)}
      />
      <div className="class-tab__toolbar">
        <ActionButton
          action={{
            label: t('publishAnnouncement'),
            icon: 'pi pi-plus',
            ability: list?.publish ?? { shown: true, allowed: false, reason: t('loading') },
            onClick: () => navigateTo('PostNotice', { class_id: Number(classId) }),
          }}
          link={false}
        />
      </div>
      <ListTable
        listId="class-announcements"
        ariaLabel={t('classAnnouncements')}
        columns={COLUMNS}
        rows={list?.list}
        dataKey="id"
        loading={loading || removing.loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: t('noAnnouncementsYet') }}
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
            label: t('edit'),
            ability: r.abilities.edit,
            onClick: () => navigateTo('PostNotice', { id: Number(r.id), class_id: Number(classId) }),
          },
          { label: t('delete'), danger: true, ability: r.abilities.delete, onClick: () => setPending(r) },
        ]}
      />
    </div>
  );
}
