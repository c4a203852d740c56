import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMPORT_PREVIEW_LIFETIME, IMPORT_PREVIEW_MESSAGES } from '@school/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/httpServer';
import { excelWithThreeMistakes, wordFile } from '../../../test/questionFiles';
import { DEMO_ACCOUNTS } from '../../demo/scale';

let server: TestServer;
let teacher: string;
let assistant: string;
let uploads: string;
let nowMs = Date.UTC(2026, 8, 1, 2);

beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), 'files-'));
  process.env.FILES_DIR = uploads;
  server = await startTestServer({ clock: () => nowMs });
  teacher = await server.login(DEMO_ACCOUNTS.teacher);
  assistant = await server.login(DEMO_ACCOUNTS.assistant);
});
afterAll(async () => {
  await server.close();
  delete process.env.FILES_DIR;
  await rm(uploads, { recursive: true, force: true });
});

const L = '/api/lector';
const A = '/api/assistants';
/** Each preview starts a worker thread, which takes seconds on a busy machine. */
const TIMEOUT = 30_000;

/** Three questions: the first right, the second without a stem, the third answering an option it lacks. */
const wordWithTwoMistakes = () =>
  wordFile([
    '【题型】单选题',
    '【题干】预览第一题',
    '【选项】',
    'A. 甲',
    'B. 乙',
    '【答案】A',
    '【难度】1',
    '#####',
    '【题型】单选题',
    '【题干】',
    '【选项】',
    'A. 甲',
    'B. 乙',
    '【答案】B',
    '【难度】2',
    '#####',
    '【题型】多选题',
    '【题干】预览第三题',
    '【选项】',
    'A. 甲',
    'B. 乙',
    '【答案】AE',
    '【难度】3',
  ]);

async function preview(kind: 1 | 2, data: Buffer, name: string, token = teacher, prefix = L) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(data)]), name);
  return server.call('POST', `${prefix}/ques/import/preview/${kind}`, { token, body: form });
}

const count = async (token = teacher, prefix = L) =>
  (await server.call('GET', `${prefix}/ques/index?limit=1`, { token })).body.data.total as number;

/** A right single-choice question in the form of ques/add. */
const fixed = (rowId: number, stem: string) => ({
  row_id: rowId,
  ques_type: 1,
  ques_stem: `<p>${stem}</p>`,
  ques_option: [
    { content: '<p>甲</p>', is_right: 2 },
    { content: '<p>乙</p>', is_right: 1 },
  ],
  right_answer: '',
  ques_analysis: '',
  facility_value: 2,
  remark: '',
});

describe('import preview: read, fix, drop, commit all or nothing', { timeout: TIMEOUT }, () => {
  it('a Word file with two mistakes previews every question with its own errors and adds nothing', async () => {
    const before = await count();
    const res = await preview(1, await wordWithTwoMistakes(), '两处错误.docx');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.preview_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.status).toBe('hasErrors');
    expect(data.rows.map((r: { status: number }) => r.status)).toEqual([1, 2, 2]);
    expect(data.rows.map((r: { err: string[] }) => r.err)).toEqual([
      [],
      ['请输入题干'],
      ['答案E不是有效的选项'],
    ]);
    expect(data.rows[0].question).toMatchObject({
      ques_type: 1,
      ques_stem: expect.stringContaining('预览第一题'),
      facility_value: 1,
      ques_option: [
        { id: 1, is_right: 1 },
        { id: 2, is_right: 2 },
      ],
    });
    expect(data.abilities.commit).toEqual({
      shown: true,
      allowed: false,
      reason: IMPORT_PREVIEW_MESSAGES.hasErrors(2),
    });
    expect(await count()).toBe(before);
  });

  it('commits nothing while a kept row has errors; a bad fix is kept with its errors; fixed and dropped, it commits once', async () => {
    const before = await count();
    const { preview_id: id } = (await preview(1, await wordWithTwoMistakes(), 'a.docx')).body.data;
    const early = await server.call('POST', `${L}/ques/import/commit/${id}`, { token: teacher });
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe(IMPORT_PREVIEW_MESSAGES.hasErrors(2));

    const bad = await server.call('PUT', `${L}/ques/import/preview/${id}`, {
      token: teacher,
      json: { fixes: [{ ...fixed(2, ''), ques_stem: '' }] },
    });
    expect(bad.status).toBe(200);
    expect(bad.body.data.rows[1]).toMatchObject({ row_id: 2, status: 2, err: ['请输入题干'] });

    const good = await server.call('PUT', `${L}/ques/import/preview/${id}`, {
      token: teacher,
      json: { fixes: [fixed(2, '改好的第二题')], drops: [3] },
    });
    expect(good.status).toBe(200);
    expect(good.body.msg).toBe(IMPORT_PREVIEW_MESSAGES.fixed);
    expect(good.body.data).toMatchObject({ status: 'ready', dropped: 1 });
    expect(good.body.data.rows.map((r: { row_id: number; status: number }) => [r.row_id, r.status])).toEqual([
      [1, 1],
      [2, 1],
    ]);

    const done = await server.call('POST', `${L}/ques/import/commit/${id}`, { token: teacher });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ code: 0, msg: '导入成功', data: { added: 2 } });
    expect(await count()).toBe(before + 2);
    const second = (await server.call('GET', `${L}/ques/show/${done.body.data.ids[1]}`, { token: teacher }))
      .body.data[0];
    expect(second).toMatchObject({ ques_stem: '<p>改好的第二题</p>', facility_value: 2 });

    const again = await server.call('POST', `${L}/ques/import/commit/${id}`, { token: teacher });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(IMPORT_PREVIEW_MESSAGES.committed);
    expect(await count()).toBe(before + 2);
    const shown = await server.call('GET', `${L}/ques/import/preview/${id}`, { token: teacher });
    expect(shown.body.data).toMatchObject({ status: 'committed', ids: done.body.data.ids });
  });

  it("another user's preview is answered as missing, on every call", async () => {
    const { preview_id: id } = (await preview(1, await wordWithTwoMistakes(), 'b.docx')).body.data;
    await server.call('PUT', `${L}/ques/import/preview/${id}`, { token: teacher, json: { drops: [2, 3] } });
    const before = await count(assistant, A);
    for (const [method, url, json] of [
      ['GET', `${A}/ques/import/preview/${id}`, undefined],
      ['PUT', `${A}/ques/import/preview/${id}`, { drops: [1] }],
      ['POST', `${A}/ques/import/commit/${id}`, undefined],
    ] as const) {
      const res = await server.call(method, url, { token: assistant, json });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.msg).toBe(IMPORT_PREVIEW_MESSAGES.notFound);
    }
    expect(await count(assistant, A)).toBe(before);
    const mine = await server.call('GET', `${L}/ques/import/preview/${id}`, { token: teacher });
    expect(mine.body.data).toMatchObject({ status: 'ready', dropped: 2 });
  });

  it('an expired preview cannot be changed or committed, and says so', async () => {
    const before = await count();
    const { preview_id: id } = (await preview(1, await wordWithTwoMistakes(), 'c.docx')).body.data;
    await server.call('PUT', `${L}/ques/import/preview/${id}`, { token: teacher, json: { drops: [2, 3] } });
    nowMs += (IMPORT_PREVIEW_LIFETIME + 1) * 1000;
    const commit = await server.call('POST', `${L}/ques/import/commit/${id}`, { token: teacher });
    expect(commit.status).toBe(409);
    expect(commit.body.msg).toBe(IMPORT_PREVIEW_MESSAGES.expired);
    const fix = await server.call('PUT', `${L}/ques/import/preview/${id}`, {
      token: teacher,
      json: { fixes: [fixed(1, '迟到')] },
    });
    expect(fix.status).toBe(409);
    expect(fix.body.msg).toBe(IMPORT_PREVIEW_MESSAGES.expired);
    expect(
      (await server.call('GET', `${L}/ques/import/preview/${id}`, { token: teacher })).body.data.status,
    ).toBe('expired');
    expect(await count()).toBe(before);
  });

  it('a change keeps the preview alive for another lifetime', async () => {
    const { preview_id: id } = (await preview(1, await wordWithTwoMistakes(), 'd.docx')).body.data;
    nowMs += (IMPORT_PREVIEW_LIFETIME - 60) * 1000;
    await server.call('PUT', `${L}/ques/import/preview/${id}`, { token: teacher, json: { drops: [2, 3] } });
    nowMs += (IMPORT_PREVIEW_LIFETIME - 60) * 1000;
    const res = await server.call('POST', `${L}/ques/import/commit/${id}`, { token: teacher });
    expect(res.status).toBe(200);
  });

  it('an Excel file previews on the assistants prefix, each row named by its sheet and line', async () => {
    const res = await preview(2, await excelWithThreeMistakes(), 'x.xlsx', assistant, A);
    expect(res.status).toBe(200);
    const faulty = res.body.data.rows.filter((r: { status: number }) => r.status === 2);
    expect(faulty.map((r: { where: string; err: string[] }) => `${r.where}：${r.err.join('；')}`)).toEqual([
      '单选题 第2行：选项B内容不能为空',
      '多选题 第2行：请至少选择两个正确答案',
      '简答题 第3行：请输入答案',
    ]);
  });

  it('refuses unknown previews, unknown rows, dropping every row and malformed fixes with their messages', async () => {
    const { preview_id: id } = (await preview(1, await wordWithTwoMistakes(), 'e.docx')).body.data;
    const cases: [unknown, number, string][] = [
      [{ drops: [9] }, 404, IMPORT_PREVIEW_MESSAGES.rowNotFound],
      [{ drops: [1, 2, 3] }, 400, IMPORT_PREVIEW_MESSAGES.keepOne],
      [{ fixes: '[{' }, 400, '题目数据格式不正确'],
      [{ fixes: [{ ...fixed(1, 'x'), ques_option: 'nope' }] }, 400, '题目数据格式不正确'],
      [{ fixes: [{ ...fixed(1, 'x'), facility_value: 9 }] }, 200, ''],
    ];
    for (const [json, status, msg] of cases) {
      const res = await server.call('PUT', `${L}/ques/import/preview/${id}`, { token: teacher, json });
      expect(res.status, JSON.stringify(json)).toBe(status);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    const rows = (await server.call('GET', `${L}/ques/import/preview/${id}`, { token: teacher })).body.data
      .rows;
    expect(rows).toHaveLength(3);
    expect(rows[0].err).toEqual(['难度只能是1到5']);
    // An id of no preview is missing; an id that is no preview id at all is a bad request.
    for (const [bad, status] of [
      ['00000000-0000-4000-8000-000000000000', 404],
      ['not-a-preview', 400],
    ] as const) {
      const res = await server.call('POST', `${L}/ques/import/commit/${bad}`, { token: teacher });
      expect(res.status).toBe(status);
      expect(res.body.msg).toBe(IMPORT_PREVIEW_MESSAGES.notFound);
    }
    const none = await server.call('POST', `${L}/ques/import/preview/1`, { token: teacher, json: {} });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请选择文件');
  });
});
