import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './apolloClient';
import { registerLocale } from './locale';
import { Providers } from './Providers';
import { returnToLogin } from './returnToLogin';
import { createAppRouter } from './router';

registerLocale();

const router = createAppRouter();
const client = createApolloClient(() => returnToLogin(router, client));

/**
 * The app behind sign-in: the router over the route table, the GraphQL client and PrimeReact's
 * settings. Loaded by the entry for every page but Login's first visit, and after signing in there.
 */
export function App() {
  return (
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}
