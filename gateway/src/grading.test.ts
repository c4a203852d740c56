import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/** Grading through GraphQL over the real REST API (in-memory SQLite, demo school). */
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
const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  post(`${server.url}/graphql`, { query, variables }, { authorization: `Bearer ${token}` });

const LIST = `query($filter: GradingListFilter) {
  gradingList(filter: $filter) { total list { reportId classId name nickname submitTime publisher } }
}`;
const REPORT = `query($id: ID!) {
  gradingReport(reportId: $id) {
    id testName testStatus isSetScore nextReportId
    subjectCard { name children { id sort isReview status score } }
    subjectQuestions { id score getScore isReview revision images { url draw } }
  }
}`;
const GRADE = `mutation($input: GradeQuestionInput!) { gradeQuestion(input: $input) { id revision isReview } }`;
const FINISH = `mutation($id: ID!, $comment: String) { finishGrading(reportId: $id, comment: $comment) { nextReportId } }`;

const TO_GRADE = `query($id: ID!) { reportToGrade(homeworkId: $id) }`;

describe('grading through GraphQL', () => {
  it('lists, opens, grades and finishes a report; refusals keep the spec message', async () => {
    const teacher = await signIn('13800000001');
    const bank = (await rest('POST', '/lector/ques/public', teacher, { limit: 100 })).data.list as any[];
    const essay = bank.find((q) => q.ques_type === 5);
    const published = await rest('POST', '/lector/hw/publish', teacher, {
      course_basis_id: 1,
      type: 1,
      name: '图表批改',
      ending_time: Math.floor(Date.now() / 1000) + 86_400,
      is_set_score: 2,
      publish_scope: 1,
      question: JSON.stringify([{ id: essay.id, score: 10 }]),
    });
    expect(published.msg).toBe('作业发布成功');
    for (const mobile of ['13900000001', '13900000002']) {
      const student = await signIn(mobile);
      const mine = (await rest('GET', '/app/homework?limit=100', student)).data.list as any[];
      const reportId = mine.find((r) => r.hw_id === published.data.id).report_id;
      await rest('PUT', `/app/homework/${reportId}/answers`, student, {
        answers: [{ ques_id: essay.id, user_answer: { content: '<p>答</p>', images: [] } }],
      });
      expect((await rest('POST', `/app/homework/${reportId}/submit`, student)).msg).toBe('提交成功');
    }

    const list = await gql(teacher, LIST, { filter: { name: '图表批改' } });
    expect(list.body.data.gradingList.total).toBe(2);
    const [first, second] = (list.body.data.gradingList.list as { reportId: string }[])
      .map((r) => r.reportId)
      .sort((a, b) => Number(a) - Number(b));

    // 去批改 opens the first report awaiting grading.
    const toGrade = async () =>
      (await gql(teacher, TO_GRADE, { id: String(published.data.id) })).body.data.reportToGrade;
    expect(await toGrade()).toBe(first);

    const report = await gql(teacher, REPORT, { id: first });
    expect(report.body.data.gradingReport).toMatchObject({
      id: first,
      testName: '图表批改',
      testStatus: 'SUBMITTED',
      isSetScore: true,
      nextReportId: second,
      subjectCard: [
        {
          name: '简答题',
          children: [{ id: String(essay.id), isReview: false, status: 'PENDING', score: 10 }],
        },
      ],
    });

    const missing = await gql(teacher, GRADE, { input: { reportId: first, questionId: String(essay.id) } });
    expect(missing.body.errors[0].message).toBe('请填写本题得分');
    // Moving on without a score keeps the remark and leaves the answer pending (REST type 1).
    const kept = await gql(teacher, GRADE, {
      input: { reportId: first, questionId: String(essay.id), remark: '再看看', pending: true, revision: 0 },
    });
    expect(kept.body.data.gradeQuestion).toEqual({ id: String(essay.id), revision: 1, isReview: false });
    const graded = await gql(teacher, GRADE, {
      input: { reportId: first, questionId: String(essay.id), score: 9, revision: 1 },
    });
    expect(graded.body.data.gradeQuestion).toEqual({ id: String(essay.id), revision: 2, isReview: true });
    const stale = await gql(teacher, GRADE, {
      input: { reportId: first, questionId: String(essay.id), score: 7, revision: 0 },
    });
    expect(stale.body.errors[0].message).toBe('本题已被其他老师批改，请刷新后重试');

    const done = await gql(teacher, FINISH, { id: first, comment: '很好' });
    expect(done.body.data.finishGrading).toEqual({ nextReportId: second });
    expect(await toGrade()).toBe(second);
    const again = await gql(teacher, FINISH, { id: first });
    expect(again.body.errors[0].message).toBe('该作业已批改完成，请勿重复提交');
  });

  it('去批改 on a homework nobody has submitted finds no report (null)', async () => {
    const teacher = await signIn('13800000001');
    const bank = (await rest('POST', '/lector/ques/public', teacher, { limit: 100 })).data.list as any[];
    const published = await rest('POST', '/lector/hw/publish', teacher, {
      course_basis_id: 1,
      type: 1,
      name: '无人提交',
      ending_time: Math.floor(Date.now() / 1000) + 86_400,
      is_set_score: 2,
      publish_scope: 1,
      question: JSON.stringify([{ id: bank.find((q) => q.ques_type === 5).id, score: 10 }]),
    });
    expect(published.msg).toBe('作业发布成功');
    const res = await gql(teacher, TO_GRADE, { id: String(published.data.id) });
    expect(res.body).toEqual({ data: { reportToGrade: null } });
  });
});
