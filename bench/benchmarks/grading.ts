import { DEFAULT_SCALE, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../api/src/demo/scale';
import type { Figure } from '../lib/report';
import { seedSchool } from '../lib/school';
import { startServer } from '../lib/servers';
import type { BenchOptions } from './options';

/**
 * One class of 2,000 students who all submitted the head teacher's homework (one short answer each),
 * none graded yet (the demo school would grade it: its deadline has passed).
 */
const SCALE = {
  ...DEFAULT_SCALE,
  classes: 1,
  studentsPerClass: 2_000,
  homeworkPerClass: 1,
  submitRate: 1,
  grades: false,
};

/** What the benchmark reads of the report data. */
interface Report {
  subject_question: { ques_id: number; score: number; status: number; revision: number }[];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);

/**
 * A teacher grading a homework of 2,000 submitted reports over REST, one report after another: save
 * the short answer's score (`testDetail/approveQuestion`), finish, then load the next report
 * (`testDetail/approved/{next_report_id}`). Target (issue 12): p95 of saving a score and of loading
 * the next report at most 30 ms on SQLite.
 */
export async function gradingBenchmark({ seconds }: BenchOptions): Promise<Figure[]> {
  const school = await seedSchool(SCALE);
  const server = await startServer({ role: 'api', databaseUrl: school.url });
  try {
    const call = async <T = never>(
      method: string,
      path: string,
      token: string,
      body?: unknown,
    ): Promise<T> => {
      const res = await fetch(`${server.url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const envelope = (await res.json()) as { code: number; msg: string; data: unknown };
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${envelope.msg}`);
      return envelope.data as T;
    };
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: DEMO_ACCOUNTS.teacher, password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const first = await call<{ list: { report_id: number }[]; total: number }>(
      'POST',
      '/lector/hw/correct',
      token,
      {
        limit: 1,
      },
    );
    if (first.total === 0) throw new Error('no report awaits grading: the seeded homework is graded');
    let reportId: number | null = first.list[0]?.report_id ?? null;
    const saves: number[] = [];
    const loads: number[] = [];
    const until = performance.now() + seconds * 1000;
    let report: Report | null =
      reportId === null ? null : await call<Report>('GET', `/lector/testDetail/approved/${reportId}`, token);
    while (reportId !== null && report && performance.now() < until) {
      const essay = report.subject_question.find((q) => q.status === 4);
      if (essay) {
        const t0 = performance.now();
        await call('POST', '/lector/testDetail/approveQuestion', token, {
          report_id: reportId,
          question_id: essay.ques_id,
          score: Math.min(essay.score, 8),
          revision: essay.revision,
        });
        saves.push(performance.now() - t0);
      }
      const { next_report_id } = await call('POST', '/lector/testDetail/approved', token, {
        report_id: reportId,
      });
      reportId = next_report_id;
      if (reportId === null) break;
      const t1 = performance.now();
      report = await call<Report>('GET', `/lector/testDetail/approved/${reportId}`, token);
      loads.push(performance.now() - t1);
    }
    saves.sort((a, b) => a - b);
    loads.sort((a, b) => a - b);
    const note = `${saves.length} reports graded of ${first.total} awaiting, one grader, SQLite`;
    const target = { kind: 'max' as const, value: 30, of: 'value' as const };
    return [
      { benchmark: 'grading', name: 'save a score: p50', value: percentile(saves, 50), unit: 'ms', note },
      { benchmark: 'grading', name: 'save a score: p95', value: percentile(saves, 95), unit: 'ms', target },
      { benchmark: 'grading', name: 'load the next report: p50', value: percentile(loads, 50), unit: 'ms' },
      {
        benchmark: 'grading',
        name: 'load the next report: p95',
        value: percentile(loads, 95),
        unit: 'ms',
        target,
      },
    ];
  } finally {
    await server.close();
    await school.drop();
  }
}
