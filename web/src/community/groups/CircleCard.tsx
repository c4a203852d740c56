import { Link } from 'react-router-dom';
import { routeTo } from '../../app/routes/routeTo';
import type { CommunityGroupCard_GroupFragment } from '../../generated/graphql';
import { ActionButton } from '../../shared/ui/ActionButton';
import { t } from '../i18n/zh-CN';
import { CircleImage } from './CircleImage';

/** One circle of the grid: picture, name, post and member counts, and + 加入 when not a member. */
export function CircleCard({
  group,
  onJoin,
  joining,
}: {
  group: CommunityGroupCard_GroupFragment;
  onJoin: (id: string) => void;
  joining: boolean;
}) {
  const { join } = group.abilities;
  return (
    <li className="circle-card">
      <Link className="circle-card__main" to={routeTo('CommunityGroupShow', { id: Number(group.id) })}>
        <CircleImage name={group.name} image={group.image} />
        <span className="circle-card__body">
          <span className="circle-card__name" title={group.name}>
            {group.name}
          </span>
          <span className="circle-card__counts">
            {t.rich('postsMembers', { postCount: group.postCount, memberCount: group.memberCount })}
          </span>
        </span>
      </Link>
      <span className="circle-card__action">
        {join.shown ? (
          <ActionButton
            link={false}
            action={{
              label: t('join'),
              ability: joining ? { shown: true, allowed: false, reason: t('joining') } : join,
              onClick: () => onJoin(group.id),
            }}
          />
        ) : (
          <span className="circle-card__joined">{t('joined')}</span>
        )}
      </span>
    </li>
  );
}
