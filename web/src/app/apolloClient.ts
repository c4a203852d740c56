import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { sessionExpiryLink } from '../auth/sessionExpiryLink';

/**
 * The one GraphQL client: same-origin cookie session (`sid`, httpOnly) and the header that satisfies
 * the gateway's CSRF prevention.
 */
export function createApolloClient(onSessionLost: () => void): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      sessionExpiryLink(onSessionLost),
      new HttpLink({
        uri: '/graphql',
        credentials: 'same-origin',
        headers: { 'apollo-require-preflight': 'true' },
      }),
    ]),
    cache: new InMemoryCache(),
  });
}
