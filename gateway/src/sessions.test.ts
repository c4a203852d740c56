import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/**
 * Lesson sessions through GraphQL over the real REST API (in-memory SQLite, the default demo school):
 * team class 1's lessons 1..6 are the demo teacher's, assisted by the demo assistant, and all held
 * at the real clock (autumn 2026); each answer keeps the REST message.
 */
let server: RunningServer;
let teacher: string;
let assistant: string;

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function signIn(mobile: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: 'Demo2026' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}
const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  post(`${server.url}/graphql`, { query, variables }, { authorization: `Bearer ${token}` });

const SESSION = `id status classType teachingMode timeName className leaveLabel leaveType homeworkModule
  handout { fileStatus statusLabel fileName remark }
  abilities { leave { shown allowed reason } uploadHandout { allowed } reviewHandout { shown allowed } }`;

beforeAll(async () => {
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
  teacher = await signIn('13800000001');
  assistant = await signIn('13800000002');
}, 60_000);
afterAll(() => server?.close());

describe('lesson sessions', () => {
  it('the teacher lists and opens a session; another teacher hears NOT_FOUND with the REST message', async () => {
    const list = await gql(
      teacher,
      'query { lessonSessions(limit: 100) { total list { id status className } } }',
    );
    expect(list.body.data.lessonSessions.total).toBe(12);
    // The status filter reaches REST as its code: this teacher's sessions are all held.
    const byStatus = async (status: string) =>
      (await gql(teacher, `query { lessonSessions(status: ${status}, limit: 100) { total } }`)).body.data
        .lessonSessions.total;
    expect(await byStatus('COMPLETED')).toBe(12);
    expect(await byStatus('UPCOMING')).toBe(0);
    const one = await gql(teacher, `query { lessonSession(id: "1") { ${SESSION} } }`);
    expect(one.body.data.lessonSession).toMatchObject({
      id: '1',
      status: 'COMPLETED',
      classType: 'TEAM',
      // Team class 1 of the demo school is taught live.
      teachingMode: 'LIVE',
      timeName: '18:00-19:30',
      // A held session was cancelled by no leave: REST leave_type 0 is null.
      leaveType: null,
      // Every team class's homework module is on (REST homework_module 1).
      homeworkModule: true,
    });
    expect(one.body.errors).toBeUndefined();
    const other = await gql(await signIn('13800100002'), 'query { lessonSession(id: "1") { id } }');
    expect(other.body.errors[0]).toMatchObject({ message: '课次不存在', extensions: { code: 'NOT_FOUND' } });
  });

  it('a missing session answers null with its error, and the other fields of the response stay', async () => {
    const { status, body } = await gql(
      teacher,
      '{ lessonSession(id: "987654") { id } me { user { mobile } } lessonSessions(limit: 1) { total limit } }',
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({
      lessonSession: null,
      me: { user: { mobile: '13800000001' } },
      lessonSessions: { total: 12, limit: 1 },
    });
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: '课次不存在',
        path: ['lessonSession'],
        extensions: { code: 'NOT_FOUND', status: 404 },
      }),
    ]);
  });

  it('a handout is uploaded by the teacher, pending, rejected with a reason by the assistant, then approved', async () => {
    const upload = (token: string) =>
      gql(
        token,
        `mutation($b: String!) { uploadSessionHandout(sessionId: "2", fileName: "第二讲讲义.png", fileBase64: $b) { ${SESSION} } }`,
        { b: PNG },
      );
    const pending = (await upload(teacher)).body.data.uploadSessionHandout;
    expect(pending.handout).toMatchObject({
      fileStatus: 'PENDING',
      statusLabel: '待审核',
      fileName: '第二讲讲义.png',
    });
    expect(pending.abilities.reviewHandout).toEqual({ shown: false, allowed: false });
    const review = (approve: boolean, remark?: string) =>
      gql(
        assistant,
        `mutation($a: Boolean!, $r: String) { reviewSessionHandout(sessionId: "2", approve: $a, remark: $r) { ${SESSION} } }`,
        { a: approve, r: remark },
      );
    const bare = await review(false);
    expect(bare.body.errors[0]).toMatchObject({
      message: '请输入驳回原因',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const rejected = (await review(false, '缺少例题')).body.data.reviewSessionHandout;
    expect(rejected.handout).toMatchObject({ fileStatus: 'REJECTED', remark: '缺少例题' });
    expect((await upload(teacher)).body.data.uploadSessionHandout.handout.fileStatus).toBe('PENDING');
    expect((await review(true)).body.data.reviewSessionHandout.handout).toMatchObject({
      fileStatus: 'APPROVED',
      statusLabel: '审核通过',
    });
  });

  it('the teacher evaluates a student once; the answer is the changed student row', async () => {
    const students = await gql(
      teacher,
      'query { lessonSessionStudents(id: "3") { id studentId status teacherRemark } }',
    );
    const first = students.body.data.lessonSessionStudents[0];
    // The session was held: its students' attendance is marked.
    expect(first.status).toBe('MARKED');
    const evaluate = () =>
      gql(
        teacher,
        `mutation($s: ID!) { evaluateSessionStudent(sessionId: "3", studentId: $s, remark: "认真听讲") { id teacherRemark evaluate { allowed reason } } }`,
        { s: first.studentId },
      );
    const done = (await evaluate()).body.data.evaluateSessionStudent;
    expect(done).toEqual({
      id: first.id,
      teacherRemark: '认真听讲',
      evaluate: { allowed: false, reason: '该学员已评价，不能重复评价' },
    });
    expect((await evaluate()).body.errors[0].message).toBe('该学员已评价，不能重复评价');
  });

  it('the teacher cannot ask leave for a held session', async () => {
    const leave = await gql(teacher, 'mutation { askSessionLeave(sessionId: "1") { id status } }');
    expect(leave.body.errors[0].message).toBe('课次已结束，不能请假');
  });
});
