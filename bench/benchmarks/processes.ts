import { signIn, staffMobiles } from '../lib/accounts';
import { graphqlBody, graphqlOk, HOMEWORK_LIST } from '../lib/graphql';
import { closedLoop, load } from '../lib/load';
import { startRoundRobin } from '../lib/proxy';
import type { Figure } from '../lib/report';
import { postgresReachable, scaled, seedSchool } from '../lib/school';
import { type ServerProcess, startServer } from '../lib/servers';
import type { BenchOptions } from './options';

const CONNECTIONS = 32;
const ADD_QUESTION = `mutation Add($input: QuestionInput!) { addQuestion(input: $input) { id } }`;
const question = (n: number) => ({
  type: 'SINGLE_CHOICE',
  stem: `<p>基准题 ${n}</p>`,
  options: [
    { content: 'A', isRight: true },
    { content: 'B', isRight: false },
  ],
  rightAnswer: '',
  analysis: '',
  difficulty: 2,
  remark: 'bench',
  subQuestions: [],
});

/**
 * One and then two API processes on one PostgreSQL database, with one gateway in front: throughput of
 * question creates by many staff at once (then checked: every answered create is in the bank, once) and
 * of the homework list.
 */
export async function processesBenchmark({ seconds }: BenchOptions): Promise<Figure[]> {
  if (!(await postgresReachable())) {
    return [
      {
        benchmark: 'processes',
        name: 'skipped',
        value: Number.NaN,
        unit: '',
        note: 'PostgreSQL not reachable at PG_ADMIN_URL',
      },
    ];
  }
  const figures: Figure[] = [];
  const measured: Record<number, { writes: number; reads: number }> = {};
  for (const count of [1, 2]) {
    const school = await seedSchool(scaled(2, 2), 'postgres');
    const apis: ServerProcess[] = [];
    try {
      for (let i = 0; i < count; i++) apis.push(await startServer({ role: 'api', databaseUrl: school.url }));
      const balancer = await startRoundRobin(apis.map((a) => a.url));
      const gateway = await startServer({ role: 'gateway', upstream: balancer.url });
      try {
        const mobiles = staffMobiles(scaled(2).classes).filter((m) => m !== '13800000003');
        const sessions = await Promise.all(mobiles.map((m) => signIn(balancer.url, m)));
        const before = await bankTotal(
          gateway.url,
          sessions.map((s) => s.token),
        );
        const writes = await closedLoop({
          workers: CONNECTIONS,
          seconds,
          call: async (worker, n) => {
            const res = await fetch(`${gateway.url}/graphql`, {
              method: 'POST',
              headers: {
                authorization: `Bearer ${sessions[worker % sessions.length]?.token}`,
                'content-type': 'application/json',
              },
              body: graphqlBody(ADD_QUESTION, { input: question(worker * 100_000 + n) }),
            });
            return graphqlOk(await res.text());
          },
        });
        const created = writes.succeeded;
        const after = await bankTotal(
          gateway.url,
          sessions.map((s) => s.token),
        );
        const reads = await load({
          url: gateway.url,
          connections: CONNECTIONS,
          seconds,
          method: 'POST',
          path: '/graphql',
          perConnection: (i) => ({
            headers: {
              authorization: `Bearer ${sessions[i % sessions.length]?.token}`,
              'content-type': 'application/json',
            },
            requests: [
              { method: 'POST', path: '/graphql', body: graphqlBody(HOMEWORK_LIST, { page: 1, limit: 20 }) },
            ],
          }),
          verify: graphqlOk,
        });
        measured[count] = { writes: writes.requestsPerSecond, reads: reads.requestsPerSecond };
        figures.push({
          benchmark: 'processes',
          name: `${count} API process${count > 1 ? 'es' : ''}: lost or doubled creates`,
          value: Math.abs(after - before - created),
          unit: 'writes',
          target: { kind: 'max', value: 0, of: 'value' },
          note: `${created} creates answered, bank grew by ${after - before}; refused ${writes.failures + writes.errors}`,
        });
      } finally {
        await gateway.close();
        await balancer.close();
      }
    } finally {
      for (const api of apis) await api.close();
      await school.drop();
    }
  }
  const one = measured[1];
  const two = measured[2];
  if (one && two) {
    figures.push(
      {
        benchmark: 'processes',
        name: 'question creates through the gateway, 2 API processes',
        value: two.writes,
        unit: 'req/s',
        baseline: { name: '1 process', value: one.writes },
      },
      {
        benchmark: 'processes',
        name: 'homework list through the gateway, 2 API processes',
        value: two.reads,
        unit: 'req/s',
        baseline: { name: '1 process', value: one.reads },
      },
    );
  }
  return figures;
}

/** The sum of every staff member's bank size, asked through GraphQL. */
async function bankTotal(url: string, tokens: readonly string[]): Promise<number> {
  let total = 0;
  for (const token of tokens) {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: graphqlBody('query { myQuestions(page: 1, limit: 1) { total } }'),
    });
    const body = (await res.json()) as { data?: { myQuestions: { total: number } } };
    total += body.data?.myQuestions.total ?? 0;
  }
  return total;
}
