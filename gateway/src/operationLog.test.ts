import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/** The audit trail through GraphQL over the real REST API (demo school). */
let server: RunningServer;
let teacher: string;
let student: string;
let hwId: number;
let reportId: number;

async function signIn(mobile: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: 'Demo2026' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}
async function rest(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as { code: number; msg: string; data: any };
}
const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  post(`${server.url}/graphql`, { query, variables }, { authorization: `Bearer ${token}` });

const TRAIL = `query($type: OperationSubjectType!, $id: ID!, $page: Int, $size: Int) {
  operationLog(subjectType: $type, subjectId: $id, page: $page, limit: $size) {
    total page limit
    list { action actionName actorName actorRole createdAt before after reportId questionId }
  }
}`;

beforeAll(async () => {
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
  teacher = await signIn('13800000001');
  student = await signIn('13900000001');
  const bank = await rest(teacher, 'GET', '/api/lector/ques/index?limit=50');
  const essay = bank.data.list.find((q: any) => q.ques_type === 5);
  const published = await rest(teacher, 'POST', '/api/lector/hw/publish', {
    course_basis_id: 1,
    type: 1,
    name: '网关操作记录',
    ending_time: Math.floor(Date.now() / 1000) + 3 * 86_400,
    is_set_score: 2,
    publish_scope: 1,
    question: JSON.stringify([{ id: essay.id, score: 10 }]),
  });
  hwId = published.data.id;
  const mine = await rest(student, 'GET', '/api/app/homework?limit=100');
  reportId = mine.data.list.find((r: any) => r.hw_id === hwId).report_id;
  await rest(student, 'PUT', `/api/app/homework/${reportId}/answers`, {
    answers: [{ ques_id: essay.id, user_answer: { content: '<p>答</p>', images: [] } }],
  });
  await rest(student, 'POST', `/api/app/homework/${reportId}/submit`);
  await rest(teacher, 'POST', '/api/lector/testDetail/approveQuestion', {
    report_id: reportId,
    question_id: essay.id,
    score: 4,
  });
  await rest(teacher, 'POST', '/api/lector/testDetail/approveQuestion', {
    report_id: reportId,
    question_id: essay.id,
    score: 7,
  });
}, 60_000);
afterAll(() => server?.close());

describe('operationLog', () => {
  it("a homework's trail: the regrade with its old and new score, newest first, with ISO times", async () => {
    const res = await gql(teacher, TRAIL, { type: 'HOMEWORK', id: String(hwId) });
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data.operationLog;
    expect({ total: page.total, page: page.page, limit: page.limit }).toEqual({
      total: 3,
      page: 1,
      limit: 20,
    });
    expect(page.list[0]).toMatchObject({
      action: 'report.regraded',
      actionName: '重新批改',
      actorRole: 'teacher',
      before: '4分',
      after: '7分',
      reportId: String(reportId),
    });
    expect(page.list[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(page.list.map((r: any) => r.action)).toEqual([
      'report.regraded',
      'report.graded',
      'homework.published',
    ]);
  });

  it('pages: limit 1 on page 2 gives the first grade', async () => {
    const res = await gql(teacher, TRAIL, { type: 'REPORT', id: String(reportId), page: 2, size: 1 });
    expect(res.body.data.operationLog.list.map((r: any) => r.action)).toEqual(['report.graded']);
    expect(res.body.data.operationLog.total).toBe(3);
  });

  it('a limit over 100 is refused before the REST call, with the cap beside the message', async () => {
    const res = await gql(teacher, TRAIL, { type: 'REPORT', id: String(reportId), size: 101 });
    expect(res.body.errors[0]).toMatchObject({
      message: '每页条数不正确',
      extensions: { code: 'BAD_USER_INPUT', limitMax: 100 },
    });
    expect(res.body.data).toBeNull();
  });

  it("a subject the caller may not see keeps the REST refusal's message", async () => {
    const res = await gql(teacher, TRAIL, { type: 'HOMEWORK', id: '999999' });
    expect(res.body.errors?.[0]?.message).toBe('作业不存在');
  });
});
