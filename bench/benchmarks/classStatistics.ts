import type { AddressInfo } from 'node:net';
import { createApi } from '../../api/src/app';
import { DEFAULT_SCALE, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../api/src/demo/scale';
import type { Figure } from '../lib/report';
import { seedSchool } from '../lib/school';
import type { BenchOptions } from './options';

const STUDENTS = 500;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * The statistics tab of a class of 500 students with a term of study records (every ended period
 * studied live, replayed or missed) and two homework: one teacher paging the tab, warm, on SQLite.
 */
export async function classStatisticsBenchmark({ seconds }: BenchOptions): Promise<Figure[]> {
  const school = await seedSchool({
    ...DEFAULT_SCALE,
    classes: 1,
    studentsPerClass: STUDENTS,
    homeworkPerClass: 2,
    study: true,
  });
  const api = await createApi({ databaseUrl: school.url, logLevel: 'silent', seed: false });
  const server = api.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: DEMO_ACCOUNTS.teacher, password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const pages = Math.ceil(STUDENTS / 20);
    const ask = async (i: number) => {
      const started = performance.now();
      const res = await fetch(
        `${url}/api/lector/stateschoolclass/studyanalysis/1?page=${(i % pages) + 1}&limit=20`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      const body = (await res.json()) as { code: number; data: { total: number } };
      if (body.code !== 0 || body.data.total !== STUDENTS)
        throw new Error(`unexpected answer ${JSON.stringify(body).slice(0, 200)}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 30; i++) await ask(i);
    const times: number[] = [];
    const until = performance.now() + Math.min(seconds, 8) * 1000;
    for (let i = 0; performance.now() < until; i++) times.push(await ask(i));
    times.sort((a, b) => a - b);
    const note = `${times.length} requests, one class of ${STUDENTS} students, ${school.events} events seeded in ${school.seedSeconds.toFixed(0)} s`;
    return [
      {
        benchmark: 'classStatistics',
        name: 'statistics tab (500 students): p50',
        value: percentile(times, 50),
        unit: 'ms',
        note,
      },
      {
        benchmark: 'classStatistics',
        name: 'statistics tab (500 students): p95',
        value: percentile(times, 95),
        unit: 'ms',
        target: { kind: 'max', value: 50, of: 'value' },
      },
    ];
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await api.close();
    await school.drop();
  }
}
