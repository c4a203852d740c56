import type { ApolloClient } from '@apollo/client';
import type { LoginLocationState } from '../auth/LoginScreen';
import { sessionQuery } from '../auth/operations';
import type { AppRouter } from './router';
import { routes } from './routes/routes';
import { routeTo } from './routes/routeTo';

/**
 * The session is gone: open Login remembering where the user was, so signing in again returns there.
 * Login says the session expired when one was known.
 */
export function returnToLogin(router: AppRouter, client: ApolloClient): void {
  const { pathname, search } = router.state.location;
  if (pathname === routes.Login.path) return;
  const sessionExpired = client.readQuery({ query: sessionQuery }) !== null;
  const redirect = pathname === routes.Home.path && !search ? undefined : pathname + search;
  const state: LoginLocationState = { sessionExpired };
  void router.navigate(routeTo('Login', { redirect }), { replace: true, state });
}
