import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { webApp } from './web';

let server: Server | undefined;
afterEach(() => server?.close());

async function serve(dist: string): Promise<string> {
  const app = express().use(webApp(dist));
  app.use((_req, res) => res.status(418).send('next'));
  server = createServer(app);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the web app on the same port', () => {
  it('serves index.html for the web’s routes and the hashed assets for good', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const url = await serve(dist);

    const route = await fetch(`${url}/homework/manage?tab=approve`);
    expect(route.status).toBe(200);
    expect(await route.text()).toBe('<div id="root"></div>');
    expect(route.headers.get('cache-control')).toBe('no-cache');

    const asset = await fetch(`${url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('pages carry a strict CSP: scripts only from our origin, no framing', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
    const csp = (await fetch(`${await serve(dist)}/homework/manage`)).headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('leaves /api and /graphql to the servers behind it', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), 'x');
    const url = await serve(dist);
    expect((await fetch(`${url}/api/nothing`)).status).toBe(418);
    expect((await fetch(`${url}/graphql`)).status).toBe(418);
  });

  it('without a build, says to run npm run build', async () => {
    const url = await serve(join(tmpdir(), 'no-such-web-dist'));
    const answer = await fetch(`${url}/`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('npm run build');
    expect((await fetch(`${url}/graphql`)).status).toBe(418);
  });
});
