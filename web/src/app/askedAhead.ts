import type { ApolloClient } from '@apollo/client';
import { matchPath, matchRoutes } from 'react-router-dom';
import { sessionQuery } from '../auth/operations';
import { parseParams } from './routes/params';
import { routes } from './routes/routes';
import { type LiveRouteName, screens } from './screens';

const liveRoutes = Object.entries(routes).flatMap(([name, row]) =>
  row.live ? [{ id: name, path: row.path, access: row.access }] : [],
);

/**
 * Whether the path opens a page behind sign-in, matched as the router matches it. A public page (Login,
 * not-found) asks nothing: a session refused there would take the visitor to Login.
 */
function signedInRoute(pathname: string): LiveRouteName | undefined {
  const matched = matchRoutes(liveRoutes, pathname)?.at(-1)?.route;
  return matched && matched.access !== 'public' ? (matched.id as LiveRouteName) : undefined;
}

/**
 * What the first screen waits for, asked as soon as the app starts instead of one after the other: the
 * session (otherwise asked once the signed-in frame's chunk has loaded), the frame's chunk, the page's
 * screen chunk (otherwise loaded once the session has answered), and for a page whose data the server
 * is slow to answer, that data: today a class opened on its gradebook (thousands of students × items).
 * Each screen still asks for what it needs: Apollo joins a query already on its way, and a module is
 * loaded once.
 */
export function askAheadOnOpening(
  client: ApolloClient,
  location: { pathname: string; search: string },
): void {
  const name = signedInRoute(location.pathname);
  if (!name) return;
  // Refusals are the screens' to show: a lost session already takes the user to Login.
  const ignore = () => undefined;
  client.query({ query: sessionQuery }).catch(ignore);
  import('./frame/SignedInArea').catch(ignore);
  screens[name].preload().catch(ignore);
  const match = matchPath(routes.ClassDetail.path, location.pathname);
  const params =
    match && parseParams(routes.ClassDetail.params, match.params, new URLSearchParams(location.search));
  if (params?.tab !== 'gradebook') return;
  import('../classes/ClassDetailScreen').catch(ignore);
  import('../classes/gradebookRequest').then(
    ({ askClassOnItsGradebook }) => askClassOnItsGradebook(client, String(params.id)),
    ignore,
  );
}
