import { ANNOUNCEMENT_MESSAGES } from '@school/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_ACCOUNTS } from '../demo/scale';

/**
 * Announcements over HTTP on the demo school: the demo teacher heads classes 1 and 4 and teaches
 * class 3 (headed by another); teacher 13800100001 teaches class 1 without heading it; the demo
 * assistant serves class 1; assistant 13800200002 serves neither.
 */
let server: TestServer;
const t: Record<string, string> = {};
const L = '/api/lector';
const A = '/api/assistants';

beforeAll(async () => {
  server = await startTestServer();
  t.head = await server.login(DEMO_ACCOUNTS.teacher);
  t.teacher = await server.login('13800100001');
  t.assistant = await server.login(DEMO_ACCOUNTS.assistant);
  t.outsider = await server.login('13800200002');
}, 60_000);
afterAll(() => server.close());

const publish = (token: string, body: Record<string, unknown>, prefix = L) =>
  server.call('POST', `${prefix}/announcement`, { token, json: { class_id: 1, ...body } });

describe('announcements', () => {
  it('the head teacher publishes, edits and deletes; the list carries is_can_delete', async () => {
    const created = await publish(t.head as string, {
      title: '期中考试安排',
      content: '<p>周五<b>考试</b></p>',
    });
    expect(created.status).toBe(200);
    expect(created.body.msg).toBe('添加成功');
    const id = created.body.data.id as number;

    const list = await server.call('GET', `${L}/announcement?class_id=1`, { token: t.head as string });
    expect(list.body.data.extra.publish.allowed).toBe(true);
    expect(list.body.data.list[0]).toMatchObject({
      id,
      title: '期中考试安排',
      content: '<p>周五<b>考试</b></p>',
      class_id: 1,
      nickname: '黎馥君',
      is_can_delete: 1,
    });

    const shown = await server.call('GET', `${L}/announcement/${id}`, { token: t.head as string });
    expect(shown.body.data.content).toEqual({ title: '期中考试安排', content: '<p>周五<b>考试</b></p>' });

    const edited = await server.call('PUT', `${L}/announcement/${id}`, {
      token: t.head as string,
      json: { class_id: 1, title: '期中考试改期', content: '<p>下周一</p>' },
    });
    expect(edited.body.msg).toBe('编辑成功');
    expect(edited.body.data.content.title).toBe('期中考试改期');

    const removed = await server.call('DELETE', `${L}/announcement/${id}`, { token: t.head as string });
    expect(removed.body.msg).toBe('删除成功');
    const after = await server.call('GET', `${L}/announcement?class_id=1`, { token: t.head as string });
    expect(after.body.data.list.map((a: { id: number }) => a.id)).not.toContain(id);
    expect((await server.call('GET', `${L}/announcement/${id}`, { token: t.head as string })).status).toBe(
      404,
    );
  });

  it('a teacher who does not head the class, and an assistant, may read but not publish or delete', async () => {
    const created = await publish(t.head as string, { title: '家长会', content: '<p>周六</p>' });
    const id = created.body.data.id as number;
    for (const [token, prefix] of [
      [t.teacher as string, L],
      [t.assistant as string, A],
    ] as const) {
      const list = await server.call('GET', `${prefix}/announcement?class_id=1`, { token });
      expect(list.body.data.list.find((a: { id: number }) => a.id === id)).toMatchObject({
        is_can_delete: 0,
      });
      expect(list.body.data.extra.publish).toMatchObject({ allowed: false });
      const refused = await publish(token, { title: 'x', content: '<p>y</p>' }, prefix);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe(ANNOUNCEMENT_MESSAGES.headTeacherOnly);
      const del = await server.call('DELETE', `${prefix}/announcement/${id}`, { token });
      expect(del.status).toBe(403);
    }
    const onOthersClass = await publish(t.head as string, { class_id: 3, title: 'x', content: '<p>y</p>' });
    expect(onOthersClass.status).toBe(403);
  });

  it('a class of someone else is not revealed', async () => {
    const res = await server.call('GET', `${A}/announcement?class_id=1`, { token: t.outsider as string });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('班级不存在');
  });

  it.each([
    ['no title', { title: '', content: '<p>x</p>' }, '请输入'],
    [
      'a 31-character title',
      { title: '公'.repeat(31), content: '<p>x</p>' },
      ANNOUNCEMENT_MESSAGES.titleTooLong,
    ],
    ['no content', { title: 't', content: '<p><br></p>' }, '请输入'],
    ['content that is only a script', { title: 't', content: '<script>alert(1)</script>' }, '请输入'],
  ])('refuses %s with its message', async (_name, body, message) => {
    const res = await publish(t.head as string, body);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(message);
  });

  it('keeps a 30-character title and stores a script payload clean', async () => {
    const res = await publish(t.head as string, {
      title: '公'.repeat(30),
      content: '<p onclick="alert(1)">通知<script>alert(1)</script><img src=x onerror=alert(1)></p>',
    });
    expect(res.status).toBe(200);
    const shown = await server.call('GET', `${L}/announcement/${res.body.data.id}`, {
      token: t.head as string,
    });
    expect(shown.body.data.content.content).toBe('<p>通知</p>');
  });
});
