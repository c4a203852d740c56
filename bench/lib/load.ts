import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Answers other than 2xx, and 2xx answers whose body says the call failed (checked by `verify`). */
  failures: number;
  requests: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  /** One request shape per call; `setup` may vary them per connection (a token each, say). */
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Per connection: its own headers and a sequence of requests to cycle through. */
  perConnection?: (index: number) => {
    headers: Record<string, string>;
    requests: { method: 'GET' | 'POST'; path: string; body?: string }[];
  };
  /** Reads a 2xx body and says whether the call succeeded (GraphQL errors come with 200). */
  verify?: (body: string) => boolean;
}

/** Load from autocannon on loopback, bounded in time; latencies in milliseconds. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  let failures = 0;
  let connection = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body === undefined ? {} : { body: options.body }),
    requests: [{ path: options.path }],
    setupClient: (client) => {
      const index = connection++;
      if (options.perConnection) {
        const shape = options.perConnection(index);
        client.setHeaders(shape.headers);
        client.setRequests(
          shape.requests.map((r) => ({
            method: r.method,
            path: r.path,
            ...(r.body === undefined ? {} : { body: r.body }),
          })),
        );
      }
      client.on('response', (_status: number, _bytes: number, duration: number) => latencies.push(duration));
      if (options.verify) {
        const verify = options.verify;
        client.on('body', (body: Buffer) => {
          if (!verify(body.toString('utf8'))) failures += 1;
        });
      }
    },
  });
  const result = await instance;
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts,
    failures: failures + result.non2xx,
    requests: result.requests.total,
  };
}

/** The p-th percentile (nearest rank) of latencies in milliseconds; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/**
 * A closed loop of `workers` callers for `seconds`, each waiting for its answer before the next call;
 * unlike autocannon, every request sent is awaited, so successes can be counted exactly (a write
 * benchmark checks them against the database afterwards).
 */
export async function closedLoop(options: {
  workers: number;
  seconds: number;
  call: (worker: number, n: number) => Promise<boolean>;
}): Promise<LoadResult & { succeeded: number }> {
  const latencies: number[] = [];
  let succeeded = 0;
  let failures = 0;
  let errors = 0;
  const started = performance.now();
  const until = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.workers }, async (_, worker) => {
      for (let n = 0; performance.now() < until; n++) {
        const t = performance.now();
        try {
          if (await options.call(worker, n)) succeeded += 1;
          else failures += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
    failures,
    requests: latencies.length,
    succeeded,
  };
}

/**
 * An open model: each of `sessions` callers makes a call, then the next one a pause later (drawn
 * uniformly from `pauseMs`) whether or not the last was answered, as people at their screens do. A
 * call's latency runs from the moment it was due, so a late start (a busy load generator) counts
 * against the server rather than being left out.
 */
export async function openLoop(options: {
  sessions: number;
  seconds: number;
  pauseMs: readonly [number, number];
  call: (session: number, n: number) => Promise<boolean>;
}): Promise<LoadResult> {
  const [shortest, longest] = options.pauseMs;
  const latencies: number[] = [];
  let failures = 0;
  let errors = 0;
  const calls: Promise<void>[] = [];
  const started = performance.now();
  const until = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.sessions }, async (_, session) => {
      // Sessions start spread over one pause, not all at once.
      let due = started + Math.random() * longest;
      for (let n = 0; due < until; n++) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        const from = due;
        calls.push(
          options.call(session, n).then(
            (ok) => {
              latencies.push(performance.now() - from);
              if (!ok) failures += 1;
            },
            () => {
              latencies.push(performance.now() - from);
              errors += 1;
            },
          ),
        );
        due += shortest + Math.random() * (longest - shortest);
      }
    }),
  );
  await Promise.all(calls);
  return {
    requestsPerSecond: latencies.length / options.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
    failures,
    requests: latencies.length,
  };
}
