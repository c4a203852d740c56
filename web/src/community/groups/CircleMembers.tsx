import { useQuery } from '@apollo/client/react';
import { Paginator } from 'primereact/paginator';
import { useState } from 'react';
import { errorMessage } from '../../shared/graphqlErrors';
import { formatSchoolTime } from '../../shared/schoolTime';
import { t } from '../i18n/zh-CN';
import { identityLabel } from './identity';
import { communityMembersQuery } from './operations';
import { EmptyText } from './SideSection';

/** A circle's current members, 20 a page. */
export function CircleMembers({ groupId }: { groupId: string }) {
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error } = useQuery(communityMembersQuery, {
    variables: { groupId, page },
    fetchPolicy: 'cache-and-network',
  });
  const members = (data ?? previousData)?.communityGroupMembers;
  if (!members)
    return (
      <EmptyText>{loading ? t('loading') : t('failedToLoad', { error: errorMessage(error) })}</EmptyText>
    );
  if (members.total === 0) return <EmptyText>{t('noMembersYet')}</EmptyText>;
  return (
    <>
      <ul className="member-grid" aria-label={t('circleMembers')}>
        {members.list.map((m) => (
          <li key={m.id} className="member-grid__item">
            {m.avatar ? (
              <img className="member-grid__avatar" src={m.avatar} alt="" />
            ) : (
              <span className="member-grid__avatar member-grid__avatar--none" aria-hidden="true">
                {[...m.nickname][0] ?? '?'}
              </span>
            )}
            <span className="member-grid__name" title={m.nickname}>
              {m.nickname}
            </span>
            <small className={`identity identity--${m.userType}`}>{identityLabel(m.userType)}</small>
            <small className="member-grid__time">
              {t.rich('joined2', { value: formatSchoolTime(m.joinedAt).slice(0, 10) })}
            </small>
          </li>
        ))}
      </ul>
      {members.total > members.limit && (
        <Paginator
          first={(page - 1) * members.limit}
          rows={members.limit}
          totalRecords={members.total}
          onPageChange={(e) => setPage(e.page + 1)}
        />
      )}
    </>
  );
}
