import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { rebuildProjections } from '../store/rebuild';

/**
 * Anonymous grading over HTTP on the demo school: the demo teacher publishes an anonymous homework on
 * course 1 (class 1); three students answer a short answer and submit. While anonymity holds no staff
 * answer carries a student's name or phone; finishing the last report, or the owner lifting it,
 * brings the names back.
 */

const DAY = 86_400;
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

let essayId: number;
/** Each student's real nickname and mobile, searched for in every answer. */
const identities: string[] = [];

async function publish(name: string, isAnonymous?: 1 | 2): Promise<{ hwId: number; reports: number[] }> {
  const published = await staff('teacher', 'POST', '/hw/publish', {
    course_basis_id: 1,
    type: 1,
    name,
    ending_time: now() + 3 * DAY,
    is_set_score: 2,
    publish_scope: 1,
    ...(isAnonymous === undefined ? {} : { is_anonymous: isAnonymous }),
    question: JSON.stringify([{ id: essayId, score: 10 }]),
  });
  expect(published.body.msg).toBe('作业发布成功');
  const hwId = published.body.data.id as number;
  const reports: number[] = [];
  for (const mobile of STUDENTS) {
    const list = (await student(mobile, 'GET', '/api/app/homework?limit=100')).body.data.list as {
      hw_id: number;
      report_id: number;
    }[];
    const reportId = list.find((r) => r.hw_id === hwId)?.report_id as number;
    await student(mobile, 'PUT', `/api/app/homework/${reportId}/answers`, {
      answers: [{ ques_id: essayId, user_answer: { content: '<p>回答</p>', images: [] } }],
    });
    expect((await student(mobile, 'POST', `/api/app/homework/${reportId}/submit`)).body.msg).toBe('提交成功');
    reports.push(reportId);
  }
  return { hwId, reports: reports.sort((a, b) => a - b) };
}

const gradeAndFinish = async (reportId: number) => {
  const saved = await staff('teacher', 'POST', '/testDetail/approveQuestion', {
    report_id: reportId,
    question_id: essayId,
    score: 8,
  });
  expect(saved.body.msg).toBe('保存成功');
  const done = await staff('teacher', 'POST', '/testDetail/approved', { report_id: reportId });
  expect(done.body.msg).toBe('操作成功');
};

/** Every answer a grader reads about the homework's students. */
const studentAnswers = (hwId: number, reportId: number) => [
  staff('teacher', 'POST', '/hw/correct', { limit: 100 }),
  staff('assistant', 'POST', '/hw/correct', { limit: 100 }),
  staff('teacher', 'GET', `/testDetail/approved/${reportId}`),
  staff('assistant', 'GET', `/testDetail/approved/${reportId}`),
  staff('teacher', 'POST', '/hw/review/list', { report_id: reportId }),
  staff('teacher', 'GET', `/class/homework/students/0/${hwId}?limit=100`),
  staff('assistant', 'GET', `/class/homework/students/0/${hwId}?limit=100`),
  staff('teacher', 'GET', `/homework/transcripts/${hwId}?limit=100`),
  staff('teacher', 'GET', `/class/student/report/${reportId}`),
  staff('teacher', 'GET', `/operation/log?subject_type=report&subject_id=${reportId}`),
  staff('teacher', 'GET', `/operation/log?subject_type=homework&subject_id=${hwId}`),
];

const leaked = (body: unknown) => {
  const text = JSON.stringify(body);
  return identities.filter((s) => text.includes(s));
};

let anon: { hwId: number; reports: number[] };

beforeAll(async () => {
  server = await startTestServer({ clock: () => nowMs });
  tokens.teacher = await server.login(DEMO_ACCOUNTS.teacher);
  tokens.assistant = await server.login(DEMO_ACCOUNTS.assistant);
  for (const mobile of STUDENTS) tokens[mobile] = await server.login(mobile);
  const mine = (await staff('teacher', 'GET', '/ques/index?limit=50')).body.data.list as {
    id: number;
    ques_type: number;
  }[];
  essayId = mine.find((q) => q.ques_type === 5)?.id as number;
  const users = await server.api.store.db
    .selectFrom('users')
    .select(['nickname', 'mobile'])
    .where('mobile', 'in', STUDENTS)
    .execute();
  for (const u of users) identities.push(u.nickname, u.mobile);
  expect(identities).toHaveLength(6);
  anon = await publish('匿名批改练习', 2);
  nowMs += 60_000;
}, 60_000);
afterAll(() => server.close());

describe('anonymous grading (is_anonymous 2)', () => {
  it('the homework keeps is_anonymous and its detail says names are hidden and who may lift it', async () => {
    const mine = (await staff('teacher', 'GET', `/class/homework/detail/0/${anon.hwId}`)).body.data;
    expect(mine).toMatchObject({ is_anonymous: 2, names_hidden: 1 });
    expect(mine.abilities.lift_anonymity).toEqual({ shown: true, allowed: true, reason: null });
    const other = (await staff('assistant', 'GET', `/homework/${anon.hwId}`)).body.data;
    expect(other.abilities.lift_anonymity).toEqual({
      shown: true,
      allowed: false,
      reason: '只能操作自己发布的作业',
    });
  });

  it('no answer about its students holds a name or phone while anonymous', async () => {
    const answers = await Promise.all(studentAnswers(anon.hwId, anon.reports[0] as number));
    for (const answer of answers) {
      expect(answer.status, answer.body.msg).toBe(200);
      expect(leaked(answer.body)).toEqual([]);
    }
  });

  it('graders see 学员1, 学员2, 学员3 in handout order, the same in the approve tab, workspace and lists', async () => {
    const approve = (await staff('teacher', 'POST', '/hw/correct', { name: '匿名批改练习' })).body.data
      .list as {
      report_id: number;
      nickname: string;
      names_hidden: number;
    }[];
    expect(approve.map((r) => [r.report_id, r.nickname, r.names_hidden])).toEqual(
      anon.reports.map((id, i) => [id, `学员${i + 1}`, 1]),
    );
    const workspace = (await staff('teacher', 'GET', `/testDetail/approved/${anon.reports[1]}`)).body.data;
    expect(workspace.report_info).toMatchObject({ nickname: '学员2', names_hidden: 1 });
    const rows = (await staff('teacher', 'GET', `/class/homework/students/0/${anon.hwId}?limit=100`)).body
      .data.list as { report_id: number; nickname: string; mobile: string; uid: number }[];
    const second = rows.find((r) => r.report_id === anon.reports[1]);
    expect(second).toMatchObject({ nickname: '学员2', mobile: '', uid: 0 });
  });

  it('a name, phone or student asked for while anonymous is refused', async () => {
    const name = identities[0] as string;
    const byName = await staff(
      'teacher',
      'GET',
      `/class/homework/students/0/${anon.hwId}?name=${encodeURIComponent(name)}`,
    );
    expect(byName.status).toBe(409);
    expect(byName.body.msg).toBe('匿名批改中，不能按学员姓名或手机号查找');
    const byPhone = await staff(
      'teacher',
      'GET',
      `/class/homework/students/0/${anon.hwId}?mobile=${STUDENTS[0]}`,
    );
    expect(byPhone.status).toBe(409);
    const uid = await server.api.store.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', STUDENTS[0] as string)
      .executeTakeFirstOrThrow();
    const byUid = await staff('teacher', 'POST', '/hw/review/id', { hw_id: anon.hwId, uid: Number(uid.id) });
    expect(byUid.status).toBe(409);
    // The approve tab spans many homework: an anonymous one's rows never match a name.
    const approve = await staff('teacher', 'POST', '/hw/correct', { nickname: name, limit: 100 });
    expect(approve.status).toBe(200);
    expect((approve.body.data.list as { hw_id: number }[]).filter((r) => r.hw_id === anon.hwId)).toEqual([]);
  });

  it('only the owner lifts anonymity', async () => {
    const res = await staff('assistant', 'PUT', `/hw/anonymous/lift/${anon.hwId}`);
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('只能操作自己发布的作业');
  });

  it('finishing a report leaves the names hidden while another awaits grading; the last one reveals them', async () => {
    await gradeAndFinish(anon.reports[0] as number);
    await gradeAndFinish(anon.reports[1] as number);
    for (const answer of await Promise.all(studentAnswers(anon.hwId, anon.reports[2] as number))) {
      expect(leaked(answer.body)).toEqual([]);
    }
    await gradeAndFinish(anon.reports[2] as number);
    const detail = (await staff('teacher', 'GET', `/class/homework/detail/0/${anon.hwId}`)).body.data;
    expect(detail).toMatchObject({ is_anonymous: 2, names_hidden: 0 });
    expect(detail.abilities.lift_anonymity).toEqual({
      shown: true,
      allowed: false,
      reason: '学员姓名已公开',
    });
    const rows = (await staff('teacher', 'GET', `/class/homework/students/0/${anon.hwId}?limit=100`)).body
      .data.list;
    expect(leaked(rows).sort()).toEqual([...identities].sort());
    const workspace = (await staff('teacher', 'GET', `/testDetail/approved/${anon.reports[0]}`)).body.data;
    expect(workspace.report_info.names_hidden).toBe(0);
    expect(identities).toContain(workspace.report_info.nickname);
    const events = await server.api.store.db
      .selectFrom('events')
      .select(['type', 'data'])
      .where('stream_id', '=', `homework-${anon.hwId}`)
      .where('type', '=', 'HomeworkNamesRevealed')
      .execute();
    expect(events.map((e) => JSON.parse(e.data).reason)).toEqual(['graded']);
  });

  it('the owner lifts anonymity before grading ends (an event), once', async () => {
    const hw = await publish('匿名公开练习', 2);
    expect(leaked((await staff('teacher', 'GET', `/class/homework/students/0/${hw.hwId}`)).body)).toEqual([]);
    const lifted = await staff('teacher', 'PUT', `/hw/anonymous/lift/${hw.hwId}`);
    expect(lifted.status).toBe(200);
    expect(lifted.body.msg).toBe('已公开学员姓名');
    expect(lifted.body.data).toMatchObject({ id: hw.hwId, is_anonymous: 2, names_hidden: 0 });
    const approve = (await staff('teacher', 'POST', '/hw/correct', { name: '匿名公开练习' })).body;
    expect(leaked(approve).length).toBeGreaterThan(0);
    const again = await staff('teacher', 'PUT', `/hw/anonymous/lift/${hw.hwId}`);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('学员姓名已公开');
    const events = await server.api.store.db
      .selectFrom('events')
      .select(['data', 'meta'])
      .where('stream_id', '=', `homework-${hw.hwId}`)
      .where('type', '=', 'HomeworkNamesRevealed')
      .execute();
    expect(events.map((e) => JSON.parse(e.data).reason)).toEqual(['lifted']);
    const trail = (
      await staff('teacher', 'GET', `/operation/log?subject_type=homework&subject_id=${hw.hwId}`)
    ).body.data.list as { action: string; action_name: string; after: string }[];
    expect(trail[0]).toMatchObject({
      action: 'homework.namesRevealed',
      action_name: '公开学员姓名',
      after: '发布者公开',
    });
  });

  it('a homework published without it (1, the default) shows names and cannot be lifted', async () => {
    const hw = await publish('实名批改练习');
    const detail = (await staff('teacher', 'GET', `/class/homework/detail/0/${hw.hwId}`)).body.data;
    expect(detail).toMatchObject({ is_anonymous: 1, names_hidden: 0 });
    expect(detail.abilities.lift_anonymity.shown).toBe(false);
    const rows = (await staff('teacher', 'POST', '/hw/correct', { name: '实名批改练习' })).body.data.list;
    expect(rows.every((r: { names_hidden: number }) => r.names_hidden === 0)).toBe(true);
    expect(leaked(rows).length).toBeGreaterThan(0);
    const lift = await staff('teacher', 'PUT', `/hw/anonymous/lift/${hw.hwId}`);
    expect(lift.status).toBe(409);
    expect(lift.body.msg).toBe('该作业未开启匿名批改');
  });

  it('a bad is_anonymous or homework id is refused with a message', async () => {
    const bad = await staff('teacher', 'POST', '/hw/publish', { course_basis_id: 1, is_anonymous: 3 });
    expect(bad.status).toBe(400);
    const missing = await staff('teacher', 'PUT', '/hw/anonymous/lift/99999999');
    expect(missing.status).toBe(404);
  });

  it('a rebuild gives the same anonymity as live updates', async () => {
    const before = await server.api.store.db
      .selectFrom('homework')
      .select(['id', 'is_anonymous', 'names_revealed_at'])
      .orderBy('id')
      .execute();
    await rebuildProjections(server.api.store);
    const after = await server.api.store.db
      .selectFrom('homework')
      .select(['id', 'is_anonymous', 'names_revealed_at'])
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
  });
});
