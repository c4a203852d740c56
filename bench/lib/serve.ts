/**
 * A server for a benchmark, in its own process so the load generator does not share its event loop.
 * BENCH_ROLE: `one` (web, GraphQL and REST), `api` (REST only) or `gateway` (GraphQL in front of
 * BENCH_UPSTREAM). Seeds BENCH_SCALE into an empty BENCH_DATABASE_URL first; prints `READY <url>`.
 */
import type { AddressInfo } from 'node:net';
import { createApi } from '@school/api';
import { startOneProcess } from '../../gateway/src/oneProcess';

const role = process.env.BENCH_ROLE ?? 'one';
const databaseUrl = process.env.BENCH_DATABASE_URL;
process.env.LOG_LEVEL = 'silent';

if (role === 'api') {
  const api = await createApi({ databaseUrl, logLevel: 'silent', seed: false });
  const server = api.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  console.log(`READY http://127.0.0.1:${(server.address() as AddressInfo).port}`);
} else {
  const server = await startOneProcess({
    port: 0,
    upstreamUrl: role === 'gateway' ? process.env.BENCH_UPSTREAM : undefined,
    databaseUrl,
    logLevel: 'silent',
    webDist: '/nonexistent',
  });
  console.log(`READY http://127.0.0.1:${server.port}`);
}
