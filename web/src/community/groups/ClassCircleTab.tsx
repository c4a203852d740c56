import { useMutation, useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES, POST_ORIGIN, RESOURCE_TYPE } from '@school/machines';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Toast } from 'primereact/toast';
import { useCallback, useRef, useState } from 'react';
import { isLive, useNavigateTo } from '../../app/routes/routeTo';
import type { ClassCirclePostsQuery } from '../../generated/graphql';
import { type ListColumn, ListTable } from '../../shared/list/ListTable';
import { formatSchoolTime } from '../../shared/schoolTime';
import { plainText } from '../../shared/text';
import { ActionButton } from '../../shared/ui/ActionButton';
import { allowed, COMING_SOON, refused } from '../../shared/ui/ability';
import { identityLabel } from './identity';
import { classCirclePostsQuery, deleteClassCirclePostsMutation } from './operations';
import { PostBadges } from './PostItem';
import { useConfirmedAction } from './useConfirmedAction';
import './groups.css';
import { t } from '../i18n/zh-CN';

type Row = ClassCirclePostsQuery['classCirclePosts']['list'][number];

export const CLASS_POST_DELETE_CONFIRMATION = t('aDeletedPostCannotBe');

const COLUMNS: ListColumn<Row>[] = [
  {
    key: 'title',
    header: t('post'),
    priority: 'fixed',
    body: (p) => (
      <span className="class-post__title">
        <PostBadges pinned={p.pinned} featured={p.featured} />
        <span title={t('text', { title: p.title, content: plainText(p.content) })}>
          <strong>{p.title}</strong>
          <span className="class-post__text">{plainText(p.content)}</span>
        </span>
      </span>
    ),
  },
  {
    key: 'author',
    header: t('postedBy'),
    priority: 'fixed',
    width: '10rem',
    body: (p) => (
      <span>
        {p.nickname} <small className={`identity identity--${p.userType}`}>{identityLabel(p.userType)}</small>
      </span>
    ),
  },
  {
    key: 'images',
    header: t('images'),
    priority: 'default',
    width: '5rem',
    text: (p) => String(p.resources.filter((r) => r.type === 'IMAGES').length),
  },
  {
    key: 'likes',
    header: t('likes'),
    priority: 'default',
    width: '4.5rem',
    text: (p) => String(p.likeCount),
  },
  {
    key: 'comments',
    header: t('comments'),
    priority: 'default',
    width: '4.5rem',
    text: (p) => String(p.commentCount),
  },
  {
    key: 'createdAt',
    header: t('postedAt'),
    priority: 'default',
    width: '9.5rem',
    body: (p) => formatSchoolTime(p.createdAt),
  },
];

/** The class circle tab of ClassDetail: the class circle's posts, view, publish, and delete for the head teacher. */
export default function ClassCircleTab({ classId }: { classId: string }) {
  const navigateTo = useNavigateTo();
  const toast = useRef<Toast>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const { data, previousData, loading, error, refetch } = useQuery(classCirclePostsQuery, {
    variables: { classId, page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [remove] = useMutation(deleteClassCirclePostsMutation, {
    update: (cache, { data: deleted }) => {
      for (const id of deleted?.deleteClassCirclePosts ?? []) {
        cache.evict({ id: cache.identify({ __typename: 'ClassCirclePost', id }) });
      }
      cache.evict({ fieldName: 'classCirclePosts' });
      cache.gc();
    },
  });
  const act = useCallback(
    async (ids: string[]) => {
      await remove({ variables: { ids } });
      return COMMON_MESSAGES.deleted;
    },
    [remove],
  );
  const deleting = useConfirmedAction(act, toast);
  const result = (data ?? previousData)?.classCirclePosts;
  const groupId = result ? Number(result.groupId) : undefined;
  const compose = isLive('CommunityPost') ? allowed : refused(COMING_SOON);
  return (
    <section className="class-circle" aria-label={t('classCircle')}>
      <Toast ref={toast} position="top-center" />
      <ConfirmDialog
        visible={deleting.open}
        header={t('notice')}
        message={CLASS_POST_DELETE_CONFIRMATION}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('ok')}
        rejectLabel={t('cancel')}
        acceptClassName="p-button-danger"
        accept={deleting.confirm}
        reject={deleting.cancel}
        onHide={() => deleting.snapshot.matches('confirming') && deleting.cancel()}
      />
      <div className="class-circle__bar">
        <span className="class-circle__hint">
          {result?.isHeadTeacher ? t('youAreThisClassS') : t('onlyTheHeadTeacherMay')}
        </span>
        <ActionButton
          link={false}
          action={{
            label: t('newPost'),
            icon: 'pi pi-pencil',
            ability: groupId ? compose : refused(t('loadingTheClassCircle')),
            onClick: () =>
              groupId &&
              navigateTo('CommunityPost', {
                id: groupId,
                type: RESOURCE_TYPE.images,
                origin: POST_ORIGIN.classCircle,
              }),
          }}
        />
      </div>
      <ListTable
        listId="classCirclePosts"
        ariaLabel={t('classCirclePosts')}
        columns={COLUMNS}
        rows={result?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: t('noPostsYet'), hint: t('postsByClassMembersIn') }}
        paging={{
          page,
          pageSize,
          total: result?.total ?? 0,
          onChange: (p, size) => {
            setPage(size === pageSize ? p : 1);
            setPageSize(size);
          },
        }}
        actionsWidth="9rem"
        actions={(p) => [
          {
            label: t('view'),
            ability: isLive('CommunityDetail') ? allowed : refused(COMING_SOON),
            onClick: () =>
              groupId && navigateTo('CommunityDetail', { id: Number(p.id), type: 1, group_id: groupId }),
          },
          {
            label: t('delete'),
            danger: true,
            ability: p.abilities.delete,
            onClick: () => deleting.ask([p.id]),
          },
        ]}
      />
    </section>
  );
}
