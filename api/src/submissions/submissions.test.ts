import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import type { Api } from '../app';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { rebuildProjections } from '../store/rebuild';

/**
 * Students answer homework over HTTP, on the demo school: the demo teacher publishes on course 1,
 * which reaches class 1, where students 13900000001 and 13900000002 sit.
 */

const DAY = 86_400;
let nowMs = Date.parse('2026-09-10T10:00:00+08:00');
const now = () => Math.floor(nowMs / 1000);

let server: TestServer;
let api: Api;
const tokens: Record<string, string> = {};
type Who = 'teacher' | 'assistant' | 'student' | 'classmate' | 'late';

const call = (who: Who, method: string, path: string, json?: unknown) =>
  server.call(method, path, { token: tokens[who] as string, ...(json === undefined ? {} : { json }) });
const staff = (who: 'teacher' | 'assistant', method: string, path: string, json?: unknown) =>
  call(who, method, `${who === 'teacher' ? '/api/lector' : '/api/assistants'}${path}`, json);

interface BankQuestion {
  id: number;
  ques_type: number;
  ques_option: { id: number; is_right: number }[];
  ques_item: BankQuestion[];
}
let single: BankQuestion;
let material: BankQuestion;
let essay: BankQuestion;
let mixedHw: number;
let objectiveHw: number;

const right = (q: BankQuestion) =>
  q.ques_option
    .filter((o) => o.is_right === 1)
    .map((o) => o.id)
    .join(',');
const wrong = (q: BankQuestion) => String(q.ques_option.find((o) => o.is_right !== 1)?.id);

async function publish(name: string, questions: { id: number; score: number; ques_item?: object[] }[]) {
  const res = await staff('teacher', 'POST', '/hw/publish', {
    course_basis_id: 1,
    type: 1,
    name,
    ending_time: now() + 3 * DAY,
    is_set_score: 2,
    publish_scope: 1,
    question: JSON.stringify(questions),
  });
  expect(res.body.msg).toBe('作业发布成功');
  return res.body.data.id as number;
}

async function reportOf(who: Who, hwId: number) {
  const list = (await call(who, 'GET', '/api/app/homework?limit=100')).body.data.list as any[];
  return list.find((r) => r.hw_id === hwId);
}
async function rowOf(hwId: number) {
  const list = (await staff('teacher', 'GET', '/hw/index?limit=100')).body.data.list as any[];
  return list.find((r) => r.id === hwId);
}

beforeAll(async () => {
  server = await startTestServer({ clock: () => nowMs });
  api = server.api;
  tokens.teacher = await server.login(DEMO_ACCOUNTS.teacher);
  tokens.assistant = await server.login(DEMO_ACCOUNTS.assistant);
  tokens.student = await server.login(DEMO_ACCOUNTS.student);
  tokens.classmate = await server.login('13900000002');
  tokens.late = await server.login('13900000003');
  const mine = (await staff('teacher', 'GET', '/ques/index?limit=50')).body.data.list as BankQuestion[];
  const byType = (t: number) => mine.find((q) => q.ques_type === t) as BankQuestion;
  [single, material, essay] = [byType(1), byType(6), byType(5)];
  mixedHw = await publish('第一周作业', [
    { id: single.id, score: 5 },
    { id: material.id, score: 9, ques_item: material.ques_item.map((i) => ({ id: i.id, score: 4.5 })) },
    { id: essay.id, score: 10 },
  ]);
  objectiveHw = await publish('选择题练习', [{ id: single.id, score: 10 }]);
});
afterAll(() => server.close());

describe('who may answer', () => {
  it('a staff token on /api/app is refused: 403 无权访问该接口', async () => {
    for (const who of ['teacher', 'assistant'] as const) {
      const res = await call(who, 'GET', '/api/app/homework');
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('无权访问该接口');
    }
  });

  it('a student token on /api/lector is refused: 403', async () => {
    const res = await call('student', 'GET', '/api/lector/hw/index');
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('无权访问该接口');
  });

  it("another student's report is not revealed: 404 作业不存在", async () => {
    const mine = await reportOf('student', mixedHw);
    for (const [method, path] of [
      ['GET', `/api/app/homework/${mine.report_id}`],
      ['POST', `/api/app/homework/${mine.report_id}/submit`],
    ] as const) {
      const res = await call('classmate', method, path);
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe('作业不存在');
    }
  });
});

describe('answering a homework', () => {
  it('my homework lists each report with status 4 (not submitted) and what I may do', async () => {
    const row = await reportOf('student', mixedHw);
    expect(row).toMatchObject({
      hw_id: mixedHw,
      name: '第一周作业',
      ending_time: now() + 3 * DAY,
      status: 4,
      abilities: { submit: { allowed: true }, save_answers: { allowed: true } },
    });
  });

  it('before grading the questions come without answers or analysis', async () => {
    const { report_id } = await reportOf('student', mixedHw);
    const res = await call('student', 'GET', `/api/app/homework/${report_id}`);
    expect(res.body.data.status).toBe(4);
    const questions = res.body.data.questions as any[];
    expect(questions.map((q) => q.ques_id)).toEqual([single.id, material.id, essay.id]);
    expect(questions[1].ques_item.map((i: any) => i.ques_id)).toEqual(material.ques_item.map((i) => i.id));
    const text = JSON.stringify(questions);
    expect(text).not.toContain('is_right');
    expect(text).not.toContain('right_answer');
    expect(text).not.toContain('ques_analysis');
  });

  it('answers in the wrong shape are refused with the rule that failed', async () => {
    const { report_id } = await reportOf('student', mixedHw);
    const save = (answers: unknown) =>
      call('student', 'PUT', `/api/app/homework/${report_id}/answers`, { answers });
    const cases: [unknown, string][] = [
      [[{ ques_id: single.id, user_answer: '999' }], '答案选项不正确'],
      [
        [{ ques_id: single.id, user_answer: single.ques_option.map((o) => o.id).join(',') }],
        '只能选择一个答案',
      ],
      [[{ ques_id: material.id, user_answer: '1' }], '题目不存在'],
      [[{ ques_id: essay.id, user_answer: '{not json' }], '答案格式不正确'],
      [
        [
          {
            ques_id: essay.id,
            user_answer: {
              content: 'x',
              images: Array(10).fill(
                '/api/files/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png',
              ),
            },
          },
        ],
        '图片最多9张',
      ],
      [
        [{ ques_id: essay.id, user_answer: { content: 'x', images: ['https://evil.example/a.png'] } }],
        '图片地址不正确',
      ],
    ];
    for (const [answers, message] of cases) {
      const res = await save(answers);
      expect(res.status, message).toBe(400);
      expect(res.body.msg).toBe(message);
    }
  });

  it('a draft is saved, rich text sanitised, and shown back to the student', async () => {
    const { report_id } = await reportOf('student', mixedHw);
    const res = await call('student', 'PUT', `/api/app/homework/${report_id}/answers`, {
      answers: [
        { ques_id: single.id, user_answer: wrong(single) },
        { ques_id: material.ques_item[0]?.id, user_answer: right(material.ques_item[0] as BankQuestion) },
        {
          ques_id: essay.id,
          user_answer: JSON.stringify({
            content: '<p>我的答案<script>alert(1)</script></p>',
            images: ['/api/files/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png'],
          }),
        },
      ],
    });
    expect(res.body.msg).toBe('保存成功');
    nowMs += 600_000;
    const again = await call('student', 'PUT', `/api/app/homework/${report_id}/answers`, {
      answers: [{ ques_id: single.id, user_answer: right(single) }],
    });
    expect(again.status).toBe(200);
    const detail = (await call('student', 'GET', `/api/app/homework/${report_id}`)).body.data;
    expect(detail.questions[0].user_answer).toBe(right(single));
    expect(JSON.parse(detail.questions[2].user_answer)).toEqual({
      content: '<p>我的答案</p>',
      images: ['/api/files/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png'],
    });
  });

  it('a student submits: 提交成功, and the staff figures change at once', async () => {
    const before = await rowOf(mixedHw);
    const pending = (await staff('teacher', 'GET', '/hw/correct/quantity')).body.data;
    const { report_id } = await reportOf('student', mixedHw);
    const res = await call('student', 'POST', `/api/app/homework/${report_id}/submit`);
    expect(res.body.msg).toBe('提交成功');
    expect(res.body.data).toEqual({ status: 2 });
    expect(await rowOf(mixedHw)).toMatchObject({
      submitted_homework_count: before.submitted_homework_count + 1,
      not_revised_homework_count: before.not_revised_homework_count + 1,
      graded_homework_count: 0,
      homework_count: before.homework_count,
    });
    expect((await staff('teacher', 'GET', '/hw/correct/quantity')).body.data).toBe(pending + 1);
    expect((await reportOf('student', mixedHw)).status).toBe(2);
  });

  it('objective questions are marked at submit; the subjective one awaits grading', async () => {
    const { report_id } = await reportOf('student', mixedHw);
    const answers = await api.store.db
      .selectFrom('report_answers')
      .select(['ques_id', 'result', 'score_tenths'])
      .where('report_id', '=', report_id)
      .orderBy('ques_id')
      .execute();
    const byId = new Map(answers.map((a) => [Number(a.ques_id), a]));
    expect(byId.get(single.id)).toMatchObject({ result: 1, score_tenths: 50 });
    expect(byId.get(material.ques_item[0]?.id as number)).toMatchObject({ result: 1, score_tenths: 45 });
    expect(byId.get(material.ques_item[1]?.id as number)).toMatchObject({ result: 3, score_tenths: 0 });
    expect(byId.get(essay.id)).toMatchObject({ result: 4, score_tenths: null });
    const report = await api.store.db
      .selectFrom('homework_reports')
      .selectAll()
      .where('id', '=', report_id)
      .executeTakeFirstOrThrow();
    expect(report).toMatchObject({ status: 2, objective_score_tenths: 95, answer_time: 600 });
  });

  it('a second submit is refused: 409 作业已提交，请勿重复提交; answers no longer change', async () => {
    const { report_id } = await reportOf('student', mixedHw);
    const twice = await call('student', 'POST', `/api/app/homework/${report_id}/submit`);
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('作业已提交，请勿重复提交');
    const save = await call('student', 'PUT', `/api/app/homework/${report_id}/answers`, {
      answers: [{ ques_id: single.id, user_answer: wrong(single) }],
    });
    expect(save.status).toBe(409);
    expect(save.body.msg).toBe('作业已提交，不能修改答案');
  });

  it('a homework with no subjective question is graded at submit; scores stay hidden until the deadline', async () => {
    const { report_id } = await reportOf('classmate', objectiveHw);
    await call('classmate', 'PUT', `/api/app/homework/${report_id}/answers`, {
      answers: [{ ques_id: single.id, user_answer: right(single) }],
    });
    const res = await call('classmate', 'POST', `/api/app/homework/${report_id}/submit`);
    expect(res.body.data).toEqual({ status: 3 });
    expect(await rowOf(objectiveHw)).toMatchObject({ submitted_homework_count: 1, graded_homework_count: 1 });
    const hidden = (await call('classmate', 'GET', `/api/app/homework/${report_id}`)).body.data;
    expect(hidden.status).toBe(5);
    expect(JSON.stringify(hidden)).not.toContain('right_answer');
  });

  it('submit after the deadline is refused: 409 作业已截止，不能提交', async () => {
    const { report_id } = await reportOf('late', objectiveHw);
    nowMs += 3 * DAY * 1000;
    const res = await call('late', 'POST', `/api/app/homework/${report_id}/submit`);
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('作业已截止，不能提交');
    const save = await call('late', 'PUT', `/api/app/homework/${report_id}/answers`, { answers: [] });
    expect(save.body.msg).toBe('作业已截止，不能作答');
    expect((await reportOf('late', objectiveHw)).abilities.submit).toEqual({
      shown: true,
      allowed: false,
      reason: '作业已截止，不能提交',
    });
  });

  it('after the deadline a graded report shows the student report entity', async () => {
    const { report_id, status } = await reportOf('classmate', objectiveHw);
    expect(status).toBe(3);
    const data = (await call('classmate', 'GET', `/api/app/homework/${report_id}`)).body.data;
    expect(data).toMatchObject({
      status: 3,
      is_set_score: 2,
      question_num: 1,
      completion_rate: 1,
      score: 10,
      object_score: 10,
      subject_score: 0,
      user_score: 10,
      max_score: 10,
      avarage_score: 10,
      comment: '',
    });
    expect(data.report_questions[0]).toMatchObject({ ques_id: single.id, is_right: 1, user_score: 10 });
    expect(data.report_questions[0].right_answer).toBeDefined();
  });
});

describe('corrections and collections', () => {
  it('a correction needs a type and a text of at most 500', async () => {
    const send = (body: object) =>
      call('student', 'POST', '/api/app/myExam/correction', { ques_id: single.id, ...body });
    expect((await send({ error_msg: '答案错了' })).body.msg).toBe('请选择纠错类型');
    expect((await send({ type: 9, error_msg: '答案错了' })).body.msg).toBe('请选择纠错类型');
    // Only an integer written as digits is a type: nothing is read into one.
    for (const type of [true, '1e0', [1], 1.5, '0x1'])
      expect((await send({ type, error_msg: '答案错了' })).body.msg, JSON.stringify(type)).toBe(
        '请选择纠错类型',
      );
    expect((await send({ type: '3', error_msg: '  ' })).body.msg).toBe('请输入纠错内容');
    expect((await send({ type: 3, error_msg: '  ' })).body.msg).toBe('请输入纠错内容');
    expect((await send({ type: 3, error_msg: '错'.repeat(501) })).body.msg).toBe('纠错内容不能超过500个字');
    const ok = await send({ type: 3, error_msg: '错'.repeat(500) });
    expect(ok.body.msg).toBe('提交成功');
    const stored = await api.store.db.selectFrom('question_corrections').selectAll().execute();
    expect(stored).toMatchObject([{ id: ok.body.data.id, ques_id: single.id, type: 3 }]);
  });

  it("the question's owner finds the reported corrections; another teacher's bank does not show them", async () => {
    const res = await staff('teacher', 'GET', `/ques/corrections/${single.id}`);
    expect(res.body.data).toMatchObject([
      {
        ques_id: single.id,
        type: 3,
        type_name: '答案有误',
        error_msg: '错'.repeat(500),
        nickname: expect.any(String),
      },
    ]);
    expect((await staff('assistant', 'GET', `/ques/corrections/${single.id}`)).status).toBe(404);
  });

  it('only questions of my homework: others are 404 题目不存在', async () => {
    const res = await call('student', 'POST', '/api/app/collect', { ques_id: 999_999, type: 3 });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('题目不存在');
  });

  it('collect a sub-question, not twice, and cancel it', async () => {
    const quesId = material.ques_item[1]?.id;
    const res = await call('student', 'POST', '/api/app/collect', { ques_id: quesId, type: 3 });
    expect(res.body.msg).toBe('收藏成功');
    const again = await call('student', 'POST', '/api/app/collect', { ques_id: quesId, type: 3 });
    expect(again.status).toBe(409);
    const id = res.body.data.collect_id;
    // My saved questions: the sub-question with its stem and the homework it came from; not the classmate's.
    const mine = await call('student', 'GET', '/api/app/collect');
    const report = await reportOf('student', mixedHw);
    expect(mine.body.data).toEqual([
      {
        collect_id: id,
        ques_id: quesId,
        ques_type: material.ques_item[1]?.ques_type,
        ques_stem: expect.stringMatching(/\S/),
        collected_at: expect.any(Number),
        hw_id: mixedHw,
        report_id: report?.report_id,
        homework_name: '第一周作业',
      },
    ]);
    expect((await call('classmate', 'GET', '/api/app/collect')).body.data).toEqual([]);
    expect((await call('classmate', 'PUT', `/api/app/collect/cancel/${id}/3`)).status).toBe(404);
    expect((await call('student', 'PUT', `/api/app/collect/cancel/${id}/3`)).body.msg).toBe('取消收藏成功');
    expect((await call('student', 'GET', '/api/app/collect')).body.data).toEqual([]);
    expect((await call('student', 'PUT', `/api/app/collect/cancel/${id}/3`)).status).toBe(404);
  });
});

describe('recall', () => {
  it('a recalled homework leaves the student list; a late submit hears 作业已撤回', async () => {
    nowMs -= 3 * DAY * 1000;
    const { report_id } = await reportOf('late', mixedHw);
    expect((await staff('teacher', 'GET', `/hw/withdraw/${mixedHw}`)).body.msg).toBe('作业撤回成功');
    expect(await reportOf('late', mixedHw)).toBeUndefined();
    const res = await call('late', 'POST', `/api/app/homework/${report_id}/submit`);
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('作业已撤回');
    expect((await call('late', 'GET', `/api/app/homework/${report_id}`)).status).toBe(404);
    expect(await rowOf(mixedHw)).toMatchObject({ homework_count: 0, submitted_homework_count: 0 });
  });
});

describe('the submissions read model', () => {
  it('a rebuild from the log gives the same tables as live updates', async () => {
    const tables = [
      'homework_reports',
      'report_answers',
      'homework_report_counts',
      'homework_report_counts_shares',
      'question_collections',
      'question_corrections',
    ] as const;
    const snapshot = () =>
      Promise.all(
        tables.map((t) =>
          api.store.db
            .selectFrom(t)
            .selectAll()
            .execute()
            .then((rows) => rows.map((r) => JSON.stringify(r)).sort()),
        ),
      );
    const kept = await call('student', 'POST', '/api/app/collect', { ques_id: single.id, type: 3 });
    expect(kept.body.msg).toBe('收藏成功');
    const live = await snapshot();
    expect(live.every((rows) => rows.length > 0)).toBe(true);
    await rebuildProjections(api.store);
    expect(await snapshot()).toEqual(live);
  });
});
