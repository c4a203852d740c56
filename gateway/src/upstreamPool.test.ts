import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayContext } from './context';
import { request } from './upstream';
import { httpTransport } from './upstreamTransport';

/** A REST API that answers every call after 30 ms and counts connections and calls in flight. */
let api: Server;
let url: string;
const seen = { connections: 0, inFlight: 0, mostInFlight: 0, order: [] as string[] };

beforeAll(async () => {
  api = createServer((req, res) => {
    seen.inFlight += 1;
    seen.mostInFlight = Math.max(seen.mostInFlight, seen.inFlight);
    seen.order.push(String(req.headers['x-request-id']));
    setTimeout(() => {
      seen.inFlight -= 1;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 0, msg: 'ok', data: { id: req.headers['x-request-id'] } }));
    }, 30);
  });
  api.on('connection', () => {
    seen.connections += 1;
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

describe('the upstream pool', () => {
  it('keeps to its connections: further calls wait their turn, in the order they came', async () => {
    const upstream = httpTransport(url, 2);
    try {
      const contextOf = (i: number) => ({ upstream, requestId: `r${i}` }) as GatewayContext;
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => request<{ id: string }>(contextOf(i), 'GET', '/auth/me')),
      );
      expect(answers.map((a) => a.id)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7']);
      expect(seen.connections).toBe(2);
      expect(seen.mostInFlight).toBe(2);
      // The first two race for the two connections; the rest were queued first come first served.
      expect(seen.order.slice(2)).toEqual(['r2', 'r3', 'r4', 'r5', 'r6', 'r7']);
    } finally {
      await upstream.close();
    }
  });
});
