import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { THROTTLE, tooManyAttemptsMessage } from './loginThrottle';
import { SESSION_SECONDS } from './sessions';

let now = Date.parse('2026-11-22T10:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
});
afterAll(() => server.close());

describe('sign-in', () => {
  it.each([
    ['teacher', DEMO_ACCOUNTS.teacher],
    ['assistant', DEMO_ACCOUNTS.assistant],
    ['student', DEMO_ACCOUNTS.student],
  ])('the demo %s signs in and gets a token and an httpOnly SameSite cookie', async (role, mobile) => {
    const res = await server.call('POST', '/api/auth/login', { json: { mobile, password: 'Demo2026' } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data.user).toMatchObject({ role, mobile });
    expect(res.body.data.token).toMatch(/^[\w-]{40,}$/);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`sid=${res.body.data.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
  });

  it('a wrong password is answered 401 with 手机号或密码错误', async () => {
    const res = await server.call('POST', '/api/auth/login', {
      json: { mobile: DEMO_ACCOUNTS.teacher, password: 'wrong' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, msg: '手机号或密码错误', data: null });
  });

  it('an unknown account gets the same answer as a wrong password', async () => {
    const res = await server.call('POST', '/api/auth/login', {
      json: { mobile: '13700000000', password: 'Demo2026' },
    });
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe('手机号或密码错误');
  });

  it('missing fields are answered with the first failing rule', async () => {
    expect((await server.call('POST', '/api/auth/login', { json: {} })).body.msg).toBe('请输入手机号');
    const res = await server.call('POST', '/api/auth/login', { json: { mobile: DEMO_ACCOUNTS.teacher } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('请输入密码');
  });

  it('accepts form-urlencoded bodies; multipart only on upload routes', async () => {
    const form = new URLSearchParams({ mobile: DEMO_ACCOUNTS.assistant, password: 'Demo2026' });
    const urlencoded = await server.call('POST', '/api/auth/login', {
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.body.data.user.role).toBe('assistant');
    const multipart = new FormData();
    multipart.set('mobile', DEMO_ACCOUNTS.assistant);
    multipart.set('password', 'Demo2026');
    const refused = await server.call('POST', '/api/auth/login', { body: multipart });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 400, msg: '上传内容不正确', data: null });
  });

  it('failed sign-ins are limited per account: 429 even with the right password', async () => {
    const mobile = DEMO_ACCOUNTS.correctingAssistant;
    for (let i = 0; i < THROTTLE.perAccount; i++) {
      expect(
        (await server.call('POST', '/api/auth/login', { json: { mobile, password: 'nope' } })).status,
      ).toBe(401);
    }
    const res = await server.call('POST', '/api/auth/login', { json: { mobile, password: 'Demo2026' } });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(THROTTLE.windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLE.windowSeconds);
    expect(res.body.msg).toBe('登录失败次数过多，请15分钟后再试');
  });

  it('failed sign-ins are limited per address across accounts', async () => {
    const limited = await startTestServer({ clock: () => now });
    try {
      for (let i = 0; i < THROTTLE.perAddress; i++) {
        const mobile = `1370000${String(i).padStart(4, '0')}`;
        await limited.call('POST', '/api/auth/login', { json: { mobile, password: 'nope' } });
      }
      const res = await limited.call('POST', '/api/auth/login', {
        json: { mobile: DEMO_ACCOUNTS.teacher, password: 'Demo2026' },
      });
      expect(res.status).toBe(429);
    } finally {
      await limited.close();
    }
    // an unknown account costs a full password check, as an existing one does
  }, 30_000);
});

describe('the wait said by a refused sign-in', () => {
  it.each([
    [1, '登录失败次数过多，请1分钟后再试'],
    [60, '登录失败次数过多，请1分钟后再试'],
    [61, '登录失败次数过多，请2分钟后再试'],
    [900, '登录失败次数过多，请15分钟后再试'],
  ])('%i seconds left reads %s', (seconds, message) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(message);
  });
});

describe('sessions and roles', () => {
  it('me tells role, capabilities and whether a teacher heads a class', async () => {
    const teacher = await server.call('GET', '/api/auth/me', {
      token: await server.login(DEMO_ACCOUNTS.teacher),
    });
    expect(teacher.body.data).toMatchObject({
      role: 'teacher',
      canDispatch: true,
      canCorrect: true,
      is_head_teacher: true,
    });
    const assistant = await server.call('GET', '/api/auth/me', {
      token: await server.login(DEMO_ACCOUNTS.assistant),
    });
    expect(assistant.body.data).toMatchObject({
      role: 'assistant',
      canDispatch: true,
      canCorrect: true,
      is_head_teacher: false,
    });
  });

  it('the cookie alone authenticates', async () => {
    const res = await server.call('POST', '/api/auth/login', {
      json: { mobile: DEMO_ACCOUNTS.teacher, password: 'Demo2026' },
    });
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const me = await server.call('GET', '/api/auth/me', { headers: { cookie } });
    expect(me.body.data.mobile).toBe(DEMO_ACCOUNTS.teacher);
  });

  it('no token is answered 401 on every prefix', async () => {
    for (const path of [
      '/api/auth/me',
      '/api/lector/commonFilter/grade',
      '/api/assistants/commonFilter/grade',
    ]) {
      const res = await server.call('GET', path);
      expect(res.status).toBe(401);
      expect(res.body.msg).toBe('请先登录');
    }
  });

  it("a teacher's token on /api/assistants and an assistant's on /api/lector are answered 403", async () => {
    const teacher = await server.login(DEMO_ACCOUNTS.teacher);
    const assistant = await server.login(DEMO_ACCOUNTS.assistant);
    const student = await server.login(DEMO_ACCOUNTS.student);
    expect((await server.call('GET', '/api/lector/commonFilter/grade', { token: teacher })).status).toBe(200);
    expect(
      (await server.call('GET', '/api/assistants/commonFilter/grade', { token: assistant })).status,
    ).toBe(200);
    const wrong = await server.call('GET', '/api/assistants/commonFilter/grade', { token: teacher });
    expect(wrong.status).toBe(403);
    expect(wrong.body.msg).toBe('无权访问该接口');
    expect((await server.call('GET', '/api/lector/commonFilter/grade', { token: assistant })).status).toBe(
      403,
    );
    expect((await server.call('GET', '/api/lector/commonFilter/grade', { token: student })).status).toBe(403);
  });

  it('logout revokes the session on the server', async () => {
    const token = await server.login(DEMO_ACCOUNTS.teacher);
    expect((await server.call('POST', '/api/auth/logout', { token })).status).toBe(200);
    const res = await server.call('GET', '/api/auth/me', { token });
    expect(res.status).toBe(401);
  });

  it('an expired session is answered 401 with 登录已过期，请重新登录', async () => {
    const token = await server.login(DEMO_ACCOUNTS.assistant);
    now += SESSION_SECONDS * 1000;
    try {
      const res = await server.call('GET', '/api/auth/me', { token });
      expect(res.status).toBe(401);
      expect(res.body.msg).toBe('登录已过期，请重新登录');
    } finally {
      now -= SESSION_SECONDS * 1000;
    }
  });
});
