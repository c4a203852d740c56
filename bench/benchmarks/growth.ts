import { signIn } from '../lib/accounts';
import { restOk } from '../lib/graphql';
import { load } from '../lib/load';
import type { Figure } from '../lib/report';
import { scaled, seedSchool } from '../lib/school';
import { startServer } from '../lib/servers';
import type { BenchOptions } from './options';

const FACTORS = [1, 4, 16] as const;
const CONNECTIONS = 8;
const CALLS = [
  { name: 'homework list', path: '/api/lector/hw/index?page=1&limit=20' },
  { name: 'question bank list', path: '/api/lector/ques/index?page=1&limit=10' },
];

/** The p95 of the list calls at 1×, 4× and 16× the demo school, each beside the 1× figure. */
export async function growthBenchmark({ seconds }: BenchOptions): Promise<Figure[]> {
  const p95: Record<string, number[]> = {};
  for (const factor of FACTORS) {
    const school = await seedSchool(scaled(factor, 3));
    const server = await startServer({ role: 'api', databaseUrl: school.url });
    try {
      const { token } = await signIn(server.url, '13800000001');
      const headers = { authorization: `Bearer ${token}` };
      for (const call of CALLS) {
        await load({ url: server.url, connections: CONNECTIONS, seconds: 1, path: call.path, headers });
        const result = await load({
          url: server.url,
          connections: CONNECTIONS,
          seconds: Math.max(2, seconds / 2),
          path: call.path,
          headers,
          verify: restOk,
        });
        if (result.failures + result.errors > 0)
          throw new Error(`${call.name} failed ${result.failures + result.errors} times at ${factor}×`);
        p95[call.name] = [...(p95[call.name] ?? []), result.p95];
      }
    } finally {
      await server.close();
      await school.drop();
    }
  }
  return CALLS.flatMap((call) => {
    const [one = Number.NaN, ...rest] = p95[call.name] ?? [];
    return rest.map((value, i) => ({
      benchmark: 'growth',
      name: `${call.name} p95 at ${FACTORS[i + 1]}× school`,
      value,
      unit: 'ms',
      baseline: { name: '1× school', value: one },
      ...(FACTORS[i + 1] === 16 ? { target: { kind: 'max' as const, value: 2, of: 'ratio' as const } } : {}),
    }));
  });
}
