import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examForClass, SCENARIO_TEACHER } from '../../api/test/scenarios/examWithWaitingAttempts';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/**
 * The student side's exams through GraphQL, over the student REST: start, save answers with flags,
 * read them back without marks, submit, read the review as the answer rule allows; staff are refused.
 */
let server: RunningServer;

beforeAll(async () => {
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
}, 60_000);
afterAll(() => server?.close());

const ask = async (token: string, query: string, variables: Record<string, unknown> = {}) =>
  (await post(`${server.url}/graphql`, { query, variables }, { authorization: `Bearer ${token}` })).body;

async function tokenOf(mobile: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: 'Demo2026' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const ATTEMPT = `query($id: ID!) {
  myExamAttempt(id: $id) {
    id testStatus remaining dueAt
    sections { questions { id number quesType answer blanks flagged options { id isRight } } }
  }
}`;

describe('my exams through GraphQL', () => {
  it('start, save an answer and a flag, read them back without marks, submit, review', async () => {
    const s = await examForClass(server.url, { students: 1, testNum: 1 });
    const student = await tokenOf(s.students[0]?.mobile as string);

    const list = await ask(
      student,
      '{ myExams(limit: 100) { list { id name abilities { start { allowed } } } } }',
    );
    expect(list.errors).toBeUndefined();
    expect(list.data.myExams.list).toContainEqual({
      id: String(s.examId),
      name: s.name,
      abilities: { start: { allowed: true } },
    });

    const started = await ask(student, 'mutation($e: ID!) { startMyExam(examId: $e) }', {
      e: String(s.examId),
    });
    const reportId = started.data.startMyExam as string;
    const saved = await ask(
      student,
      'mutation($r: ID!, $a: [MyExamAnswerInput!]!) { saveMyExamAnswers(reportId: $r, answers: $a) }',
      {
        r: reportId,
        a: [
          { number: 1, optionIds: [s.right], flagged: true },
          { number: 2, content: '<p>我的作文。</p>' },
        ],
      },
    );
    expect(saved.errors).toBeUndefined();

    const read = (await ask(student, ATTEMPT, { id: reportId })).data.myExamAttempt;
    expect(read.testStatus).toBe('ANSWERING');
    expect(read.dueAt).toBeNull();
    const [single, essay] = read.sections[0].questions;
    expect(single).toMatchObject({ id: `${reportId}:1`, number: 1, answer: s.right, flagged: true });
    expect(essay).toMatchObject({ number: 2, answer: '<p>我的作文。</p>', flagged: false });
    // While answering, whether an option is right stays on the server.
    expect(single.options.every((o: { isRight: boolean | null }) => o.isRight === null)).toBe(true);

    const teacher = await tokenOf(SCENARIO_TEACHER);
    const refused = await ask(teacher, ATTEMPT, { id: reportId });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const submitted = await ask(student, 'mutation($r: ID!) { submitMyExam(reportId: $r) }', { r: reportId });
    expect(submitted.errors).toBeUndefined();
    await s.mark(Number(reportId), 7);
    const review = (
      await ask(
        student,
        `query($id: ID!) { myExamReview(id: $id) {
          testStatus userScore isPass card { items { number status flagged } }
          questions { number status userScore rightAnswer options { id isRight } }
        } }`,
        { id: reportId },
      )
    ).data.myExamReview;
    // Its only attempt is used: the answers and marks are shown.
    expect(review).toMatchObject({ testStatus: 'FINISHED', userScore: 11, isPass: true });
    expect(review.card[0].items[0]).toEqual({ number: 1, status: 'RIGHT', flagged: true });
    expect(review.questions[1]).toMatchObject({ number: 2, userScore: 7 });
    const right = review.questions[0].options.find((o: { id: string }) => o.id === s.right);
    expect(right.isRight).toBe(true);
  });
});

describe('released grades of an exam through GraphQL', () => {
  it('the review has no figure until the teacher releases the results with releaseExamResults', async () => {
    const s = await examForClass(server.url, { students: 1, testNum: 1, releaseMode: 2 });
    const student = s.students[0] as (typeof s.students)[number];
    const reportId = await s.handIn(student, true);
    await s.mark(reportId, 6);
    const studentToken = await tokenOf(student.mobile);
    const teacher = await tokenOf(SCENARIO_TEACHER);
    const REVIEW = `query($id: ID!) { myExamReview(id: $id) {
      resultsReleasedByTeacher resultsReleased userScore isPass ranking comment
      questions { userScore status attachments { url } }
    } }`;
    const before = await ask(studentToken, REVIEW, { id: String(reportId) });
    expect(before.errors).toBeUndefined();
    expect(before.data.myExamReview).toMatchObject({
      resultsReleasedByTeacher: true,
      resultsReleased: false,
      userScore: null,
      isPass: null,
      ranking: null,
    });
    for (const q of before.data.myExamReview.questions)
      expect(q).toEqual({ userScore: null, status: null, attachments: null });

    const released = await ask(
      teacher,
      `mutation($e: ID!) { releaseExamResults(examId: $e) {
        releasedByTeacher unreleasedClassCount classes { releasedAt } releaseResults { allowed reason }
      } }`,
      { e: String(s.examId) },
    );
    expect(released.errors).toBeUndefined();
    expect(released.data.releaseExamResults).toMatchObject({
      releasedByTeacher: true,
      unreleasedClassCount: 0,
      releaseResults: { allowed: false, reason: '成绩已发布，请勿重复发布' },
    });
    const after = await ask(studentToken, REVIEW, { id: String(reportId) });
    expect(after.data.myExamReview).toMatchObject({ resultsReleased: true, userScore: 10, isPass: true });
  });
});
