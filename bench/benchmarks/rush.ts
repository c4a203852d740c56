import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { Client, Pool } from 'undici';
import { openAppStore } from '../../api/src/modules';
import { graphqlBody, graphqlOk, HOMEWORK_LIST } from '../lib/graphql';
import { type LoadResult, openLoop, percentile } from '../lib/load';
import { startRoundRobin } from '../lib/proxy';
import type { Figure } from '../lib/report';
import { type RushSchool, seedRushSchool } from '../lib/rushSchool';
import { postgresReachable } from '../lib/school';
import { type ServerProcess, startServer } from '../lib/servers';
import type { BenchOptions } from './options';

const STUDENTS = 10_000;
const STAFF_SESSIONS = 200;
/**
 * Arrivals thicken toward the deadline: the density grows as e^(STEEPNESS·t/T), so the last fifth of
 * the window takes about half the class and the rate at the deadline is ~3× the mean.
 */
const STEEPNESS = 3;
/** Staff read a page for 1 to 3 seconds before the next, as in the staff benchmark's paced model. */
const STAFF_PAUSE_MS = [1000, 3000] as const;
/** Seconds from the end of the arrivals to the deadline. */
const DEADLINE_MARGIN_SECONDS = 1800;

const SAVE = 'mutation Save($r: ID!, $a: [MyAnswerInput!]!) { saveMyAnswers(reportId: $r, answers: $a) }';
const SUBMIT = 'mutation Submit($r: ID!) { submitMyHomework(reportId: $r) }';
const GRADING_LIST = `query GradingList($filter: GradingListFilter) {
  gradingList(filter: $filter) { total page limit
    list { reportId homeworkId classId name nickname namesHidden submitTime type courseTitle periodsTitle publishTime publisher } }
}`;
const PENDING = 'query PendingGradingCount { pendingGradingCount }';

/** The staff screens' calls, cycled by each session: the homework list and the approve tab's pages. */
const STAFF_VIEWS = [
  { query: HOMEWORK_LIST, variables: { page: 1, limit: 20 } },
  { query: PENDING, variables: {} },
  { query: GRADING_LIST, variables: { filter: { page: 1, limit: 20 } } },
  { query: GRADING_LIST, variables: { filter: { page: 2, limit: 20 } } },
  { query: HOMEWORK_LIST, variables: { page: 1, limit: 20, filter: { name: '作业' } } },
  { query: GRADING_LIST, variables: { filter: { page: 5, limit: 20, name: '冲刺' } } },
];

/**
 * The deadline rush: 10,000 students of one class save their answers and submit one homework, most
 * of them near the deadline (10 minutes compressed into 8 × BENCH_SECONDS), through GraphQL as the
 * student app does, while 200 staff sessions page the homework list and the approve tab. Then the
 * live counts the staff screens show are checked against a recount from the event log. On SQLite
 * (one process), then PostgreSQL (two API processes behind a round-robin, one gateway in front).
 */
export async function rushBenchmark({ seconds }: BenchOptions): Promise<Figure[]> {
  const window = Math.max(20, seconds * 8);
  const figures = await rushOn('sqlite', window);
  if (await postgresReachable()) figures.push(...(await rushOn('postgres', window)));
  else
    figures.push({
      benchmark: 'rush',
      name: 'PostgreSQL: skipped',
      value: Number.NaN,
      unit: '',
      note: 'PostgreSQL not reachable at PG_ADMIN_URL',
    });
  return figures;
}

/** One rush on one database; `students` is smaller only when profiling (see docs/decisions.md). */
export async function rushOn(
  kind: 'sqlite' | 'postgres',
  window: number,
  studentCount = STUDENTS,
): Promise<Figure[]> {
  const school = await seedRushSchool({
    kind,
    students: studentCount,
    staffSessions: STAFF_SESSIONS,
    // The deadline falls well after the window: every arrival is before it, and a server that falls
    // behind shows as latency (the queue of answers waiting), not as refusals of late answers.
    endingTime: Math.floor(Date.now() / 1000) + window + DEADLINE_MARGIN_SECONDS,
  });
  const processes: ServerProcess[] = [];
  let balancer: { url: string; close(): Promise<void> } | undefined;
  try {
    let url: string;
    if (kind === 'sqlite') {
      const one = await startServer({ role: 'one', databaseUrl: school.url });
      processes.push(one);
      url = one.url;
    } else {
      for (let i = 0; i < 2; i++) processes.push(await startServer({ role: 'api', databaseUrl: school.url }));
      balancer = await startRoundRobin(processes.map((p) => p.url));
      const gateway = await startServer({ role: 'gateway', upstream: balancer.url });
      processes.push(gateway);
      url = gateway.url;
    }
    const load0 = loadavg()[0] ?? 0;
    const [students, staff] = await Promise.all([
      studentsRush(url, school, window),
      staffPaging(url, school, window),
    ]);
    const load1 = loadavg()[0] ?? 0;
    const counts = await liveCounts(url, school);
    const recount = await recountFromLog(school.url);
    const label = kind === 'sqlite' ? 'SQLite, 1 process' : 'PostgreSQL, 2 API processes';
    const expected = { submitted: recount.submitted, due: recount.reports };
    const mismatches = [
      ['submitted (homework list)', counts.submittedCount, expected.submitted],
      ['not graded (homework list)', counts.notGradedCount, expected.submitted],
      ['graded (homework list)', counts.gradedCount, 0],
      ['should submit (homework list)', counts.dueCount, expected.due],
      ['approve tab count', counts.pending, expected.submitted],
      ['approve tab total', counts.gradingTotal, expected.submitted],
      ['submits answered ok', students.submitted, expected.submitted],
      ['answers saved (log)', recount.answered, students.saved],
    ] as const;
    const off = mismatches.filter(([, shown, truth]) => shown !== truth);
    const machine = `load average ${load0.toFixed(1)} → ${load1.toFixed(1)} on 2 cores shared with other work`;
    return [
      {
        benchmark: 'rush',
        name: `${label}: submit p50`,
        value: students.submitP50,
        unit: 'ms',
        note: `${studentCount} students over ${window} s (peak ${students.peakRate.toFixed(0)} arrivals/s), seeded in ${school.seedSeconds.toFixed(0)} s; ${machine}`,
      },
      {
        benchmark: 'rush',
        name: `${label}: submit p99`,
        value: students.submitP99,
        unit: 'ms',
        target: { kind: 'max', value: 200, of: 'value' },
        note: `save answers p50 ${students.saveP50.toFixed(0)} ms, p99 ${students.saveP99.toFixed(0)} ms (from the arrival); arrivals started late by up to ${students.lateMs.toFixed(0)} ms`,
      },
      {
        benchmark: 'rush',
        name: `${label}: staff p95`,
        value: staff.p95,
        unit: 'ms',
        target: { kind: 'max', value: 100, of: 'value' },
        note: `${STAFF_SESSIONS} staff sessions, one view every 1–3 s: ${staff.requests} views, p50 ${staff.p50.toFixed(0)} ms, p99 ${staff.p99.toFixed(0)} ms`,
      },
      {
        benchmark: 'rush',
        name: `${label}: errors`,
        value: students.errors + staff.errors + staff.failures,
        unit: 'req',
        target: { kind: 'max', value: 0, of: 'value' },
        note: `students ${students.errors}${students.firstError ? ` (first: ${students.firstError})` : ''}, staff ${staff.errors + staff.failures}`,
      },
      {
        benchmark: 'rush',
        name: `${label}: live counts off`,
        value: off.length,
        unit: 'counts',
        target: { kind: 'max', value: 0, of: 'value' },
        note:
          off.length === 0
            ? `all ${mismatches.length} counts exact: ${expected.submitted} submitted of ${expected.due}`
            : off.map(([name, shown, truth]) => `${name} ${shown} ≠ ${truth}`).join('; '),
      },
    ];
  } finally {
    for (const p of processes.reverse()) await p.close();
    await balancer?.close();
    await school.drop();
  }
}

interface StudentsResult {
  saved: number;
  submitted: number;
  errors: number;
  firstError?: string;
  submitP50: number;
  submitP99: number;
  saveP50: number;
  saveP99: number;
  peakRate: number;
  lateMs: number;
}

/** When the i-th of n arrivals comes, in seconds from the start: the inverse of the arrivals' distribution. */
const arrivalAt = (u: number, window: number) =>
  (window * Math.log(1 + u * (Math.exp(STEEPNESS) - 1))) / STEEPNESS;

/**
 * Each student, at their arrival time, saves a right or wrong choice and a short answer, then submits.
 * Latencies are measured from the arrival (saving) and from the moment the submit is sent.
 */
async function studentsRush(url: string, school: RushSchool, window: number): Promise<StudentsResult> {
  const pool = new Pool(url, { connections: 256, pipelining: 1 });
  const saves: number[] = [];
  const submits: number[] = [];
  let saved = 0;
  let submitted = 0;
  let errors = 0;
  let lateMs = 0;
  let firstError: string | undefined;
  const call = async (token: string, query: string, variables: Record<string, unknown>) => {
    const res = await pool.request({
      method: 'POST',
      path: '/graphql',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: graphqlBody(query, variables),
    });
    const body = await res.body.text();
    if (res.statusCode === 200 && graphqlOk(body)) return true;
    errors += 1;
    firstError ??= `${res.statusCode} ${body.slice(0, 160)}`;
    return false;
  };
  const n = school.students.length;
  // A shuffled order, so arrival time does not follow the class roster.
  const order = school.students.map((_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const started = performance.now();
  await Promise.all(
    order.map(async (s, k) => {
      const student = school.students[s] as RushSchool['students'][number];
      const due = started + arrivalAt((k + Math.random()) / n, window) * 1000;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      lateMs = Math.max(lateMs, performance.now() - due);
      try {
        const ok = await call(student.token, SAVE, {
          r: String(student.reportId),
          a: [
            {
              questionId: String(school.choice.id),
              optionIds: [String(s % 3 === 0 ? school.choice.wrong : school.choice.right)],
            },
            { questionId: String(school.essayId), content: `<p>第${s + 1}位同学的解答</p>` },
          ],
        });
        saves.push(performance.now() - due);
        if (!ok) return;
        saved += 1;
        const sent = performance.now();
        const done = await call(student.token, SUBMIT, { r: String(student.reportId) });
        submits.push(performance.now() - sent);
        if (done) submitted += 1;
      } catch (error) {
        errors += 1;
        firstError ??= String(error);
      }
    }),
  );
  await pool.close();
  const peakRate = (n * STEEPNESS * Math.exp(STEEPNESS)) / (window * (Math.exp(STEEPNESS) - 1));
  return {
    saved,
    submitted,
    errors,
    ...(firstError === undefined ? {} : { firstError }),
    submitP50: percentile(submits, 50),
    submitP99: percentile(submits, 99),
    saveP50: percentile(saves, 50),
    saveP99: percentile(saves, 99),
    peakRate,
    lateMs,
  };
}

/** 200 staff sessions, each on its own kept-alive connection, paging the homework list and the approve tab. */
async function staffPaging(url: string, school: RushSchool, window: number): Promise<LoadResult> {
  const browsers = school.staff.map(() => new Client(url, { pipelining: 1 }));
  try {
    return await openLoop({
      sessions: school.staff.length,
      seconds: window,
      pauseMs: STAFF_PAUSE_MS,
      call: async (session, n) => {
        const view = STAFF_VIEWS[(session + n) % STAFF_VIEWS.length] as (typeof STAFF_VIEWS)[number];
        const response = await (browsers[session] as Client).request({
          method: 'POST',
          path: '/graphql',
          headers: {
            authorization: `Bearer ${school.staff[session]}`,
            'content-type': 'application/json',
          },
          body: graphqlBody(view.query, view.variables),
        });
        const body = await response.body.text();
        return response.statusCode === 200 && graphqlOk(body);
      },
    });
  } finally {
    await Promise.all(browsers.map((b) => b.close()));
  }
}

/** What the publisher's screens show after the rush: the homework list row and the approve tab. */
async function liveCounts(url: string, school: RushSchool) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${school.publisher}`, 'content-type': 'application/json' },
    body: graphqlBody(
      `query Counts($limit: Int) {
        homeworkList(page: 1, limit: $limit) { list { id submittedCount dueCount notGradedCount gradedCount } }
        pendingGradingCount
        gradingList(filter: { limit: 1 }) { total }
      }`,
      { limit: 20 },
    ),
  });
  const body = (await res.json()) as {
    data?: {
      homeworkList: {
        list: {
          id: string;
          submittedCount: number;
          dueCount: number;
          notGradedCount: number;
          gradedCount: number;
        }[];
      };
      pendingGradingCount: number;
      gradingList: { total: number };
    };
    errors?: unknown;
  };
  const row = body.data?.homeworkList.list.find((r) => r.id === String(school.hwId));
  if (!body.data || !row)
    throw new Error(`the publisher's screens did not answer: ${JSON.stringify(body.errors)}`);
  return { ...row, pending: body.data.pendingGradingCount, gradingTotal: body.data.gradingList.total };
}

/**
 * The truth, from the log: the reports handed out, and how many distinct reports have an answers-saved
 * and a submitted event (the school holds this one homework only).
 */
async function recountFromLog(databaseUrl: string) {
  const store = await openAppStore({ databaseUrl });
  try {
    const distinctStreams = async (type: string) => {
      const row = await store.db
        .selectFrom('events')
        .select(sql<number>`count(distinct stream_id)`.as('n'))
        .where('type', '=', type)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const published = await store.db
      .selectFrom('events')
      .select('data')
      .where('type', '=', 'HomeworkPublished')
      .execute();
    const reports = published.reduce(
      (sum, e) => sum + (JSON.parse(e.data) as { reports: unknown[] }).reports.length,
      0,
    );
    return {
      reports,
      answered: await distinctStreams('ReportAnswersSaved'),
      submitted: await distinctStreams('ReportSubmitted'),
    };
  } finally {
    await store.close();
  }
}
