import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { rawRequest } from '../../test/rawRequest';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { storedPath } from '../files/storage';

let server: TestServer;
let teacher: string;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'compression-'));
  process.env.FILES_DIR = dir;
  server = await startTestServer();
  teacher = await server.login(DEMO_ACCOUNTS.teacher);
}, 60_000);
afterAll(async () => {
  await server?.close();
  delete process.env.FILES_DIR;
  await rm(dir, { recursive: true, force: true });
});

describe('the REST API alone compresses its answers', () => {
  it('a large answer goes out in brotli when the caller accepts it, and reads back whole', async () => {
    const plain = await rawRequest(`${server.url}/api/openapi.json`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rawRequest(`${server.url}/api/openapi.json`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 5);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  });

  it('gzip for a caller that accepts only gzip; a small answer goes as it is', async () => {
    const gzip = await rawRequest(`${server.url}/api/openapi.json`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const small = await rawRequest(`${server.url}/healthz`, { headers: { 'accept-encoding': 'br' } });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('a stored file is downloaded with the bytes it was stored with, never compressed again', async () => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(200)}</svg>`,
    );
    // A community picture, stored as the media upload leaves it (the images route takes rasters only).
    const name = { sha256: createHash('sha256').update(svg).digest('hex'), ext: 'svg' as const };
    await mkdir(path.dirname(storedPath(name)), { recursive: true });
    await writeFile(storedPath(name), svg);
    const file = await rawRequest(`${server.url}/api/files/${name.sha256}.svg`, {
      headers: { 'accept-encoding': 'br, gzip', authorization: `Bearer ${teacher}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.body.equals(svg)).toBe(true);
  });
});
