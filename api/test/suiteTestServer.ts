import { Worker } from 'node:worker_threads';
import type { ApiOptions } from '../src/app';
import { startTestServer, type TestServer } from './httpServer';
import { suiteDatabase } from './suiteDatabase';

/** The real API with the demo school, on the suite's database; `close` also drops the database. */
export async function startSuiteTestServer(
  options: ApiOptions = {},
): Promise<TestServer & { databaseUrl: string; kind: 'sqlite' | 'postgres' }> {
  const database = await suiteDatabase();
  const server = await startTestServer({ ...options, databaseUrl: database.url });
  return {
    ...server,
    databaseUrl: database.url,
    kind: database.kind,
    close: async () => {
      await server.close();
      await database.drop();
    },
  };
}

/**
 * Polls `/healthz` one request after another until stopped, and tells the slowest answer: how a
 * suite shows that the server stays responsive while it is being attacked. The polling runs in a
 * worker thread of its own, so the test's own work (building a huge file, collecting its garbage)
 * never delays a check and makes the server look slow.
 */
export function watchHealth(baseUrl: string, everyMs = 10) {
  const worker = new Worker(HEALTH_POLLER, {
    eval: true,
    workerData: { url: `${baseUrl}/healthz`, everyMs },
  });
  const done = new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  let stopped: Promise<number[]> | undefined;
  return {
    /** Ends the polling (again: the same figures) and tells the figures. */
    async stop(): Promise<{ samples: number; maxMs: number; p50Ms: number }> {
      if (!stopped) {
        worker.postMessage('stop');
        stopped = done.finally(() => worker.terminate());
      }
      const times = await stopped;
      const sorted = [...times].sort((a, b) => a - b);
      return {
        samples: times.length,
        maxMs: Math.round(sorted.at(-1) ?? 0),
        p50Ms: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      };
    },
  };
}

/** The poller's code (plain JavaScript, run with `eval`). */
const HEALTH_POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
const { Agent, get } = require('node:http');
// one kept-alive connection, fresh for this watch: no handshake per check, no idle socket to lose
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
let running = true;
parentPort.once('message', () => { running = false; });
const once = () => new Promise((resolve, reject) => {
  const req = get(workerData.url, { agent }, (res) => {
    res.resume();
    res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error('/healthz answered ' + res.statusCode))));
  });
  req.on('error', reject);
});
(async () => {
  const times = [];
  while (running) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
  }
  agent.destroy();
  parentPort.postMessage(times);
})().catch((error) => { throw error; });
`;

/** How many answers had each HTTP status, e.g. `{ 200: 30, 429: 2 }`. */
export function countStatuses(responses: readonly { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
