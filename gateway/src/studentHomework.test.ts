import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeredHomework, gradedHomework, restAt } from '../../api/test/scenarios/gradedHomework';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/**
 * The student side's homework through GraphQL, over the student REST: the same report the REST
 * answers, in the schema's words; staff are refused; saving and submitting keep the REST's rules.
 */
let server: RunningServer;

beforeAll(async () => {
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
}, 60_000);
afterAll(() => server?.close());

const ask = async (token: string, query: string, variables: Record<string, unknown> = {}) =>
  (await post(`${server.url}/graphql`, { query, variables }, { authorization: `Bearer ${token}` })).body;

const REPORT = `query($id: ID!) {
  myHomeworkReport(id: $id) {
    id status isSetScore score userScore comment
    abilities { submit { allowed reason } }
    questions { id type userAnswer isRight userScore remark attachments { url name draw } options { id isRight } }
  }
}`;

/** The scenario's two questions published again, and the first student's open report of it. */
async function publishAgain(
  client: ReturnType<typeof restAt>,
  scenario: Awaited<ReturnType<typeof answeredHomework>>,
  studentToken: string,
  now: number,
): Promise<{ hwId: number; reportId: string }> {
  const publish = await client.call('POST', '/lector/hw/publish', scenario.teacherToken, {
    course_basis_id: 1,
    type: 1,
    name: `网关作答${String(Date.now() % 10_000)}`,
    remark: '',
    ending_time: now + 86_400,
    is_set_score: 2,
    publish_scope: 1,
    question: JSON.stringify([
      { id: scenario.single.id, score: 5 },
      { id: scenario.essayId, score: 10 },
    ]),
  });
  const hwId = publish.data.id as number;
  const rows = await ask(
    studentToken,
    '{ myHomework(status: NOT_SUBMITTED, limit: 100) { list { reportId homeworkId } } }',
  );
  const reportId = rows.data.myHomework.list.find(
    (r: { homeworkId: string }) => r.homeworkId === String(hwId),
  ).reportId as string;
  return { hwId, reportId };
}

describe('my homework through GraphQL', () => {
  it('a graded report reads as the REST answers it: status, score, comment, remark and marked images', async () => {
    const client = restAt(server.url);
    const scenario = await gradedHomework(client, { now: Math.floor(Date.now() / 1000) });
    const student = scenario.students[0] as { token: string; reportId: number };
    const rest = (await client.call('GET', `/app/homework/${student.reportId}`, student.token)).data;
    const res = await ask(student.token, REPORT, { id: String(student.reportId) });
    expect(res.errors).toBeUndefined();
    const report = res.data.myHomeworkReport;
    expect(report).toMatchObject({ status: 'REVIEWED', score: rest.score, userScore: rest.user_score });
    expect(report.comment).toBe(scenario.graded.comment);
    expect(report.abilities).toBeNull();
    const essay = report.questions.find((q: { id: string }) => q.id === String(scenario.essayId));
    expect(essay).toMatchObject({
      type: 'SHORT_ANSWER',
      remark: scenario.graded.remark,
      userScore: scenario.graded.score,
      attachments: [{ url: scenario.answerImage, name: '批注1', draw: scenario.graded.images[0]?.draw }],
    });
    const single = report.questions.find((q: { id: string }) => q.id === String(scenario.single.id));
    expect(single.isRight).toBe('RIGHT');
    expect(single.options.find((o: { id: string }) => o.id === String(scenario.single.rightId)).isRight).toBe(
      true,
    );

    const list = await ask(
      student.token,
      '{ myHomework(status: REVIEWED, limit: 100) { list { reportId status } } }',
    );
    expect(list.data.myHomework.list).toContainEqual({
      reportId: String(student.reportId),
      status: 'REVIEWED',
    });
  });

  it('my saved questions: a question saved from the report is listed with its homework, then removed', async () => {
    const client = restAt(server.url);
    const scenario = await gradedHomework(client, { now: Math.floor(Date.now() / 1000) });
    const student = scenario.students[0] as { token: string; reportId: number };
    const SAVED = '{ mySavedQuestions { id questionId type stem homeworkId reportId homeworkName savedAt } }';
    const saved = await ask(student.token, 'mutation($q: ID!) { collectMyQuestion(questionId: $q) }', {
      q: String(scenario.essayId),
    });
    expect(saved.errors).toBeUndefined();
    const collectId = saved.data.collectMyQuestion;
    const res = await ask(student.token, SAVED);
    expect(res.errors).toBeUndefined();
    const rest = (await client.call('GET', '/app/collect', student.token)).data as { ques_stem: string }[];
    expect(res.data.mySavedQuestions).toContainEqual({
      id: collectId,
      questionId: String(scenario.essayId),
      type: 'SHORT_ANSWER',
      stem: rest[0]?.ques_stem,
      homeworkId: String(scenario.hwId),
      reportId: String(student.reportId),
      homeworkName: scenario.name,
      savedAt: expect.any(String),
    });
    // Another student of the class saved nothing.
    const classmate = scenario.students[1] as { token: string };
    const theirs = (await ask(classmate.token, SAVED)).data.mySavedQuestions as { homeworkId: string }[];
    expect(theirs.filter((q) => q.homeworkId === String(scenario.hwId))).toEqual([]);
    await ask(student.token, 'mutation($c: ID!) { cancelMyQuestionCollect(collectId: $c) }', {
      c: collectId,
    });
    const after = (await ask(student.token, SAVED)).data.mySavedQuestions as { id: string }[];
    expect(after.map((q) => q.id)).not.toContain(collectId);
    expect((await ask(scenario.teacherToken, SAVED)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('an open report: save answers, read them back without marks, submit; staff hear FORBIDDEN', async () => {
    const client = restAt(server.url);
    const now = Math.floor(Date.now() / 1000);
    // The scenario's homework is submitted already: the same two questions are published again.
    const scenario = await answeredHomework(client, { now });
    const teacher = scenario.teacherToken;
    const student = scenario.students[0] as { token: string };
    const { reportId } = await publishAgain(client, scenario, student.token, now);

    const saved = await ask(
      student.token,
      'mutation($r: ID!, $a: [MyAnswerInput!]!) { saveMyAnswers(reportId: $r, answers: $a) }',
      {
        r: reportId,
        a: [
          { questionId: String(scenario.single.id), optionIds: [String(scenario.single.wrongId)] },
          { questionId: String(scenario.essayId), content: '<p>答</p>', images: [scenario.answerImage] },
        ],
      },
    );
    expect(saved.errors).toBeUndefined();
    const open = (await ask(student.token, REPORT, { id: reportId })).data.myHomeworkReport;
    expect(open.status).toBe('NOT_SUBMITTED');
    expect(open.abilities.submit).toEqual({ allowed: true, reason: null });
    const [single, essay] = open.questions;
    expect(single).toMatchObject({
      userAnswer: String(scenario.single.wrongId),
      isRight: null,
      remark: null,
    });
    expect(single.options.every((o: { isRight: boolean | null }) => o.isRight === null)).toBe(true);
    expect(JSON.parse(essay.userAnswer)).toEqual({ content: '<p>答</p>', images: [scenario.answerImage] });

    const forbidden = await ask(teacher, REPORT, { id: reportId });
    expect(forbidden.errors[0].extensions.code).toBe('FORBIDDEN');

    const submitted = await ask(student.token, 'mutation($r: ID!) { submitMyHomework(reportId: $r) }', {
      r: reportId,
    });
    expect(submitted.data.submitMyHomework).toBe(true);
    const twice = await ask(student.token, 'mutation($r: ID!) { submitMyHomework(reportId: $r) }', {
      r: reportId,
    });
    expect(twice.errors[0].message).toBe('作业已提交，请勿重复提交');
  });

  it('submitting a recalled homework answers HOMEWORK_RECALLED beside the spec’s message, over GraphQL and REST', async () => {
    const client = restAt(server.url);
    const now = Math.floor(Date.now() / 1000);
    const scenario = await answeredHomework(client, { now });
    const student = scenario.students[0] as { token: string };
    const { hwId, reportId } = await publishAgain(client, scenario, student.token, now);
    const recalled = await ask(
      scenario.teacherToken,
      'mutation($id: ID!) { recallHomework(id: $id) { recalled } }',
      {
        id: String(hwId),
      },
    );
    expect(recalled.data.recallHomework).toEqual({ recalled: true });

    const submit = await ask(student.token, 'mutation($r: ID!) { submitMyHomework(reportId: $r) }', {
      r: reportId,
    });
    expect(submit.data).toBeNull();
    expect(submit.errors).toEqual([
      expect.objectContaining({
        message: '作业已撤回',
        path: ['submitMyHomework'],
        extensions: { code: 'HOMEWORK_RECALLED', status: 409 },
      }),
    ]);
    const rest = await client.call('POST', `/app/homework/${reportId}/submit`, student.token);
    expect(rest).toEqual({ code: 409, msg: '作业已撤回', data: null, error_code: 'HOMEWORK_RECALLED' });
  });
});
