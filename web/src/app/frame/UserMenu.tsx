import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useSignOut } from '../../auth/useSignOut';
import { errorMessage } from '../../shared/graphqlErrors';
import { LanguageSwitch } from '../../shared/i18n/LanguageSwitch';
import { roleLabels } from '../../shared/session/roles';
import { useViewer } from '../../shared/session/viewer';
import { t } from '../i18n/zh-CN';
import { useNavigateTo } from '../routes/routeTo';

/** The header's right side: who is signed in, and signing out. */
export function UserMenu() {
  const { user } = useViewer();
  const { signOut, signingOut, error } = useSignOut();
  const navigateTo = useNavigateTo();
  return (
    <div className="user-menu">
      {error && (
        <span className="user-menu__error" role="alert">
          {t.rich('signOutFailed', { error: errorMessage(error) })}
        </span>
      )}
      <LanguageSwitch />
      <Avatar
        className="user-menu__avatar"
        shape="circle"
        {...(user.avatar ? { image: user.avatar } : { label: user.nickname.slice(0, 1) })}
        aria-hidden="true"
      />
      <span className="user-menu__name" data-testid="user-nickname">
        {user.nickname}
      </span>
      <Tag className="user-menu__role" value={roleLabels[user.role]} rounded />
      <Button
        className="user-menu__profile"
        label={t('myProfile')}
        icon="pi pi-id-card"
        text
        severity="secondary"
        onClick={() => navigateTo('AssistantProfile')}
      />
      <Button
        className="user-menu__sign-out"
        label={t('signOut')}
        icon="pi pi-sign-out"
        text
        severity="secondary"
        loading={signingOut}
        onClick={signOut}
      />
    </div>
  );
}
