import { createHash } from 'node:crypto';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPLORER_CSP, EXPLORER_PATH } from './explorer';
import { printedSchema, sdlSchema, undocumented } from './schemaDocs';
import { startFakeUpstream } from './testing/fakeUpstream';
import { post, startGateway } from './testing/graphqlClient';

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let origin: string;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  gateway = await startGateway({ upstream: upstream.url, introspection: true });
  origin = new URL(gateway.url).origin;
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

describe('the GraphQL explorer', () => {
  it('is served from this server under a policy that forbids scripts from elsewhere', async () => {
    const page = await fetch(`${origin}${EXPLORER_PATH}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(EXPLORER_CSP);
    expect(EXPLORER_CSP).toMatch(/script-src 'self';/);
    const html = await page.text();
    // Every script is a file of ours: none inline, none from another host.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toMatch(/src="(?!https?:|\/\/)[^"]+"/);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).toContain(`<base href="${EXPLORER_PATH}/">`);

    const bare = await fetch(`${origin}${EXPLORER_PATH}`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe(`${EXPLORER_PATH}/`);

    const init = await fetch(`${origin}${EXPLORER_PATH}/initial_options.js`);
    expect(init.status).toBe(200);
    expect(init.headers.get('content-type')).toMatch(/javascript/);
    const options = await init.text();
    expect(options).toContain('AltairGraphQL.init');
    expect(options).toContain('/graphql');
    const main = await fetch(`${origin}${EXPLORER_PATH}/main.js`);
    expect(main.status).toBe(200);
    expect(main.headers.get('content-type')).toMatch(/javascript/);
  });

  it('GET /graphql in a browser links to it, with nothing from a CDN', async () => {
    const res = await fetch(gateway.url, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(html).toContain(`href="${EXPLORER_PATH}/"`);
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('is not served while introspection is off', async () => {
    const closed = await startGateway({ upstream: upstream.url, introspection: false });
    try {
      const page = await fetch(`${new URL(closed.url).origin}${EXPLORER_PATH}/`);
      expect(page.status).not.toBe(200);
      expect(await page.text()).not.toContain('AltairGraphQL');
    } finally {
      await closed.close();
    }
  });
});

describe('the schema', () => {
  it('names what a schema leaves undocumented', () => {
    const sdl = `
      type Query { "Said." a(x: Int): Thing }
      type Thing { b: Kind }
      "Said." enum Kind { "Said." ONE TWO }
      input Filter { c: Int }
    `;
    expect(undocumented(buildSchema(sdl)).sort()).toEqual(
      ['Filter', 'Filter.c', 'Kind.TWO', 'Query.a(x)', 'Thing', 'Thing.b'].sort(),
    );
  });

  it('documents every type, field, argument, input field and enum value', () => {
    expect(undocumented(sdlSchema()), 'add a description in schema/*.graphql').toEqual([]);
  });

  it('is printed whole (schema.graphql) as the server serves it, descriptions included', async () => {
    const { body } = await post(gateway.url, {
      query: getIntrospectionQuery({ descriptions: true, schemaDescription: true }),
    });
    const served = printSchema(lexicographicSortSchema(buildClientSchema(body.data)));
    expect(printedSchema()).toBe(`${served}\n`);
  });
});

describe('persisted operations', () => {
  const query = '{ health }';
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const persisted = (hash: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

  it('an unknown hash gets the standard PersistedQueryNotFound answer', async () => {
    const { body } = await post(gateway.url, persisted('0'.repeat(64)));
    expect(body.errors[0]).toMatchObject({
      message: 'PersistedQueryNotFound',
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
    });
  });

  it('a hash sent once with its query is then enough', async () => {
    const first = await post(gateway.url, { query, ...persisted(sha256Hash) });
    expect(first.body).toEqual({ data: { health: 'ok' } });
    const again = await post(gateway.url, persisted(sha256Hash));
    expect(again.body).toEqual({ data: { health: 'ok' } });
  });

  it('a query that does not match its hash is refused', async () => {
    const { body } = await post(gateway.url, { query: '{ __typename }', ...persisted(sha256Hash) });
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toBe('provided sha does not match query');
  });
});
