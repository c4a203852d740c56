import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistedQueryCache, readShippedOperations, SHIPPED_OPERATIONS_FILE } from './shippedOperations';
import { startFakeUpstream } from './testing/fakeUpstream';
import { post, startGateway } from './testing/graphqlClient';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hashOnly = (hash: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
const SHIPPED = 'query Health {\n  health\n}';

/** A built web app's folder holding only its operations' manifest. */
function webDist(manifest: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(dir, SHIPPED_OPERATIONS_FILE), JSON.stringify(manifest));
  return dir;
}

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  gateway = await startGateway({
    upstream: upstream.url,
    shippedOperations: readShippedOperations(webDist({ [sha256(SHIPPED)]: SHIPPED })),
  });
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

describe("the web app's operations as persisted queries", () => {
  it('a freshly started gateway answers the first hash-only request of a shipped operation', async () => {
    const { body } = await post(gateway.url, hashOnly(sha256(SHIPPED)));
    expect(body).toEqual({ data: { health: 'ok' } });
  });

  it('another document still gets PersistedQueryNotFound first, then registers with its text', async () => {
    const other = '{ health }';
    const first = await post(gateway.url, hashOnly(sha256(other)));
    expect(first.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    await post(gateway.url, { query: other, ...hashOnly(sha256(other)) });
    const again = await post(gateway.url, hashOnly(sha256(other)));
    expect(again.body).toEqual({ data: { health: 'ok' } });
  });

  it('a shipped operation is never replaced nor dropped by what other clients register', async () => {
    const cache = persistedQueryCache(new Map([[sha256(SHIPPED), SHIPPED]]));
    const key = `apq:${sha256(SHIPPED)}`;
    await cache.set(key, '{ __typename }');
    await cache.delete(key);
    expect(await cache.get(key)).toBe(SHIPPED);
  });

  it('a manifest whose text does not match its hash stops the start-up', () => {
    expect(() => readShippedOperations(webDist({ [sha256('{ health }')]: SHIPPED }))).toThrow(
      /does not have that hash/,
    );
  });

  it('without a built web app no operation is known in advance', () => {
    expect(readShippedOperations(mkdtempSync(join(tmpdir(), 'no-web-'))).size).toBe(0);
  });
});
