import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../app/apolloClient';
import { PrimeReactSettings } from '../app/PrimeReactSettings';
import { STUDENT_HOME } from '../shared/session/roles';
import { MyHomeworkScreen } from './homework/MyHomeworkScreen';
import { ReportScreen } from './homework/ReportScreen';
import { StudentNotFound, StudentShell } from './StudentShell';
import './student.css';

/** A gone session opens Login, which brings the student back here after signing in. */
function toLogin() {
  const here = window.location.pathname + window.location.search;
  window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
}

// Question and option ids repeat across reports: the cache keeps them inside their report (cacheTypePolicies).
const client = createApolloClient(toLogin);

const router = createBrowserRouter([
  {
    path: STUDENT_HOME,
    element: <StudentShell />,
    children: [
      { index: true, element: <MyHomeworkScreen /> },
      { path: 'homework/:reportId', element: <ReportScreen /> },
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
