import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeworkListDocument, SessionDocument } from '../generated/graphql';
import { createApolloClient } from './apolloClient';
import { persistedQueryManifest } from './persistedQueries';

afterEach(() => {
  vi.unstubAllGlobals();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the persisted-query manifest of the build', () => {
  it('holds each operation under the hash the client sends alone, with the text it sends after', async () => {
    const sent: { hash: string; query?: string }[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      sent.push({ hash: body.extensions.persistedQuery.sha256Hash, query: body.query });
      return body.query
        ? Response.json({ data: null, errors: [{ message: 'stop' }] })
        : Response.json({
            errors: [
              { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
            ],
          });
    });
    const manifest = persistedQueryManifest([SessionDocument, HomeworkListDocument], sha256);
    const client = createApolloClient(() => undefined);
    for (const query of [SessionDocument, HomeworkListDocument]) {
      await client
        .query({ query, variables: {} as never, fetchPolicy: 'network-only' })
        .catch(() => undefined);
    }
    const retries = sent.filter((request) => request.query);
    expect(retries).toHaveLength(2);
    for (const { hash, query } of retries) expect(manifest[hash]).toBe(query);
    expect(Object.keys(manifest)).toHaveLength(2);
  });
});
