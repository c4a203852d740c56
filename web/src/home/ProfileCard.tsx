import { graphql } from '../generated';
import type { ProfileCard_ViewerFragment } from '../generated/graphql';
import { roleLabel } from '../shared/session/roles';
import { ThemedAvatar, ThemedCard, ThemedTag } from '../shared/ui/themedElements';
import { t } from './i18n/zh-CN';

graphql(`
  fragment ProfileCard_viewer on Viewer {
    user {
      id
      role
      mobile
      nickname
      realName
      avatar
    }
  }
`);

/** 138****0001: enough to recognise the number on a shared screen. */
const maskMobile = (mobile: string) =>
  mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;

export function ProfileCard({ viewer: { user } }: { viewer: ProfileCard_ViewerFragment }) {
  const rows = [
    { label: t('name'), value: user.realName || t('notFilledIn') },
    { label: t('nickname'), value: user.nickname },
    { label: t('mobileNumber'), value: maskMobile(user.mobile) },
  ];
  return (
    <ThemedCard className="home-card" title={t('personalInformation')}>
      <div className="profile-card__identity">
        <ThemedAvatar size="xlarge" image={user.avatar} label={user.nickname.slice(0, 1)} />
        <div>
          <p className="profile-card__name">{user.realName || user.nickname}</p>
          <ThemedTag value={roleLabel(user.role)} testId="viewer-role" />
        </div>
      </div>
      <dl className="detail-list">
        {rows.map(({ label, value }) => (
          <div key={label} className="detail-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </ThemedCard>
  );
}
