import { Link } from 'react-router-dom';
import type { StudentCircleFieldsFragment } from '../../generated/graphql';
import { t } from '../i18n/zh-CN';

/** A circle in a list: its name and counts open it; 加入 joins it when the student is not a member. */
export function CircleCard({
  circle,
  joining,
  onJoin,
}: {
  circle: StudentCircleFieldsFragment;
  joining: boolean;
  onJoin: (id: string) => void;
}) {
  const join = circle.abilities.join;
  return (
    <li className="student-card student-circle" aria-label={circle.name}>
      <span className="student-card__head">
        <Link className="student-circle__open" to={`/student/community/circle/${circle.id}`}>
          <span className="student-card__name">{circle.name}</span>
          <span className="student-card__meta">
            {t('circleCounts', { posts: circle.postCount, members: circle.memberCount })}
            {circle.groupType === 'CLASS_CIRCLE' ? ` · ${t('classCircle')}` : ''}
          </span>
        </Link>
        {join.shown && (
          <button
            type="button"
            className="student-note p-button p-component p-button-outlined"
            disabled={!join.allowed || joining}
            title={join.allowed ? undefined : (join.reason ?? undefined)}
            onClick={() => onJoin(circle.id)}
          >
            <i className="p-button-icon-left pi pi-plus" aria-hidden="true" />
            <span className="p-button-label">{t('joinCircle')}</span>
          </button>
        )}
      </span>
    </li>
  );
}
