import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/** Rubrics through GraphQL over the real REST API (demo school): library, publishing, grading by level. */
let server: RunningServer;
let teacher: string;
let student: string;

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
const rest = async (token: string, method: string, path: string, json?: unknown) => {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  return (await res.json()) as { code: number; msg: string; data: any };
};

const RUBRIC = `id title status statusLabel maxPoints usedCount criteria { id name levels { id text points } }
  abilities { edit { allowed reason } archive { allowed } }`;
const FORM = {
  title: '简答评分',
  criteria: [
    {
      name: '观点',
      levels: [
        { text: '缺失', points: 0 },
        { text: '清楚', points: 4 },
      ],
    },
    {
      name: '论据',
      levels: [
        { text: '不足', points: 1 },
        { text: '充分', points: 7 },
      ],
    },
  ],
};

beforeAll(async () => {
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
  teacher = await signIn('13800000001');
  student = await signIn('13900000001');
}, 60_000);
afterAll(() => server?.close());

describe('rubrics', () => {
  it('builds, lists, edits and archives a rubric; refusals keep the server message', async () => {
    const created = await gql(
      teacher,
      `mutation($i: RubricInput!) { createRubric(input: $i) { ${RUBRIC} } }`,
      {
        i: FORM,
      },
    );
    const rubric = created.body.data.createRubric;
    expect(rubric).toMatchObject({
      title: '简答评分',
      status: 'DRAFT',
      statusLabel: '未使用',
      maxPoints: 11,
    });
    expect(rubric.criteria[1].levels[1]).toEqual({ id: '2', text: '充分', points: 7 });
    const updated = await gql(
      teacher,
      `mutation($id: ID!, $i: RubricInput!) { updateRubric(id: $id, input: $i) { title } }`,
      {
        id: rubric.id,
        i: { ...FORM, title: '简答评分改' },
      },
    );
    expect(updated.body.data.updateRubric.title).toBe('简答评分改');
    const empty = await gql(teacher, `mutation($i: RubricInput!) { createRubric(input: $i) { id } }`, {
      i: { ...FORM, title: ' ' },
    });
    expect(empty.body.errors[0].message).toBe('请输入评分标准名称');
    const archived = await gql(
      teacher,
      'mutation($id: ID!) { archiveRubric(id: $id) { status abilities { edit { allowed reason } } } }',
      {
        id: rubric.id,
      },
    );
    expect(archived.body.data.archiveRubric).toEqual({
      status: 'ARCHIVED',
      abilities: { edit: { allowed: false, reason: '评分标准已归档' } },
    });
    const list = await gql(teacher, 'query { rubrics(status: ARCHIVED, limit: 50) { total list { id } } }');
    expect(list.body.data.rubrics.list.map((r: { id: string }) => r.id)).toContain(rubric.id);
  });

  it('publishes with a rubric on the short answer and grades it by level; the report shows the levels', async () => {
    const rubricId = (
      await gql(teacher, `mutation($i: RubricInput!) { createRubric(input: $i) { id } }`, { i: FORM })
    ).body.data.createRubric.id;
    const bank = await rest(teacher, 'GET', '/api/lector/ques/index?limit=50');
    const essay = (bank.data.list as { id: number; ques_type: number }[]).find((q) => q.ques_type === 5);
    const published = await gql(
      teacher,
      'mutation($i: PublishHomeworkInput!) { publishHomework(input: $i) { id } }',
      {
        i: {
          courseId: '1',
          type: 'COURSE',
          name: '评分标准网关',
          endingTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          scored: true,
          scope: 'ALL_CHILD_COURSES',
          questions: [{ id: String(essay?.id), score: 10, rubricId }],
        },
      },
    );
    const hwId = Number(published.body.data.publishHomework.id);
    const mine = await rest(student, 'GET', '/api/app/homework?limit=100');
    const reportId = (mine.data.list as { hw_id: number; report_id: number }[]).find((r) => r.hw_id === hwId)
      ?.report_id as number;
    await rest(student, 'PUT', `/api/app/homework/${reportId}/answers`, {
      answers: [{ ques_id: essay?.id, user_answer: { content: '<p>答</p>', images: [] } }],
    });
    await rest(student, 'POST', `/api/app/homework/${reportId}/submit`);
    const outside = await gql(
      teacher,
      'mutation($i: GradeQuestionInput!) { gradeQuestion(input: $i) { isReview } }',
      {
        i: {
          reportId: String(reportId),
          questionId: String(essay?.id),
          levels: [
            { criterionId: '1', levelId: '9' },
            { criterionId: '2', levelId: '1' },
          ],
        },
      },
    );
    expect(outside.body.errors[0].message).toBe('所选等级不在评分标准中');
    const graded = await gql(
      teacher,
      'mutation($i: GradeQuestionInput!) { gradeQuestion(input: $i) { isReview } }',
      {
        i: {
          reportId: String(reportId),
          questionId: String(essay?.id),
          levels: [
            { criterionId: '1', levelId: '2' },
            { criterionId: '2', levelId: '2' },
          ],
        },
      },
    );
    expect(graded.body.data.gradeQuestion.isReview).toBe(true);
    const report = await gql(
      teacher,
      `query($id: ID!) { gradingReport(reportId: $id) { subjectQuestions { getScore score rubric { title maxPoints criteria { id } } levels { criterionId levelId } } } }`,
      { id: String(reportId) },
    );
    expect(report.body.data.gradingReport.subjectQuestions[0]).toEqual({
      getScore: 10,
      score: 10,
      rubric: { title: '简答评分', maxPoints: 11, criteria: [{ id: '1' }, { id: '2' }] },
      levels: [
        { criterionId: '1', levelId: '2' },
        { criterionId: '2', levelId: '2' },
      ],
    });
  });
});
