import { createServer } from 'node:http';
import { compressAnswers } from '@school/api/compression';
import { keepIdleConnections } from '@school/api/keepAlive';
import express from 'express';
import { log } from './log';
import { parseTrustProxy } from './oneProcess';
import { securityHeaders } from './securityHeaders';
import { createGateway } from './server';

/** `npm run start:gateway`: the gateway alone, in front of a REST API at UPSTREAM_URL. */
const upstreamUrl = process.env.UPSTREAM_URL;
if (!upstreamUrl) {
  console.error(
    'UPSTREAM_URL is required: the base URL of the REST API, e.g. UPSTREAM_URL=http://127.0.0.1:3000',
  );
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8081);

const gateway = await createGateway({ upstream: upstreamUrl });
const app = express();
app.disable('x-powered-by');
app.use(securityHeaders());
if (process.env.TRUST_PROXY) app.set('trust proxy', parseTrustProxy(process.env.TRUST_PROXY));
app.use(compressAnswers());
app.use(gateway.router);

const server = keepIdleConnections(createServer(app));
server.listen(port, () => {
  console.log(`Gateway at http://localhost:${port}/graphql in front of ${upstreamUrl}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log.info(`${signal}: closing`);
    server.close(async () => {
      await gateway.stop();
      process.exit(0);
    });
    server.closeIdleConnections();
  });
}
