/**
 * What the gateway adds to a call: `GET /api/auth/me` straight to REST versus `query { me { user { id } } }`
 * through /graphql (which makes that same REST call over HTTP), both against the one-process server with
 * an in-memory SQLite API. Run: npx tsx gateway/bench/me-latency.ts  (N=500 by default; N=2000 to change).
 */
import { startOneProcess } from '../src/oneProcess';

const N = Number(process.env.N ?? 500);
const WARMUP = Number(process.env.WARMUP ?? 100);
process.env.LOG_LEVEL ??= 'silent';

const server = await startOneProcess({
  port: 0,
  databaseUrl: 'sqlite::memory:',
  logLevel: process.env.LOG_LEVEL,
  webDist: '/nonexistent',
});
try {
  const graphqlUrl = `${server.url}/graphql`;
  const login = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation { login(mobile: "13800000001", password: "Demo2026") { token } }',
    }),
  });
  const token = ((await login.json()) as { data?: { login: { token: string } } }).data?.login.token;
  if (!token) throw new Error('could not sign in as the demo teacher');
  const auth = { authorization: `Bearer ${token}` };

  const rest = async () => {
    const response = await fetch(`${server.url}/api/auth/me`, { headers: auth });
    const body = (await response.json()) as { code: number };
    if (body.code !== 0) throw new Error(`REST me failed: ${JSON.stringify(body)}`);
  };
  const body = JSON.stringify({ query: 'query { me { user { id } } }' });
  const graphql = async () => {
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body,
    });
    const answer = (await response.json()) as { errors?: unknown };
    if (answer.errors) throw new Error(`GraphQL me failed: ${JSON.stringify(answer.errors)}`);
  };

  for (let i = 0; i < WARMUP; i++) {
    await rest();
    await graphql();
  }
  // Interleaved, so drift (GC, JIT, SQLite cache) falls on both sides alike.
  const restMs: number[] = [];
  const graphqlMs: number[] = [];
  for (let i = 0; i < N; i++) {
    restMs.push(await time(rest));
    graphqlMs.push(await time(graphql));
  }

  const r = summary(restMs);
  const g = summary(graphqlMs);
  const f = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(`me latency, N=${N} sequential calls each after ${WARMUP} warm-up, node ${process.version}`);
  console.log(`  REST     GET /api/auth/me               median ${f(r.median)}  p95 ${f(r.p95)}`);
  console.log(`  GraphQL  query { me { user { id } } }   median ${f(g.median)}  p95 ${f(g.p95)}`);
  console.log(
    `  added by the gateway                    median ${f(g.median - r.median)}  p95 ${f(g.p95 - r.p95)}`,
  );
} finally {
  await server.close();
}

async function time(call: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}
