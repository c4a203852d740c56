import { gzipSync } from 'node:zlib';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, startFakeUpstream } from './testing/fakeUpstream';
import { post, startGateway } from './testing/graphqlClient';

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  gateway = await startGateway({ upstream: upstream.url });
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** `__type` is not skipped by the depth limit, so nested `ofType` gives a valid query of any depth. */
const queryOfDepth = (depth: number) => {
  let selection = 'name';
  for (let level = 4; level <= depth; level++) selection = `ofType { ${selection} }`;
  return `{ __type(name: "Query") { fields { ${selection.replace(/^ofType/, 'type')} } } }`;
};

describe('operation limits', () => {
  it('answers a query at the depth limit (10)', async () => {
    const { status, body } = await post(gateway.url, { query: queryOfDepth(10) });
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
  });

  it('refuses a query deeper than 10 before running it', async () => {
    const { status, body } = await post(gateway.url, { query: queryOfDepth(11) });
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toContain('Query depth limit of 10 exceeded, found 11');
  });

  it('refuses more than 15 aliases', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: health`).join(' ')} }`;
    expect((await post(gateway.url, { query: aliases(15) })).body.data.a14).toBe('ok');
    const { status, body } = await post(gateway.url, { query: aliases(16) });
    expect(status).toBe(400);
    expect(body.errors[0].message).toContain('Aliases limit of 15 exceeded');
  });

  it('refuses a document of more than 2000 tokens', async () => {
    const fields = (n: number) => `{ ${'health '.repeat(n)}}`;
    const atLimit = await post(gateway.url, { query: fields(1998) });
    expect(atLimit.body.errors?.[0]?.extensions.code).not.toBe('GRAPHQL_PARSE_FAILED');
    const { status, body } = await post(gateway.url, { query: fields(1999) });
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
    expect(body.errors[0].message).toContain('2000 tokens');
  });

  it('refuses batched requests', async () => {
    const { status, body } = await post(gateway.url, [{ query: '{ health }' }, { query: '{ health }' }]);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('batching');
  });

  it('refuses a GET operation without a preflight header (CSRF prevention)', async () => {
    const response = await fetch(`${gateway.url}?query=${encodeURIComponent('{ health }')}`);
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: [{ message: string }] };
    expect(errors[0].message).toContain('CSRF');
    // Whole, so a client learns what to send instead.
    expect(errors[0].message).toContain('apollo-require-preflight');
    expect(errors[0].message).toContain('x-apollo-operation-name');
  });
});

describe('errors carry no internals', () => {
  const raw = (body: string | Buffer, headers: Record<string, string>) =>
    fetch(gateway.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it.each([
    ['malformed JSON', '{"query":', {}, 400],
    [
      'an unsupported charset',
      '{"query":"{ health }"}',
      { 'content-type': 'application/json; charset=ebcdic' },
      415,
    ],
    ['an unknown Content-Encoding', '{"query":"{ health }"}', { 'content-encoding': 'bogus' }, 415],
    ['a gzip bomb', gzipSync(Buffer.alloc(40 * 1024 * 1024, 32)), { 'content-encoding': 'gzip' }, 413],
    [
      'a body over the limit',
      JSON.stringify({ query: '{ health }', variables: { x: 'a'.repeat(15e6) } }),
      {},
      413,
    ],
  ] as const)(
    '%s answers a GraphQL error with a 4xx, never an HTML page',
    async (_name, body, headers, status) => {
      const response = await raw(body as string | Buffer, headers);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toContain('application/json');
      const text = await response.text();
      expect(JSON.parse(text).errors[0].extensions.code).toBe('BAD_REQUEST');
      expect(text).not.toMatch(/node_modules|at .*\(|<html/i);
    },
  );

  it('an 8 MB name answers a short validation error, not the name back', async () => {
    const { status, body } = await post(gateway.url, { query: `{ ${'a'.repeat(8e6)} }` });
    expect(status).toBe(400);
    expect(body.errors[0].message.length).toBeLessThan(400);
  });

  it('no stack trace leaves, even for a server error', async () => {
    upstream.state.meAnswer = fail(500, 'boom');
    const { body } = await post(gateway.url, { query: '{ me { canCorrect } }' });
    upstream.state.meAnswer = undefined;
    expect(body.errors[0].extensions.stacktrace).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain('boom');
  });

  it('no answer may be cached: cache-control no-store, on success and on error', async () => {
    const ok = await raw(JSON.stringify({ query: queryOfDepth(4) }), {});
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const refused = await raw(JSON.stringify({ query: queryOfDepth(11) }), {});
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});

describe('introspection switch', () => {
  it('is on by default: the full introspection query passes the limits', async () => {
    const { body } = await post(gateway.url, { query: getIntrospectionQuery() });
    expect(body.errors).toBeUndefined();
    expect(body.data.__schema.queryType.name).toBe('Query');
  });

  it('GRAPHQL_INTROSPECTION=false turns it off', async () => {
    vi.stubEnv('GRAPHQL_INTROSPECTION', 'false');
    const closed = await startGateway({ upstream: upstream.url });
    try {
      const { body } = await post(closed.url, { query: '{ __schema { queryType { name } } }' });
      expect(body.data).toBeUndefined();
      expect(body.errors[0].message).toContain('introspection');
      const health = await post(closed.url, { query: '{ health }' });
      expect(health.body.data).toEqual({ health: 'ok' });
    } finally {
      await closed.close();
    }
  });

  /** Misspelt names of every kind, through literals and variables: each would earn a suggestion. */
  const misspelt: { name: string; payload: { query: string; variables?: Record<string, unknown> } }[] = [
    { name: 'field', payload: { query: '{ healt }' } },
    { name: 'enum literal', payload: { query: '{ circlePosts(order: NEWW) { __typename } }' } },
    {
      name: 'enum through a variable',
      payload: {
        query: 'query ($o: CirclePostOrder) { circlePosts(order: $o) { __typename } }',
        variables: { o: 'NEWW' },
      },
    },
    { name: 'argument', payload: { query: '{ circlePosts(ordr: NEW) { __typename } }' } },
    {
      name: 'type of a variable',
      payload: { query: 'query ($o: CirclePostOrde) { circlePosts(order: $o) { __typename } }' },
    },
    {
      name: 'input field through a variable',
      payload: {
        query: 'mutation ($i: OpStatusChange!) { changeOpStatus(input: $i) { __typename } }',
        variables: { i: { classId: 1, courseId: 1, periodId: 1, studentId: 1, actio: 'X' } },
      },
    },
    {
      name: 'enum inside an input through a variable',
      payload: {
        query: 'mutation ($i: OpStatusChange!) { changeOpStatus(input: $i) { __typename } }',
        variables: { i: { classId: 1, courseId: 1, periodId: 1, studentId: 1, action: 'LEAVEE' } },
      },
    },
  ];
  /** A suggestion's words, or a name of the schema the request did not spell itself. */
  const SUGGESTION = /did you mean|\bhealth\b|"(NEW|HOT|LEAVE)"|"order"|"action"/i;

  it('with introspection off, no error suggests a name of the schema', async () => {
    const closed = await startGateway({ upstream: upstream.url, introspection: false });
    try {
      for (const { name, payload } of misspelt) {
        const { status, body } = await post(closed.url, payload);
        expect(status, name).toBe(400);
        expect(body.errors.length, name).toBeGreaterThan(0);
        for (const error of body.errors)
          expect(error.message.replace(/Field "action" of required type/, ''), name).not.toMatch(SUGGESTION);
      }
    } finally {
      await closed.close();
    }
  });

  it('with introspection on, the same errors still help (the switch is what hides them)', async () => {
    for (const { name, payload } of misspelt) {
      const { body } = await post(gateway.url, payload);
      expect(body.errors.map((e: { message: string }) => e.message).join(' '), name).toMatch(/Did you mean/);
    }
  });

  it('the introspection option overrides the environment', async () => {
    vi.stubEnv('GRAPHQL_INTROSPECTION', 'false');
    const open = await startGateway({ upstream: upstream.url, introspection: true });
    try {
      const { body } = await post(open.url, { query: '{ __schema { queryType { name } } }' });
      expect(body.data.__schema.queryType.name).toBe('Query');
    } finally {
      await open.close();
    }
  });
});
