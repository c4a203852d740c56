import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { rebuildProjections } from '../store/rebuild';

/**
 * Grading over HTTP on the demo school: the demo teacher publishes on course 1 (class 1), three
 * students answer a short answer and a choice and submit; teachers and assistants grade.
 */

const DAY = 86_400;
const IMAGE = `/api/files/${'a'.repeat(64)}.png`;
let nowMs = Date.parse('2026-09-10T10:00:00+08:00');
const now = () => Math.floor(nowMs / 1000);

let server: TestServer;
const tokens: Record<string, string> = {};
const STUDENTS = ['13900000001', '13900000002', '13900000003'];
type Staff = 'teacher' | 'assistant';

const staff = (who: Staff, method: string, path: string, json?: unknown) =>
  server.call(method, `${who === 'teacher' ? '/api/lector' : '/api/assistants'}${path}`, {
    token: tokens[who] as string,
    ...(json === undefined ? {} : { json }),
  });
const student = (mobile: string, method: string, path: string, json?: unknown) =>
  server.call(method, path, { token: tokens[mobile] as string, ...(json === undefined ? {} : { json }) });

interface BankQuestion {
  id: number;
  ques_type: number;
  ques_option: { id: number; is_right: number }[];
}
let single: BankQuestion;
let essay: BankQuestion;

/** Publishes a homework, has every student answer and submit it; answers the report ids in order. */
async function homeworkWithReports(
  name: string,
  isSetScore: 1 | 2,
): Promise<{ hwId: number; reports: number[] }> {
  const published = await staff('teacher', 'POST', '/hw/publish', {
    course_basis_id: 1,
    type: 1,
    name,
    ending_time: now() + 3 * DAY,
    is_set_score: isSetScore,
    publish_scope: 1,
    question: JSON.stringify([
      { id: single.id, score: 5 },
      { id: essay.id, score: 10 },
    ]),
  });
  expect(published.body.msg).toBe('作业发布成功');
  const hwId = published.body.data.id as number;
  const reports: number[] = [];
  for (const mobile of STUDENTS) {
    const list = (await student(mobile, 'GET', '/api/app/homework?limit=100')).body.data.list as any[];
    const reportId = list.find((r) => r.hw_id === hwId).report_id as number;
    const rightId = single.ques_option.find((o) => o.is_right === 1)?.id;
    const saved = await student(mobile, 'PUT', `/api/app/homework/${reportId}/answers`, {
      answers: [
        { ques_id: single.id, user_answer: String(rightId) },
        { ques_id: essay.id, user_answer: { content: '<p>我的回答</p>', images: [] } },
      ],
    });
    expect(saved.body.msg).toBe('保存成功');
    expect((await student(mobile, 'POST', `/api/app/homework/${reportId}/submit`)).body.msg).toBe('提交成功');
    reports.push(reportId);
  }
  return { hwId, reports: reports.sort((a, b) => a - b) };
}

const open = (who: Staff, reportId: number) => staff(who, 'GET', `/testDetail/approved/${reportId}`);
const grade = (who: Staff, body: Record<string, unknown>) =>
  staff(who, 'POST', '/testDetail/approveQuestion', body);
const finish = (who: Staff, body: Record<string, unknown>) =>
  staff(who, 'POST', '/testDetail/approved', body);
const counts = async (hwId: number) =>
  server.api.store.db
    .selectFrom('homework_report_counts')
    .selectAll()
    .where('hw_id', '=', hwId)
    .where('class_id', '=', 0)
    .executeTakeFirstOrThrow();

let scored: { hwId: number; reports: number[] };
let rated: { hwId: number; reports: number[] };

beforeAll(async () => {
  server = await startTestServer({ clock: () => nowMs });
  tokens.teacher = await server.login(DEMO_ACCOUNTS.teacher);
  tokens.assistant = await server.login(DEMO_ACCOUNTS.assistant);
  for (const mobile of STUDENTS) tokens[mobile] = await server.login(mobile);
  const mine = (await staff('teacher', 'GET', '/ques/index?limit=50')).body.data.list as BankQuestion[];
  single = mine.find((q) => q.ques_type === 1) as BankQuestion;
  essay = mine.find((q) => q.ques_type === 5) as BankQuestion;
  scored = await homeworkWithReports('批改练习', 2);
  rated = await homeworkWithReports('正确率练习', 1);
  nowMs += 60_000;
}, 60_000);
afterAll(() => server.close());

describe('approve tab (hw/correct)', () => {
  it('lists the reports awaiting grading with the grading list row, filtered by student nickname', async () => {
    const res = await staff('teacher', 'POST', '/hw/correct', { name: '批改练习' });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(3);
    const row = res.body.data.list[0];
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining([
        'report_id',
        'name',
        'nickname',
        'submit_time',
        'type',
        'course_title',
        'periods_title',
        'publish_time',
      ]),
    );
    const byNickname = await staff('teacher', 'POST', '/hw/correct', {
      name: '批改练习',
      nickname: row.nickname,
    });
    expect(byNickname.body.data.list.map((r: any) => r.report_id)).toContain(row.report_id);
    const none = await staff('teacher', 'POST', '/hw/correct', { name: '批改练习', nickname: '没有这个人' });
    expect(none.body.data.total).toBe(0);
  });

  it('every filter of the approve tab narrows the list; search is paged', async () => {
    const list = async (filters: Record<string, unknown>) =>
      (await staff('teacher', 'POST', '/hw/correct', { name: '批改练习', ...filters })).body.data as {
        list: { report_id: number }[];
        total: number;
      };
    const row = (await list({})).list[0] as any;
    const published = row.publish_time as number;
    const cases: [Record<string, unknown>, number][] = [
      [{ type: 1 }, 3],
      [{ type: 2 }, 0],
      [{ course_title: row.course_title }, 3],
      [{ course_title: '没有这门课' }, 0],
      [{ periods_title: '没有这个课时' }, 0],
      [{ publish_name: row.publish_name }, 3],
      [{ publish_name: '没有这个人' }, 0],
      [{ publish_time_start: published - 60, publish_time_end: published + 60 }, 3],
      [{ publish_time_start: published + 1 }, 0],
      [{ publish_time_end: published - 1 }, 0],
      [{ name: '没有这个作业' }, 0],
    ];
    for (const [filters, total] of cases) {
      expect({ filters, total: (await list(filters)).total }).toEqual({ filters, total });
    }
    const first = await list({ limit: 2, page: 1 });
    const second = await list({ limit: 2, page: 2 });
    expect({ first: first.list.length, second: second.list.length, total: second.total }).toEqual({
      first: 2,
      second: 1,
      total: 3,
    });
    expect(second.list[0]?.report_id).not.toBe(first.list[0]?.report_id);
  });

  it('show_other: a teacher of the class sees homework of periods they do not teach only when asked', async () => {
    // The class's second teacher teaches only course 1's 提高 child course, not course 1 itself.
    const colleague = await server.login('13800100001');
    const list = (filters: Record<string, unknown>) =>
      server.call('POST', '/api/lector/hw/correct', {
        token: colleague,
        json: { name: '批改练习', ...filters },
      });
    expect((await list({})).body.data.total).toBe(0);
    expect((await list({ show_other: 1 })).body.data.total).toBe(3);
  });

  it('the assistant of the class lists the same reports on the assistants prefix', async () => {
    const res = await staff('assistant', 'POST', '/hw/correct', { name: '批改练习' });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(3);
  });

  it('an assistant without canCorrect is refused, on the list and on every grading call', async () => {
    const db = server.api.store.db;
    const mobile = DEMO_ACCOUNTS.assistant;
    await db.updateTable('users').set({ can_correct: 0 }).where('mobile', '=', mobile).execute();
    try {
      for (const res of [
        await staff('assistant', 'POST', '/hw/correct', {}),
        await open('assistant', scored.reports[0] as number),
        await grade('assistant', { report_id: scored.reports[0], question_id: essay.id, score: 1 }),
        await finish('assistant', { report_id: scored.reports[0] }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.msg).toBe('您没有批改作业的权限');
      }
    } finally {
      await db.updateTable('users').set({ can_correct: 1 }).where('mobile', '=', mobile).execute();
    }
  });
});

describe('grading a scored homework', () => {
  it('the report data: header, subjective and objective cards, and next_report_id', async () => {
    const [first, second] = scored.reports;
    const res = await open('teacher', first as number);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.report_info).toMatchObject({
      test_name: '批改练习',
      is_set_score: 2,
      test_status: 2,
      sum_score: 15,
    });
    expect(data.subject_card_info).toEqual([
      {
        name: '简答题',
        children: [expect.objectContaining({ ques_id: essay.id, is_review: 2, status: 4, score: 10 })],
      },
    ]);
    expect(data.objective_card_info[0].children[0]).toMatchObject({
      ques_id: single.id,
      status: 1,
      is_review: 1,
    });
    expect(data.objective_question[0].get_score).toBe(5);
    expect(data.next_report_id).toBe(second);
  });

  it.each([
    [{}, 400, '请填写本题得分'],
    [{ score: 'abc' }, 400, '请填写本题得分'],
    [{ score: 10.5 }, 400, '本题得分超出范围'],
    [{ score: -1 }, 400, '本题得分超出范围'],
    [{ score: 5, remark: 'x'.repeat(301) }, 400, '评语最多300字'],
    [{ score: 5, image: JSON.stringify(Array(10).fill(IMAGE)) }, 400, '图片最多9张'],
    [{ score: 5, image: JSON.stringify(['https://elsewhere.example/a.png']) }, 400, '批注图片不正确'],
    [
      { score: 5, image: JSON.stringify([{ url: IMAGE, draw: '{"bg":[],"draw":[{"name":"blob"}]}' }]) },
      400,
      '批注图片不正确',
    ],
  ])('a grade %j is refused: %i %s', async (body, status, msg) => {
    const res = await grade('teacher', { report_id: scored.reports[0], question_id: essay.id, ...body });
    expect({ status: res.status, msg: res.body.msg }).toEqual({ status, msg });
  });

  it('hw/review/list answers the header and one kind of card; hw/review/detail pages its questions', async () => {
    const first = scored.reports[0] as number;
    const subjective = await staff('teacher', 'POST', '/hw/review/list', { report_id: first, type: 1 });
    expect(subjective.body.data.report_info).toMatchObject({ test_name: '批改练习', test_status: 2 });
    expect(subjective.body.data.scantron[0].children[0]).toMatchObject({ ques_id: essay.id, is_review: 2 });
    const objective = await staff('teacher', 'POST', '/hw/review/list', { report_id: first, type: 2 });
    expect(objective.body.data.scantron[0].children[0]).toMatchObject({ ques_id: single.id, status: 1 });
    const detail = await staff('teacher', 'POST', '/hw/review/detail', {
      report_id: first,
      type: 1,
      page: 1,
    });
    expect(detail.body.data).toMatchObject({ total: 1, page: 1 });
    expect(detail.body.data.list[0]).toMatchObject({ ques_id: essay.id, ques_type: 5, get_score: null });
    const objectiveDetail = await staff('teacher', 'POST', '/hw/review/detail', {
      report_id: first,
      type: 2,
    });
    expect(objectiveDetail.body.data.list[0]).toMatchObject({ ques_id: single.id, get_score: 5 });
  });

  it('objective questions keep their automatic marks', async () => {
    const res = await grade('teacher', { report_id: scored.reports[0], question_id: single.id, score: 1 });
    expect({ status: res.status, msg: res.body.msg }).toEqual({
      status: 400,
      msg: '客观题已自动判分，无需批改',
    });
  });

  it('finishing with a subjective question pending is refused', async () => {
    const res = await finish('teacher', { report_id: scored.reports[0] });
    expect({ status: res.status, msg: res.body.msg }).toEqual({
      status: 409,
      msg: '还有主观题未批改，请批改后再完成',
    });
  });

  it('grading the short answer, then finishing with a comment: status 3, the scores and counts move', async () => {
    const [first, second] = scored.reports as [number, number];
    const saved = await grade('teacher', {
      report_id: first,
      question_id: essay.id,
      score: 8,
      remark: '思路清楚',
    });
    expect(saved.body).toMatchObject({ msg: '保存成功', data: { is_review: 1, revision: 1 } });
    const tooLong = await finish('teacher', { report_id: first, remark: '好'.repeat(301) });
    expect({ status: tooLong.status, msg: tooLong.body.msg }).toEqual({ status: 400, msg: '评语最多300字' });
    const done = await finish('teacher', { report_id: first, remark: '继续努力' });
    expect(done.body).toMatchObject({ msg: '操作成功', data: { next_report_id: second } });
    const row = await server.api.store.db
      .selectFrom('homework_reports')
      .selectAll()
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 3, user_score_tenths: 130, subjective_score_tenths: 80 });
    expect(await counts(scored.hwId)).toMatchObject({ submitted: 3, graded: 1, score_sum_tenths: 130 });
    const again = await open('teacher', first);
    expect(again.body.data.report_info).toMatchObject({
      test_status: 3,
      user_score: 13,
      comment: '继续努力',
    });
    expect(again.body.data.subject_question[0]).toMatchObject({
      get_score: 8,
      remark: '思路清楚',
      is_review: 1,
    });
  });

  it('a graded report cannot be finished twice', async () => {
    const res = await finish('teacher', { report_id: scored.reports[0] });
    expect({ status: res.status, msg: res.body.msg }).toEqual({
      status: 409,
      msg: '该作业已批改完成，请勿重复提交',
    });
  });

  it('a review changes the grade: the report and the sums follow, the graded count does not', async () => {
    const first = scored.reports[0] as number;
    const res = await staff('teacher', 'POST', '/hw/review/storeQuestion', {
      report_id: first,
      ques_id: essay.id,
      user_score: 10,
      review_comment: '满分',
      type: 2,
    });
    expect(res.body.msg).toBe('保存成功');
    expect(await counts(scored.hwId)).toMatchObject({
      graded: 1,
      score_sum_tenths: 150,
      max_score_tenths: 150,
    });
  });

  it('16 concurrent saves of one question: exactly one applied, the others told', async () => {
    const second = scored.reports[1] as number;
    const loaded = await open('assistant', second);
    const revision = loaded.body.data.subject_question[0].revision as number;
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        grade(i % 2 ? 'teacher' : 'assistant', {
          report_id: second,
          question_id: essay.id,
          score: i % 10,
          revision,
        }),
      ),
    );
    const applied = answers.filter((a) => a.status === 200);
    expect(applied).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect({ status: a.status, msg: a.body.msg }).toEqual({
        status: 409,
        msg: '本题已被其他老师批改，请刷新后重试',
      });
    }
    const after = await open('assistant', second);
    expect(after.body.data.subject_question[0].revision).toBe(revision + 1);
  });

  it('next skips a report a colleague has open; the last one has no next (已是最后一名学员)', async () => {
    const [first, , third] = scored.reports as [number, number, number];
    // The assistant still has the second report open (the saves above).
    const fromFirst = await open('teacher', first);
    expect(fromFirst.body.data.next_report_id).toBe(third);
    const last = await open('teacher', third);
    expect(last.body.data.next_report_id).toBeNull();
  });

  it('a report of another class is not revealed: opening, saving and finishing answer 404', async () => {
    const db = server.api.store.db;
    // A teacher with classes, none of them class 1 (the homework's).
    const staffed = await db
      .selectFrom('class_staff')
      .innerJoin('users', 'users.id', 'class_staff.user_id')
      .select(['users.mobile', 'class_staff.class_id'])
      .where('users.role', '=', 'teacher')
      .execute();
    const inClass1 = new Set(staffed.filter((s) => Number(s.class_id) === 1).map((s) => s.mobile));
    const outsider = staffed.find((s) => !inClass1.has(s.mobile))?.mobile;
    expect(outsider, 'the demo school has a teacher outside class 1').toBeDefined();
    const token = await server.login(outsider as string);
    const [first, second] = scored.reports as [number, number];
    const L = '/api/lector';
    for (const res of [
      await server.call('GET', `${L}/testDetail/approved/${first}`, { token }),
      await server.call('POST', `${L}/testDetail/approveQuestion`, {
        token,
        json: { report_id: second, question_id: essay.id, score: 1 },
      }),
      await server.call('POST', `${L}/testDetail/approved`, { token, json: { report_id: second } }),
      await server.call('POST', `${L}/hw/review/list`, { token, json: { report_id: first } }),
    ]) {
      expect({ status: res.status, msg: res.body.msg }).toEqual({ status: 404, msg: '作业不存在' });
    }
    const listed = await server.call('POST', `${L}/hw/correct`, {
      token,
      json: { name: '批改练习', show_other: 1 },
    });
    expect(listed.body.data.total).toBe(0);
  });
});

describe('annotations', () => {
  it('the drawing is kept in the section 3 format, degenerate shapes dropped, and shown again', async () => {
    const third = scored.reports[2] as number;
    const draw = {
      bg: [{ rotate: 450 }],
      draw: [
        { name: 'rect', x: 1, y: 2, w: 30, h: 40 },
        { name: 'rect', x: 1, y: 2, w: 0, h: 40 },
        { name: 'arrow', x: 0, y: 0, ox: 6, oy: 8 },
        { name: 'arrow', x: 0, y: 0, ox: 60, oy: 80 },
        { name: 'line', x: 0, y: 0, points: '' },
        { name: 'text', x: 5, y: 5, text: '好' },
        { name: 'text', x: 5, y: 5, text: '  ' },
      ],
    };
    const res = await grade('teacher', {
      report_id: third,
      question_id: essay.id,
      score: 6,
      image: JSON.stringify([{ url: IMAGE, draw: JSON.stringify(draw) }]),
    });
    expect(res.body.msg).toBe('保存成功');
    const shown = (await open('teacher', third)).body.data.subject_question[0].images;
    expect(shown).toHaveLength(1);
    expect(JSON.parse(shown[0].draw)).toEqual({
      bg: [{ rotate: 90 }],
      draw: [
        { name: 'rect', x: 1, y: 2, w: 30, h: 40 },
        { name: 'arrow', x: 0, y: 0, ox: 60, oy: 80 },
        { name: 'text', x: 5, y: 5, text: '好' },
      ],
    });
  });
});

describe('public/imgBase64 (an annotated image, saved)', () => {
  const PNG_1PX =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const send = (who: Staff, base64: string) =>
    staff(who, 'POST', '/public/imgBase64', { base64_image: base64 });

  it('answers the stored path of an image, on both prefixes, with or without a data: prefix', async () => {
    const res = await send('teacher', PNG_1PX);
    expect(res.body.msg).toBe('上传成功');
    expect(res.body.data.path).toMatch(/^\/api\/files\/[0-9a-f]{64}\.png$/);
    const again = await send('assistant', `data:image/png;base64,${PNG_1PX}`);
    expect(again.body.data.path).toBe(res.body.data.path);
    const file = await fetch(server.url + res.body.data.path, {
      headers: { authorization: `Bearer ${tokens.teacher}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
  });

  it('refuses what is not an image by its content, an empty one, and one over the size limit', async () => {
    const text = await send(
      'teacher',
      Buffer.from('<svg onload=alert(1)>not a raster image</svg>').toString('base64'),
    );
    expect(text.status).toBe(400);
    expect(text.body.msg).toBeTruthy();
    const empty = await send('teacher', '');
    expect({ status: empty.status, msg: empty.body.msg }).toEqual({ status: 400, msg: '请选择图片' });
    const huge = await send('teacher', 'A'.repeat(15 * 1024 * 1024));
    expect([400, 413]).toContain(huge.status);
  });
});

describe('grading an unscored homework (rates)', () => {
  it('a rate is required, from 0, 25, 50, 60, 75, 100', async () => {
    const first = rated.reports[0] as number;
    for (const body of [{}, { rate: 33 }, { score: 1 }]) {
      const res = await grade('teacher', { report_id: first, question_id: essay.id, ...body });
      expect({ status: res.status, msg: res.body.msg }).toEqual({ status: 400, msg: '请选择本题正确率' });
    }
  });

  it('moving on without a rate saves as type 1: kept, still pending', async () => {
    const first = rated.reports[0] as number;
    const kept = await grade('teacher', {
      report_id: first,
      question_id: essay.id,
      type: 1,
      remark: '再想想',
    });
    expect(kept.body).toMatchObject({ msg: '保存成功', data: { is_review: 2 } });
    expect((await finish('teacher', { report_id: first })).status).toBe(409);
    const rated60 = await grade('teacher', { report_id: first, question_id: essay.id, rate: 60 });
    expect(rated60.body.data.is_review).toBe(1);
    const done = await staff('teacher', 'POST', '/hw/review/storeReview', { report_id: first, comment: '' });
    expect(done.body.msg).toBe('提交成功');
    const data = (await open('teacher', first)).body.data;
    expect(data.subject_question[0]).toMatchObject({ rate: 60, get_score: 0.6 });
    expect(data.report_info.user_score).toBe(1.6);
  });
});

describe('the comment bank', () => {
  it('each grader keeps reusable comments', async () => {
    const added = await staff('teacher', 'POST', '/grading/comments', { content: '书写工整' });
    expect(added.body.msg).toBe('添加成功');
    const list = (await staff('teacher', 'GET', '/grading/comments')).body.data as any[];
    expect(list.map((c) => c.content)).toEqual(['书写工整']);
    expect((await staff('assistant', 'GET', '/grading/comments')).body.data).toEqual([]);
    expect((await staff('teacher', 'DELETE', `/grading/comments/${list[0].id}`)).body.msg).toBe('删除成功');
  });
});

describe('rebuild', () => {
  it('replaying the log gives the same grading read model', async () => {
    const db = server.api.store.db;
    const read = async () => ({
      grades: await db
        .selectFrom('report_question_grades')
        .selectAll()
        .orderBy('report_id')
        .orderBy('ques_id')
        .execute(),
      reports: await db.selectFrom('homework_reports').selectAll().orderBy('id').execute(),
      counts: await db
        .selectFrom('homework_report_counts')
        .selectAll()
        .orderBy('hw_id')
        .orderBy('class_id')
        .execute(),
    });
    const live = await read();
    await rebuildProjections(server.api.store);
    expect(await read()).toEqual(live);
  });
});
