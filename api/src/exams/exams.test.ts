import type { AddressInfo } from 'node:net';
import { ATTEMPT_MESSAGES, EXAM_FORM_MESSAGES, EXAM_MESSAGES } from '@school/machines';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../app';
import { rebuildProjections } from '../store/rebuild';

/**
 * Exam authoring and students' attempts over HTTP, on the demo school: teacher 廖雨欣 (13800100001)
 * serves classes 2 and 5; student 13900000121 sits in class 5.
 */

const HOUR = 3_600;
let nowMs = Date.parse('2026-09-10T10:00:00+08:00');
const now = () => Math.floor(nowMs / 1000);
const T0 = now();

let api: Api;
let base: string;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};

async function login(mobile: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: 'Demo2026' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function call(who: string, method: string, path: string, json?: unknown) {
  const headers: Record<string, string> = { authorization: `Bearer ${tokens[who]}` };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + path, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await res.json()) as { msg: string; data: any };
  return { status: res.status, msg: body.msg, data: body.data };
}
const teacher = (method: string, path: string, json?: unknown) =>
  call('teacher', method, `/api/lector${path}`, json);

let single: { id: number; right: number; wrong: number };
let essay: number;

function form(patch: Record<string, unknown> = {}, questions?: unknown[]) {
  return {
    name: '期中数学',
    classify_id: 6,
    sections: JSON.stringify([
      {
        name: '一、基础题',
        introduce: '',
        questions: questions ?? [
          { id: single.id, score: 6 },
          {
            ques_type: 7,
            ques_stem: '<p>____是中国的首都，____是上海的简称。</p>',
            blanks: [{ answers: ['北京', '北京市'] }, { answers: ['沪'] }],
            score: 4,
          },
        ],
      },
    ]),
    pass_score: 6,
    duration: 60,
    time_type: 1,
    start_time: T0 + HOUR,
    end_time: T0 + 48 * HOUR,
    test_num: 1,
    class_ids: '5',
    ...patch,
  };
}

beforeAll(async () => {
  api = await createApi({ databaseUrl: 'sqlite::memory:', logLevel: 'silent', clock: () => nowMs });
  const server = api.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = async () => {
    await api.close();
  };
  tokens.teacher = await login('13800100001');
  tokens.student = await login('13900000121');
  const db = api.store.db;
  const outsider = await db
    .selectFrom('users')
    .select('mobile')
    .where('role', '=', 'student')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('class_students')
            .select('uid')
            .whereRef('uid', '=', 'users.id')
            .where('class_id', '=', 5),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  tokens.outsider = await login(outsider.mobile);
  const peer = await db
    .selectFrom('users')
    .select('mobile')
    .where('role', '=', 'teacher')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('class_staff')
            .select('user_id')
            .whereRef('user_id', '=', 'users.id')
            .where('class_id', 'in', [2, 5]),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  tokens.peer = await login(peer.mobile);
  const shared = (await teacher('POST', '/ques/public', { limit: 100 })).data.list as any[];
  const s = shared.find((q) => q.ques_type === 1);
  single = {
    id: s.id,
    right: s.ques_option.find((o: any) => o.is_right === 1).id,
    wrong: s.ques_option.find((o: any) => o.is_right !== 1).id,
  };
  essay = shared.find((q) => q.ques_type === 5).id;
}, 60_000);
afterAll(() => close?.());

describe('the demo school', () => {
  it('has two published exams with attempts: one marked at submit, one awaiting review', async () => {
    const rows = await api.store.db
      .selectFrom('exams')
      .innerJoin('exam_reports', 'exam_reports.exam_id', 'exams.id')
      .select(['exams.name', 'exams.status', 'exam_reports.test_status'])
      .where('exams.name', 'in', ['期中测验', '作文测验'])
      .execute();
    const statuses = (name: string) => new Set(rows.filter((r) => r.name === name).map((r) => r.test_status));
    expect(statuses('期中测验')).toEqual(new Set([1]));
    expect(statuses('作文测验')).toEqual(new Set([2]));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([2]));
  });
});

describe('exam authoring', () => {
  it('refuses a form that breaks a rule with its message', async () => {
    const answer = await teacher('POST', '/test/add', form({ pass_score: 11 }));
    expect(answer).toMatchObject({ status: 400, msg: EXAM_FORM_MESSAGES.passScore });
    const notMine = await teacher('POST', '/test/add', form({ class_ids: '999' }));
    expect(notMine.status).toBe(400);
  });

  it('a draft without questions cannot be published', async () => {
    const { data } = await teacher('POST', '/test/add', form({ name: '空白试卷', pass_score: 0 }, []));
    const answer = await teacher('PUT', `/test/publish/${data.id}`);
    expect(answer).toMatchObject({ status: 400, msg: EXAM_MESSAGES.noQuestions });
  });

  it('creates with a fill-in-the-blank question, publishes, and then refuses question changes', async () => {
    const created = await teacher('POST', '/test/add', form());
    expect(created).toMatchObject({ status: 200, msg: '添加成功' });
    const info = await teacher('GET', `/test/info/${created.data.id}`);
    expect(info.data).toMatchObject({ score: 10, pass_score: 6, duration: 60, limit_time: 3600, status: 1 });
    expect(info.data.sections[0].questions[1]).toMatchObject({
      ques_type: 7,
      ques_id: 0,
      blanks: [{ answers: ['北京', '北京市'] }, { answers: ['沪'] }],
    });
    expect(created.data).toMatchObject({
      name: '期中数学',
      status: 1,
      abilities: { publish: { allowed: true } },
    });
    const published = await teacher('PUT', `/test/publish/${created.data.id}`);
    expect(published).toMatchObject({ status: 200, msg: '发布成功' });
    // A change answers the changed row with its abilities, so a list updates without fetching again.
    expect(published.data).toMatchObject({
      id: created.data.id,
      status: 2,
      abilities: { edit: { shown: false }, publish: { shown: false }, close: { shown: true, allowed: true } },
    });
    const edit = await teacher('PUT', `/test/edit/${created.data.id}`, form());
    expect(edit).toMatchObject({ status: 409, msg: EXAM_MESSAGES.publishedLocked });
  });

  it('lists with its filters; a classification finds its children; staff of other classes see nothing', async () => {
    const byParent = await teacher('GET', '/test/list?classify_id=5&status=2');
    expect(byParent.data.list.map((r: any) => r.name)).toEqual(['期中数学']);
    expect(byParent.data.list[0]).toMatchObject({
      classify_name: '中考模拟',
      time_type: 1,
      status: 2,
      tested_num: 0,
    });
    expect(byParent.data.list[0].should_num).toBeGreaterThan(0);
    expect((await teacher('GET', '/test/list?creator_name=nobody')).data.total).toBe(0);
    const peer = await call('peer', 'GET', '/api/lector/test/list?name=期中数学');
    expect(peer.data.total).toBe(0);
    const id = byParent.data.list[0].id;
    expect((await call('peer', 'GET', `/api/lector/test/info/${id}`)).status).toBe(404);
  });
});

describe('student attempts', () => {
  let examId: number;
  let reportId: number;

  it('refuses a start before the period, then starts', async () => {
    examId = (await teacher('GET', '/test/list?name=期中数学')).data.list[0].id;
    const early = await call('student', 'POST', `/api/app/exam/${examId}/start`);
    expect(early).toMatchObject({ status: 409, msg: ATTEMPT_MESSAGES.notStarted });
    expect((await call('outsider', 'POST', `/api/app/exam/${examId}/start`)).status).toBe(404);
    nowMs += 2 * HOUR * 1000;
    const started = await call('student', 'POST', `/api/app/exam/${examId}/start`);
    expect(started).toMatchObject({ status: 200, msg: '开始考试' });
    reportId = started.data.report_id;
    const paper = await call('student', 'GET', `/api/app/exam/report/${reportId}`);
    expect(JSON.stringify(paper.data.sections)).not.toContain('is_right');
    expect(JSON.stringify(paper.data.sections)).not.toContain('北京');
    expect(paper.data).toMatchObject({ test_status: 0, remaining: 3600 });
  });

  it('marks objective and fill-in-the-blank questions at submit', async () => {
    const saved = await call('student', 'PUT', `/api/app/exam/report/${reportId}/answers`, {
      answers: [
        { question_id: 1, user_answer: String(single.right) },
        { question_id: 2, user_answer: [' 北京市 ', '京'], is_sign: 1 },
      ],
    });
    expect(saved).toMatchObject({ status: 200, msg: '保存成功' });
    expect(await call('outsider', 'GET', `/api/app/exam/report/${reportId}`)).toMatchObject({ status: 404 });
    const submitted = await call('student', 'POST', `/api/app/exam/report/${reportId}/submit`);
    expect(submitted).toMatchObject({ status: 200, msg: '提交成功' });
    const report = await call('student', 'GET', `/api/app/exam/report/${reportId}`);
    expect(report.data).toMatchObject({ test_status: 1, user_score: 8, is_pass: 1 });
    // The flag the student set on question 2 is kept with its answer.
    expect(report.data.answers['2']).toMatchObject({ is_sign: 1 });
    expect(report.data.answers['1']).toMatchObject({ is_sign: 0 });
    expect(report.data.marks).toEqual([
      { question_id: 1, status: 1, score: 6 },
      { question_id: 2, status: 2, score: 2 },
    ]);
    const row = (await teacher('GET', '/test/list?name=期中数学')).data.list[0];
    expect(row.tested_num).toBe(1);
  });

  it('refuses an attempt beyond the allowed count', async () => {
    const again = await call('student', 'POST', `/api/app/exam/${examId}/start`);
    expect(again).toMatchObject({ status: 409, msg: ATTEMPT_MESSAGES.noMoreAttempts });
  });

  it('the detail header, 试卷管理 and 成绩统计 show the submitted attempt', async () => {
    const header = await teacher('GET', `/testDetail/getTestInfo/${examId}`);
    expect(header.data).toEqual({
      id: examId,
      name: '期中数学',
      score: 10,
      pass_score: 6,
      number: 1,
      time: 3600,
      // Released automatically: nothing to release, and 发布成绩 not offered.
      release: expect.objectContaining({
        release_mode: 1,
        unreleased_class_count: 0,
        abilities: { release_results: expect.objectContaining({ shown: false }) },
      }),
    });
    const rows = await teacher('GET', `/testDetail/list/${examId}?filter=1`);
    expect(rows.data.total).toBe(1);
    expect(rows.data.list[0]).toMatchObject({ id: reportId, score: 8, test_status: 1, is_pass: 1, isCan: 0 });
    expect(rows.data.extra.user_school_list).toHaveLength(1);
    expect((await teacher('GET', `/testDetail/list/${examId}?pass_status=2`)).data.total).toBe(0);
    expect((await teacher('GET', `/testDetail/list/${examId}?username=nobody`)).data.total).toBe(0);
    const stats = await teacher('GET', `/test/getInfo/${examId}`);
    expect(stats.data).toMatchObject({
      average_score: 8,
      max_score: 8,
      min_score: 8,
      answer_users_num: 1,
      pass_nums: 1,
      pass_percent: 1,
      chart: { percent: 100, userNums: [0, 0, 0, 0, 1], scoreSteps: ['0-2', '2-4', '4-6', '6-8', '8-10'] },
    });
    expect((await call('peer', 'GET', `/api/lector/test/getInfo/${examId}`)).status).toBe(404);
    const questions = await teacher('GET', `/test/questionStatistics/${examId}`);
    expect(questions.data.list).toMatchObject([
      { sort: 1, type: 1, wrong_count: 0, right_rate: 1, average_score: 6 },
      { sort: 2, type: 7, wrong_count: 1, right_rate: 0, average_score: 2 },
    ]);
    const students = await teacher('POST', '/test/studentStatistics', {
      test_id: examId,
      sort_field: 'ranking',
    });
    expect(students.data.total).toBeGreaterThan(1);
    expect(students.data.list[0]).toMatchObject({
      ranking: 1,
      user_score: 8,
      is_pass: 1,
      test_status: 1,
      answer_nums: 1,
      report_id: reportId,
    });
    expect(students.data.list[1]).toMatchObject({
      ranking: null,
      user_score: null,
      report_id: null,
      answer_nums: 0,
    });
    const sat = await teacher('POST', '/test/studentStatistics', {
      test_id: examId,
      is_finish_conditions: 1,
    });
    expect(sat.data.total).toBe(1);
    expect(questions.data.type_stat.table_body).toEqual([
      { question_type: '单选题', question_num: 1, wrong_rate: 0, average_score: 6 },
      { question_type: '填空题', question_num: 1, wrong_rate: 1, average_score: 2 },
    ]);
  });

  it('试卷管理 filters by mobile, review status and submit date; 学员统计 by name, unscored students last either way', async () => {
    const papers = async (query: string) =>
      (await teacher('GET', `/testDetail/list/${examId}?${query}`)).data.list.map((r: any) => r.id);
    expect(await papers('mobile=0000121')).toEqual([reportId]);
    expect(await papers('mobile=13800000000')).toEqual([]);
    expect(await papers('test_status=1')).toEqual([reportId]);
    expect(await papers('test_status=2')).toEqual([]);
    expect(await papers(`start_at=${T0}&end_at=${now()}`)).toEqual([reportId]);
    expect(await papers(`start_at=${now() + 1}`)).toEqual([]);
    expect(await papers(`end_at=${T0}`)).toEqual([]);
    expect((await teacher('GET', `/testDetail/list/${examId}?test_status=3`)).status).toBe(400);

    const students = async (body: Record<string, unknown>) =>
      (await teacher('POST', '/test/studentStatistics', { test_id: examId, ...body })).data.list as any[];
    const sat = (await students({ is_finish_conditions: 1 }))[0];
    expect((await students({ nickname: sat.nickname })).map((r) => r.report_id)).toContain(reportId);
    expect(await students({ nickname: '没有这个学员' })).toEqual([]);
    // Students without a score stay last whichever the direction.
    for (const sort of ['asc', 'desc']) {
      const rows = await students({ sort_field: 'user_score', sort });
      expect(rows[0].report_id, sort).toBe(reportId);
      expect(rows.slice(1).every((r) => r.user_score === null)).toBe(true);
    }
  });

  it('one school: the school filter is not shown, and another school finds nothing', async () => {
    const info = await teacher('GET', '/test/getSchoolInfo');
    expect(info.data).toEqual({ list: [{ id: 1, name: '本校' }], show_school_filter: 0 });
    expect((await call('student', 'GET', '/api/app/getSchool')).data).toEqual(info.data);
    expect((await teacher('GET', '/test/list?name=期中数学&school_id=1')).data.total).toBe(1);
    expect((await teacher('GET', '/test/list?name=期中数学&school_id=2')).data.total).toBe(0);
    expect((await teacher('GET', `/testDetail/list/${examId}?school_id=2`)).data.total).toBe(0);
    expect((await teacher('GET', `/testDetail/list/${examId}?school_id=1`)).data.total).toBe(1);
    const other = await teacher('POST', '/test/studentStatistics', { test_id: examId, school_id: 2 });
    expect(other.data.total).toBe(0);
  });

  it('学员统计 exports as .xlsx with the filters, for the requester only', async () => {
    const answer = await teacher('POST', '/test/export', { test_id: examId, is_finish_conditions: 1 });
    expect(answer.status).toBe(200);
    expect(answer.data.file_name).toBe('期中数学-学员统计.xlsx');
    const file = await fetch(base + answer.data.url, {
      headers: { authorization: `Bearer ${tokens.teacher}` },
    });
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      ...[
        '学员',
        '排名',
        '试卷总分',
        '得分',
        '主观题得分',
        '用时',
        '提交时间',
        '是否参考',
        '是否通过',
        '状态',
        '考试次数',
        '是否有效',
        '学校',
      ],
    ]);
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).getCell(2).value).toBe(1);
    expect(sheet?.getRow(2).getCell(4).value).toBe(8);
    expect(sheet?.getRow(2).getCell(9).value).toBe('已通过');
    const stranger = await fetch(base + answer.data.url, {
      headers: { authorization: `Bearer ${tokens.peer}` },
    });
    expect(stranger.status).toBe(404);
    expect((await call('peer', 'POST', '/api/lector/test/export', { test_id: examId })).status).toBe(404);
    expect((await teacher('POST', '/test/export', { test_id: examId, sort_field: 'x' })).status).toBe(400);
  }, 60_000);

  it('an attempt with a short answer waits for review; a late one is submitted by the server', async () => {
    const created = await teacher(
      'POST',
      '/test/add',
      form({ name: '作文测验', time_type: 2, duration: 30 }, [{ id: essay, score: 10 }]),
    );
    await teacher('PUT', `/test/publish/${created.data.id}`);
    const { data } = await call('student', 'POST', `/api/app/exam/${created.data.id}/start`);
    await call('student', 'PUT', `/api/app/exam/report/${data.report_id}/answers`, {
      answers: [{ question_id: 1, user_answer: '<p>我的作文</p><script>x()</script>' }],
    });
    nowMs += 31 * 60 * 1000;
    const late = await call('student', 'PUT', `/api/app/exam/report/${data.report_id}/answers`, {
      answers: [{ question_id: 1, user_answer: '<p>补充</p>' }],
    });
    expect(late).toMatchObject({ status: 409, msg: ATTEMPT_MESSAGES.timeUp });
    const report = await call('student', 'GET', `/api/app/exam/report/${data.report_id}`);
    expect(report.data).toMatchObject({ test_status: 2, answer_time: 1800 });
    expect(report.data.answers['1'].answer).toBe('<p>我的作文</p>');
    expect(report.data.marks).toEqual([{ question_id: 1, status: 4, score: null }]);
  });

  it('closing an exam refuses new attempts', async () => {
    const created = await teacher('POST', '/test/add', form({ name: '随堂小测', time_type: 2 }));
    await teacher('PUT', `/test/publish/${created.data.id}`);
    expect(await teacher('PUT', `/test/close/${created.data.id}`)).toMatchObject({
      status: 200,
      msg: '关闭成功',
    });
    const start = await call('student', 'POST', `/api/app/exam/${created.data.id}/start`);
    expect(start).toMatchObject({ status: 409, msg: ATTEMPT_MESSAGES.closed });
  });

  it('refuses a start once the fixed period has ended', async () => {
    const created = await teacher(
      'POST',
      '/test/add',
      form({ name: '限时测验', test_num: 2, start_time: now() - HOUR, end_time: now() + HOUR }),
    );
    await teacher('PUT', `/test/publish/${created.data.id}`);
    nowMs += 2 * HOUR * 1000;
    const start = await call('student', 'POST', `/api/app/exam/${created.data.id}/start`);
    expect(start).toMatchObject({ status: 409, msg: ATTEMPT_MESSAGES.ended });
    // The student's exam list says why each exam cannot be started now.
    const mine = (await call('student', 'GET', '/api/app/exam?limit=50')).data.list as any[];
    expect(mine.find((e) => e.id === created.data.id)).toMatchObject({
      attempts_used: 0,
      abilities: { start: { allowed: false, reason: ATTEMPT_MESSAGES.ended } },
    });
    expect(mine.find((e) => e.name === '期中数学')).toMatchObject({
      attempts_used: 1,
      report_ids: [expect.any(Number)],
      abilities: { start: { allowed: false, reason: ATTEMPT_MESSAGES.noMoreAttempts } },
    });
    expect(mine.find((e) => e.name === '随堂小测')).toMatchObject({
      abilities: { start: { allowed: false, reason: ATTEMPT_MESSAGES.closed } },
    });
  });

  it('a rebuild from the log gives the same read model', async () => {
    const before = await api.store.db.selectFrom('exam_reports').selectAll().orderBy('id').execute();
    const exams = await api.store.db.selectFrom('exams').selectAll().orderBy('id').execute();
    await rebuildProjections(api.store);
    expect(await api.store.db.selectFrom('exam_reports').selectAll().orderBy('id').execute()).toEqual(before);
    expect(await api.store.db.selectFrom('exams').selectAll().orderBy('id').execute()).toEqual(exams);
  });
});
