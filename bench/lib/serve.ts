/**
 * A server for a benchmark, in its own process so the load generator does not share its event loop.
 * BENCH_ROLE: `one` (GraphQL and REST), `api` (REST only), `gateway` (GraphQL in front of
 * BENCH_UPSTREAM) or `web` (as `npm start` serves it: the built web app too, and the first-start demo
 * school seeded into an empty BENCH_DATABASE_URL). Prints `READY <url>`.
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
} else if (role === 'web') {
  const server = await startOneProcess({ port: 0, databaseUrl, logLevel: 'silent', firstStartSchool: true });
  console.log(`READY http://127.0.0.1:${server.port}`);
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
