import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Sends `GET /healthz` on the socket and resolves with the whole answer's head. */
const ask = (socket: ReturnType<typeof connect>, host: string) =>
  new Promise<string>((resolve, reject) => {
    socket.once('data', (chunk) => resolve(chunk.toString('latin1')));
    socket.once('error', reject);
    socket.write(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
  });

describe('idle connections', () => {
  it('a kept-alive connection idle longer than Node’s default 5 s still answers', async () => {
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    const first = await ask(socket, hostname);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toMatch(/keep-alive: timeout=65/i);
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(socket.destroyed).toBe(false);
    expect(await ask(socket, hostname)).toMatch(/^HTTP\/1\.1 200/);
    socket.destroy();
  }, 20_000);
});
