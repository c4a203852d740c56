import { REVIEW_RATES, STUDENT_REPORT_STATUS } from '@school/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { gradebook } from './queries';

/**
 * The kept gradebook (`cache.ts`) against a fresh assembly: after each of a random run of changes
 * through the real calls (a homework published, a student submitting, the teacher grading), the
 * gradebook the route answers is the one `gradebook()` assembles from the read model at that moment.
 */
let server: TestServer;
const L = '/api/lector';
const tokens = new Map<string, string>();
let teacher: string;
let essay: number;
let classId: number;
let students: string[];
const published: number[] = [];
const scored = new Set<number>();

/** A fixed-seed random number in [0, 1) (mulberry32): the same run every time. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const tokenOf = async (mobile: string) => {
  let token = tokens.get(mobile);
  if (!token) {
    token = await server.login(mobile);
    tokens.set(mobile, token);
  }
  return token;
};

async function publish(n: number) {
  const res = await server.call('POST', `${L}/hw/publish`, {
    token: teacher,
    json: {
      course_basis_id: 1,
      type: 1,
      name: `成绩册练习${n}`,
      ending_time: Math.floor(Date.now() / 1000) + 7 * 86_400,
      is_set_score: n % 2 === 0 ? 2 : 1,
      publish_scope: 3,
      question: JSON.stringify([{ id: essay, score: 10 }]),
    },
  });
  expect(res.body.msg).toBe('作业发布成功');
  published.push(res.body.data.id as number);
  if (n % 2 === 0) scored.add(res.body.data.id as number);
}

/** A student of the class hands in one of the new homework they have not submitted; false if none. */
async function submit(pick: () => number): Promise<boolean> {
  const mobile = students[Math.floor(pick() * students.length)] as string;
  const token = await tokenOf(mobile);
  const mine = (await server.call('GET', '/api/app/homework?limit=100', { token })).body.data.list as {
    hw_id: number;
    report_id: number;
    status: number;
  }[];
  const open = mine.filter(
    (r) => published.includes(r.hw_id) && r.status === STUDENT_REPORT_STATUS.notSubmitted,
  );
  const row = open[Math.floor(pick() * open.length)];
  if (!row) return false;
  await server.call('PUT', `/api/app/homework/${row.report_id}/answers`, {
    token,
    json: { answers: [{ ques_id: essay, user_answer: { content: '<p>作答</p>', images: [] } }] },
  });
  const res = await server.call('POST', `/api/app/homework/${row.report_id}/submit`, { token });
  expect(res.body.msg).toBe('提交成功');
  return true;
}

/** The teacher grades one waiting report of the new homework in the class; false if none waits. */
async function grade(pick: () => number): Promise<boolean> {
  const waiting = await server.store.db
    .selectFrom('result_reports')
    .select(['report_id', 'hw_id'])
    .where('class_id', '=', classId)
    .where('hw_id', 'in', published.length ? published : [0])
    .where('status', '=', 2)
    .orderBy('report_id')
    .execute();
  const row = waiting[Math.floor(pick() * waiting.length)];
  if (!row) return false;
  const report_id = Number(row.report_id);
  const mark = scored.has(Number(row.hw_id))
    ? { score: Math.floor(pick() * 11) }
    : { rate: REVIEW_RATES[Math.floor(pick() * REVIEW_RATES.length)] };
  const saved = await server.call('POST', `${L}/testDetail/approveQuestion`, {
    token: teacher,
    json: { report_id, question_id: essay, ...mark },
  });
  expect(saved.body.msg).toBe('保存成功');
  const done = await server.call('POST', `${L}/testDetail/approved`, { token: teacher, json: { report_id } });
  expect(done.status).toBe(200);
  return true;
}

const answered = async () => {
  const res = await server.call('GET', `${L}/class/gradebook/${classId}`, { token: teacher });
  expect(res.status).toBe(200);
  return res.body.data;
};
const fresh = async () => JSON.parse(JSON.stringify(await gradebook(server.store.db, classId)));

beforeAll(async () => {
  server = await startTestServer();
  teacher = await server.login(DEMO_ACCOUNTS.teacher);
  const bank = (await server.call('GET', `${L}/ques/index?limit=50`, { token: teacher })).body.data.list as {
    id: number;
    ques_type: number;
  }[];
  essay = (bank.find((q) => q.ques_type === 5) as { id: number }).id;
  await publish(0);
  const reached = await server.store.db
    .selectFrom('homework_classes')
    .select('class_id')
    .where('hw_id', '=', published[0] as number)
    .orderBy('class_id')
    .executeTakeFirstOrThrow();
  classId = Number(reached.class_id);
  students = (
    await server.store.db
      .selectFrom('class_students as cs')
      .innerJoin('users as u', 'u.id', 'cs.uid')
      .select('u.mobile')
      .where('cs.class_id', '=', classId)
      .where('cs.status', '=', 1)
      .orderBy('cs.uid')
      .execute()
  ).map((r) => r.mobile);
}, 180_000);
afterAll(() => server.close());

describe('the kept gradebook', () => {
  it('answers what a fresh assembly gives after each of a random run of publishes, submits and grades', async () => {
    const pick = seeded(20261127);
    let before = await answered();
    expect(before).toEqual(await fresh());
    const changes: string[] = [];
    for (let step = 0; step < 24; step++) {
      const roll = pick();
      let done: string | false;
      if (roll < 0.15) {
        await publish(step + 1);
        done = 'publish';
      } else if (roll < 0.6) done = (await submit(pick)) && 'submit';
      else done = (await grade(pick)) && 'grade';
      if (!done) continue;
      const now = await answered();
      expect(now, `after ${done} (step ${step})`).toEqual(await fresh());
      if (JSON.stringify(now) !== JSON.stringify(before)) changes.push(done);
      before = now;
    }
    // Each kind of change happened and showed in the gradebook: the comparison above was not idle.
    expect(new Set(changes)).toEqual(new Set(['publish', 'submit', 'grade']));
  }, 120_000);

  it('a second visit with no change in between answers the kept gradebook; the next change ends it', async () => {
    const kept = await answered();
    // Written past the events, which the stamps do not see: only the kept answer still says the old name.
    await server.store.db
      .updateTable('classes')
      .set({ name: '未经命令改名' })
      .where('id', '=', classId)
      .execute();
    expect((await answered()).class_name).toBe(kept.class_name);
    await publish(99);
    const after = await answered();
    expect(after.class_name).toBe('未经命令改名');
    expect(after).toEqual(await fresh());
  });
});
