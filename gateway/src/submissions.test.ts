import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/** Students' corrections reach the question's owner through GraphQL (real REST API, in-memory SQLite). */
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

const CORRECTIONS = `query($id: ID!) {
  questionCorrections(questionId: $id) { id questionId type typeName message studentNickname createdAt }
}`;

describe('question corrections', () => {
  it("a student's correction shows on the owner's question; another staff member hears 题目不存在", async () => {
    const teacher = await signIn('13800000001');
    const questions = (await rest('GET', '/lector/ques/index?limit=50', teacher)).data.list as any[];
    const single = questions.find((q) => q.ques_type === 1);
    const published = await rest('POST', '/lector/hw/publish', teacher, {
      course_basis_id: 1,
      type: 1,
      name: '纠错作业',
      ending_time: Math.floor(Date.now() / 1000) + 86_400,
      is_set_score: 1,
      publish_scope: 1,
      question: JSON.stringify([{ id: single.id }]),
    });
    expect(published.msg).toBe('作业发布成功');
    const student = await signIn('13900000001');
    const reported = await rest('POST', '/app/myExam/correction', student, {
      ques_id: single.id,
      type: 1,
      error_msg: '题干少了一个字',
    });
    expect(reported.msg).toBe('提交成功');

    const mine = await post(
      `${server.url}/graphql`,
      { query: CORRECTIONS, variables: { id: String(single.id) } },
      { authorization: `Bearer ${teacher}` },
    );
    expect(mine.body.data.questionCorrections).toEqual([
      {
        id: String(reported.data.id),
        questionId: String(single.id),
        type: 'STEM',
        typeName: '题干有误',
        message: '题干少了一个字',
        studentNickname: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);

    const assistant = await signIn('13800000002');
    const theirs = await post(
      `${server.url}/graphql`,
      { query: CORRECTIONS, variables: { id: String(single.id) } },
      { authorization: `Bearer ${assistant}` },
    );
    expect(theirs.body.errors[0].message).toBe('题目不存在');
  });
});
