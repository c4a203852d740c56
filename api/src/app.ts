import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import express, { type Express } from 'express';
import { type DestinationStream, pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { createLoginThrottle } from './auth/loginThrottle';
import type { ApiContext } from './context';
import { DEFAULT_SCALE, type DemoScale } from './demo/scale';
import { seedDemoSchool } from './demo/seed';
import { apiDocsRoutes } from './http/apiDocs';
import { authenticate, requireRole } from './http/authenticate';
import { bodyParsers } from './http/bodyParsers';
import { compressAnswers } from './http/compression';
import { sendOk } from './http/envelope';
import { errorHandler, notFoundHandler } from './http/errorHandler';
import { keepIdleConnections, stopServing } from './http/keepAlive';
import { setRequestState } from './http/requestState';
import { routersByFirstSegment } from './http/routeDispatch';
import { modules, openAppStore } from './modules';
import { countEvents } from './store/eventStore';
import type { Store } from './store/store';

export interface ApiOptions {
  /** `sqlite:<path>`, `sqlite::memory:` or `postgres://…`; default DATABASE_URL or sqlite:data/app.db. */
  databaseUrl?: string;
  /** Shares login throttling between processes; default REDIS_URL, in memory when unset. */
  redisUrl?: string;
  /** Seed the demo school into an empty database (default true). */
  seed?: boolean;
  /** Which demo school: default the small one without homework that tests start from. */
  demoScale?: DemoScale;
  logLevel?: string;
  /** Where JSON log lines go; default stdout. */
  logDestination?: DestinationStream;
  clock?: () => number;
}

export interface Api {
  app: Express;
  /**
   * The app on an HTTP server that outlives its clients' idle connections (`keepIdleConnections`);
   * `close` stops it first.
   */
  listen(port: number, host?: string, onListening?: () => void): Server;
  store: Store;
  storeKind: Store['kind'];
  close(): Promise<void>;
}

export async function createApi(options: ApiOptions = {}): Promise<Api> {
  const logger = pino(
    {
      level: options.logLevel ?? process.env.LOG_LEVEL ?? 'info',
      // Credentials never reach the log.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    options.logDestination ?? pino.destination(1),
  );
  const clock = options.clock ?? Date.now;
  const store = await openAppStore({ databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL, clock });
  if (options.seed !== false && (await countEvents(store.db)) === 0) {
    const started = performance.now();
    const seeded = await seedDemoSchool(store, options.demoScale ?? DEFAULT_SCALE);
    logger.info({ ...seeded, ms: Math.round(performance.now() - started) }, 'demo school seeded');
  }
  const throttle = createLoginThrottle(options.redisUrl ?? process.env.REDIS_URL);
  await throttle.ready();
  const ctx: ApiContext = { store, throttle, logger };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(compressAnswers());
  const genReqId = (req: IncomingMessage, res: ServerResponse) => {
    const id = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
    res.setHeader('x-request-id', id);
    return id;
  };
  // The access log writes at info (errors at error): below that level it would write nothing, so a
  // request only gets its id, not the per-request logger pino-http builds (and redacts) before knowing.
  app.use(
    logger.isLevelEnabled('error')
      ? pinoHttp({ logger, genReqId })
      : (req, res, next) => {
          req.id = genReqId(req, res);
          next();
        },
  );
  app.use((req, res, next) => {
    setRequestState(res, {
      requestId: String(req.id),
      now: clock(),
      viewer: undefined,
      sessionExpired: false,
    });
    next();
  });
  app.use(authenticate(store.db), ...bodyParsers());

  app.get('/healthz', async (_req, res, next) => {
    try {
      sendOk(res, { status: 'ok', store: store.kind, events: await countEvents(store.db) });
    } catch (error) {
      next(error);
    }
  });
  const routersOf = (kind: 'apiRoutes' | 'publicRoutes' | 'staffRoutes') =>
    routersByFirstSegment(modules.flatMap((module) => module[kind]?.(ctx) ?? []));
  app.use('/api', routersOf('apiRoutes'));
  app.use(routersOf('publicRoutes'));
  const staff = routersOf('staffRoutes');
  app.use('/api/lector', requireRole('teacher'), staff);
  app.use('/api/assistants', requireRole('assistant'), staff);
  // The published description of the calls above (OpenAPI) and its viewer.
  app.use(apiDocsRoutes(() => app));
  app.use(notFoundHandler);
  app.use(errorHandler(logger));

  const servers: Server[] = [];
  return {
    app,
    listen: (port, host, onListening) => {
      const server = keepIdleConnections(createServer(app));
      servers.push(server);
      return host === undefined ? server.listen(port, onListening) : server.listen(port, host, onListening);
    },
    store,
    storeKind: store.kind,
    close: async () => {
      await Promise.all(servers.map(stopServing));
      await throttle.close();
      await store.close();
    },
  };
}
