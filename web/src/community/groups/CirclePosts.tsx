import { useQuery } from '@apollo/client/react';
import { Paginator } from 'primereact/paginator';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useNavigateTo } from '../../app/routes/routeTo';
import type { CirclePostOrder } from '../../generated/graphql';
import { errorMessage } from '../../shared/graphqlErrors';
import { t } from '../i18n/zh-CN';
import { circlePostsQuery } from './operations';
import { PostItem } from './PostItem';
import { EmptyText } from './SideSection';

const ORDERS: { label: string; value: CirclePostOrder }[] = [
  { label: t('latest'), value: 'NEW' },
  { label: t('popular'), value: 'HOT' },
];

/** A circle's posts: by board (when the circle's boards are on), newest or hottest, pinned first. */
export function CirclePosts({
  groupId,
  plates,
  plateId: fixedPlateId,
}: {
  groupId: string | null;
  /** The circle's boards; none when its board switch is off. */
  plates: { id: string; name: string }[];
  /** One board's page (CommunityShow): its posts only, no board chips. */
  plateId?: string;
}) {
  const [order, setOrder] = useState<CirclePostOrder>('NEW');
  const [chosenPlateId, setPlateId] = useState<string | null>(null);
  const plateId = fixedPlateId ?? chosenPlateId;
  const navigateTo = useNavigateTo();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error } = useQuery(circlePostsQuery, {
    variables: { groupId, plateId, order, page },
    fetchPolicy: 'cache-and-network',
  });
  const posts = (data ?? previousData)?.circlePosts;
  const boards = [{ id: null as string | null, name: t('all') }, ...plates];
  return (
    <section aria-label={t('circlePosts')}>
      <div className="circle-posts__bar">
        {plates.length > 0 && fixedPlateId === undefined ? (
          <fieldset className="plate-chips" aria-label={t('section')}>
            {boards.map((p) => (
              <button
                key={p.id ?? 'all'}
                type="button"
                className={`plate-chip${plateId === p.id ? ' plate-chip--active' : ''}`}
                aria-pressed={plateId === p.id}
                onClick={() => {
                  setPlateId(p.id);
                  setPage(1);
                }}
              >
                {p.name}
              </button>
            ))}
            {chosenPlateId !== null && groupId !== null && (
              <button
                type="button"
                className="link-button"
                onClick={() =>
                  navigateTo('CommunityShow', { id: Number(chosenPlateId), group_id: Number(groupId) })
                }
              >
                {t('openBoard')}
              </button>
            )}
          </fieldset>
        ) : (
          <span />
        )}
        <SelectButton
          value={order}
          options={ORDERS}
          allowEmpty={false}
          aria-label={t('sort')}
          onChange={(e) => {
            setOrder(e.value as CirclePostOrder);
            setPage(1);
          }}
        />
      </div>
      {error && !posts && <EmptyText>{t.rich('failedToLoad', { error: errorMessage(error) })}</EmptyText>}
      {!posts && loading && <EmptyText>{t('loading')}</EmptyText>}
      {posts && posts.total === 0 && <EmptyText>{t('noPostsYet')}</EmptyText>}
      {posts && posts.total > 0 && (
        <ul className="post-list">
          {posts.list.map((p) => (
            <PostItem key={p.id} post={p} />
          ))}
        </ul>
      )}
      {posts && posts.total > posts.limit && (
        <Paginator
          first={(page - 1) * posts.limit}
          rows={posts.limit}
          totalRecords={posts.total}
          onPageChange={(e) => setPage(e.page + 1)}
        />
      )}
    </section>
  );
}
