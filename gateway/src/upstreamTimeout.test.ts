import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayContext } from './context';
import { request } from './upstream';
import { httpTransport, inProcessTransport, type UpstreamTransport } from './upstreamTransport';

/** A REST API that answers every call after 300 ms. */
function answerLate(_req: IncomingMessage, res: ServerResponse) {
  setTimeout(() => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code: 0, msg: 'ok', data: { done: true } }));
  }, 300);
}

let slow: Server;
const transports: Record<string, UpstreamTransport> = {};

beforeAll(async () => {
  slow = createServer(answerLate);
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  transports.http = httpTransport(`http://127.0.0.1:${(slow.address() as AddressInfo).port}`);
  transports['in-process'] = inProcessTransport(answerLate);
});
afterAll(async () => {
  await Promise.all(Object.values(transports).map((transport) => transport.close()));
  await new Promise<void>((resolve) => slow.close(() => resolve()));
});

describe.each(['http', 'in-process'])('the upstream client, %s', (name) => {
  const ctx = () => ({ upstream: transports[name], requestId: 'upstream-test' }) as GatewayContext;

  it('answers 504 when a call outlasts its time', async () => {
    await expect(request(ctx(), 'POST', '/test/export', { timeoutMs: 50 })).rejects.toMatchObject({
      extensions: { status: 504 },
    });
  });

  it('waits as long as a call that builds a file is given', async () => {
    expect(await request(ctx(), 'POST', '/test/export', { timeoutMs: 5_000 })).toEqual({ done: true });
  });
});
