import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { sessionExpiryLink } from '../auth/sessionExpiryLink';
import { sha256Hex } from '../shared/sha256';

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
      // A lesson session and a class meeting may share an id: a calendar card is known by its key,
      // and its class groups (a team class or a class) live inside it.
      typePolicies: {
        CalendarCard: { keyFields: ['key'] },
        CalendarCardGroup: { keyFields: false },
        // A rubric's criteria and levels are numbered within their rubric (1, 2…), and a homework's
        // rubric is a copy: none is one object across the cache.
        RubricCriterion: { keyFields: false },
        RubricLevel: { keyFields: false },
        AttachedRubric: { keyFields: false },
      },
    }),
  });
}
