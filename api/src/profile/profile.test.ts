import { PROFILE_MESSAGES } from '@school/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { THROTTLE } from '../auth/index';
import { DEMO_ACCOUNTS } from '../demo/scale';

/** The staff profile and password over HTTP on the demo school. */
let server: TestServer;
const A = '/api/assistants';
const L = '/api/lector';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64');

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const uploadAvatar = (token: string, bytes: Buffer, prefix = A) =>
  server.call('POST', `${prefix}/information/avatar`, {
    token,
    json: { base64_image: bytes.toString('base64') },
  });

describe('assistant profile', () => {
  it('reads, uploads an avatar and saves the profile', async () => {
    const token = await server.login(DEMO_ACCOUNTS.assistant);
    const info = await server.call('GET', `${A}/information`, { token });
    expect(info.body.data).toMatchObject({ mobile: DEMO_ACCOUNTS.assistant, avatar: '' });
    const upload = await uploadAvatar(token, PNG);
    expect(upload.body.msg).toBe('上传成功');
    const path = upload.body.data.path as string;
    expect(path).toMatch(/^\/api\/files\/[0-9a-f]{64}\.png$/);
    const saved = await server.call('PUT', `${A}/assistant/update`, {
      token,
      json: { avatar: path, real_name: '司马助教', introduction: '<b>认真</b>负责' },
    });
    expect(saved.body.msg).toBe('保存成功');
    expect(saved.body.data).toMatchObject({ avatar: path, real_name: '司马助教', introduction: '认真负责' });
    const me = await server.call('GET', '/api/auth/me', { token });
    expect(me.body.data.real_name).toBe('司马助教');
  });

  it('refuses an avatar that is not gif, jpeg or png by content, with the server message', async () => {
    const token = await server.login(DEMO_ACCOUNTS.assistant);
    const res = await uploadAvatar(token, WEBP);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(PROFILE_MESSAGES.avatarFormat);
    const text = await uploadAvatar(token, Buffer.from('not an image at all, just text'));
    expect(text.body.msg).toBe(PROFILE_MESSAGES.avatarFormat);
    const foreign = await server.call('PUT', `${A}/assistant/update`, {
      token,
      json: { avatar: 'https://example.com/a.png', real_name: 'x', introduction: 'y' },
    });
    expect(foreign.body.msg).toBe(PROFILE_MESSAGES.avatarFormat);
  });

  it.each([
    [{ avatar: '' }, '头像不能为空'],
    [{ real_name: ' ' }, '姓名不能为空'],
    [{ introduction: '' }, '讲师介绍不能为空'],
    [{ introduction: '介'.repeat(201) }, PROFILE_MESSAGES.introductionTooLong],
  ])('refuses %j with the spec message', async (patch, message) => {
    const token = await server.login(DEMO_ACCOUNTS.assistant);
    const path = (await uploadAvatar(token, PNG)).body.data.path;
    const res = await server.call('PUT', `${A}/assistant/update`, {
      token,
      json: { avatar: path, real_name: '李', introduction: '介绍', ...patch },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(message);
  });

  it('the assistant update is for assistants, the teacher update for teachers', async () => {
    const teacher = await server.login(DEMO_ACCOUNTS.teacher);
    const path = (await uploadAvatar(teacher, PNG, L)).body.data.path;
    const own = await server.call('PUT', `${L}/teacher/update`, {
      token: teacher,
      json: { avatar: path, real_name: '黎馥君', introduction: '数学老师' },
    });
    expect(own.status).toBe(200);
    const other = await server.call('PUT', `${L}/assistant/update`, {
      token: teacher,
      json: { avatar: path, real_name: '黎馥君', introduction: '数学老师' },
    });
    expect(other.status).toBe(403);
  });
});

describe('password', () => {
  const change = (token: string, body: Record<string, unknown>, prefix = A) =>
    server.call('PUT', `${prefix}/update/password`, {
      token,
      json: {
        old_password: 'Demo2026',
        new_password: 'Fresh2027',
        new_password_confirmation: 'Fresh2027',
        ...body,
      },
    });

  it.each([
    [{ old_password: '12345' }, '密码长度在 6 到 16 个字符'],
    [{ new_password: '', new_password_confirmation: '' }, '请输入新密码'],
    [{ new_password: 'weakpass', new_password_confirmation: 'weakpass' }, PROFILE_MESSAGES.newPasswordRule],
    [{ new_password_confirmation: 'Other2027' }, '两次输入密码不一致'],
    [{ old_password: 'Wrong2026' }, PROFILE_MESSAGES.wrongOldPassword],
    [{ new_password: 'Demo2026', new_password_confirmation: 'Demo2026' }, '新密码不能与原密码相同'],
  ])('refuses %j with its message', async (patch, message) => {
    const token = await server.login('13800100002');
    const res = await change(token, patch, L);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(message);
  });

  it('a changed password signs out every other session and the new one signs in', async () => {
    const mobile = '13800200002';
    const here = await server.login(mobile);
    const elsewhere = await server.login(mobile);
    const res = await change(here, {});
    expect(res.body.msg).toBe('密码修改成功');
    expect((await server.call('GET', '/api/auth/me', { token: here })).status).toBe(200);
    expect((await server.call('GET', '/api/auth/me', { token: elsewhere })).status).toBe(401);
    await expect(server.login(mobile)).rejects.toThrow();
    expect(await server.login(mobile, 'Fresh2027')).toBeTruthy();
  });

  it('wrong old passwords take from the sign-in allowance', async () => {
    const mobile = DEMO_ACCOUNTS.correctingAssistant;
    const token = await server.login(mobile);
    for (let i = 0; i < THROTTLE.perAccount; i++) {
      expect((await change(token, { old_password: 'Wrong2026' })).status).toBe(400);
    }
    const res = await change(token, {});
    expect(res.status).toBe(429);
    const login = await server.call('POST', '/api/auth/login', { json: { mobile, password: 'Demo2026' } });
    expect(login.status).toBe(429);
  });
});
