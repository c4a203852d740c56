/**
 * `npx tsx bench/listProfile.ts <school.db> [rest|graphql|inprocess] [seconds]`: where the CPU of one homework list
 * goes. Seeds the gateway benchmark's school into `<school.db>` once, starts the benchmark server (one
 * process: GraphQL and REST), warms it, then loads the list at 16 connections for `seconds` (default 8)
 * with a CPU profile on, and prints CPU ms per request (the server's process, from /proc) and the
 * profile's self time per request, by module and by function. The profile is kept beside the school
 * (`<school.db>.<kind>.cpuprofile`, for Chrome's DevTools). `inprocess` calls the list's query in this
 * process instead (the session lookup and `listHomework`, page 1 of 50, for the demo teacher): one
 * thread and no sockets, steadier than the server on a loaded machine.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { findSession } from '../api/src/auth/sessions';
import { DEMO_ACCOUNTS } from '../api/src/demo/scale';
import { seedDemoSchool } from '../api/src/demo/seed';
import { listHomework } from '../api/src/homework/homeworkQueries';
import { toViewer } from '../api/src/http/viewer';
import { openAppStore } from '../api/src/modules';
import { signIn } from './lib/accounts';
import { cpuPerRequest, descendantsOf } from './lib/cpuTime';
import { graphqlBody, graphqlOk, HOMEWORK_LIST, restOk } from './lib/graphql';
import { load } from './lib/load';
import { scaled } from './lib/school';
import { startServer } from './lib/servers';

const [school, kind = 'graphql', secondsArg = '8'] = process.argv.slice(2);
if (!school || !['rest', 'graphql', 'inprocess'].includes(kind))
  throw new Error('usage: listProfile.ts <school.db> [rest|graphql|inprocess] [seconds]');
const seconds = Number(secondsArg);

if (!existsSync(school)) {
  const store = await openAppStore({ databaseUrl: `sqlite:${school}` });
  const { events } = await seedDemoSchool(store, scaled(1));
  await store.close();
  console.log(`seeded ${events} events into ${school}`);
}

if (kind === 'inprocess') {
  const store = await openAppStore({ databaseUrl: `sqlite:${school}` });
  const user = await store.db
    .selectFrom('users')
    .selectAll()
    .where('mobile', '=', DEMO_ACCOUNTS.teacher)
    .executeTakeFirstOrThrow();
  const viewer = toViewer(user, 'token');
  const now = Math.floor(Date.now() / 1000);
  const list = async () => {
    await findSession(store.db, 'token', now);
    return listHomework(store.db, viewer, { page: 1, limit: 50 }, now);
  };
  for (let i = 0; i < 300; i++) await list();
  const calls = 500;
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i++) await list();
  const cpu = process.cpuUsage(before);
  console.log(
    `inprocess: CPU ${((cpu.user + cpu.system) / 1000 / calls).toFixed(3)} ms per list (${calls} calls)`,
  );
  await store.close();
  process.exit(0);
}

const profileFile = `${school}.${kind}.cpuprofile`;
rmSync(profileFile, { force: true });
process.env.BENCH_CPU_PROFILE = profileFile;
const server = await startServer({ role: 'one', databaseUrl: `sqlite:${school}` });
// tsx runs the server in a child process; only that one listens for SIGUSR2.
const signal = () => {
  for (const pid of descendantsOf(server.pid)) process.kill(pid, 'SIGUSR2');
};
try {
  const { token } = await signIn(server.url, '13800000001');
  const auth = { authorization: `Bearer ${token}` };
  const shape =
    kind === 'rest'
      ? { path: '/api/lector/hw/index?page=1&limit=20', headers: auth, verify: restOk }
      : {
          method: 'POST' as const,
          path: '/graphql',
          headers: { ...auth, 'content-type': 'application/json' },
          body: graphqlBody(HOMEWORK_LIST, { page: 1, limit: 20 }),
          verify: graphqlOk,
        };
  const common = { url: server.url, connections: 16, ...shape };
  await load({ ...common, seconds: 3 });
  signal();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const result = await cpuPerRequest(server.pid, () => load({ ...common, seconds }));
  signal();
  for (let tries = 0; !existsSync(profileFile) && tries < 100; tries++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 300));
  console.log(
    `${kind}: ${result.requests} requests, ${result.requestsPerSecond.toFixed(0)} req/s, ` +
      `${result.failures + result.errors} failed, CPU ${result.cpuMsPerRequest.toFixed(3)} ms per request ` +
      `(server process, /proc)`,
  );
  report(JSON.parse(readFileSync(profileFile, 'utf8')) as Profile, result.cpuMsPerRequest);
} finally {
  await server.close();
}

interface Profile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time of the profile, by module and by function, the largest first: each one's share of the
 * sampled busy time, and that share of the CPU ms per request measured from /proc (the samples' own
 * times count wall time, which on a loaded machine includes time the process waited for a core).
 */
function report(profile: Profile, cpuMsPerRequest: number) {
  const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of selfUs) {
    const frame = nodeById.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    busy += us;
    const module = moduleOf(frame.url, frame.functionName);
    byModule.set(module, (byModule.get(module) ?? 0) + us);
    const fn = `${frame.functionName || '(anonymous)'} ${module}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const perRequest = (us: number) => `${((us / busy) * cpuMsPerRequest).toFixed(3)} ms`;
  for (const [title, table, top] of [
    ['by module', byModule, Number(process.env.TOP ?? 20)],
    ['by function', byFunction, Number(process.env.TOP ?? 30)],
  ] as const) {
    console.log(`\n${title}:`);
    for (const [name, us] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`  ${perRequest(us).padStart(9)}  ${((100 * us) / busy).toFixed(1).padStart(4)}%  ${name}`);
  }
}

/** A package name for node_modules, a path for the project's own files, else what V8 calls it. */
function moduleOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return url;
  const path = url.replace(/^file:\/\//, '');
  const inModules = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1] as string;
  return relative(process.cwd(), path);
}
