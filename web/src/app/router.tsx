import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, useParams, useSearchParams } from 'react-router-dom';
import { capabilityRefusals, hasCapability } from '../shared/session/capabilities';
import { useViewer } from '../shared/session/viewer';
import { NoAccess } from '../shared/ui/NoAccess';
import { PageLoading } from '../shared/ui/PageLoading';
import { HomeLink } from './HomeLink';
import { PageNotFound } from './PageNotFound';
import { RouteError } from './RouteError';
import type { RouteHandle } from './routes/handle';
import { mayOpen } from './routes/navigation';
import { type ParamSpec, parseParams } from './routes/params';
import { routes } from './routes/routes';
import type { RouteRow } from './routes/row';
import { type LiveRouteName, screens } from './screens';

type Row = RouteRow<ParamSpec>;

const SignedInArea = lazy(() => import('./frame/SignedInArea'));

/** The route's screen with its URL parameters, or not-found when a parameter is missing or malformed. */
function Screen({ name }: { name: LiveRouteName }) {
  const pathParams = useParams();
  const [query] = useSearchParams();
  const params = parseParams(routes[name].params, pathParams, query);
  const Component = screens[name] as ComponentType<{ params: unknown }>;
  return params ? <Component params={params} /> : <PageNotFound />;
}

/** A role or capability the route does not allow shows 无权访问 before anything of the screen loads. */
function StaffScreen({ name }: { name: LiveRouteName }) {
  const viewer = useViewer();
  const row: Row = routes[name];
  if (!mayOpen(row.access, viewer.user.role)) return <NoAccess actions={<HomeLink />} />;
  if (!hasCapability(viewer, row.capability)) {
    return <NoAccess reason={row.capability && capabilityRefusals[row.capability]} actions={<HomeLink />} />;
  }
  return <Screen name={name} />;
}

const liveNames = (Object.keys(screens) as LiveRouteName[]).filter((name) => routes[name].live);

const toRoute = (name: LiveRouteName): RouteObject => ({
  path: routes[name].path,
  handle: { name } satisfies RouteHandle,
  element: routes[name].access === 'public' ? <Screen name={name} /> : <StaffScreen name={name} />,
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
          children: liveNames.filter((name) => routes[name].access === 'public').map(toRoute),
        },
        {
          element: (
            <Suspense fallback={<PageLoading />}>
              <SignedInArea />
            </Suspense>
          ),
          children: liveNames.filter((name) => routes[name].access !== 'public').map(toRoute),
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
