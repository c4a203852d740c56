import type { ApolloClient } from '@apollo/client';
import { matchPath, matchRoutes } from 'react-router-dom';
import { sessionQuery } from '../auth/operations';
import { parseParams } from './routes/params';
import { routes } from './routes/routes';

const liveRoutes = Object.entries(routes).flatMap(([name, row]) =>
  row.live ? [{ id: name, path: row.path, access: row.access }] : [],
);

/**
 * Whether the path opens a page behind sign-in, matched as the router matches it. A public page (Login,
 * not-found) asks nothing: a session refused there would take the visitor to Login.
 */
function opensSignedIn(pathname: string): boolean {
  const matched = matchRoutes(liveRoutes, pathname)?.at(-1)?.route;
  return matched !== undefined && matched.access !== 'public';
}

/**
 * What the first screen waits for, asked as soon as the app starts instead of one after the other: the
 * session (otherwise asked once the signed-in frame's chunk has loaded), the frame's chunk, and for a
 * page whose data the server is slow to answer, that data and its screen's chunk. Each screen still
 * asks for what it needs: Apollo joins a query already on its way, and a module is loaded once.
 * The one such page today: a class opened on its gradebook (thousands of students × items).
 */
export function askAheadOnOpening(
  client: ApolloClient,
  location: { pathname: string; search: string },
): void {
  if (!opensSignedIn(location.pathname)) return;
  // Refusals are the screens' to show: a lost session already takes the user to Login.
  const ignore = () => undefined;
  client.query({ query: sessionQuery }).catch(ignore);
  import('./frame/SignedInArea').catch(ignore);
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
