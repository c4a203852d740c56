import { post } from './graphqlClient';

/** Calls to a server of the demo school (`startOneProcess`) as one of its accounts: sign in, GraphQL, REST. */
export function demoClient(serverUrl: string) {
  return {
    async signIn(mobile: string, password = 'Demo2026'): Promise<string> {
      const res = await fetch(`${serverUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile, password }),
      });
      return ((await res.json()) as { data: { token: string } }).data.token;
    },
    gql: (token: string, query: string, variables: Record<string, unknown> = {}) =>
      post(`${serverUrl}/graphql`, { query, variables }, { authorization: `Bearer ${token}` }),
    async rest(token: string, path: string): Promise<Record<string, unknown>> {
      const res = await fetch(`${serverUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { data: Record<string, unknown> }).data;
    },
  };
}
