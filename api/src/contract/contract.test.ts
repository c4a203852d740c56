import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { describedRoutes, HAND_WRITTEN } from '../http/openapi';
import { setRequestState } from '../http/requestState';
import { route } from '../http/route';
import { entity } from './shapes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 90_000);
afterAll(() => server?.close());

describe('every answer is checked against its route’s output schema (CONTRACT_CHECK=1)', () => {
  const row = entity({ homework_name: z.string(), total: z.int().min(0) }, { id: z.int().min(1) });
  const appWith = (handler: () => unknown) => {
    const app = express();
    app.use((_req, res, next) => {
      setRequestState(res, { requestId: 'r1', now: Date.now(), viewer: undefined, sessionExpired: false });
      next();
    });
    app.get(
      '/api/lector/drift',
      route({ summary: 'Drift', roles: 'public', output: row, handler: handler as () => never }),
    );
    return app;
  };
  const ask = async (app: express.Express) => {
    const listener = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    const { port } = listener.address() as { port: number };
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/lector/drift`);
      return { status: res.status, body: (await res.json()) as { code: number; msg: string } };
    } finally {
      listener.close();
    }
  };

  it('is on in the test suites', () => {
    expect(process.env.CONTRACT_CHECK).toBe('1');
  });

  it('an answer in the spec’s names is sent as it is', async () => {
    const res = await ask(appWith(() => ({ homework_name: '作业', total: 3, id: 1 })));
    expect(res).toMatchObject({
      status: 200,
      body: { code: 0, data: { homework_name: '作业', total: 3, id: 1 } },
    });
  });

  it('a handler that renames a field of the spec answers 500 naming the route and the field', async () => {
    const res = await ask(appWith(() => ({ name: '作业', total: 3, id: 1 })));
    expect(res.status).toBe(500);
    expect(res.body.msg).toContain('GET /api/lector/drift');
    expect(res.body.msg).toContain('data.homework_name');
    // The field it answered instead is not declared: strict objects refuse it too.
    expect(res.body.msg).toContain('name');
  });

  it('a field of the wrong type, or an extra nobody declared, fails as well', async () => {
    const wrongType = await ask(appWith(() => ({ homework_name: '作业', total: '3', id: 1 })));
    expect(wrongType.status).toBe(500);
    expect(wrongType.body.msg).toContain('data.total');
    const undeclared = await ask(appWith(() => ({ homework_name: '作业', total: 3, id: 1, secret: 1 })));
    expect(undeclared.status).toBe(500);
    expect(undeclared.body.msg).toContain('secret');
  });

  it('is off unless the environment asks for it (production sends what the handler made)', async () => {
    process.env.CONTRACT_CHECK = '';
    try {
      const res = await ask(appWith(() => ({ name: '作业' })));
      expect(res.status).toBe(200);
    } finally {
      process.env.CONTRACT_CHECK = '1';
    }
  });
});

describe('every route declares its output schema', () => {
  // `output` is required by route()'s type; this holds the served table to it (a handler made
  // some other way would slip past the compiler). The file and export downloads stream bytes, not an
  // envelope: they are the hand-written handlers the published document describes by hand.
  it('in the served route table, but for the byte streams described by hand', () => {
    const served = describedRoutes(server.api.app);
    const without = served.filter((r) => !r.spec?.output).map((r) => `${r.method} ${r.path}`);
    expect(served.length).toBeGreaterThan(400);
    expect(without.sort(), 'declare `output:` (api/src/contract/)').toEqual(Object.keys(HAND_WRITTEN).sort());
  });
});
