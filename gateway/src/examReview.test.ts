import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/**
 * The exam review page, marking and the paper preview through GraphQL over the real REST API
 * (in-memory SQLite, demo school: 作文测验 awaits review).
 */
let server: RunningServer;
let teacher: string;
let examId: string;
let papers: string[];

beforeAll(async () => {
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: '13800000001', password: 'Demo2026' }),
  });
  teacher = ((await res.json()) as { data: { token: string } }).data.token;
  const rest = async (path: string) =>
    (
      (await (
        await fetch(`${server.url}/api/lector${path}`, { headers: { authorization: `Bearer ${teacher}` } })
      ).json()) as {
        data: { list: { id: number }[] };
      }
    ).data;
  const exam = (await rest(`/test/list?name=${encodeURIComponent('作文测验')}`)).list[0];
  examId = String(exam?.id);
  papers = (await rest(`/testDetail/list/${examId}`)).list
    .map((r) => String(r.id))
    .sort((a, b) => Number(a) - Number(b));
}, 60_000);
afterAll(() => server?.close());

const gql = (query: string, variables: Record<string, unknown> = {}) =>
  post(`${server.url}/graphql`, { query, variables }, { authorization: `Bearer ${teacher}` });

const REVIEW = `query($id: ID!) {
  examReviewReport(reportId: $id) {
    id testName ranking userCount testStatus isPass userScore subjectiveScore comment
    attempts { id attemptNo testStatus }
    card { name items { id number status flagged quesType } }
    questions { id number quesType status userScore reviewComment averageRate rightAnswer }
  }
}`;
const MARKING = `query($id: ID!) {
  examMarkingReport(reportId: $id) {
    id testName testStatus isSetScore nextReportId
    subjectCard { name children { id sort isReview status } }
    subjectQuestions { id score getScore isReview revision userAnswer }
  }
}`;
const GRADE = `mutation($input: GradeQuestionInput!) { gradeExamQuestion(input: $input) { id revision isReview } }`;
const FINISH = `mutation($id: ID!, $comment: String) { finishExamMarking(reportId: $id, comment: $comment) { nextReportId } }`;

describe('exam review through GraphQL', () => {
  it('reviews, marks and finishes a paper; rank and pass result change; refusals keep the message', async () => {
    const before = await gql(REVIEW, { id: papers[0] });
    expect(before.body.data.examReviewReport).toMatchObject({
      id: papers[0],
      testName: '作文测验',
      ranking: null,
      testStatus: 'AWAITING_REVIEW',
      userScore: null,
      card: [
        {
          name: '一、试题',
          items: [{ id: `${papers[0]}:1`, number: 1, status: 'PENDING', quesType: 'SHORT_ANSWER' }],
        },
      ],
    });

    const marking = await gql(MARKING, { id: papers[0] });
    expect(marking.body.data.examMarkingReport).toMatchObject({
      testStatus: 'SUBMITTED',
      isSetScore: true,
      nextReportId: papers[1],
      subjectQuestions: [{ id: '1', score: 10, getScore: null, isReview: false, revision: 0 }],
    });

    const over = await gql(GRADE, { input: { reportId: papers[0], questionId: '1', score: 12 } });
    expect(over.body.errors[0].message).toBe('本题得分超出范围');
    // Moving on without a score keeps the remark and leaves the answer pending (REST type 1).
    const kept = await gql(GRADE, {
      input: { reportId: papers[0], questionId: '1', remark: '再看看', pending: true, revision: 0 },
    });
    expect(kept.body.data.gradeExamQuestion).toEqual({ id: '1', revision: 1, isReview: false });
    const saved = await gql(GRADE, {
      input: { reportId: papers[0], questionId: '1', score: 9, remark: '好', revision: 1 },
    });
    expect(saved.body.data.gradeExamQuestion).toEqual({ id: '1', revision: 2, isReview: true });
    const done = await gql(FINISH, { id: papers[0], comment: '继续努力' });
    expect(done.body.data.finishExamMarking).toEqual({ nextReportId: papers[1] });

    const after = await gql(REVIEW, { id: papers[0] });
    expect(after.body.data.examReviewReport).toMatchObject({
      ranking: 1,
      userCount: 1,
      testStatus: 'FINISHED',
      isPass: true,
      userScore: 9,
      subjectiveScore: 9,
      comment: '继续努力',
      questions: [{ status: 'REVIEWED', userScore: 9, reviewComment: '好' }],
    });
    const graded = await gql(MARKING, { id: papers[0] });
    expect(graded.body.data.examMarkingReport.testStatus).toBe('GRADED');
  });

  it('previews the paper with its answers', async () => {
    const res = await gql(
      `query($id: ID!) { examPaperPreview(id: $id) { id name score passScore limitTime
        sections { name questions { id number quesType score } } } }`,
      { id: examId },
    );
    expect(res.body.data.examPaperPreview).toMatchObject({
      id: examId,
      name: '作文测验',
      score: 10,
      passScore: 6,
      sections: [
        {
          name: '一、试题',
          questions: [{ id: `${examId}:1`, number: 1, quesType: 'SHORT_ANSWER', score: 10 }],
        },
      ],
    });
  });

  it('renders a PDF and answers its private address', { timeout: 60_000 }, async () => {
    const res = await gql(
      `mutation($html: String!) { renderPaperPdf(html: $html, name: "作文测验") { url fileName } }`,
      { html: '<h1>作文测验</h1>' },
    );
    expect(res.body.data.renderPaperPdf).toMatchObject({
      url: expect.stringMatching(/^\/api\/exports\//),
      fileName: '作文测验.pdf',
    });
  });
});
