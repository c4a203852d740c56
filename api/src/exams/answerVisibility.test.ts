import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../app';
import { mayShowAnswers } from './answerVisibility';

/**
 * The answer key is never given away while a student can still answer: one rule (`mayShowAnswers`),
 * one redaction step, checked for every question type on every student call that carries the paper.
 * Demo school: teacher 13800100001 serves class 5; student 13900000121 sits in it.
 */

const nowMs = Date.parse('2026-09-10T10:00:00+08:00');
let api: Api;
let base: string;
const tokens: Record<string, string> = {};

async function login(mobile: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: 'Demo2026' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function call(who: string, method: string, url: string, json?: unknown) {
  const headers: Record<string, string> = { authorization: `Bearer ${tokens[who]}` };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + url, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await res.json()) as { msg: string; data: any };
  expect(res.status, `${method} ${url}: ${body.msg}`).toBe(200);
  return body.data;
}

const opts = (contents: string[], right: number[]) =>
  JSON.stringify(contents.map((content, i) => ({ id: i + 1, content, is_right: right.includes(i) ? 1 : 2 })));

/** One bank question of each bank type, each with an analysis. */
const BANK: Record<number, Record<string, unknown>> = {
  1: { ques_type: 1, ques_stem: '<p>单选</p>', ques_option: opts(['甲', '乙', '丙'], [1]) },
  2: { ques_type: 2, ques_stem: '<p>判断</p>', ques_option: opts(['正确', '错误'], [0]) },
  3: { ques_type: 3, ques_stem: '<p>多选</p>', ques_option: opts(['甲', '乙', '丙'], [0, 2]) },
  4: { ques_type: 4, ques_stem: '<p>不定项</p>', ques_option: opts(['甲', '乙'], [1]) },
  5: { ques_type: 5, ques_stem: '<p>简答</p>', right_answer: '<p>参考答案</p>' },
  6: {
    ques_type: 6,
    ques_stem: '<p>材料</p>',
    ques_item: JSON.stringify([
      {
        ques_type: 1,
        ques_stem: '<p>小题一</p>',
        ques_option: opts(['甲', '乙'], [0]),
        ques_analysis: '<p>小题解析</p>',
      },
      { ques_type: 5, ques_stem: '<p>小题二</p>', right_answer: '<p>小题答案</p>' },
    ]),
  },
};
const TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
const SUBJECTIVE = new Set([5, 6]);

/** Fields that give an answer away, named here independently of the code under test. */
const ANSWER_KEYS = [
  'is_right',
  'right_answer',
  'ques_analysis',
  'analysis',
  'blanks',
  'average_rate',
  'marks',
];

/** Every key at any depth of a value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}

/** The questions of a student call's answer, by type (the review's list, or the paper's sections). */
function questionsByType(data: any): Map<number, any> {
  const list: any[] = data.question ?? data.sections.flatMap((s: any) => s.questions);
  return new Map(list.map((q) => [q.ques_type, q]));
}

/** The answer card's item of a type (the review only). */
const cardItem = (data: any, type: number) =>
  data.card_info?.flatMap((s: any) => s.items).find((i: any) => i.question_type === type);

let examId: number;
let first: number;
let second: number;

beforeAll(async () => {
  api = await createApi({ databaseUrl: 'sqlite::memory:', logLevel: 'silent', clock: () => nowMs });
  const server = api.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokens.teacher = await login('13800100001');
  tokens.student = await login('13900000121');
  const ids: number[] = [];
  for (const type of [1, 2, 3, 4, 5, 6])
    ids.push(
      (
        await call('teacher', 'POST', '/api/lector/ques/add', {
          ...BANK[type],
          ques_analysis: `<p>解析${type}</p>`,
          facility_value: 2,
        })
      ).id,
    );
  const questions = [
    ...ids.map((id) => ({ id, score: 2 })),
    {
      ques_type: 7,
      ques_stem: '<p>____是首都</p>',
      blanks: [{ answers: ['北京'] }],
      ques_analysis: '<p>解析7</p>',
      score: 2,
    },
  ];
  const exam = await call('teacher', 'POST', '/api/lector/test/add', {
    name: '答案何时可见',
    classify_id: 6,
    sections: JSON.stringify([{ name: '一、试题', introduce: '', questions }]),
    pass_score: 6,
    duration: 0,
    time_type: 2,
    test_num: 2,
    class_ids: '5',
  });
  examId = exam.id;
  await call('teacher', 'PUT', `/api/lector/test/publish/${examId}`);
  first = (await call('student', 'POST', `/api/app/exam/${examId}/start`)).report_id;
  await call('student', 'POST', `/api/app/exam/report/${first}/submit`);
}, 60_000);
afterAll(() => api?.close());

/** The student calls that carry the paper, given the attempt to read. */
const CALLS = {
  'GET /app/exam/report/{id}': (id: number) => call('student', 'GET', `/api/app/exam/report/${id}`),
  'GET /app/exam/report/{id}/review': (id: number) =>
    call('student', 'GET', `/api/app/exam/report/${id}/review`),
};
const callNames = Object.keys(CALLS) as (keyof typeof CALLS)[];

describe('the answer rule (given the facts, when asked, then)', () => {
  const base = {
    examStatus: 2,
    timeType: 2,
    endTime: 0,
    testNum: 2,
    attemptsUsed: 1,
    answering: false,
    now: 1000,
  };
  it.each([
    ['an attempt left', base, false],
    ['every attempt used', { ...base, attemptsUsed: 2 }, true],
    ['every attempt used but one still open', { ...base, attemptsUsed: 2, answering: true }, false],
    ['the exam closed', { ...base, examStatus: 3 }, true],
    ['the fixed period over', { ...base, timeType: 1, endTime: 1000 }, true],
    ['the fixed period running', { ...base, timeType: 1, endTime: 1001 }, false],
  ])('%s', (_, facts, shown) => expect(mayShowAnswers(facts)).toBe(shown));
});

describe('before the rule allows (one attempt handed in, one left)', () => {
  const cases = callNames.flatMap((name) => TYPES.map((type) => [name, type] as const));
  it.each(cases)('%s, question type %i: no answer field at any depth', async (name, type) => {
    const data = await CALLS[name](first);
    const q = questionsByType(data).get(type);
    expect(q, `type ${type} on the paper`).toBeDefined();
    const keys = keysOf(q);
    for (const key of ANSWER_KEYS) expect(keys.has(key), key).toBe(false);
    if (!SUBJECTIVE.has(type)) {
      expect(q).not.toHaveProperty('status');
      expect(q).not.toHaveProperty('user_score');
      const item = cardItem(data, type);
      if (item) expect(item).not.toHaveProperty('status');
    }
    const whole = keysOf(data);
    for (const key of ANSWER_KEYS) expect(whole.has(key), `${key} anywhere`).toBe(false);
  });

  it('while the second attempt is open, its paper carries no answer either', async () => {
    second = (await call('student', 'POST', `/api/app/exam/${examId}/start`)).report_id;
    const data = await CALLS['GET /app/exam/report/{id}'](second);
    const whole = keysOf(data);
    for (const key of ANSWER_KEYS) expect(whole.has(key), key).toBe(false);
  });
});

describe('after the rule allows (every attempt handed in)', () => {
  beforeAll(async () => {
    second ??= (await call('student', 'POST', `/api/app/exam/${examId}/start`)).report_id;
    await call('student', 'POST', `/api/app/exam/report/${second}/submit`);
  });
  const cases = callNames.flatMap((name) => TYPES.map((type) => [name, type] as const));
  it.each(cases)('%s, question type %i: the answer is there', async (name, type) => {
    const data = await CALLS[name](first);
    const q = questionsByType(data).get(type);
    if (type !== 6) expect(q.right_answer).toBeTruthy();
    expect(q.ques_analysis).toBe(`<p>解析${type}</p>`);
    if (type <= 4) expect(q.ques_option.some((o: any) => o.is_right === 1)).toBe(true);
    if (type === 6) expect(keysOf(q.ques_item).has('is_right')).toBe(true);
    if (!SUBJECTIVE.has(type) && name.endsWith('review')) expect(q.status).toBe(3);
  });
});
