import { signIn } from '../lib/accounts';
import { cpuPerRequest } from '../lib/cpuTime';
import { graphqlBody, graphqlOk, HOMEWORK_LIST, ME, restOk } from '../lib/graphql';
import { type LoadResult, load } from '../lib/load';
import type { Figure } from '../lib/report';
import { scaled, seedSchool } from '../lib/school';
import { startServer } from '../lib/servers';
import type { BenchOptions } from './options';

const CONNECTIONS = 16;

/**
 * What the gateway costs: the homework list and `me` through /graphql beside the same REST calls,
 * at 16 connections, on one server process (the gateway calls REST over loopback as in production).
 */
export async function gatewayBenchmark({ seconds }: BenchOptions): Promise<Figure[]> {
  const school = await seedSchool(scaled(1));
  const server = await startServer({ role: 'one', databaseUrl: school.url });
  try {
    const { token } = await signIn(server.url, '13800000001');
    const auth = { authorization: `Bearer ${token}` };
    const json = { ...auth, 'content-type': 'application/json' };
    const pairs = [
      {
        name: 'homework list',
        rest: { path: '/api/lector/hw/index?page=1&limit=20' },
        graphql: { body: graphqlBody(HOMEWORK_LIST, { page: 1, limit: 20 }) },
      },
      { name: 'me', rest: { path: '/api/auth/me' }, graphql: { body: graphqlBody(ME) } },
    ];
    const figures: Figure[] = [];
    for (const pair of pairs) {
      const common = { url: server.url, connections: CONNECTIONS, seconds };
      // Warm both paths (JIT, SQLite page cache) before measuring.
      await load({ ...common, seconds: 2, path: pair.rest.path, headers: auth });
      // The server's CPU time per answer (its processes, from /proc), beside the throughput.
      const rest = await cpuPerRequest(server.pid, () =>
        load({ ...common, path: pair.rest.path, headers: auth, verify: restOk }),
      );
      const gql = await cpuPerRequest(server.pid, () =>
        load({
          ...common,
          method: 'POST',
          path: '/graphql',
          headers: json,
          body: pair.graphql.body,
          verify: graphqlOk,
        }),
      );
      figures.push(
        {
          benchmark: 'gateway',
          name: `${pair.name}: GraphQL throughput`,
          value: gql.requestsPerSecond,
          unit: 'req/s',
          baseline: { name: 'REST', value: rest.requestsPerSecond },
          target: { kind: 'min', value: 0.8, of: 'ratio' },
          note: failuresNote(rest, gql),
        },
        {
          benchmark: 'gateway',
          name: `${pair.name}: CPU ms per request`,
          value: gql.cpuMsPerRequest,
          unit: 'ms',
          baseline: { name: 'REST', value: rest.cpuMsPerRequest },
          note: 'GraphQL beside REST; server processes at 16 connections, from /proc (user + system)',
        },
        {
          benchmark: 'gateway',
          name: `${pair.name}: p50 added by GraphQL`,
          value: gql.p50 - rest.p50,
          unit: 'ms',
          target: { kind: 'max', value: 1, of: 'value' },
          note: `p50 REST ${rest.p50.toFixed(1)} ms, GraphQL ${gql.p50.toFixed(1)} ms`,
        },
      );
    }
    return figures;
  } finally {
    await server.close();
    await school.drop();
  }
}

function failuresNote(rest: LoadResult, gql: LoadResult): string {
  return `failures REST ${rest.failures + rest.errors}/${rest.requests}, GraphQL ${gql.failures + gql.errors}/${gql.requests}`;
}
