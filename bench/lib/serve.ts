/**
 * A server for a benchmark, in its own process so the load generator does not share its event loop.
 * BENCH_ROLE: `one` (GraphQL and REST), `api` (REST only), `gateway` (GraphQL in front of
 * BENCH_UPSTREAM) or `web` (as `npm start` serves it: the built web app too, and the first-start demo
 * school seeded into an empty BENCH_DATABASE_URL). Prints `READY <url>`. With BENCH_CPU_PROFILE=<file>,
 * SIGUSR2 starts a CPU profile and the next SIGUSR2 writes it to that file (`bench/listProfile.ts`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApi } from '@school/api';
import { startOneProcess } from '../../gateway/src/oneProcess';

const role = process.env.BENCH_ROLE ?? 'one';
const databaseUrl = process.env.BENCH_DATABASE_URL;
process.env.LOG_LEVEL = 'silent';
// BENCH_CPU_PROFILE_DIR=<dir>: the server's CPU profile from start to SIGTERM, written into <dir> on exit.
const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
const profiler = profileDir ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
process.once('SIGTERM', async () => {
  if (profiler && profileDir) {
    const { profile } = await profiler.post('Profiler.stop');
    mkdirSync(profileDir, { recursive: true });
    writeFileSync(join(profileDir, `${role}-${process.pid}.cpuprofile`), JSON.stringify(profile));
  }
  process.exit(0);
});

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

const profileFile = process.env.BENCH_CPU_PROFILE;
if (profileFile) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  // Sample every 100 µs: a list request takes about a millisecond.
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  let profiling = false;
  process.on('SIGUSR2', async () => {
    if (!profiling) {
      profiling = true;
      await session.post('Profiler.start');
      console.log('PROFILING');
      return;
    }
    profiling = false;
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
    console.log('PROFILED');
  });
}
