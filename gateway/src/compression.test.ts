import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../../api/test/rawRequest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/** `npm start`'s one process: the built web app, GraphQL and REST on one port, the first-start school. */
let server: RunningServer;
let dist: string;
let token: string;
const SCRIPT = Buffer.from(`export const rows = [${'"作业列表", '.repeat(400)}];\n`);

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
  // As the web build leaves a script: the file, and its brotli and gzip forms beside it.
  writeFileSync(join(dist, 'assets', 'list-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'list-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'list-abc123.js.gz'), gzipSync(SCRIPT));
  server = await startOneProcess({
    port: 0,
    databaseUrl: 'sqlite::memory:',
    logLevel: 'silent',
    firstStartSchool: true,
    webDist: dist,
  });
  const login = await post(`${server.url}/graphql`, {
    query: 'mutation { login(mobile: "13800000001", password: "Demo2026") { token } }',
  });
  token = login.body.data.login.token;
}, 300_000);
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('compression in one process', () => {
  it('a script goes out as built in brotli, else gzip, else plain, always with Vary', async () => {
    const url = `${server.url}/assets/list-abc123.js`;
    const br = await rawRequest(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.body).equals(SCRIPT)).toBe(true);
    const gzip = await rawRequest(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await rawRequest(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(SCRIPT)).toBe(true);
  });

  it('the homework list over REST comes in brotli', async () => {
    const rest = await rawRequest(`${server.url}/api/lector/hw/index?page=1&limit=20`, {
      headers: { 'accept-encoding': 'br', authorization: `Bearer ${token}` },
    });
    expect(rest.status).toBe(200);
    expect(rest.headers['content-encoding']).toBe('br');
    const answer = JSON.parse(brotliDecompressSync(rest.body).toString('utf8'));
    expect(answer.data.list.length).toBeGreaterThan(0);
  });

  it('the homework list over GraphQL comes in brotli', async () => {
    const graphql = await rawRequest(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'accept-encoding': 'br',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({
        query: `{ homeworkList { total list { id name classNames endingTime publisherName dueCount notGradedCount
          abilities { recall { shown allowed reason } continuePublishing { shown allowed reason } } } } }`,
      }),
    });
    expect(graphql.status).toBe(200);
    expect(graphql.headers['content-encoding']).toBe('br');
    const answer = JSON.parse(brotliDecompressSync(graphql.body).toString('utf8'));
    expect(answer.data.homeworkList.list.length).toBeGreaterThan(0);
  });
});
