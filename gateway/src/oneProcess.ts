import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { compressAnswers } from '@school/api/compression';
import { keepIdleConnections } from '@school/api/keepAlive';
import express from 'express';
import { log } from './log';
import { securityHeaders } from './securityHeaders';
import { createGateway } from './server';
import { readShippedOperations } from './shippedOperations';
import type { UpstreamApp } from './upstreamTransport';
import { WEB_DIST, webApp } from './web';

export interface OneProcessOptions {
  /** 0 picks a free port. */
  port: number;
  /** Front this REST API instead of creating one in this process. */
  upstreamUrl?: string | undefined;
  /** Passed to `createApi` when the API runs in this process. */
  databaseUrl?: string | undefined;
  redisUrl?: string | undefined;
  logLevel?: string | undefined;
  /** Seed the first-start demo school (with answered homework) into an empty in-process database. */
  firstStartSchool?: boolean | undefined;
  introspection?: boolean | undefined;
  /** Folder of the built web app; default `web/dist`. */
  webDist?: string | undefined;
  /** Express `trust proxy` (e.g. `loopback` or a hop count) when behind a TLS-terminating proxy. */
  trustProxy?: string | undefined;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Where the REST API lives: this process, or `upstreamUrl`. */
  upstream: 'in-process' | string;
  close(): Promise<void>;
}

/**
 * Web, GraphQL and (unless `upstreamUrl` is given) the REST API on one port. In this process the
 * gateway's calls enter the REST app without a socket, through the same middleware and routes as a
 * request over HTTP; in front of `upstreamUrl` they go over HTTP.
 */
export async function startOneProcess(options: OneProcessOptions): Promise<RunningServer> {
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = keepIdleConnections(
    createServer((req, res) => {
      if (handle) return handle(req, res);
      res
        .writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' })
        .end('Starting\n');
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  const closers: (() => Promise<void>)[] = [];
  try {
    const app = express();
    app.disable('x-powered-by');
    app.use(securityHeaders());
    if (options.trustProxy) app.set('trust proxy', parseTrustProxy(options.trustProxy));

    let upstream: string | UpstreamApp | undefined = options.upstreamUrl;
    if (!upstream) {
      const { createApi, FIRST_START_SCALE } = await import('@school/api');
      const api = await createApi({
        ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
        ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
        ...(options.logLevel ? { logLevel: options.logLevel } : {}),
        ...(options.firstStartSchool ? { demoScale: FIRST_START_SCALE } : {}),
      });
      closers.unshift(() => api.close());
      // Only /api (and its /healthz, and its static /templates and /uploads) go to the REST app, so its
      // answers never shadow /graphql or the web.
      const isApiPath = (path: string) =>
        path === '/api' || /^\/(api|templates|uploads)\//.test(path) || path === '/healthz';
      app.use((req, res, next) => (isApiPath(req.path) ? api.app(req, res) : next()));
      upstream = api.app;
    }

    const gateway = await createGateway({
      upstream,
      ...(options.introspection === undefined ? {} : { introspection: options.introspection }),
      shippedOperations: readShippedOperations(options.webDist ?? WEB_DIST),
    });
    closers.unshift(() => gateway.stop());
    // After the REST app, which compresses its own answers: GraphQL answers and index.html here.
    app.use(compressAnswers());
    app.use(gateway.router);
    app.use(webApp(options.webDist));
    handle = app;
  } catch (error) {
    await closeAll(server, closers);
    throw error;
  }

  return {
    url: `http://localhost:${port}`,
    port,
    upstream: options.upstreamUrl ?? 'in-process',
    close: () => closeAll(server, closers),
  };
}

/** Stop taking connections, let requests in flight finish (at most 5 s), then stop gateway and API. */
async function closeAll(server: ReturnType<typeof createServer>, closers: (() => Promise<void>)[]) {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), 5000);
  await closed;
  clearTimeout(force);
  for (const close of closers) {
    try {
      await close();
    } catch (error) {
      log.error('close failed', { err: String(error) });
    }
  }
}

/** `TRUST_PROXY` as Express wants it: true/false, a hop count, or addresses such as `loopback`. */
export function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
