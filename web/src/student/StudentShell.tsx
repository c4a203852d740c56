import { useMutation, useQuery } from '@apollo/client/react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { errorCode, errorMessage } from '../shared/graphqlErrors';
import { LanguageSwitch } from '../shared/i18n/LanguageSwitch';
import { LOGIN_PATH } from '../shared/session/roles';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { ThemedButton } from '../shared/ui/themedElements';
import { t } from './i18n/zh-CN';
import { studentLogoutMutation, studentSessionQuery } from './operations';

/** Signs out and opens Login. */
function SignOut() {
  const [logout, { loading }] = useMutation(studentLogoutMutation);
  return (
    <ThemedButton
      className="student-bar__sign-out"
      label={t('signOut')}
      icon="pi pi-sign-out"
      text
      loading={loading}
      onClick={() => void logout().finally(() => window.location.assign(LOGIN_PATH))}
    />
  );
}

/**
 * The student side's frame: a top bar (the student's name, the language, sign out) over the screen.
 * Only a student enters; staff are sent to the back-office.
 */
export function StudentShell() {
  const { pathname } = useLocation();
  const { data, error, refetch } = useQuery(studentSessionQuery);
  if (error && errorCode(error) !== 'UNAUTHENTICATED') {
    return (
      <main className="student-page">
        <StatusPage
          icon="pi pi-wifi"
          title={t('failedToLoad')}
          description={errorMessage(error)}
          actions={<ThemedButton label={t('retry')} icon="pi pi-refresh" onClick={() => void refetch()} />}
        />
      </main>
    );
  }
  if (!data) return <PageLoading />;
  const { user } = data.me;
  if (user.role !== 'STUDENT') {
    return (
      <main className="student-page">
        <StatusPage
          icon="pi pi-lock"
          title={t('notForStaff')}
          description={t('notForStaffHint')}
          actions={
            <ThemedButton
              label={t('toBackOffice')}
              icon="pi pi-home"
              onClick={() => window.location.assign('/')}
            />
          }
        />
      </main>
    );
  }
  return (
    <div className="student-app">
      <header className="student-bar">
        <span className="student-bar__name">{t('signedInAs', { name: user.nickname || user.realName })}</span>
        <NavLink className="student-bar__link" to="/student/saved" aria-label={t('savedQuestions')}>
          <i className="pi pi-star" aria-hidden="true" />
          <span className="student-bar__link-label">{t('savedQuestions')}</span>
        </NavLink>
        <LanguageSwitch />
        <SignOut />
      </header>
      <nav className="student-nav" aria-label={t('studentNav')}>
        <NavLink end className="student-nav__link" to="/student">
          <i className="pi pi-book" aria-hidden="true" />
          <span>{t('navHomework')}</span>
        </NavLink>
        <NavLink
          className={({ isActive }) =>
            `student-nav__link${isActive || pathname.startsWith('/student/exam/') ? ' active' : ''}`
          }
          to="/student/exams"
        >
          <i className="pi pi-file-edit" aria-hidden="true" />
          <span>{t('navExams')}</span>
        </NavLink>
        <NavLink to="/student/schedule" className="student-nav__link">
          <i className="pi pi-calendar" aria-hidden="true" />
          <span>{t('navSchedule')}</span>
        </NavLink>
        <NavLink to="/student/community" className="student-nav__link">
          <i className="pi pi-comments" aria-hidden="true" />
          <span>{t('community')}</span>
        </NavLink>
      </nav>
      <main className="student-page">
        <Outlet />
      </main>
    </div>
  );
}

export function StudentNotFound() {
  return (
    <StatusPage
      icon="pi pi-compass"
      title={t('pageNotFound')}
      description={t('noHomeworkHint')}
      code="404"
      actions={
        <ThemedButton
          label={t('myHomework')}
          icon="pi pi-book"
          onClick={() => window.location.assign('/student')}
        />
      }
    />
  );
}
