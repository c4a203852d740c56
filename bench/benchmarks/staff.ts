import { Client, request } from 'undici';
import { inBatches, signIn, staffMobiles } from '../lib/accounts';
import { cpuPerRequest } from '../lib/cpuTime';
import { graphqlBody, graphqlOk, HOMEWORK_LIST } from '../lib/graphql';
import { type LoadResult, load, openLoop } from '../lib/load';
import type { Figure } from '../lib/report';
import { scaled, seedSchool } from '../lib/school';
import { startServer } from '../lib/servers';
import type { BenchOptions } from './options';

const SESSIONS = 200;
const FACTOR = 4;
/** Between one view and the next, a member of staff reads for 1 to 3 seconds. */
const PAUSE_MS = [1000, 3000] as const;

/**
 * 200 signed-in staff sessions paging and filtering the homework list through /graphql, as the browser
 * does, each session cycling through pages and filters. Measured twice: saturated (a closed loop of 200
 * connections without pauses: every answer is followed at once by the next call, so a call waits about
 * 200 / throughput) and as staff work (an open model, each session one view every 1–3 s).
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
    const bodyOf = (session: number, n: number) =>
      graphqlBody(HOMEWORK_LIST, views[(session + n) % views.length] as Record<string, unknown>);
    const saturated = await cpuPerRequest(server.pid, () =>
      load({
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
          requests: views.map((_, k) => ({ method: 'POST' as const, path: '/graphql', body: bodyOf(i, k) })),
        }),
        verify: graphqlOk,
      }),
    );
    await drained(server.url);
    // Each session's browser is already on the page: one kept-alive connection of its own, opened
    // before the clock starts (a pause of at most 3 s is within the server's 5 s keep-alive).
    const browsers = sessions.map(() => new Client(server.url, { pipelining: 1 }));
    await Promise.all(
      browsers.map(async (b) => (await b.request({ method: 'GET', path: '/healthz' })).body.text()),
    );
    const paced = await openLoop({
      sessions: SESSIONS,
      seconds,
      pauseMs: PAUSE_MS,
      call: async (session, n) => {
        const response = await (browsers[session] as Client).request({
          method: 'POST',
          path: '/graphql',
          headers: {
            authorization: `Bearer ${sessions[session]?.token}`,
            'content-type': 'application/json',
          },
          body: bodyOf(session, n),
        });
        const body = await response.body.text();
        return response.statusCode === 200 && graphqlOk(body);
      },
    });
    await Promise.all(browsers.map((b) => b.close()));
    const accounts = `${mobiles.length} staff accounts`;
    return [
      ...figuresOf('200 sessions, no pause (saturated)', saturated, accounts, 100),
      {
        benchmark: 'staff',
        name: '200 sessions, no pause (saturated): throughput',
        value: saturated.requestsPerSecond,
        unit: 'lists/s',
      },
      {
        benchmark: 'staff',
        name: '200 sessions, no pause (saturated): CPU ms per request',
        value: saturated.cpuMsPerRequest,
        unit: 'ms',
        note: 'the server process (gateway and REST), from /proc (user + system)',
      },
      ...figuresOf('200 sessions, 1–3 s between views', paced, accounts, 50),
    ];
  } finally {
    await server.close();
    await school.drop();
  }
}

function figuresOf(label: string, result: LoadResult, accounts: string, p95Max: number): Figure[] {
  const note = `${result.requests} requests, ${result.requestsPerSecond.toFixed(0)} req/s, ${accounts}`;
  return [
    { benchmark: 'staff', name: `${label}: p50`, value: result.p50, unit: 'ms', note },
    {
      benchmark: 'staff',
      name: `${label}: p95`,
      value: result.p95,
      unit: 'ms',
      target: { kind: 'max', value: p95Max, of: 'value' },
    },
    { benchmark: 'staff', name: `${label}: p99`, value: result.p99, unit: 'ms' },
    {
      benchmark: 'staff',
      name: `${label}: errors`,
      value: result.errors + result.failures,
      unit: 'req',
      target: { kind: 'max', value: 0, of: 'value' },
    },
  ];
}

/** Waits until the calls the closed loop left in flight are answered: a health check comes back quickly. */
async function drained(url: string): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const started = performance.now();
    await (await request(`${url}/healthz`)).body.text();
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
