import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, useParams, useSearchParams } from 'react-router-dom';
import { useViewer } from '../auth/viewer';
import { PageLoading } from '../shared/ui/PageLoading';
import { NoAccess } from './NoAccess';
import { PageNotFound } from './PageNotFound';
import { RouteError } from './RouteError';
import { mayOpen } from './routes/navigation';
import type { ParamSpec } from './routes/params';
import { type RouteName, routes } from './routes/routes';
import type { RouteRow } from './routes/row';

type Row = RouteRow<ParamSpec>;

const SignedInArea = lazy(() => import('./frame/SignedInArea'));

/** Data every matched route carries, read by the frame (`useMatches`). */
export interface RouteHandle {
  name: RouteName;
}

/** The row's screen with its URL parameters, or not-found when a parameter is missing or malformed. */
function Screen({ row }: { row: Row }) {
  const pathParams = useParams();
  const [query] = useSearchParams();
  return row.render(pathParams, query) ?? <PageNotFound />;
}

function StaffScreen({ row }: { row: Row }) {
  const { user } = useViewer();
  return mayOpen(row.access, user.role) ? <Screen row={row} /> : <NoAccess />;
}

const liveRows = (Object.entries(routes) as [RouteName, Row][]).filter(([, row]) => row.live);

const toRoute = ([name, row]: [RouteName, Row]): RouteObject => ({
  path: row.path,
  handle: { name } satisfies RouteHandle,
  element: row.access === 'public' ? <Screen row={row} /> : <StaffScreen row={row} />,
});

/** The browser router, built from the live rows of the route table. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteError />,
      children: [
        {
          element: (
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          ),
          children: liveRows.filter(([, row]) => row.access === 'public').map(toRoute),
        },
        {
          element: (
            <Suspense fallback={<PageLoading />}>
              <SignedInArea />
            </Suspense>
          ),
          children: liveRows.filter(([, row]) => row.access !== 'public').map(toRoute),
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
