import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../app/apolloClient';
import { PrimeReactSettings } from '../app/PrimeReactSettings';
import { LOGIN_PATH, STUDENT_HOME } from '../shared/session/roles';
import { PageLoading } from '../shared/ui/PageLoading';
import { askFirstQueries } from './firstScreenQuery';
import { StudentNotFound, StudentShell } from './StudentShell';
import { studentScreenPaths, studentScreens } from './screenModules';
import './student.css';

/** A gone session opens Login, which brings the student back here after signing in. */
function toLogin() {
  const here = window.location.pathname + window.location.search;
  window.location.assign(`${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`);
}

// Question and option ids repeat across reports: the cache keeps them inside their report (cacheTypePolicies).
const client = createApolloClient(toLogin);
askFirstQueries(client, window.location.pathname);

// Each screen loads with its route (screenModules): react-router waits for the module, then draws.
const router = createBrowserRouter([
  {
    path: STUDENT_HOME,
    element: <StudentShell />,
    // Drawn while the first screen's module loads.
    hydrateFallbackElement: <PageLoading />,
    children: [
      ...(Object.keys(studentScreens) as (keyof typeof studentScreens)[]).map((name) =>
        studentScreenPaths[name] === ''
          ? { index: true, lazy: studentScreens[name] }
          : { path: studentScreenPaths[name], lazy: studentScreens[name] },
      ),
      { path: '*', element: <StudentNotFound /> },
    ],
  },
]);

/** The student side: phone first, its own routes, its own GraphQL cache; none of the back-office. */
export function StudentApp() {
  return (
    <ApolloProvider client={client}>
      <PrimeReactSettings>
        <RouterProvider router={router} />
      </PrimeReactSettings>
    </ApolloProvider>
  );
}
