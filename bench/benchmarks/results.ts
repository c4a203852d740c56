import Database from 'better-sqlite3';
import { seedDemoAnswers } from '../../api/src/demo/answers';
import { DEMO_ACCOUNTS } from '../../api/src/demo/scale';
import type { HomeworkEvent, QuestionSnapshot } from '../../api/src/homework/homework';
import { openAppStore } from '../../api/src/modules';
import { streamId } from '../../api/src/store/decider';
import { systemMeta } from '../../api/src/store/eventStore';
import { signIn } from '../lib/accounts';
import type { Figure } from '../lib/report';
import { seedSchool } from '../lib/school';
import { startServer } from '../lib/servers';
import type { BenchOptions } from './options';

const CLASSES = 20;
const STUDENTS_PER_CLASS = 500;
const QUESTIONS = 30;
const WARMUP = 5;
const RUNS = 60;
const SQL_RUNS = 15;
const DAY = 86_400;
const HW_ID = 1;

/** 30 single-choice questions of 4 options (the homework keeps its own copy; no bank needed). */
const questions = (): QuestionSnapshot[] =>
  Array.from({ length: QUESTIONS }, (_, i) => ({
    id: 900_001 + i,
    ques_type: 1,
    ques_stem: `<p>第${i + 1}题</p>`,
    ques_option: [1, 2, 3, 4].map((id) => ({
      id,
      content: `<p>${id}</p>`,
      is_right: id === 1 + (i % 4) ? 1 : 2,
    })),
    right_answer: '',
    ques_analysis: '',
    facility_value: 3,
    remark: '',
    score: 5,
    ques_item: [],
  }));

/** Publishes one homework to every class as a fact (the bench needs one homework of 10,000 reports). */
const publishDecider = {
  streamType: 'homework',
  initialState: () => null,
  evolve: (s: null) => s,
  decide: (event: Extract<HomeworkEvent, { type: 'HomeworkPublished' }>) => [event],
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function timed(runs: number, call: () => Promise<unknown> | unknown) {
  for (let i = 0; i < WARMUP; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** The same figures, computed per request by plain SQL over the answers (no read model). */
const PLAIN_SQL: Record<string, string> = {
  detail: `select count(*) as due, sum(status > 1) as submitted, sum(status = 3) as graded
    from homework_reports where hw_id = ${HW_ID}`,
  'question-analysis': `select ques_id, count(*) filter (where result <> 3) as answered,
      sum(result = 1) as right_count, sum(result = 2) as wrong_count, sum(result = 3) as unanswered,
      avg(coalesce(score_tenths, 0)) as average
    from report_answers where hw_id = ${HW_ID} group by ques_id`,
  transcript: `select report_id, total, rank() over (order by total desc) as ranking from (
      select report_id, sum(coalesce(score_tenths, 0)) as total from report_answers
      where hw_id = ${HW_ID} group by report_id) order by ranking limit 20`,
  distribution: `select case when total * 100 >= 90 * full then 0 when total * 100 >= 80 * full then 1
        when total * 100 >= 70 * full then 2 when total * 100 >= 60 * full then 3 else 4 end as band,
        count(*) as n, avg(total) as average, max(total) as highest, min(total) as lowest
    from (select report_id, sum(coalesce(score_tenths, 0)) as total, ${QUESTIONS * 50} as full
      from report_answers where hw_id = ${HW_ID} group by report_id) group by band`,
};

/**
 * A homework of 10,000 students × 30 questions, all submitted, on SQLite: the staff detail,
 * question-analysis, transcript and distribution calls over REST (p50 and p95, warm, one at a time)
 * beside the same figures computed by a plain SQL aggregation over the answers in the same run.
 */
export async function resultsBenchmark(_options: BenchOptions): Promise<Figure[]> {
  const school = await seedSchool({
    classes: CLASSES,
    studentsPerClass: STUDENTS_PER_CLASS,
    homeworkPerClass: 0,
    submitRate: 0,
    seed: 2026,
  });
  try {
    const store = await openAppStore({ databaseUrl: school.url });
    const teacher = await store.db
      .selectFrom('users')
      .select(['id', 'nickname'])
      .where('mobile', '=', DEMO_ACCOUNTS.teacher)
      .executeTakeFirstOrThrow();
    const members = await store.db
      .selectFrom('class_students')
      .select(['class_id', 'uid'])
      .where('status', '=', 1)
      .orderBy('class_id')
      .orderBy('uid')
      .execute();
    const classIds = [...new Set(members.map((m) => Number(m.class_id)))];
    const publishTime = Math.floor(Date.now() / 1000) - 10 * DAY;
    const seedStarted = performance.now();
    await store.handle(
      publishDecider as never,
      streamId('homework', HW_ID),
      {
        type: 'HomeworkPublished',
        data: {
          id: HW_ID,
          name: '万人作业',
          type: 1,
          courseId: 1,
          courseTitle: '基准课程',
          periodId: null,
          periodTitle: '',
          remark: '',
          endingTime: publishTime + 7 * DAY,
          publishTime,
          isSetScore: 2,
          publishScope: 1,
          childCourseIds: [],
          arrangeId: null,
          arrangeType: null,
          publishType: 2,
          creator: { id: Number(teacher.id), role: 'teacher', name: teacher.nickname },
          classIds,
          publishedClassIds: classIds,
          questions: questions(),
          reports: members.map((m, i) => ({ id: i + 1, classId: Number(m.class_id), uid: Number(m.uid) })),
        },
      },
      systemMeta,
    );
    const submitted = await seedDemoAnswers(store, 1, 2026);
    const answerSeconds = (performance.now() - seedStarted) / 1000;
    await store.close();

    const server = await startServer({ role: 'one', databaseUrl: school.url });
    try {
      const { token } = await signIn(server.url, DEMO_ACCOUNTS.teacher);
      const get = async (path: string) => {
        const res = await fetch(`${server.url}/api/lector${path}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await res.json()) as { code: number; msg: string };
        if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
      };
      const calls: Record<string, string> = {
        detail: `/class/homework/detail/0/${HW_ID}`,
        'question-analysis': `/homework/question/analysis/${HW_ID}`,
        transcript: `/homework/transcripts/${HW_ID}?page=1&limit=20`,
        distribution: `/homework/grade/distribution/${HW_ID}`,
      };
      const file = school.url.replace(/^sqlite:/, '');
      const plain = new Database(file, { readonly: true });
      const figures: Figure[] = [];
      const note = `${submitted} reports × ${QUESTIONS} questions submitted; seeded in ${(school.seedSeconds + answerSeconds).toFixed(0)} s`;
      try {
        // REST first, all of it, then the plain SQL (which blocks this process while it runs).
        const measured = new Map<string, { p50: number; p95: number }>();
        for (const [name, path] of Object.entries(calls))
          measured.set(name, await timed(RUNS, () => get(path)));
        for (const name of Object.keys(calls)) {
          const api = measured.get(name) as { p50: number; p95: number };
          const statement = plain.prepare(PLAIN_SQL[name] as string);
          const baseline = await timed(SQL_RUNS, () => statement.all());
          figures.push(
            {
              benchmark: 'results',
              name: `${name}: p50 (REST, read model)`,
              value: api.p50,
              unit: 'ms',
              baseline: { name: 'plain SQL p50', value: baseline.p50 },
              note,
            },
            {
              benchmark: 'results',
              name: `${name}: p95 (REST, read model)`,
              value: api.p95,
              unit: 'ms',
              baseline: { name: 'plain SQL p95', value: baseline.p95 },
              target: { kind: 'max', value: 50, of: 'value' },
            },
          );
        }
      } finally {
        plain.close();
      }
      return figures;
    } finally {
      await server.close();
    }
  } finally {
    await school.drop();
  }
}
