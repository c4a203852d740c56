import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/** Anonymous grading through GraphQL over the real REST API (in-memory SQLite, demo school). */
let server: RunningServer;

beforeAll(async () => {
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
}, 60_000);
afterAll(() => server?.close());

async function rest(method: string, path: string, token?: string, json?: unknown) {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return (await res.json()) as { msg: string; data: any };
}
const signIn = async (mobile: string) =>
  (await rest('POST', '/auth/login', undefined, { mobile, password: 'Demo2026' })).data.token as string;
const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) =>
  (await post(`${server.url}/graphql`, { query, variables }, { authorization: `Bearer ${token}` })).body;

const STUDENTS = ['13900000001', '13900000002'];
const PUBLISH = 'mutation($input: PublishHomeworkInput!) { publishHomework(input: $input) { id } }';
const READS = `query($hw: ID!, $report: ID!) {
  homeworkResultDetail(homeworkId: $hw) {
    isAnonymous publishScope anonymity { id isAnonymous namesHidden liftAnonymity { shown allowed reason } }
  }
  homeworkStudents(homeworkId: $hw, limit: 100) { list { reportId studentId nickname mobile namesHidden } }
  gradingList(filter: { limit: 100 }) { list { reportId homeworkId nickname namesHidden } }
  gradingReport(reportId: $report) { id nickname namesHidden }
}`;
const LIFT = `mutation($hw: ID!) {
  liftHomeworkAnonymity(homeworkId: $hw) { id isAnonymous namesHidden liftAnonymity { allowed reason } }
}`;

describe('anonymous grading over GraphQL', () => {
  let teacher: string;
  let hwId: string;
  let reportIds: number[];
  const identities: string[] = [];

  beforeAll(async () => {
    teacher = await signIn('13800000001');
    const bank = (await rest('POST', '/lector/ques/public', teacher, { limit: 100 })).data.list as any[];
    const essay = bank.find((q) => q.ques_type === 5);
    const published = await gql(teacher, PUBLISH, {
      input: {
        courseId: '1',
        type: 'COURSE',
        name: '网关匿名作业',
        endingTime: new Date(Date.now() + 86_400_000).toISOString(),
        scored: true,
        scope: 'ALL_CHILD_COURSES',
        anonymous: true,
        questions: [{ id: String(essay.id), score: 10 }],
      },
    });
    expect(published.errors).toBeUndefined();
    hwId = published.data.publishHomework.id;
    reportIds = [];
    for (const mobile of STUDENTS) {
      const student = await signIn(mobile);
      const me = (await rest('GET', '/auth/me', student)).data;
      identities.push(mobile, me.nickname ?? me.user?.nickname);
      const mine = (await rest('GET', '/app/homework?limit=100', student)).data.list as any[];
      const reportId = mine.find((r) => String(r.hw_id) === hwId).report_id;
      await rest('PUT', `/app/homework/${reportId}/answers`, student, {
        answers: [{ ques_id: essay.id, user_answer: { content: '<p>答</p>', images: [] } }],
      });
      expect((await rest('POST', `/app/homework/${reportId}/submit`, student)).msg).toBe('提交成功');
      reportIds.push(reportId);
    }
  });

  it('isAnonymous on the homework; aliases in the lists and the report, no name or phone anywhere', async () => {
    expect(identities.every((s) => typeof s === 'string' && s.length > 0)).toBe(true);
    const res = await gql(teacher, READS, { hw: hwId, report: String(reportIds[0]) });
    expect(res.errors).toBeUndefined();
    expect(res.data.homeworkResultDetail.isAnonymous).toBe(true);
    // The scope it was published with reads back as the same enum (REST publish_scope 1).
    expect(res.data.homeworkResultDetail.publishScope).toBe('ALL_CHILD_COURSES');
    expect(res.data.homeworkResultDetail.anonymity).toMatchObject({
      id: hwId,
      namesHidden: true,
      liftAnonymity: { shown: true, allowed: true, reason: null },
    });
    expect(res.data.gradingReport).toMatchObject({ nickname: '学员1', namesHidden: true });
    const rows = res.data.gradingList.list.filter((r: any) => r.homeworkId === hwId);
    expect(rows.map((r: any) => r.nickname).sort()).toEqual(['学员1', '学员2']);
    const text = JSON.stringify(res.data);
    for (const s of identities) expect(text).not.toContain(s);
  });

  it('the owner lifts it (the answer updates the homework’s anonymity); names appear', async () => {
    const lifted = await gql(teacher, LIFT, { hw: hwId });
    expect(lifted.errors).toBeUndefined();
    expect(lifted.data.liftHomeworkAnonymity).toEqual({
      id: hwId,
      isAnonymous: true,
      namesHidden: false,
      liftAnonymity: { allowed: false, reason: '学员姓名已公开' },
    });
    const res = await gql(teacher, READS, { hw: hwId, report: String(reportIds[0]) });
    expect(res.data.gradingReport.namesHidden).toBe(false);
    expect(identities).toContain(res.data.gradingReport.nickname);
    const again = await gql(teacher, LIFT, { hw: hwId });
    expect(again.errors[0].message).toBe('学员姓名已公开');
  });
});
