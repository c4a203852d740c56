import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/**
 * Exams through GraphQL over the real REST API (in-memory SQLite, the default demo school): teacher
 * 13800100001 serves classes 2 and 5; student 13900000121 sits in class 5; the teacher 13800000001
 * shares no class with them.
 */
let server: RunningServer;
const tokens: Record<'teacher' | 'peer' | 'student', string> = { teacher: '', peer: '', student: '' };

async function signIn(mobile: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: 'Demo2026' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}
const gql = (who: keyof typeof tokens, query: string, variables: Record<string, unknown> = {}) =>
  post(`${server.url}/graphql`, { query, variables }, { authorization: `Bearer ${tokens[who]}` });

async function studentCall(method: string, path: string, json?: unknown) {
  const res = await fetch(`${server.url}/api/app${path}`, {
    method,
    headers: { authorization: `Bearer ${tokens.student}`, 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return (await res.json()) as { code: number; msg: string; data: any };
}

const ROW =
  'id name status durationMinutes score passScore questionCount timeType startTime endTime testedCount abilities { edit { shown allowed } publish { shown allowed reason } close { shown allowed } }';

let bankQuestion: { id: string; right: number };
let examId: string;

beforeAll(async () => {
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
  tokens.teacher = await signIn('13800100001');
  tokens.peer = await signIn('13800000001');
  tokens.student = await signIn('13900000121');
  const bank = await gql(
    'teacher',
    'query { publicQuestions(filter: { type: SINGLE_CHOICE }, limit: 1) { list { id options { id isRight } } } }',
  );
  const q = bank.body.data.publicQuestions.list[0];
  bankQuestion = { id: q.id, right: q.options.find((o: { isRight: boolean }) => o.isRight).id };
}, 60_000);
afterAll(() => server?.close());

const input = () => ({
  name: '单元测验（网关）',
  classifyId: '1',
  sections: [
    {
      name: '一、选择与填空',
      introduce: '',
      questions: [
        { bankQuestionId: bankQuestion.id, score: 6 },
        {
          type: 'FILL_BLANK',
          stem: '<p>____是中国的首都</p>',
          blanks: [{ answers: ['北京', '北京市'] }],
          score: 4,
        },
      ],
    },
  ],
  passScore: 6,
  durationMinutes: 0,
  timeType: 'LONG_TERM',
  attempts: 2,
  classIds: ['5'],
});

describe('exam authoring', () => {
  it('the classification tree and the schools: one school, so no school filter', async () => {
    const res = await gql(
      'teacher',
      'query { examClassifies { id name children { id name parentId } } examSchools { shown list { id name } } }',
    );
    expect(
      res.body.data.examClassifies.find((c: { name: string }) => c.name === '模拟考试').children,
    ).toEqual([
      { id: '6', name: '中考模拟', parentId: '5' },
      { id: '7', name: '高考模拟', parentId: '5' },
    ]);
    expect(res.body.data.examSchools).toEqual({ shown: false, list: [{ id: '1', name: '本校' }] });
  });

  it('creates a draft with a fill-in-the-blank question, reads it for editing, publishes it', async () => {
    const created = await gql(
      'teacher',
      `mutation($input: ExamInput!) { createExam(input: $input) { ${ROW} } }`,
      {
        input: input(),
      },
    );
    const row = created.body.data.createExam;
    expect(row).toMatchObject({
      name: '单元测验（网关）',
      status: 'DRAFT',
      durationMinutes: 0,
      score: 10,
      questionCount: 2,
      timeType: 'LONG_TERM',
      startTime: null,
      abilities: {
        edit: { shown: true, allowed: true },
        publish: { shown: true, allowed: true },
        close: { shown: false },
      },
    });
    examId = row.id;
    const editing = await gql(
      'teacher',
      'query($id: ID!) { examForEditing(id: $id) { classIds row { attempts } sections { name questions { number type typeName bankQuestionId blanks { answers } score } } } }',
      { id: examId },
    );
    expect(editing.body.data.examForEditing).toMatchObject({
      classIds: ['5'],
      row: { attempts: 2 },
      sections: [
        {
          name: '一、选择与填空',
          questions: [
            { number: 1, type: 'SINGLE_CHOICE', bankQuestionId: bankQuestion.id, score: 6 },
            {
              number: 2,
              type: 'FILL_BLANK',
              typeName: '填空题',
              bankQuestionId: null,
              blanks: [{ answers: ['北京', '北京市'] }],
            },
          ],
        },
      ],
    });
    const published = await gql('teacher', `mutation($id: ID!) { publishExam(id: $id) { ${ROW} } }`, {
      id: examId,
    });
    expect(published.body.data.publishExam).toMatchObject({
      id: examId,
      status: 'PUBLISHED',
      abilities: { edit: { shown: false }, close: { shown: true, allowed: true } },
    });
    const edit = await gql(
      'teacher',
      'mutation($id: ID!, $input: ExamInput!) { editExam(id: $id, input: $input) { id } }',
      {
        id: examId,
        input: input(),
      },
    );
    expect(edit.body.errors[0].message).toBe('考试已发布，不能修改试题');
  });

  it('the list filters by name and status; another teacher does not see the exam', async () => {
    const mine = await gql(
      'teacher',
      `query { exams(filter: { name: "网关", status: PUBLISHED, classifyId: "1" }) { total list { ${ROW} } } }`,
    );
    expect(mine.body.data.exams.total).toBe(1);
    const none = await gql('teacher', 'query { exams(filter: { name: "网关", status: DRAFT }) { total } }');
    expect(none.body.data.exams.total).toBe(0);
    const peer = await gql('peer', 'query { exams(filter: { name: "网关" }) { total } }');
    expect(peer.body.data.exams.total).toBe(0);
    const hidden = await gql('peer', 'query($id: ID!) { examHeader(id: $id) { id } }', { id: examId });
    expect(hidden.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('ExamDetail', () => {
  it('an attempt over REST is marked at submit and shows in every tab; drop-repeat keeps the latest', async () => {
    for (const blank of ['北京', '上海']) {
      const started = await studentCall('POST', `/exam/${examId}/start`);
      const reportId = started.data.report_id;
      await studentCall('PUT', `/exam/report/${reportId}/answers`, {
        answers: [
          { question_id: 1, user_answer: String(bankQuestion.right) },
          { question_id: 2, user_answer: [blank] },
        ],
      });
      expect((await studentCall('POST', `/exam/report/${reportId}/submit`)).msg).toBe('提交成功');
    }
    const header = await gql(
      'teacher',
      'query($id: ID!) { examHeader(id: $id) { name score passScore participants durationMinutes } }',
      {
        id: examId,
      },
    );
    expect(header.body.data.examHeader).toEqual({
      name: '单元测验（网关）',
      score: 10,
      passScore: 6,
      participants: 1,
      durationMinutes: 0,
    });
    const attempts = `query($id: ID!, $latest: Boolean) { examAttempts(examId: $id, filter: { latestOnly: $latest }) {
      total list { score testStatus isPass attemptNo abilities { review { shown } view { shown allowed } } } } }`;
    const all = await gql('teacher', attempts, { id: examId, latest: false });
    expect(all.body.data.examAttempts.total).toBe(2);
    const latest = await gql('teacher', attempts, { id: examId, latest: true });
    expect(latest.body.data.examAttempts.list).toEqual([
      {
        score: 6,
        testStatus: 'FINISHED',
        isPass: true,
        attemptNo: 2,
        abilities: { review: { shown: false }, view: { shown: true, allowed: true } },
      },
    ]);
    const stats = await gql(
      'teacher',
      'query($id: ID!) { examScoreStatistics(examId: $id) { maxScore minScore passNums chart { userNums scoreSteps } } }',
      {
        id: examId,
      },
    );
    // One student, counted once by the best reviewed paper (10), not once per attempt.
    expect(stats.body.data.examScoreStatistics).toEqual({
      maxScore: 10,
      minScore: 10,
      passNums: 1,
      chart: { userNums: [0, 0, 0, 0, 1], scoreSteps: ['0-2', '2-4', '4-6', '6-8', '8-10'] },
    });
    const students = await gql(
      'teacher',
      'query($id: ID!) { examStudents(examId: $id, filter: { isFinishConditions: true }, sort: USER_SCORE, order: DESC) { total list { nickname ranking userScore answerNums isPass reportId } } }',
      { id: examId },
    );
    expect(students.body.data.examStudents.total).toBe(1);
    expect(students.body.data.examStudents.list[0]).toMatchObject({
      ranking: 1,
      userScore: 10,
      answerNums: 2,
      isPass: true,
    });
    const questions = await gql(
      'teacher',
      'query($id: ID!) { examQuestionStatistics(examId: $id) { types { questionType wrongRate } questions { sort typeName wrongCount rightRate } } }',
      {
        id: examId,
      },
    );
    // Over the counted paper (the best reviewed, 10 points: both right), as every other figure.
    expect(questions.body.data.examQuestionStatistics).toEqual({
      types: [
        { questionType: '单选题', wrongRate: 0 },
        { questionType: '填空题', wrongRate: 0 },
      ],
      questions: [
        { sort: 1, typeName: '单选题', wrongCount: 0, rightRate: 1 },
        { sort: 2, typeName: '填空题', wrongCount: 0, rightRate: 1 },
      ],
    });
  });

  it('学员统计 exports as .xlsx the teacher can download', async () => {
    const res = await gql(
      'teacher',
      'mutation($id: ID!) { exportExamStudents(examId: $id, filter: { isFinishConditions: true }) { url fileName } }',
      {
        id: examId,
      },
    );
    const file = res.body.data.exportExamStudents;
    expect(file.fileName).toBe('单元测验（网关）-学员统计.xlsx');
    const download = await fetch(server.url + file.url, {
      headers: { authorization: `Bearer ${tokens.teacher}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('spreadsheetml');
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }, 60_000);

  it('closing answers the row; nothing further is offered', async () => {
    const closed = await gql('teacher', `mutation($id: ID!) { closeExam(id: $id) { ${ROW} } }`, {
      id: examId,
    });
    expect(closed.body.data.closeExam).toMatchObject({
      status: 'CLOSED',
      abilities: { edit: { shown: false }, publish: { shown: false }, close: { shown: false } },
    });
  });
});
