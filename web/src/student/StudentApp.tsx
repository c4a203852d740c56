import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../app/apolloClient';
import { PrimeReactSettings } from '../app/PrimeReactSettings';
import { STUDENT_HOME } from '../shared/session/roles';
import { PageLoading } from '../shared/ui/PageLoading';
import { askFirstQueries } from './firstScreenQuery';
import { StudentNotFound, StudentShell } from './StudentShell';
import './student.css';

/** A gone session opens Login, which brings the student back here after signing in. */
function toLogin() {
  const here = window.location.pathname + window.location.search;
  window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
}

// Question and option ids repeat across reports: the cache keeps them inside their report (cacheTypePolicies).
const client = createApolloClient(toLogin);
askFirstQueries(client, window.location.pathname);

// Each screen loads with its route: a phone opening the homework list does not download the exam
// paper, the answer sheet's editor or the schedule (react-router waits for the module, then draws).
const router = createBrowserRouter([
  {
    path: STUDENT_HOME,
    element: <StudentShell />,
    // Drawn while the first screen's module loads.
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        index: true,
        lazy: () => import('./homework/MyHomeworkScreen').then((m) => ({ Component: m.MyHomeworkScreen })),
      },
      {
        path: 'homework/:reportId',
        lazy: () => import('./homework/ReportScreen').then((m) => ({ Component: m.ReportScreen })),
      },
      {
        path: 'exams',
        lazy: () => import('./exams/MyExamsScreen').then((m) => ({ Component: m.MyExamsScreen })),
      },
      {
        path: 'exam/:reportId',
        lazy: () => import('./exams/ExamScreen').then((m) => ({ Component: m.ExamScreen })),
      },
      {
        path: 'exam/:reportId/review',
        lazy: () => import('./exams/ExamReviewScreen').then((m) => ({ Component: m.ExamReviewScreen })),
      },
      {
        path: 'schedule',
        lazy: () => import('./schedule/MyScheduleScreen').then((m) => ({ Component: m.MyScheduleScreen })),
      },
      {
        path: 'saved',
        lazy: () =>
          import('./saved/SavedQuestionsScreen').then((m) => ({ Component: m.SavedQuestionsScreen })),
      },
      {
        path: 'community',
        lazy: () =>
          import('./community/CommunityHomeScreen').then((m) => ({ Component: m.CommunityHomeScreen })),
      },
      {
        path: 'community/circle/:groupId',
        lazy: () => import('./community/CircleScreen').then((m) => ({ Component: m.CircleScreen })),
      },
      {
        path: 'community/circle/:groupId/new',
        lazy: () => import('./community/WritePostScreen').then((m) => ({ Component: m.WritePostScreen })),
      },
      {
        path: 'community/post/:postId',
        lazy: () => import('./community/PostScreen').then((m) => ({ Component: m.PostScreen })),
      },
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
