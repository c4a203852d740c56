import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayContext } from './context';
import { request } from './upstream';
import { createUpstreamPool } from './upstreamPool';

/** A REST API that answers every call after 300 ms. */
let slow: Server;
let ctx: GatewayContext;

beforeAll(async () => {
  slow = createServer((_req, res) => {
    setTimeout(() => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 0, msg: 'ok', data: { done: true } }));
    }, 300);
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
  ctx = {
    upstreamUrl,
    upstreamPool: createUpstreamPool(upstreamUrl),
    token: undefined,
    requestId: 'upstream-test',
    forwardedFor: undefined,
  } as GatewayContext;
});
afterAll(async () => {
  await ctx.upstreamPool.close();
  await new Promise<void>((resolve) => slow.close(() => resolve()));
});

describe('the upstream client', () => {
  it('answers 504 when a call outlasts its time', async () => {
    await expect(request(ctx, 'POST', '/test/export', { timeoutMs: 50 })).rejects.toMatchObject({
      extensions: { status: 504 },
    });
  });

  it('waits as long as a call that builds a file is given', async () => {
    expect(await request(ctx, 'POST', '/test/export', { timeoutMs: 5_000 })).toEqual({ done: true });
  });
});
