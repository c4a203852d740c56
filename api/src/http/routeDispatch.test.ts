import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler, type Express, Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routersByFirstSegment } from './routeDispatch';
import { servedRoutes } from './routeTable';

/** Routers like the domains': shared first segments, a mounted sub-router, a parameter first, a middleware of its own. */
function routers(): Router[] {
  const answer = (text: string) => (_req: express.Request, res: express.Response) => {
    res.send(`${text}${res.getHeader('x-seen') ? ' seen' : ''}`);
  };
  const homework = Router()
    .get('/hw/index', answer('homework list'))
    .get('/hw/:id', answer('homework detail'));
  const grading = Router()
    .get('/hw/index', answer('grading shadowed'))
    .get('/hw/grade/:id', answer('grading'))
    .get('/testDetail/report', answer('report'));
  const auth = Router().use('/auth', Router().post('/login', answer('login')));
  const seen = Router().use((_req, res, next) => {
    res.setHeader('x-seen', '1');
    next();
  });
  const failing = Router().get('/fail/now', () => {
    throw new Error('broken');
  });
  const anyFirst = Router().get('/:name/echo', (req, res) => {
    res.send(`echo ${req.params.name}`);
  });
  return [seen, homework, grading, auth, failing, anyFirst];
}

function appWith(mount: (app: Express) => void): Express {
  const app = express();
  mount(app);
  app.use((_req, res) => {
    res.status(404).send('not found');
  });
  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    res.status(500).send(`error ${(error as Error).message}`);
  };
  app.use(onError);
  return app;
}

const plain = appWith((app) => app.use('/api', ...routers()));
const dispatched = appWith((app) => app.use('/api', routersByFirstSegment(routers())));
const urls: Record<string, string> = {};

beforeAll(async () => {
  for (const [name, app] of Object.entries({ plain, dispatched })) {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    urls[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    afterAll(() => new Promise((resolve) => server.close(resolve)));
  }
});

const ask = async (base: string | undefined, method: string, path: string) => {
  const res = await fetch(`${base}${path}`, { method });
  return `${res.status} ${await res.text()}`;
};

const requests: [string, string][] = [
  ['GET', '/api/hw/index'],
  ['GET', '/api/HW/Index'],
  ['GET', '/api/hw/12'],
  ['GET', '/api/hw/grade/3'],
  ['GET', '/api/testDetail/report'],
  ['GET', '/api/testdetail/report/'],
  ['POST', '/api/auth/login'],
  ['GET', '/api/auth/login'],
  ['GET', '/api/fail/now'],
  ['GET', '/api/someone/echo'],
  ['GET', '/api/hw/echo'],
  ['GET', '/api/nothing/here'],
  ['GET', '/api/'],
  ['GET', '/api//hw/index'],
];

describe('routers dispatched by first segment', () => {
  it('answers every request as Express trying each router in turn would', async () => {
    for (const [method, path] of requests)
      expect(await ask(urls.dispatched, method, path), `${method} ${path}`).toBe(
        await ask(urls.plain, method, path),
      );
  });

  it('the first router with the route answers; a router that may answer any path sees every request', async () => {
    expect(await ask(urls.dispatched, 'GET', '/api/hw/index')).toBe('200 homework list seen');
    expect(await ask(urls.dispatched, 'GET', '/api/hw/grade/3')).toBe('200 grading seen');
    expect(await ask(urls.dispatched, 'POST', '/api/auth/login')).toBe('200 login seen');
    expect(await ask(urls.dispatched, 'GET', '/api/someone/echo')).toBe('200 echo someone');
    expect(await ask(urls.dispatched, 'GET', '/api/fail/now')).toBe('500 error broken');
    expect(await ask(urls.dispatched, 'GET', '/api/nothing/here')).toBe('404 not found');
  });

  it('the route table still lists every route of the routers', () => {
    const listed = (app: Express) => servedRoutes(app).map((r) => `${r.method} ${r.path}`);
    expect(listed(dispatched)).toEqual(listed(plain));
    expect(listed(dispatched)).toContain('POST /api/auth/login');
  });
});
