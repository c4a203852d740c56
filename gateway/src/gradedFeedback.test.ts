import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradedHomework, restAt } from '../../api/test/scenarios/gradedHomework';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/**
 * "A graded homework" (the shared scenario) read through GraphQL: the grading page's view of the
 * report holds what the grader wrote, the same the student's REST report answers.
 */
let server: RunningServer;

beforeAll(async () => {
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
}, 60_000);
afterAll(() => server?.close());

const REPORT = `query($id: ID!) {
  gradingReport(reportId: $id) {
    comment
    subjectQuestions { id remark getScore images { url draw } }
  }
}`;

describe('a graded homework through GraphQL', () => {
  it("the grading view's comment, remark, score and drawing are what the grader wrote and what the student reads", async () => {
    const client = restAt(server.url);
    const scenario = await gradedHomework(client, { now: Math.floor(Date.now() / 1000) });
    const res = (
      await post(
        `${server.url}/graphql`,
        { query: REPORT, variables: { id: String(scenario.graded.reportId) } },
        { authorization: `Bearer ${scenario.teacherToken}` },
      )
    ).body;
    expect(res.errors).toBeUndefined();
    const report = res.data.gradingReport;
    expect(report.comment).toBe(scenario.graded.comment);
    const essay = report.subjectQuestions.find((q: { id: string }) => q.id === String(scenario.essayId));
    expect(essay).toMatchObject({
      remark: scenario.graded.remark,
      getScore: scenario.graded.score,
      images: scenario.graded.images,
    });

    const student = scenario.students[0] as { token: string; reportId: number };
    const mine = (await client.call('GET', `/app/homework/${student.reportId}`, student.token)).data;
    expect(mine.comment).toBe(report.comment);
    const answered = (mine.report_questions as any[]).find((q) => q.ques_id === scenario.essayId);
    expect({ remark: answered.remark, user_score: answered.user_score }).toEqual({
      remark: essay.remark,
      user_score: essay.getScore,
    });
    expect(
      answered.attachments.map((a: { url: string; draw: string }) => ({ url: a.url, draw: a.draw })),
    ).toEqual(essay.images);
  });
});
