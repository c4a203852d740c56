import { MEETING_MESSAGES } from '@school/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { rebuildProjections } from '../store/rebuild';

/**
 * Class meetings over HTTP on the demo school, with the clock in the test's hands: the demo teacher
 * heads class 1, teacher 13800100001 teaches it without heading it, the demo assistant serves it and
 * the first demo student (uid 7) sits in it.
 */
let nowMs = Date.parse('2026-11-23T02:00:00Z');
const now = () => Math.floor(nowMs / 1000);
let server: TestServer;
const t: Record<string, string> = {};
const L = '/api/lector';
const A = '/api/assistants';

beforeAll(async () => {
  server = await startTestServer({ clock: () => nowMs });
  t.head = await server.login(DEMO_ACCOUNTS.teacher);
  t.teacher = await server.login('13800100001');
  t.assistant = await server.login(DEMO_ACCOUNTS.assistant);
  t.student = await server.login(DEMO_ACCOUNTS.student);
}, 60_000);
afterAll(() => server.close());

const form = (patch: Record<string, unknown> = {}) => ({
  class_id: 1,
  meeting_name: '主题班会：期中总结',
  start_time: now() + 3600,
  end_time: now() + 7200,
  teacher_name: '黎老师',
  room_id: 'R-8801',
  ...patch,
});
const rowOf = async (id: number, token = t.head as string, prefix = L) => {
  const list = await server.call('GET', `${prefix}/class/meeting/lists/1?limit=100`, { token });
  return list.body.data.list.find((m: { id: number }) => m.id === id);
};

describe('joining by code (student app)', () => {
  it('a student code joins its live meeting; a staff code or an unknown one is 邀请码不正确', async () => {
    const created = await server.call('POST', `${L}/class/meeting`, {
      token: t.head as string,
      json: form(),
    });
    const id = created.body.data.id as number;
    const codes = (await server.call('GET', `${L}/class/meeting/code/${id}`, { token: t.head as string }))
      .body.data;
    const join = (code: string) =>
      server.call('POST', '/api/app/meeting/join', { token: t.student as string, json: { code } });
    expect((await join('')).body.msg).toBe(MEETING_MESSAGES.enterCode);
    expect((await join(codes.student_code)).body.msg).toBe(MEETING_MESSAGES.notStarted);
    nowMs = (Number(created.body.data.start_time) + 60) * 1000;
    for (const wrong of [codes.teacher_code, codes.assistant_code, 'ZZZZZZZZZZ']) {
      const refused = await join(wrong);
      expect(refused.status).toBe(404);
      expect(refused.body.msg).toBe(MEETING_MESSAGES.wrongCode);
    }
    const joined = await join(` ${String(codes.student_code).toLowerCase()} `);
    expect(joined.body).toMatchObject({
      msg: '加入成功',
      data: { id, meeting_name: '主题班会：期中总结', room_id: 'R-8801' },
    });
    expect(await rowOf(id)).toMatchObject({ join_num: 1 });
    nowMs = Date.parse('2026-11-23T02:00:00Z');
  });
});

describe('class meetings', () => {
  it('goes upcoming → live → ended with the clock, counting who joined', async () => {
    const created = await server.call('POST', `${L}/class/meeting`, {
      token: t.head as string,
      json: form(),
    });
    expect(created.status).toBe(200);
    expect(created.body.msg).toBe('添加成功');
    const id = created.body.data.id as number;
    const start = created.body.data.start_time as number;
    expect(await rowOf(id)).toMatchObject({
      meeting_name: '主题班会：期中总结',
      live_status: 2,
      join_num: 0,
      teacher_name: '黎老师',
      room_id: 'R-8801',
      abilities: { statistics: { allowed: true }, edit: { allowed: true }, delete: { allowed: true } },
    });
    const expected = (await rowOf(id)).not_join_num as number;
    expect(expected).toBeGreaterThan(0);

    const early = await server.call('POST', `/api/app/meeting/join/${id}`, { token: t.student as string });
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe(MEETING_MESSAGES.notStarted);

    nowMs = (start + 60) * 1000;
    const live = await rowOf(id, t.assistant as string, A);
    expect(live.live_status).toBe(1);
    expect(live.abilities.statistics).toEqual({
      shown: true,
      allowed: false,
      reason: MEETING_MESSAGES.liveNoStatistics,
    });
    const stats = await server.call('GET', `${L}/class/meeting/statistics/${id}`, {
      token: t.head as string,
    });
    expect(stats.status).toBe(409);
    const joined = await server.call('POST', `/api/app/meeting/join/${id}`, { token: t.student as string });
    expect(joined.body.msg).toBe('加入成功');
    await server.call('POST', `/api/app/meeting/join/${id}`, { token: t.student as string });
    expect(await rowOf(id)).toMatchObject({ join_num: 1, not_join_num: expected - 1 });
    const liveDelete = await server.call('DELETE', `${L}/class/meeting/${id}`, { token: t.head as string });
    expect(liveDelete.status).toBe(409);
    const liveEdit = await server.call('PUT', `${L}/class/meeting/${id}`, {
      token: t.head as string,
      json: form(),
    });
    expect(liveEdit.body.msg).toBe(MEETING_MESSAGES.liveNoEdit);

    nowMs = (start + 7200) * 1000;
    expect((await rowOf(id)).live_status).toBe(3);
    const after = await server.call('GET', `${L}/class/meeting/statistics/${id}?is_join=1`, {
      token: t.head as string,
    });
    expect(after.body.data.total).toBe(1);
    expect(after.body.data.list[0]).toMatchObject({ uid: 7, is_join: 1 });
    const absent = await server.call('GET', `${A}/class/meeting/statistics/${id}?is_join=2`, {
      token: t.assistant as string,
    });
    expect(absent.body.data.total).toBe(expected - 1);
    expect(absent.body.data.list[0].join_time).toBeNull();

    const removed = await server.call('DELETE', `${L}/class/meeting/${id}`, { token: t.head as string });
    expect(removed.body.msg).toBe('删除成功');
    expect(await rowOf(id)).toBeUndefined();
  });

  it('has three unique, unguessable join codes', async () => {
    const a = await server.call('POST', `${L}/class/meeting`, { token: t.head as string, json: form() });
    const b = await server.call('POST', `${L}/class/meeting`, { token: t.head as string, json: form() });
    const codes = [];
    for (const id of [a.body.data.id, b.body.data.id]) {
      const res = await server.call('GET', `${A}/class/meeting/code/${id}`, { token: t.assistant as string });
      codes.push(res.body.data.teacher_code, res.body.data.assistant_code, res.body.data.student_code);
    }
    expect(new Set(codes).size).toBe(6);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
  });

  it('only the head teacher creates, edits and deletes', async () => {
    const refused = await server.call('POST', `${L}/class/meeting`, {
      token: t.teacher as string,
      json: form(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(MEETING_MESSAGES.headTeacherOnly);
    const byAssistant = await server.call('POST', `${A}/class/meeting`, {
      token: t.assistant as string,
      json: form(),
    });
    expect(byAssistant.status).toBe(403);
    const mine = await server.call('POST', `${L}/class/meeting`, { token: t.head as string, json: form() });
    const row = await rowOf(mine.body.data.id, t.teacher as string);
    expect(row.abilities.edit.shown).toBe(false);
    const del = await server.call('DELETE', `${L}/class/meeting/${mine.body.data.id}`, {
      token: t.teacher as string,
    });
    expect(del.status).toBe(403);
  });

  it.each([
    ['a meeting ending before it starts', { end_time: now() + 1800 }, MEETING_MESSAGES.endAfterStart],
    ['a meeting without a name', { meeting_name: ' ' }, MEETING_MESSAGES.enterName],
    ['a meeting without an end', { end_time: '' }, MEETING_MESSAGES.chooseEnd],
    ['a meeting starting in the past', { start_time: now() - 60 }, MEETING_MESSAGES.startInPast],
    ['a meeting without a room', { room_id: '' }, MEETING_MESSAGES.enterRoomId],
  ])('refuses %s', async (_name, patch, message) => {
    const res = await server.call('POST', `${L}/class/meeting`, {
      token: t.head as string,
      json: form(patch),
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(message);
  });

  it('edits an upcoming meeting', async () => {
    const created = await server.call('POST', `${L}/class/meeting`, {
      token: t.head as string,
      json: form(),
    });
    const id = created.body.data.id;
    const edited = await server.call('PUT', `${L}/class/meeting/${id}`, {
      token: t.head as string,
      json: form({ meeting_name: '安全教育班会' }),
    });
    expect(edited.body.msg).toBe('编辑成功');
    const shown = await server.call('GET', `${L}/class/meeting/${id}`, { token: t.head as string });
    expect(shown.body.data.meeting_name).toBe('安全教育班会');
  });

  it('a rebuild gives the same meetings, codes, joins and announcements as the live projections', async () => {
    const read = async () => ({
      meetings: (
        await server.call('GET', `${L}/class/meeting/lists/1?limit=100`, { token: t.head as string })
      ).body.data,
      codes: (await server.call('GET', `${L}/class/meeting/code/1`, { token: t.head as string })).body.data,
      joined: (
        await server.call('GET', `${L}/class/meeting/statistics/1?is_join=1`, { token: t.head as string })
      ).body.data,
      announcements: (await server.call('GET', `${L}/announcement?class_id=1`, { token: t.head as string }))
        .body.data,
    });
    const live = await read();
    expect(live.joined.total).toBeGreaterThan(0);
    await rebuildProjections(server.store);
    expect(await read()).toEqual(live);
  });
});
