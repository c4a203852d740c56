import { useSignOut } from '../../auth/useSignOut';
import { errorMessage } from '../../shared/graphqlErrors';
import { LanguageSwitch } from '../../shared/i18n/LanguageSwitch';
import { roleLabel } from '../../shared/session/roles';
import { useViewer } from '../../shared/session/viewer';
import { ThemedAvatar, ThemedButton, ThemedTag } from '../../shared/ui/themedElements';
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
      <ThemedAvatar className="user-menu__avatar" image={user.avatar} label={user.nickname.slice(0, 1)} />
      <span className="user-menu__name" data-testid="user-nickname">
        {user.nickname}
      </span>
      <ThemedTag className="user-menu__role" value={roleLabel(user.role)} />
      <ThemedButton
        className="user-menu__profile"
        label={t('myProfile')}
        icon="pi pi-id-card"
        text
        severity="secondary"
        onClick={() => navigateTo('AssistantProfile')}
      />
      <ThemedButton
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
