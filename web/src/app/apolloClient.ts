import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { sessionExpiryLink } from '../auth/sessionExpiryLink';
import { sha256Hex } from '../shared/sha256';
import { cacheTypePolicies } from './cacheTypePolicies';

/**
 * Automatic persisted queries: each operation is sent as its SHA-256 hash alone, and only when the
 * gateway answers PersistedQueryNotFound is it sent again with its text (after which the hash is
 * enough).
 */
export const persistedQueryLink = () => new PersistedQueryLink({ sha256: sha256Hex });

/**
 * The one GraphQL client: same-origin cookie session (`sid`, httpOnly), the header that satisfies
 * the gateway's CSRF prevention, and persisted queries.
 */
export function createApolloClient(onSessionLost: () => void): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      sessionExpiryLink(onSessionLost),
      persistedQueryLink(),
      new HttpLink({
        uri: '/graphql',
        credentials: 'same-origin',
        headers: { 'apollo-require-preflight': 'true' },
      }),
    ]),
    cache: new InMemoryCache({
      typePolicies: cacheTypePolicies,
    }),
  });
}
