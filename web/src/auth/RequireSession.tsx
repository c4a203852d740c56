import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import type { SessionViewerFragment } from '../generated/graphql';
import { errorCode, errorMessage } from '../shared/graphqlErrors';
import { isStaff, STUDENT_HOME } from '../shared/session/roles';
import { type StaffViewer, ViewerContext } from '../shared/session/viewer';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { ThemedButton } from '../shared/ui/themedElements';
import { t } from './i18n/zh-CN';
import { sessionQuery } from './operations';
import { NOT_STAFF_MESSAGE } from './signIn';
import { useSignOut } from './useSignOut';

function isStaffViewer(viewer: SessionViewerFragment): viewer is StaffViewer {
  return isStaff(viewer.user.role);
}

function NotStaff() {
  const { signOut, signingOut } = useSignOut();
  return (
    <StatusPage
      icon="pi pi-lock"
      title={NOT_STAFF_MESSAGE}
      description={t('theBackOfficeIsFor')}
      actions={
        <ThemedButton
          label={t('switchAccount')}
          icon="pi pi-sign-out"
          loading={signingOut}
          onClick={signOut}
        />
      }
    />
  );
}

/**
 * Renders its children for a signed-in staff member. Without a session the session-expiry link is
 * already taking the user to Login, so this shows the loading state meanwhile.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { data, error, refetch } = useQuery(sessionQuery);
  if (data) {
    if (data.me.user.role === 'STUDENT') {
      // A student who opens a back-office page goes to the student side.
      window.location.replace(STUDENT_HOME);
      return <PageLoading />;
    }
    if (!isStaffViewer(data.me)) return <NotStaff />;
    return <ViewerContext value={data.me}>{children}</ViewerContext>;
  }
  if (error && errorCode(error) !== 'UNAUTHENTICATED') {
    return (
      <StatusPage
        icon="pi pi-wifi"
        title={t('failedToLoad')}
        description={errorMessage(error)}
        actions={<ThemedButton label={t('retry')} icon="pi pi-refresh" onClick={() => void refetch()} />}
      />
    );
  }
  return <PageLoading />;
}
