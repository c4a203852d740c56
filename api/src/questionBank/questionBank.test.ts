import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_ACCOUNTS } from '../demo/scale';

let server: TestServer;
let teacher: string;
let assistant: string;
let noDispatch: string;

beforeAll(async () => {
  server = await startTestServer();
  [teacher, assistant, noDispatch] = await Promise.all([
    server.login(DEMO_ACCOUNTS.teacher),
    server.login(DEMO_ACCOUNTS.assistant),
    server.login(DEMO_ACCOUNTS.correctingAssistant),
  ]);
});
afterAll(() => server.close());

const L = '/api/lector';
const A = '/api/assistants';

const opts = (contents: string[], right: number[]) =>
  JSON.stringify(contents.map((content, i) => ({ id: i + 1, content, is_right: right.includes(i) ? 1 : 2 })));

/** One valid body of every bank type, as the form sends them (JSON strings for options and items). */
const VALID: Record<number, Record<string, unknown>> = {
  1: {
    ques_type: 1,
    ques_stem: '<p>单选题干</p>',
    ques_option: opts(['A', 'B', 'C', 'D'], [1]),
    facility_value: 1,
  },
  2: {
    ques_type: 2,
    ques_stem: '<p>判断题干</p>',
    ques_option: opts(['正确', '错误'], [0]),
    facility_value: 2,
  },
  3: {
    ques_type: 3,
    ques_stem: '<p>多选题干</p>',
    ques_option: opts(['A', 'B', 'C'], [0, 2]),
    facility_value: 3,
  },
  4: { ques_type: 4, ques_stem: '<p>不定项题干</p>', ques_option: opts(['A', 'B'], [1]), facility_value: 4 },
  5: { ques_type: 5, ques_stem: '<p>简答题干</p>', right_answer: '<p>参考答案</p>', facility_value: 5 },
  6: {
    ques_type: 6,
    ques_stem: '<p>材料题干</p>',
    facility_value: 3,
    ques_item: JSON.stringify([
      { ques_type: 1, ques_stem: '<p>小题一</p>', ques_option: opts(['甲', '乙'], [0]) },
      { ques_type: 5, ques_stem: '<p>小题二</p>', right_answer: '<p>答</p>' },
    ]),
  },
};

const add = (token: string, json: unknown, prefix = L) =>
  server.call('POST', `${prefix}/ques/add`, { token, json });

describe('ques/add: every bank type, both prefixes', () => {
  it.each([
    ['teacher', L],
    ['assistant', A],
  ])(
    'the %s adds one question of each of the six types (添加成功) and sees them in ques/show',
    async (_, prefix) => {
      const token = prefix === L ? teacher : assistant;
      for (const type of [1, 2, 3, 4, 5, 6]) {
        const res = await add(token, { ...VALID[type], remark: `类型${type}` }, prefix);
        expect(res.status).toBe(200);
        expect(res.body.msg).toBe('添加成功');
        const shown = await server.call('GET', `${prefix}/ques/show/${res.body.data.id}`, { token });
        expect(shown.body.data).toHaveLength(1);
        expect(shown.body.data[0]).toMatchObject({
          id: res.body.data.id,
          ques_type: type,
          remark: `类型${type}`,
        });
      }
    },
  );

  it('stores the spec shapes: options with is_right 1/2, sub-questions with their own ids', async () => {
    const res = await add(teacher, VALID[6]);
    const [q] = (await server.call('GET', `${L}/ques/show/${res.body.data.id}`, { token: teacher })).body
      .data;
    expect(q.ques_item).toHaveLength(2);
    expect(q.ques_item[0]).toMatchObject({
      ques_type: 1,
      ques_option: [
        { id: 1, content: '甲', is_right: 1 },
        { id: 2, content: '乙', is_right: 2 },
      ],
    });
    const ids = [q.id, ...q.ques_item.map((i: { id: number }) => i.id)];
    expect(new Set(ids).size).toBe(3);
    expect(typeof q.updated_at).toBe('number');
  });

  it('accepts a form-urlencoded body with ques_option as a JSON string', async () => {
    const body = new URLSearchParams({
      ques_type: '1',
      ques_stem: 'x',
      ques_option: opts(['a', 'b'], [0]),
      facility_value: '2',
    });
    const res = await server.call('POST', `${L}/ques/add`, {
      token: teacher,
      body: body.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.body.msg).toBe('添加成功');
  });
});

describe('ques/add refuses what the form refuses, with the same message', () => {
  it.each([
    ['type missing', '请选择', { ...VALID[1], ques_type: '' }],
    ['stem missing', '请输入', { ...VALID[1], ques_stem: '<p><br></p>' }],
    ['an option empty', '选项B内容不能为空', { ...VALID[1], ques_option: opts(['A', ' ', 'C'], [0]) }],
    [
      'single choice without a correct option',
      '请选择一个正确答案',
      { ...VALID[1], ques_option: opts(['A', 'B'], []) },
    ],
    [
      'true/false without a correct option',
      '请选择一个正确答案',
      { ...VALID[2], ques_option: opts(['正确', '错误'], []) },
    ],
    [
      'indefinite without a correct option',
      '请选择一个正确答案',
      { ...VALID[4], ques_option: opts(['A', 'B'], []) },
    ],
    [
      'multiple with one correct option',
      '请至少选择两个正确答案',
      { ...VALID[3], ques_option: opts(['A', 'B', 'C'], [0]) },
    ],
    [
      'single choice with two correct options',
      '只能选择一个正确答案',
      { ...VALID[1], ques_option: opts(['A', 'B'], [0, 1]) },
    ],
    ['short answer without an answer', '请输入', { ...VALID[5], right_answer: '' }],
    ['difficulty missing', '请选择', { ...VALID[5], facility_value: '' }],
    ['difficulty 6', '难度只能是1到5', { ...VALID[5], facility_value: 6 }],
    ['remark of 21 characters', '备注不能超过20个字', { ...VALID[5], remark: '备'.repeat(21) }],
    ['material without sub-questions', '至少保留一题', { ...VALID[6], ques_item: '[]' }],
    [
      'material with an incomplete sub-question',
      '请先完善信息',
      {
        ...VALID[6],
        ques_item: JSON.stringify([{ ques_type: 1, ques_stem: 'x', ques_option: opts(['a', ''], [0]) }]),
      },
    ],
    [
      'material with a material sub-question',
      '请先完善信息',
      { ...VALID[6], ques_item: JSON.stringify([{ ques_type: 6, ques_stem: 'x' }]) },
    ],
    [
      'a single choice with one option',
      '选项数量应为2到26个',
      { ...VALID[1], ques_option: opts(['A'], [0]) },
    ],
    [
      'a true/false with three options',
      '选项必须是2个',
      { ...VALID[2], ques_option: opts(['a', 'b', 'c'], [0]) },
    ],
    ['fill-in-the-blank (exam only)', '题目类型不正确', { ...VALID[5], ques_type: 7 }],
    ['ques_option not JSON', '题目数据格式不正确', { ...VALID[1], ques_option: '[{' }],
    ['an unknown knowledge point', '知识点不存在', { ...VALID[5], point_ids: '9999' }],
  ])('%s: %s', async (_, message, body) => {
    const res = await add(teacher, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: message, data: null });
  });

  it('a refused question leaves the bank unchanged', async () => {
    const before = (await server.call('GET', `${L}/ques/index`, { token: teacher })).body.data.total;
    await add(teacher, { ...VALID[1], ques_stem: '' });
    expect((await server.call('GET', `${L}/ques/index`, { token: teacher })).body.data.total).toBe(before);
  });
});

describe('rich text is sanitised on write', () => {
  it('scripts, handlers and javascript: links go; paragraphs, emphasis and images of our files stay', async () => {
    const file = `/api/files/${'ab'.repeat(32)}.png`;
    const res = await add(teacher, {
      ...VALID[5],
      ques_stem: `<p>题<strong>干</strong><script>alert(1)</script><img src="${file}" onerror="alert(2)"><img src="https://tracker.example/p.gif"><img src="/api/lector/hw/withdraw/1"><a href="javascript:alert(3)">x</a></p>`,
      ques_analysis:
        '<p style="text-align: center; position: fixed">解析</p><iframe src="https://evil"></iframe>',
    });
    const [q] = (await server.call('GET', `${L}/ques/show/${res.body.data.id}`, { token: teacher })).body
      .data;
    expect(q.ques_stem).toBe(
      `<p>题<strong>干</strong><img src="${file}" /><a rel="noopener noreferrer" target="_blank">x</a></p>`,
    );
    expect(q.ques_analysis).toBe('<p style="text-align:center">解析</p>');
  });

  it('a stem that is only markup counts as empty', async () => {
    expect((await add(teacher, { ...VALID[5], ques_stem: '<script>x</script>' })).body.msg).toBe('请输入');
  });
});

describe('ques/index filters and pages a staff member’s own questions', () => {
  let ids: number[] = [];
  beforeAll(async () => {
    ids = [];
    for (const [type, remark, difficulty] of [
      [1, '筛选甲', 1],
      [3, '筛选乙', 4],
      [5, '筛选甲', 4],
    ] as const) {
      const res = await add(
        assistant,
        {
          ...VALID[type],
          ques_stem: `<p>独特题干${type}号 100%_x</p>`,
          remark,
          facility_value: difficulty,
        },
        A,
      );
      ids.push(res.body.data.id);
    }
  });
  const index = async (query: Record<string, string>) => {
    const res = await server.call('GET', `${A}/ques/index?${new URLSearchParams(query)}`, {
      token: assistant,
    });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('by stem (substring of the text, not the markup; % and _ match themselves)', async () => {
    expect((await index({ ques_stem: '独特题干3' })).list.map((q: { id: number }) => q.id)).toEqual([ids[1]]);
    expect((await index({ ques_stem: '100%_X' })).total).toBe(3);
    expect((await index({ ques_stem: '100_%' })).total).toBe(0);
    expect((await index({ ques_stem: '<p>' })).total).toBe(0);
  });

  it('by type, difficulty and remark, combined', async () => {
    expect(
      (await index({ ques_stem: '独特题干', ques_type: '5' })).list.map((q: { id: number }) => q.id),
    ).toEqual([ids[2]]);
    expect((await index({ ques_stem: '独特题干', facility_value: '4' })).total).toBe(2);
    expect((await index({ remark: '筛选甲' })).total).toBe(2);
    expect((await index({ remark: '筛选甲', facility_value: '4' })).list[0].id).toBe(ids[2]);
  });

  it('pages newest first, with total, page and limit', async () => {
    const first = await index({ ques_stem: '独特题干', limit: '2', page: '1' });
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.list.map((q: { id: number }) => q.id)).toEqual([ids[2], ids[1]]);
    expect(
      (await index({ ques_stem: '独特题干', limit: '2', page: '2' })).list.map((q: { id: number }) => q.id),
    ).toEqual([ids[0]]);
  });

  it('never lists another staff member’s questions or the shared bank', async () => {
    const res = await server.call('GET', `${L}/ques/index?ques_stem=独特题干&limit=100`, { token: teacher });
    expect(res.body.data.total).toBe(0);
    const all = await server.call('GET', `${L}/ques/index?limit=1000`, { token: teacher });
    expect(all.body.data.list.every((q: { is_public: number }) => q.is_public === 0)).toBe(true);
  });
});

describe('ques/update', () => {
  it('edits the owner’s question (编辑成功), keeping the type and the ids of kept sub-questions', async () => {
    const { id } = (await add(teacher, VALID[6])).body.data;
    const [before] = (await server.call('GET', `${L}/ques/show/${id}`, { token: teacher })).body.data;
    const kept = before.ques_item[1];
    const items = [kept, { ques_type: 2, ques_stem: '新小题', ques_option: opts(['对', '错'], [1]) }];
    const res = await server.call('PUT', `${L}/ques/update/${id}`, {
      token: teacher,
      json: { ...VALID[6], ques_stem: '<p>改过</p>', ques_item: JSON.stringify(items), remark: '改' },
    });
    expect(res.body.msg).toBe('编辑成功');
    const [after] = (await server.call('GET', `${L}/ques/show/${id}`, { token: teacher })).body.data;
    expect(after).toMatchObject({ ques_stem: '<p>改过</p>', remark: '改' });
    expect(after.ques_item[0].id).toBe(kept.id);
    expect(after.ques_item[1].id).not.toBe(before.ques_item[0].id);
    expect(after.ques_item[1].ques_type).toBe(2);
  });

  it('refuses a type change (题目类型不能修改) and the same invalid data as ques/add', async () => {
    const { id } = (await add(teacher, VALID[1])).body.data;
    const changeType = await server.call('PUT', `${L}/ques/update/${id}`, { token: teacher, json: VALID[3] });
    expect(changeType.body.msg).toBe('题目类型不能修改');
    const empty = await server.call('PUT', `${L}/ques/update/${id}`, {
      token: teacher,
      json: { ...VALID[1], ques_option: opts(['A', ''], [0]) },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('选项B内容不能为空');
  });
});

describe('ownership: a staff member sees and changes only their own questions', () => {
  let teachersQuestion: number;
  beforeAll(async () => {
    teachersQuestion = (await add(teacher, VALID[5])).body.data.id;
  });

  it('someone else’s question answers 404 题目不存在 to show, update and delete, and stays unchanged', async () => {
    const show = await server.call('GET', `${A}/ques/show/${teachersQuestion}`, { token: assistant });
    expect(show.status).toBe(404);
    expect(show.body.msg).toBe('题目不存在');
    const update = await server.call('PUT', `${A}/ques/update/${teachersQuestion}`, {
      token: assistant,
      json: { ...VALID[5], ques_stem: 'hijack' },
    });
    expect(update.status).toBe(404);
    const del = await server.call('DELETE', `${A}/ques/del/${teachersQuestion}`, { token: assistant });
    expect(del.status).toBe(404);
    const [q] = (await server.call('GET', `${L}/ques/show/${teachersQuestion}`, { token: teacher })).body
      .data;
    expect(q.ques_stem).toBe(VALID[5]?.ques_stem);
  });

  it('a shared-bank question can be viewed but not changed (403 公共题库的题目只能查看)', async () => {
    const bank = (await server.call('POST', `${L}/ques/public`, { token: teacher, json: {} })).body.data;
    const id = bank.list[0].id;
    expect((await server.call('GET', `${L}/ques/show/${id}`, { token: teacher })).status).toBe(200);
    const res = await server.call('PUT', `${L}/ques/update/${id}`, { token: teacher, json: bank.list[0] });
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('公共题库的题目只能查看');
    expect((await server.call('DELETE', `${L}/ques/del/${id}`, { token: teacher })).status).toBe(403);
  });

  it('an assistant without canDispatch may not use the bank (403)', async () => {
    for (const [method, path] of [
      ['GET', '/ques/index'],
      ['POST', '/ques/add'],
      ['POST', '/ques/public'],
      ['GET', '/ques/point'],
    ] as const) {
      const json = method === 'POST' ? VALID[5] : undefined;
      const res = await server.call(method, `${A}${path}`, { token: noDispatch, json });
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('没有使用题库的权限');
    }
  });

  it('a signed-out caller gets 401, a student 403', async () => {
    expect((await server.call('GET', `${L}/ques/index`)).status).toBe(401);
    const student = await server.login(DEMO_ACCOUNTS.student);
    expect((await server.call('GET', `${L}/ques/index`, { token: student })).status).toBe(403);
  });
});

describe('ques/del', () => {
  it('deletes several comma-joined ids (删除成功); they leave the list and show answers 404', async () => {
    const a = (await add(teacher, { ...VALID[1], ques_stem: '待删甲' })).body.data.id;
    const b = (await add(teacher, { ...VALID[2], ques_stem: '待删乙' })).body.data.id;
    const res = await server.call('DELETE', `${L}/ques/del/${a},${b}`, { token: teacher });
    expect(res.body.msg).toBe('删除成功');
    const list = await server.call('GET', `${L}/ques/index?ques_stem=待删`, { token: teacher });
    expect(list.body.data.total).toBe(0);
    expect((await server.call('GET', `${L}/ques/show/${a}`, { token: teacher })).status).toBe(404);
    expect((await server.call('DELETE', `${L}/ques/del/${a}`, { token: teacher })).status).toBe(404);
  });

  it('one id that may not be deleted deletes none of them', async () => {
    const mine = (await add(assistant, { ...VALID[1], ques_stem: '保留的题' }, A)).body.data.id;
    const theirs = (await add(teacher, VALID[1])).body.data.id;
    const res = await server.call('DELETE', `${A}/ques/del/${mine},${theirs}`, { token: assistant });
    expect(res.status).toBe(404);
    expect((await server.call('GET', `${A}/ques/show/${mine}`, { token: assistant })).status).toBe(200);
  });

  it('refuses ids that are not numbers', async () => {
    expect((await server.call('DELETE', `${L}/ques/del/1,x`, { token: teacher })).status).toBe(400);
  });
});

describe('the shared bank and knowledge points', () => {
  it('ques/public lists the school’s shared questions with the same filters; detail answers them by ids', async () => {
    const all = (await server.call('POST', `${A}/ques/public`, { token: assistant, json: { limit: 50 } }))
      .body.data;
    expect(all.total).toBe(6);
    expect(new Set(all.list.map((q: { ques_type: number }) => q.ques_type))).toEqual(
      new Set([1, 2, 3, 4, 5, 6]),
    );
    const material = await server.call('POST', `${A}/ques/public`, {
      token: assistant,
      json: { ques_type: 6 },
    });
    expect(material.body.data.list).toHaveLength(1);
    const ids = all.list.slice(0, 2).map((q: { id: number }) => q.id);
    const detail = await server.call('GET', `${A}/ques/public/detail/${ids.reverse().join(',')}`, {
      token: assistant,
    });
    expect(detail.body.data.map((q: { id: number }) => q.id)).toEqual(ids);
  });

  it('ques/public/detail leaves out questions that are not in the shared bank', async () => {
    const own = (await add(teacher, VALID[5])).body.data.id;
    const res = await server.call('GET', `${L}/ques/public/detail/${own}`, { token: teacher });
    expect(res.body.data).toEqual([]);
  });

  it('ques/point answers the seeded knowledge points, subjects with their topics', async () => {
    const points = (await server.call('GET', `${L}/ques/point`, { token: teacher })).body.data;
    const math = points.find((p: { name: string }) => p.name === '数学');
    expect(math).toMatchObject({ parent_id: 0 });
    expect(
      points
        .filter((p: { parent_id: number }) => p.parent_id === math.id)
        .map((p: { name: string }) => p.name),
    ).toContain('一元一次方程');
  });

  it('a question may name knowledge points, comma-joined', async () => {
    const res = await add(teacher, { ...VALID[5], point_ids: '2,3' });
    const [q] = (await server.call('GET', `${L}/ques/show/${res.body.data.id}`, { token: teacher })).body
      .data;
    expect(q.point_ids).toEqual([2, 3]);
  });
});
