import { inBatches, signIn, staffMobiles } from '../lib/accounts';
import { graphqlBody, graphqlOk, HOMEWORK_LIST } from '../lib/graphql';
import { load } from '../lib/load';
import type { Figure } from '../lib/report';
import { scaled, seedSchool } from '../lib/school';
import { startServer } from '../lib/servers';
import type { BenchOptions } from './options';

const SESSIONS = 200;
const FACTOR = 4;

/**
 * 200 signed-in staff sessions at once paging and filtering the homework list through /graphql, as
 * the browser does; each connection is one session cycling through pages and filters.
 */
export async function staffBenchmark({ seconds }: BenchOptions): Promise<Figure[]> {
  const school = await seedSchool(scaled(FACTOR, 3));
  const server = await startServer({ role: 'one', databaseUrl: school.url });
  try {
    const mobiles = staffMobiles(scaled(FACTOR).classes);
    const sessions = await inBatches(
      Array.from({ length: SESSIONS }, (_, i) => mobiles[i % mobiles.length] as string),
      4,
      (mobile) => signIn(server.url, mobile),
    );
    const views = [
      { page: 1, limit: 20 },
      { page: 2, limit: 20 },
      { page: 1, limit: 20, filter: { name: '作业' } },
      { page: 1, limit: 50 },
      { page: 1, limit: 20, filter: { courseTitle: '课' } },
    ];
    const result = await load({
      url: server.url,
      connections: SESSIONS,
      seconds,
      method: 'POST',
      path: '/graphql',
      perConnection: (i) => ({
        headers: {
          authorization: `Bearer ${sessions[i % sessions.length]?.token}`,
          'content-type': 'application/json',
        },
        requests: views.map((v, k) => ({
          method: 'POST' as const,
          path: '/graphql',
          body: graphqlBody(HOMEWORK_LIST, views[(i + k) % views.length] ?? v),
        })),
      }),
      verify: graphqlOk,
    });
    const note = `${result.requests} requests, ${result.requestsPerSecond.toFixed(0)} req/s, ${mobiles.length} staff accounts`;
    return [
      { benchmark: 'staff', name: '200 sessions, homework list: p50', value: result.p50, unit: 'ms', note },
      {
        benchmark: 'staff',
        name: '200 sessions, homework list: p95',
        value: result.p95,
        unit: 'ms',
        target: { kind: 'max', value: 50, of: 'value' },
      },
      { benchmark: 'staff', name: '200 sessions, homework list: p99', value: result.p99, unit: 'ms' },
      {
        benchmark: 'staff',
        name: '200 sessions, homework list: errors',
        value: result.errors + result.failures,
        unit: 'req',
        target: { kind: 'max', value: 0, of: 'value' },
      },
    ];
  } finally {
    await server.close();
    await school.drop();
  }
}
