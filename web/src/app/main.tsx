import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import './styles.css';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { LoginLocationState } from '../auth/LoginScreen';
import { currentLocale, installEnglish } from '../shared/i18n/catalogue';
import { isStudentPath, LOGIN_PATH } from '../shared/session/roles';
import { loadFirstScreen } from '../student/screenModules';
import { RouteError } from './RouteError';

/*
 * The entry holds React and this choice only. A first visit to Login renders the Login screen alone
 * (no router, no GraphQL client, no PrimeReact components); a page of the student side (/student…)
 * loads the student app, every other page, and Login once signed in, the back-office app. Each screen's chunk brings its own GraphQL documents and CSS.
 */

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);
/** A chunk that could not load (offline, or gone after a deployment) shows the page-error screen. */
const failed = () => render(<RouteError />);

function openApp() {
  import('./App').then(({ App }) => render(<App />), failed);
}

/** The student side: its own entry chunk and route tree; it loads nothing of the back-office. */
function openStudentApp() {
  import('../student/StudentApp').then(({ StudentApp }) => render(<StudentApp />), failed);
  loadFirstScreen(window.location.pathname);
}

const openFor = (path: string) => (isStudentPath(path) ? openStudentApp() : openApp());

/** The chosen language: `<html lang>`, and English's texts loaded before any screen reads them. */
async function prepareLocale(): Promise<void> {
  const locale = currentLocale();
  document.documentElement.lang = locale;
  if (locale === 'en-US') installEnglish((await import('./i18n/english')).english);
}

/** Opens Login alone on its first visit, the app otherwise. */
function start() {
  if (window.location.pathname === LOGIN_PATH) {
    // The router keeps a navigation's state under `usr`; a reload of Login still knows the session ended.
    const state = (window.history.state as { usr?: LoginLocationState } | null)?.usr;
    const redirect = new URLSearchParams(window.location.search).get('redirect') ?? undefined;
    import('../auth/LoginScreen').then(
      ({ default: LoginScreen }) =>
        render(
          <LoginScreen
            redirect={redirect}
            sessionExpired={Boolean(state?.sessionExpired)}
            onSignedIn={(target) => {
              window.history.replaceState(null, '', target);
              openFor(target);
            }}
          />,
        ),
      failed,
    );
  } else {
    openFor(window.location.pathname);
  }
}

prepareLocale().then(start).catch(failed);
