import { COMMON_MESSAGES } from '@school/machines/messages';
import { routes } from '../app/routes/routes';
import { LanguageSwitch } from '../shared/i18n/LanguageSwitch';
import { isStudentPath, STUDENT_HOME } from '../shared/session/roles';
import { BrandMark } from '../shared/ui/BrandMark';
import { LoginForm } from './LoginForm';
import { returnPath } from './returnPath';
import './login.css';
import { t } from './i18n/zh-CN';

/** What the app passes along when it sends a user here because their session ended. */
export interface LoginLocationState {
  sessionExpired: boolean;
}

export interface LoginScreenProps {
  /** The remembered location (`?redirect=`), opened after signing in when it is a path of this site. */
  redirect: string | undefined;
  sessionExpired: boolean;
  /** Opens `target`: the remembered location, the workbench, or the student side for a student. */
  onSignedIn: (target: string) => void;
}

const highlights = [
  { icon: 'pi pi-book', text: t('publishGradeAndAnalyseHomework') },
  { icon: 'pi pi-file-edit', text: t('runAndMarkExams') },
  { icon: 'pi pi-users', text: t('classesAttendanceAndTheCourse') },
];

/**
 * Login. It imports neither the router nor the GraphQL client nor PrimeReact's components, so a first
 * visit to the Login page downloads only React and this screen: the entry renders it directly on
 * `/login`, and the router's Login route (`LoginRoute`) wraps it once the app is running.
 */
export default function LoginScreen({ redirect, sessionExpired, onSignedIn }: LoginScreenProps) {
  return (
    <main className="login-screen">
      <section className="login-screen__hero">
        <BrandMark inverted />
        <div className="login-screen__pitch">
          <h1>{t('teachingManagementMadeSimple')}</h1>
          <p>{t('oneBackOfficeForTeachers')}</p>
          <ul>
            {highlights.map(({ icon, text }) => (
              <li key={text}>
                <i className={`login-screen__highlight-icon ${icon}`} />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="login-screen__footnote">{t('forThisSchoolSTeachers')}</p>
      </section>
      <section className="login-screen__panel">
        <div className="login-screen__language">
          <LanguageSwitch />
        </div>
        <div className="login-card">
          <h2 className="login-card__title">{t('signIn2')}</h2>
          <p className="login-card__subtitle">{t('welcomeBackSignInWith')}</p>
          <LoginForm
            notice={sessionExpired ? COMMON_MESSAGES.sessionExpired : undefined}
            onSignedIn={(role) => {
              // A student enters the student side (a remembered page of it, or its home); staff the back-office.
              const back = returnPath(redirect, role === 'STUDENT' ? STUDENT_HOME : routes.Home.path);
              const studentSide = isStudentPath(back);
              if (role === 'STUDENT') onSignedIn(studentSide ? back : STUDENT_HOME);
              else onSignedIn(studentSide ? routes.Home.path : back);
            }}
          />
        </div>
      </section>
    </main>
  );
}
