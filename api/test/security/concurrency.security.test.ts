import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/demo/scale';
import { readStream } from '../../src/store/eventStore';
import { VERSION_CONFLICT } from '../../src/store/store';
import { startSuiteTestServer as startSuiteServer, countStatuses as statuses } from '../suiteTestServer';

/**
 * Many requests at the same moment, on the store under test (SQLite by default, PostgreSQL with
 * DATABASE_URL=postgres://…): every one that should succeed does, the ids are distinct, the counts
 * add up, no update is lost, and a 409 only ever answers a real clash on the same thing.
 */
let server: Awaited<ReturnType<typeof startSuiteServer>>;
const tokens: Record<'teacher' | 'otherTeacher', string> = { teacher: '', otherTeacher: '' };
const OTHER_TEACHER = '13800100001';
const L = '/api/lector';
const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

type Who = keyof typeof tokens;
const call = (who: Who, method: string, path: string, json?: unknown) =>
  server.call(method, `${L}${path}`, { token: tokens[who], ...(json === undefined ? {} : { json }) });

const shortAnswer = (stem: string) => ({
  ques_type: 5,
  ques_stem: `<p>${stem}</p>`,
  right_answer: '<p>答</p>',
  facility_value: 3,
});

const parallel = <T>(count: number, task: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => task(i)));

const total = async (who: Who) => (await call(who, 'GET', '/ques/index?limit=1')).body.data.total as number;

let ownQuestion: number;

beforeAll(async () => {
  server = await startSuiteServer();
  tokens.teacher = await server.login(DEMO_ACCOUNTS.teacher);
  tokens.otherTeacher = await server.login(OTHER_TEACHER);
  ownQuestion = (await call('teacher', 'POST', '/ques/add', shortAnswer('作业用题'))).body.data.id;
});
afterAll(() => server.close());

const publishForm = (name: string) => ({
  course_basis_id: 1,
  type: 1,
  name,
  ending_time: nowSeconds() + 3 * DAY,
  is_set_score: 1,
  publish_scope: 1,
  question: JSON.stringify([{ id: ownQuestion }]),
});

describe('concurrency', () => {
  it('32 question creates at once by two teachers all succeed, with distinct ids and exact counts', async () => {
    const before = { teacher: await total('teacher'), otherTeacher: await total('otherTeacher') };
    const responses = await parallel(32, (i) =>
      call(i % 2 === 0 ? 'teacher' : 'otherTeacher', 'POST', '/ques/add', shortAnswer(`并发题${i}`)),
    );
    expect(statuses(responses)).toEqual({ 200: 32 });
    const ids = responses.map((r) => r.body.data.id as number);
    expect(new Set(ids).size).toBe(32);
    expect(await total('teacher')).toBe(before.teacher + 16);
    expect(await total('otherTeacher')).toBe(before.otherTeacher + 16);
  });

  it('16 publishes at once all succeed, with distinct homework and report ids', async () => {
    const responses = await parallel(16, (i) =>
      call('teacher', 'POST', '/hw/publish', publishForm(`并发作业${i}`)),
    );
    expect(statuses(responses)).toEqual({ 200: 16 });
    const ids = responses.map((r) => r.body.data.id as number);
    expect(new Set(ids).size).toBe(16);
    const reports = await server.store.db
      .selectFrom('homework_reports')
      .select(['id', 'hw_id'])
      .where('hw_id', 'in', ids)
      .execute();
    expect(reports.length).toBeGreaterThan(16);
    expect(new Set(reports.map((r) => r.id)).size).toBe(reports.length);
    const perHomework = new Set(reports.map((r) => r.hw_id));
    expect(perHomework.size).toBe(16);
  });

  it('16 edits of one question at once are all applied, one after another: no update is lost', async () => {
    const id = (await call('teacher', 'POST', '/ques/add', shortAnswer('多次编辑'))).body.data.id as number;
    const responses = await parallel(16, (i) =>
      call('teacher', 'PUT', `/ques/update/${id}`, { ...shortAnswer('多次编辑'), remark: `第${i}次` }),
    );
    expect(statuses(responses)).toEqual({ 200: 16 });
    const events = await readStream(server.store.db, `question-${id}`);
    expect(events.map((e) => e.type)).toEqual(['QuestionAdded', ...Array(16).fill('QuestionEdited')]);
    const shown = (await call('teacher', 'GET', `/ques/show/${id}`)).body.data[0];
    const last = events.at(-1)?.data as { question: { remark: string } };
    expect(shown.remark).toBe(last.question.remark);
  });

  it('two teachers editing their own questions at once never hear 409', async () => {
    const mine = await parallel(8, async (i) =>
      Number((await call('teacher', 'POST', '/ques/add', shortAnswer(`甲${i}`))).body.data.id),
    );
    const theirs = await parallel(8, async (i) =>
      Number((await call('otherTeacher', 'POST', '/ques/add', shortAnswer(`乙${i}`))).body.data.id),
    );
    const responses = await Promise.all([
      ...mine.map((id, i) => call('teacher', 'PUT', `/ques/update/${id}`, { ...shortAnswer(`甲改${i}`) })),
      ...theirs.map((id, i) =>
        call('otherTeacher', 'PUT', `/ques/update/${id}`, { ...shortAnswer(`乙改${i}`) }),
      ),
      ...mine.map((_, i) => call('teacher', 'POST', '/ques/add', shortAnswer(`甲新${i}`))),
      ...theirs.map((_, i) => call('otherTeacher', 'POST', '/ques/add', shortAnswer(`乙新${i}`))),
    ]);
    expect(statuses(responses)).toEqual({ 200: 32 });
    expect(responses.some((r) => r.body.msg === VERSION_CONFLICT)).toBe(false);
  });

  it('lifecycle commands on different homework at once all succeed: deadlines moved, homework recalled', async () => {
    const ids = (
      await parallel(8, (i) => call('teacher', 'POST', '/hw/publish', publishForm(`生命周期${i}`)))
    ).map((r) => r.body.data.id as number);
    const deadline = nowSeconds() + 9 * DAY;
    const moved = await parallel(8, (i) =>
      call('teacher', 'PUT', `/hw/update/ending_time/${ids[i]}/${deadline}`),
    );
    expect(statuses(moved)).toEqual({ 200: 8 });
    const recalled = await parallel(8, (i) => call('teacher', 'GET', `/hw/withdraw/${ids[i]}`));
    expect(statuses(recalled)).toEqual({ 200: 8 });
    const rows = await server.store.db
      .selectFrom('homework')
      .select(['id', 'status', 'ending_time'])
      .where('id', 'in', ids)
      .execute();
    expect(rows.map((r) => Number(r.ending_time))).toEqual(Array(8).fill(deadline));
    expect(new Set(rows.map((r) => r.status)).size).toBe(1);
    // Recalled homework leaves every count (its report rows stay, so a late student call hears 作业已撤回).
    const counted = await server.store.db
      .selectFrom('homework_report_counts')
      .select('hw_id')
      .where('hw_id', 'in', ids)
      .execute();
    expect(counted).toEqual([]);
  });

  it('8 deadline changes of one homework at once are all applied in turn; the last one stands', async () => {
    const id = (await call('teacher', 'POST', '/hw/publish', publishForm('多次调整'))).body.data.id as number;
    const base = nowSeconds() + 4 * DAY;
    const responses = await parallel(8, (i) =>
      call('teacher', 'PUT', `/hw/update/ending_time/${id}/${base + i * 60}`),
    );
    expect(statuses(responses)).toEqual({ 200: 8 });
    const events = await readStream(server.store.db, `homework-${id}`);
    const adjusted = events.filter((e) => e.type !== events[0]?.type);
    expect(adjusted).toHaveLength(8);
    const last = adjusted.at(-1)?.data as { endingTime: number };
    const row = await server.store.db
      .selectFrom('homework')
      .select('ending_time')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(Number(row?.ending_time)).toBe(last.endingTime);
  });

  it('the same homework recalled 8 times at once: one recall, the rest refused by the lifecycle (a real clash)', async () => {
    const id = (await call('teacher', 'POST', '/hw/publish', publishForm('重复撤回'))).body.data.id as number;
    const responses = await parallel(8, () => call('teacher', 'GET', `/hw/withdraw/${id}`));
    expect(statuses(responses)).toEqual({ 200: 1, 409: 7 });
    expect(new Set(responses.filter((r) => r.status === 409).map((r) => r.body.msg))).toEqual(
      new Set(['作业已撤回']),
    );
  });
});
