import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../app';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { rebuildProjections } from '../store/rebuild';

/**
 * Homework publishing and management over HTTP, on the demo school: course 1 (children 2 基础 and
 * 3 提高) is taken by class 1 (courses 1, 2, 3) and class 4 (1, 2); class 3 takes only child course 3.
 * The demo teacher serves classes 1, 3 and 4 of it; the demo assistant classes 1 and 4.
 */

const DAY = 86_400;
let nowMs = Date.parse('2026-09-10T10:00:00+08:00');
const now = () => Math.floor(nowMs / 1000);

let api: Api;
let base: string;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};

interface Envelope {
  code: number;
  msg: string;
  data: any;
}

async function call(
  who: keyof typeof DEMO_ACCOUNTS | 'otherAssistant' | 'student',
  method: string,
  path: string,
  json?: unknown,
): Promise<{ status: number; body: Envelope }> {
  const prefix = who === 'teacher' ? '/api/lector' : '/api/assistants';
  const headers: Record<string, string> = { authorization: `Bearer ${tokens[who]}` };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + prefix + path, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

async function login(mobile: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: 'Demo2026' }),
  });
  return ((await res.json()) as Envelope).data.token as string;
}

/** Report rows of a homework, read from the projection (students' view of the homework). */
const reports = (hwId: number) =>
  api.store.db.selectFrom('homework_reports').selectAll().where('hw_id', '=', hwId).execute();
const studentsOf = async (classIds: number[]) =>
  (
    await api.store.db
      .selectFrom('class_students')
      .select(['class_id', 'uid'])
      .where('class_id', 'in', classIds)
      .execute()
  ).map((r) => `${r.class_id}:${r.uid}`);

let own: { single: number; material: number; materialItems: number[]; essay: number };
let publicSingle: number;

beforeAll(async () => {
  api = await createApi({ databaseUrl: 'sqlite::memory:', logLevel: 'silent', clock: () => nowMs });
  const server = api.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = async () => {
    await api.close();
  };
  tokens.teacher = await login(DEMO_ACCOUNTS.teacher);
  tokens.assistant = await login(DEMO_ACCOUNTS.assistant);
  tokens.correctingAssistant = await login(DEMO_ACCOUNTS.correctingAssistant);
  tokens.otherAssistant = await login('13800200002');
  const mine = (await call('teacher', 'GET', '/ques/index?limit=50')).body.data.list as any[];
  const byType = (t: number) => mine.find((q) => q.ques_type === t);
  own = {
    single: byType(1).id,
    material: byType(6).id,
    materialItems: byType(6).ques_item.map((i: any) => i.id),
    essay: byType(5).id,
  };
  const shared = (await call('teacher', 'POST', '/ques/public', { limit: 50 })).body.data.list as any[];
  publicSingle = shared.find((q) => q.ques_type === 1).id;
});
afterAll(() => close());

const scoredForm = (patch: Record<string, unknown> = {}) => ({
  course_basis_id: 1,
  type: 1,
  name: '第一周作业',
  remark: '认真完成',
  ending_time: now() + 3 * DAY,
  is_set_score: 2,
  publish_scope: 2,
  child_course_basis_ids: '2',
  question: JSON.stringify([
    { id: own.single, score: 5 },
    {
      id: own.material,
      score: 9,
      ques_item: [
        { id: own.materialItems[0], score: 4 },
        { id: own.materialItems[1], score: 5.5 },
      ],
    },
    { id: publicSingle, score: 10 },
  ]),
  ...patch,
});

const publish = async (
  who: 'teacher' | 'assistant' | 'correctingAssistant' | 'otherAssistant',
  form: object,
) => call(who, 'POST', '/hw/publish', form);

async function rowOf(who: 'teacher' | 'assistant', id: number, query = '') {
  const list = (await call(who, 'GET', `/hw/index?limit=100${query}`)).body.data.list as any[];
  return list.find((r) => r.id === id);
}

describe('the course picker and periods', () => {
  it('a teacher picks from the courses of their classes, each with the classes taking it', async () => {
    const res = await call('teacher', 'GET', '/teacher/myCourse?is_create_hw=1');
    const course = res.body.data.list.find((c: any) => c.id === 1);
    expect(course).toMatchObject({
      title: expect.any(String),
      parent_id: 0,
      course_type: expect.any(Number),
    });
    expect(course.classes.map((c: any) => c.id)).toEqual([1, 3, 4]);
    expect(res.body.data.list.every((c: any) => c.parent_id === 0)).toBe(true);
  });

  it('an assistant uses hw/courses/choose and sees only their own classes', async () => {
    const res = await call('assistant', 'GET', '/hw/courses/choose?is_create_hw=1');
    const course = res.body.data.list.find((c: any) => c.id === 1);
    expect(course.classes.map((c: any) => c.id)).toEqual([1, 4]);
    expect((await call('teacher', 'GET', '/hw/courses/choose')).status).toBe(403);
  });

  it('child courses with parent_id', async () => {
    const res = await call('teacher', 'GET', '/teacher/myCourse?parent_id=1');
    expect(res.body.data.list.map((c: any) => c.id)).toEqual([2, 3]);
    expect(res.body.data.list.map((c: any) => c.parent_id)).toEqual([1, 1]);
  });

  it('periods of a course the viewer can publish for; another course is not found', async () => {
    const res = await call('teacher', 'GET', '/hw/choose/periods/1');
    expect(res.body.data.map((p: any) => p.title)).toEqual(['第1讲', '第2讲', '第3讲', '第4讲']);
    const other = await call('assistant', 'GET', '/hw/choose/periods/4');
    expect(other.status).toBe(404);
    expect(other.body.msg).toBe('课程不存在');
  });
});

describe('publish form rules, each refused with its message', () => {
  it.each([
    ['course: 请选择课程', { course_basis_id: '' }, '请选择课程'],
    ['type required', { type: '' }, '请选择'],
    ['type 2 needs a period', { type: 2 }, '请选择'],
    ['name required', { name: '' }, '请输入'],
    ['name at most 20', { name: '作'.repeat(21) }, '作业名称不能超过20个字'],
    ['remark at most 200', { remark: '备'.repeat(201) }, '备注不能超过200个字'],
    ['ending time required', { ending_time: '' }, '请选择'],
    ['score option required', { is_set_score: '' }, '请选择'],
    ['publish scope required', { publish_scope: '' }, '请选择'],
    ['specified child courses need a choice', { child_course_basis_ids: '' }, '请选择'],
    ['no questions: 请选择题目', { question: '[]' }, '请选择题目'],
    ['per-question score 1 to 100', { question: JSON.stringify([{ id: 1, score: 0 }]) }, '每题分值为1-100分'],
  ])('%s', async (_rule, patch, message) => {
    const res = await publish('teacher', scoredForm(patch));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(message);
  });

  it('a course without child courses: 暂无子课程 unless the scope is the current course only', async () => {
    const res = await publish('teacher', scoredForm({ course_basis_id: 2, publish_scope: 1 }));
    expect(res.body.msg).toBe('暂无子课程');
  });

  it('a deadline before yesterday is refused', async () => {
    const res = await publish('teacher', scoredForm({ ending_time: now() - DAY - 1 }));
    expect(res.body.msg).toBe('截止时间不能早于昨天');
  });

  it('arrange mode: arrange_type required, and arrange_id when arrange_type is 4', async () => {
    const missing = await call('teacher', 'POST', '/arrangeHomework/homework/publish', scoredForm());
    expect(missing.body.msg).toBe('请选择');
    const noId = await call(
      'teacher',
      'POST',
      '/arrangeHomework/homework/publish',
      scoredForm({ arrange_type: 4 }),
    );
    expect(noId.body.msg).toBe('请选择');
  });

  it('a child course of another course is refused', async () => {
    const res = await publish('teacher', scoredForm({ child_course_basis_ids: '5' }));
    expect(res.body.msg).toBe('子课程不属于该课程');
  });

  it('a question neither mine nor public is refused', async () => {
    const others = (await call('assistant', 'GET', '/ques/index?limit=1')).body.data.list[0].id;
    const res = await publish(
      'teacher',
      scoredForm({ question: JSON.stringify([{ id: others, score: 1 }]) }),
    );
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('题目不存在');
  });

  it('publishing needs canDispatch, checked on the server', async () => {
    const res = await publish('correctingAssistant', scoredForm({ child_course_basis_ids: '3' }));
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('没有发布作业的权限');
  });
});

describe('publishing and managing a homework', () => {
  let hwId: number;

  it('作业发布成功: the scope reaches two of the course three classes', async () => {
    const res = await publish('teacher', scoredForm());
    expect(res.body.msg).toBe('作业发布成功');
    hwId = res.body.data.id;
    const row = await rowOf('teacher', hwId);
    expect(row).toMatchObject({
      name: '第一周作业',
      class_count: 3,
      published_class_count: 2,
      publish_type: 2,
      type: 1,
      creator_type: 1,
      is_owner: 1,
      status: 1,
      not_revised_homework_count: 0,
      submitted_homework_count: 0,
      homework_count: 60,
    });
    // The publisher under their role; no empty assistant_name stands in beside it.
    expect(row.teacher_name).toMatch(/\S/);
    expect(row).not.toHaveProperty('assistant_name');
    expect(row.class_name.split('、')).toHaveLength(2);
  });

  it('every student of each target class has a report in status 1', async () => {
    const rows = await reports(hwId);
    expect(rows.map((r) => `${r.class_id}:${r.uid}`).sort()).toEqual((await studentsOf([1, 4])).sort());
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1]));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('the homework keeps its own copy of questions and scores; later bank edits change nothing', async () => {
    const shown = (await call('teacher', 'GET', `/ques/show/${own.single}`)).body.data[0];
    await call('teacher', 'PUT', `/ques/update/${own.single}`, {
      ...shown,
      ques_stem: '<p>改过的题干</p>',
      ques_option: JSON.stringify(shown.ques_option),
      ques_item: JSON.stringify(shown.ques_item),
    });
    const copy = (await call('teacher', 'GET', `/hw/copy/${hwId}`)).body.data;
    expect(copy.hw_info).toMatchObject({ is_set_score: 2, name: '第一周作业', remark: '认真完成' });
    expect(copy.question.map((q: any) => q.id)).toEqual([own.single, own.material, publicSingle]);
    expect(copy.question[0].ques_stem).not.toBe('<p>改过的题干</p>');
    expect(copy.question.map((q: any) => q.score)).toEqual([5, 9.5, 10]);
    expect(copy.question[1].ques_item.map((i: any) => i.score)).toEqual([4, 5.5]);
  });

  it('the assistant of class 1 sees it too, counted over their classes, and is not the owner', async () => {
    const row = await rowOf('assistant', hwId);
    expect(row).toMatchObject({ is_owner: 0, homework_count: 60, published_class_count: 2 });
  });

  it('publish button info', async () => {
    const res = await call('teacher', 'GET', `/hw/publish/button/${hwId}`);
    expect(res.body.data).toMatchObject({
      publish_type: 2,
      published_class_count: 2,
      class_count: 3,
      is_owner: 1,
      status: 1,
    });
  });

  it('continue publishing: someone else is refused; nothing new chosen is 请选择班级', async () => {
    const other = await call('assistant', 'GET', `/hw/class/publish/${hwId}/3`);
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe('只能操作自己发布的作业');
    const again = await call('teacher', 'GET', `/hw/class/publish/${hwId}/1`);
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('请选择班级');
  });

  it('继续发布成功: the third class and its students get it', async () => {
    const classes = (await call('teacher', 'GET', `/hw/class/published/${hwId}`)).body.data;
    expect(classes.map((c: any) => [c.id, c.is_published])).toEqual([
      [1, 1],
      [3, 0],
      [4, 1],
    ]);
    const res = await call('teacher', 'GET', `/hw/class/publish/${hwId}/3`);
    expect(res.body.msg).toBe('继续发布成功');
    const row = await rowOf('teacher', hwId);
    expect(row).toMatchObject({ published_class_count: 3, homework_count: 90 });
    expect((await reports(hwId)).length).toBe(90);
    const full = await call('teacher', 'GET', `/hw/class/publish/${hwId}/3`);
    expect(full.status).toBe(409);
    expect(full.body.msg).toBe('作业已发布到全部班级');
  });

  it('adjust deadline: 请选择截止时间, before yesterday refused, someone else refused, then 调整成功', async () => {
    expect((await call('teacher', 'PUT', `/hw/update/ending_time/${hwId}/0`)).body.msg).toBe(
      '请选择截止时间',
    );
    const early = await call('teacher', 'PUT', `/hw/update/ending_time/${hwId}/${now() - DAY - 60}`);
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe('截止时间不能早于昨天');
    const other = await call('assistant', 'PUT', `/hw/update/ending_time/${hwId}/${now() + 9 * DAY}`);
    expect(other.status).toBe(403);
    const ok = await call('teacher', 'PUT', `/hw/update/ending_time/${hwId}/${now() + 7 * DAY}`);
    expect(ok.body.msg).toBe('调整成功');
    expect((await rowOf('teacher', hwId)).ending_time).toBe(now() + 7 * DAY);
  });

  it('copy needs canDispatch and ownership', async () => {
    expect((await call('assistant', 'GET', `/hw/copy/${hwId}`)).status).toBe(403);
    const mine = await call('teacher', 'GET', `/hw/copy/${hwId}`);
    expect(mine.body.data.question).toHaveLength(3);
  });

  it('historical homework and its questions: the viewer own homework only', async () => {
    const history = (await call('teacher', 'GET', '/hw/history?name=第一周')).body.data;
    expect(history.list[0]).toMatchObject({ id: hwId, question_num: 3, hw_type: 1, type: 1 });
    const chosen = (await call('teacher', 'GET', `/hw/choose/${hwId}`)).body.data;
    expect(chosen.map((q: any) => q.id)).toEqual([own.single, own.material, publicSingle]);
    expect((await call('assistant', 'GET', `/hw/choose/${hwId}`)).status).toBe(404);
  });

  it('a question deleted from the bank can still be published again from historical homework', async () => {
    await call('teacher', 'DELETE', `/ques/del/${own.essay}`);
    const first = await publish(
      'teacher',
      scoredForm({ publish_scope: 3, question: JSON.stringify([{ id: own.single, score: 2 }]) }),
    );
    expect(first.body.msg).toBe('作业发布成功');
    const res = await publish(
      'teacher',
      scoredForm({ publish_scope: 3, question: JSON.stringify([{ id: own.essay, score: 2 }]) }),
    );
    expect(res.status).toBe(404);
  });

  it('recall: 作业撤回成功, the reports leave every count, and every later action is refused', async () => {
    expect((await call('assistant', 'GET', `/hw/withdraw/${hwId}`)).status).toBe(403);
    const res = await call('teacher', 'GET', `/hw/withdraw/${hwId}`);
    expect(res.body.msg).toBe('作业撤回成功');
    const counts = api.store.db.selectFrom('homework_report_counts').selectAll().where('hw_id', '=', hwId);
    expect(await counts.execute()).toEqual([]);
    const row = await rowOf('teacher', hwId);
    expect(row).toMatchObject({ status: 2, homework_count: 0 });
    const twice = await call('teacher', 'GET', `/hw/withdraw/${hwId}`);
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('作业已撤回');
    expect((await call('teacher', 'GET', `/hw/class/publish/${hwId}/3`)).body.msg).toBe('作业已撤回');
    const deadline = await call('teacher', 'PUT', `/hw/update/ending_time/${hwId}/${now() + DAY}`);
    expect(deadline.body.msg).toBe('作业已撤回');
  });
});

describe('continue publishing an overdue homework, and an assistant publishing', () => {
  it('an assistant publishes to one of two classes, and continues to the other', async () => {
    const res = await publish(
      'assistant',
      scoredForm({
        child_course_basis_ids: '3',
        name: '助教作业',
        question: JSON.stringify([{ id: publicSingle, score: 10 }]),
      }),
    );
    expect(res.body.msg).toBe('作业发布成功');
    const id = res.body.data.id;
    expect(await rowOf('assistant', id)).toMatchObject({
      class_count: 2,
      published_class_count: 1,
      creator_type: 2,
      homework_count: 30,
    });
    expect((await rowOf('assistant', id)).assistant_name).not.toBe('');
    expect(await rowOf('assistant', id)).not.toHaveProperty('teacher_name');
    expect((await call('assistant', 'GET', `/hw/class/publish/${id}/4`)).body.msg).toBe('继续发布成功');
    expect((await reports(id)).length).toBe(60);
  });

  it('past the deadline continuing is refused', async () => {
    const res = await publish('teacher', scoredForm({ name: '很快截止', ending_time: now() + 3600 }));
    const id = res.body.data.id;
    nowMs += 2 * 3600 * 1000;
    const late = await call('teacher', 'GET', `/hw/class/publish/${id}/3`);
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('作业已截止，不能继续发布');
    const deadline = await call('teacher', 'PUT', `/hw/update/ending_time/${id}/${now() + DAY}`);
    expect(deadline.body.msg).toBe('作业已截止，不能调整截止时间');
  });

  it('arranged homework is published once and never continued', async () => {
    const res = await call(
      'teacher',
      'POST',
      '/arrangeHomework/homework/publish',
      scoredForm({ name: '排课作业', arrange_type: 4, arrange_id: 1, publish_scope: '' }),
    );
    expect(res.body.msg).toBe('作业发布成功');
    const row = await rowOf('teacher', res.body.data.id);
    expect(row).toMatchObject({ publish_type: 1, published_class_count: 3, arrange_type: 4 });
    // Arrange mode shows target and lesson: the team class and the latest lesson started by then.
    const lessons = await api.store.db
      .selectFrom('lesson_times')
      .select(['id', 'arrange_time', 'time_name'])
      .where('team_class_id', '=', 1)
      .orderBy('arrange_time')
      .execute();
    const lesson = [...lessons].reverse().find((l) => Number(l.arrange_time) <= now()) ?? lessons[0];
    const detail = await call('teacher', 'GET', `/arrangeHomework/homework/${res.body.data.id}`);
    expect(detail.body.data.arrangeData).toMatchObject({
      id: 1,
      times_id: Number(lesson?.id),
      arrange_time: Number(lesson?.arrange_time),
      time_name: lesson?.time_name,
    });
    expect(detail.body.data.arrangeData.name).toBeTruthy();
    expect(detail.body.data.arrangeData.subject_name).toBeTruthy();
  });
});

describe('the homework list', () => {
  it('filters by name, publisher and type; page size 20', async () => {
    const list = (await call('teacher', 'GET', '/hw/index?name=助教')).body.data;
    expect(list.limit).toBe(20);
    expect(list.list.map((r: any) => r.name)).toEqual(['助教作业']);
    const none = (await call('teacher', 'GET', '/hw/index?type=2')).body.data;
    expect(none.total).toBe(0);
  });

  it('a teacher sees homework of courses they do not teach only with show_other', async () => {
    const res = await publish(
      'otherAssistant',
      scoredForm({
        course_basis_id: 7,
        publish_scope: 3,
        question: JSON.stringify([{ id: publicSingle, score: 3 }]),
      }),
    );
    expect(res.body.msg).toBe('作业发布成功');
    const id = res.body.data.id;
    expect(await rowOf('teacher', id)).toBeUndefined();
    expect(await rowOf('teacher', id, '&show_other=1')).toMatchObject({ is_owner: 0, creator_type: 2 });
  });

  it('the pending grading count', async () => {
    const res = await call('teacher', 'GET', '/hw/correct/quantity');
    expect(res.body.data).toBe(0);
  });
});

describe('the homework read model', () => {
  it('a rebuild from the log gives the same homework tables as live updates', async () => {
    const tables = ['homework', 'homework_classes', 'homework_questions', 'homework_reports'] as const;
    const snapshot = async () =>
      Promise.all(
        tables.map((t) =>
          api.store.db
            .selectFrom(t)
            .selectAll()
            .execute()
            .then((rows) => rows.map((r) => JSON.stringify(r)).sort()),
        ),
      );
    const live = await snapshot();
    expect(live[0]?.length).toBeGreaterThan(3);
    await rebuildProjections(api.store);
    expect(await snapshot()).toEqual(live);
  });
});
