import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { validQuestion } from '../../test/security/fixtures';
import { DEMO_ACCOUNTS } from '../demo/scale';

/**
 * The audit trail over HTTP on the demo school: the demo teacher publishes a homework on course 1
 * (class 1), moves its deadline, two students submit, the teacher grades, finishes and regrades.
 */

const DAY = 86_400;
let nowMs = Date.parse('2026-09-10T10:00:00+08:00');
const now = () => Math.floor(nowMs / 1000);

let server: TestServer;
const tokens: Record<string, string> = {};
const STUDENTS = ['13900000001', '13900000002'];
type Staff = 'teacher' | 'assistant';

const staff = (who: Staff, method: string, path: string, json?: unknown) =>
  server.call(method, `${who === 'teacher' ? '/api/lector' : '/api/assistants'}${path}`, {
    token: tokens[who] as string,
    ...(json === undefined ? {} : { json }),
  });
const log = (who: Staff, query: string) => staff(who, 'GET', `/operation/log?${query}`);

let hwId: number;
let reports: number[];
let essayId: number;
let teacherName: string;
const firstDeadline = () => now() + 3 * DAY;
let deadline: number;

beforeAll(async () => {
  server = await startTestServer({ clock: () => nowMs });
  tokens.teacher = await server.login(DEMO_ACCOUNTS.teacher);
  tokens.assistant = await server.login(DEMO_ACCOUNTS.assistant);
  for (const mobile of STUDENTS) tokens[mobile] = await server.login(mobile);
  teacherName = (
    await server.api.store.db
      .selectFrom('users')
      .select('nickname')
      .where('mobile', '=', DEMO_ACCOUNTS.teacher)
      .executeTakeFirstOrThrow()
  ).nickname;
  const mine = (await staff('teacher', 'GET', '/ques/index?limit=50')).body.data.list as any[];
  essayId = mine.find((q) => q.ques_type === 5).id;
  deadline = firstDeadline();
  const published = await staff('teacher', 'POST', '/hw/publish', {
    course_basis_id: 1,
    type: 1,
    name: '操作记录练习',
    ending_time: deadline,
    is_set_score: 2,
    publish_scope: 1,
    question: JSON.stringify([{ id: essayId, score: 10 }]),
  });
  expect(published.body.msg).toBe('作业发布成功');
  hwId = published.body.data.id;
  nowMs += 60_000;
  const moved = await staff('teacher', 'PUT', `/hw/update/ending_time/${hwId}/${deadline + DAY}`);
  expect(moved.status).toBe(200);
  reports = [];
  for (const mobile of STUDENTS) {
    const call = (method: string, path: string, json?: unknown) =>
      server.call(method, path, { token: tokens[mobile] as string, ...(json === undefined ? {} : { json }) });
    const list = (await call('GET', '/api/app/homework?limit=100')).body.data.list as any[];
    const reportId = list.find((r) => r.hw_id === hwId).report_id as number;
    await call('PUT', `/api/app/homework/${reportId}/answers`, {
      answers: [{ ques_id: essayId, user_answer: { content: '<p>回答</p>', images: [] } }],
    });
    expect((await call('POST', `/api/app/homework/${reportId}/submit`)).body.msg).toBe('提交成功');
    reports.push(reportId);
  }
  reports.sort((a, b) => a - b);
  nowMs += 60_000;
  const report = reports[0] as number;
  const graded = await staff('teacher', 'POST', '/testDetail/approveQuestion', {
    report_id: report,
    question_id: essayId,
    score: 6,
  });
  expect(graded.status).toBe(200);
  expect((await staff('teacher', 'POST', '/testDetail/approved', { report_id: report })).status).toBe(200);
  nowMs += 60_000;
  const regraded = await staff('teacher', 'POST', '/hw/review/storeQuestion', {
    report_id: report,
    ques_id: essayId,
    user_score: 9,
    type: 2,
  });
  expect(regraded.body.msg).toBe('保存成功');
}, 60_000);
afterAll(() => server.close());

describe('GET operation/log of a homework', () => {
  it('lists who did what, newest first: the regrade with old and new score, the finish, the deadline move', async () => {
    const res = await log('teacher', `subject_type=homework&subject_id=${hwId}`);
    expect(res.status).toBe(200);
    const { list, total, page, limit } = res.body.data;
    expect({ total, page, limit }).toEqual({ total: 6, page: 1, limit: 20 });
    expect(list.map((r: any) => [r.action, r.before, r.after])).toEqual([
      ['report.totalChanged', '6分', '9分'],
      ['report.regraded', '6分', '9分'],
      ['report.finished', null, '6分'],
      ['report.graded', null, '6分'],
      ['homework.deadlineChanged', expect.stringMatching(/^2026-09-13 \d\d:\d\d$/), expect.any(String)],
      ['homework.published', null, '操作记录练习（3个班级）'],
    ]);
    for (const row of list) {
      expect(row).toMatchObject({ actor_name: teacherName, actor_role: 'teacher' });
      expect(Object.keys(row)).toEqual(
        expect.arrayContaining([
          'action',
          'action_name',
          'actor_name',
          'actor_role',
          'created_at',
          'before',
          'after',
        ]),
      );
    }
    expect(list[1]).toMatchObject({ action_name: '重新批改', report_id: reports[0], ques_id: essayId });
    expect(list[0].created_at).toBe(now());
    expect(list[5].created_at).toBe(now() - 180);
    expect(list[4].after).not.toBe(list[4].before);
  });

  it('is paged by page and page_size (or limit)', async () => {
    const second = await log('teacher', `subject_type=homework&subject_id=${hwId}&page=2&page_size=4`);
    expect(second.body.data).toMatchObject({ total: 6, page: 2, limit: 4 });
    expect(second.body.data.list.map((r: any) => r.action)).toEqual([
      'homework.deadlineChanged',
      'homework.published',
    ]);
    const byLimit = await log('teacher', `subject_type=homework&subject_id=${hwId}&limit=1`);
    expect(byLimit.body.data.list).toHaveLength(1);
  });

  it('the assistant of the class sees the same trail on the assistants prefix', async () => {
    const res = await log('assistant', `subject_type=homework&subject_id=${hwId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(6);
  });

  it('a homework the caller may not see answers as its own calls do: 404 作业不存在', async () => {
    const res = await log('teacher', 'subject_type=homework&subject_id=999999');
    expect({ status: res.status, msg: res.body.msg }).toEqual({ status: 404, msg: '作业不存在' });
  });
});

describe('GET operation/log of a report', () => {
  it("shows the student's submit and the grading of that report only", async () => {
    const res = await log('teacher', `subject_type=report&subject_id=${reports[0]}`);
    expect(res.body.data.list.map((r: any) => r.action)).toEqual([
      'report.totalChanged',
      'report.regraded',
      'report.finished',
      'report.graded',
      'report.submitted',
    ]);
    expect(res.body.data.list[4].actor_role).toBe('student');
    const other = await log('teacher', `subject_type=report&subject_id=${reports[1]}`);
    expect(other.body.data.list.map((r: any) => r.action)).toEqual(['report.submitted']);
  });

  it('an assistant without canCorrect is refused as on the report itself', async () => {
    const db = server.api.store.db;
    const mobile = DEMO_ACCOUNTS.assistant;
    await db.updateTable('users').set({ can_correct: 0 }).where('mobile', '=', mobile).execute();
    try {
      const res = await log('assistant', `subject_type=report&subject_id=${reports[0]}`);
      expect({ status: res.status, msg: res.body.msg }).toEqual({ status: 403, msg: '您没有批改作业的权限' });
    } finally {
      await db.updateTable('users').set({ can_correct: 1 }).where('mobile', '=', mobile).execute();
    }
  });
});

describe('GET operation/log of a question and a class', () => {
  it('a question: created then edited, by its owner; hidden from another teacher', async () => {
    const added = await staff('teacher', 'POST', '/ques/add', validQuestion('<p>记录题</p>'));
    const id = added.body.data.id as number;
    nowMs += 1000;
    const edited = await staff('teacher', 'PUT', `/ques/update/${id}`, validQuestion('<p>记录题（改）</p>'));
    expect(edited.status).toBe(200);
    const res = await log('teacher', `subject_type=question&subject_id=${id}`);
    expect(res.body.data.list.map((r: any) => [r.action, r.actor_name])).toEqual([
      ['question.edited', teacherName],
      ['question.created', teacherName],
    ]);
    const colleague = await server.login('13800100001');
    const hidden = await server.call(
      'GET',
      `/api/lector/operation/log?subject_type=question&subject_id=${id}`,
      {
        token: colleague,
      },
    );
    expect({ status: hidden.status, msg: hidden.body.msg }).toEqual({ status: 404, msg: '题目不存在' });
  });

  it("a class of the caller's: its opening by the demo school's seed; another class is 404 班课不存在", async () => {
    const res = await log('teacher', 'subject_type=class&subject_id=1&page_size=10000');
    expect(res.status).toBe(200);
    const opened = res.body.data.list.find((r: any) => r.action === 'class.opened');
    expect(opened).toMatchObject({ actor_name: '系统', action_name: '开设班级' });
    const theirs = await server.api.store.db
      .selectFrom('classes')
      .select('id')
      .where('id', 'not in', (eb) =>
        eb
          .selectFrom('class_staff as s')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .select('s.class_id')
          .where('u.mobile', '=', DEMO_ACCOUNTS.teacher),
      )
      .executeTakeFirstOrThrow();
    const refused = await log('teacher', `subject_type=class&subject_id=${theirs.id}`);
    expect(refused.status).toBe(404);
  });
});

describe('GET operation/log refuses bad input with a clear message', () => {
  it.each([
    ['subject_type=course&subject_id=1', '操作记录对象类型不正确'],
    ['subject_id=1', '操作记录对象类型不正确'],
    ['subject_type=homework&subject_id=abc', '操作记录对象不存在'],
    ['subject_type=homework', '操作记录对象不存在'],
    ['subject_type=homework&subject_id=1&page_size=0', '每页条数不正确'],
  ])('%s', async (query, msg) => {
    const res = await log('teacher', query);
    expect({ status: res.status, msg: res.body.msg }).toEqual({ status: 400, msg });
  });
});
