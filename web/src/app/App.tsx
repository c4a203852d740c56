import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './apolloClient';
import { askAheadOnOpening } from './askedAhead';
import { Providers } from './Providers';
import { returnToLogin } from './returnToLogin';
import { createAppRouter } from './router';

const router = createAppRouter();
const client = createApolloClient(() => returnToLogin(router, client));
askAheadOnOpening(client, router.state.location);

/**
 * The app behind sign-in: the router over the route table and the GraphQL client. Loaded by the
 * entry for every page but Login's first visit, and after signing in there.
 */
export function App() {
  return (
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}
