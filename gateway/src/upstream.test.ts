import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayContext } from './context';
import { RecentViewers, VIEWER_REUSE_MS } from './recentViewers';
import { SessionRoles } from './sessionRoles';
import { fail, ok, startFakeUpstream, TEACHER } from './testing/fakeUpstream';
import { post, startGateway } from './testing/graphqlClient';
import { rolePrefix, staffClient } from './upstream';
import { httpTransport, type UpstreamTransport } from './upstreamTransport';

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  // Each call here is watched upstream, so no session's viewer is reused across requests.
  gateway = await startGateway({ upstream: upstream.url, viewerReuseMs: 0 });
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});
afterEach(() => {
  upstream.seen.length = 0;
  upstream.state.meAnswer = undefined;
  upstream.state.me = TEACHER;
});

const ME = '{ me { user { id } } }';

describe('REST failures become GraphQL errors that keep the message', () => {
  it.each([
    [400, '请输入手机号', 'BAD_USER_INPUT'],
    [401, '登录已过期，请重新登录', 'UNAUTHENTICATED'],
    [403, '无权访问该接口', 'FORBIDDEN'],
    [404, '作业不存在', 'NOT_FOUND'],
    [409, '作业已撤回，不能修改截止时间', 'CONFLICT'],
    [413, '上传内容过大', 'BAD_USER_INPUT'],
    [429, '登录失败次数过多，请稍后再试', 'TOO_MANY_REQUESTS'],
  ])('HTTP %i answers the REST msg with its code', async (status, msg, code) => {
    upstream.state.meAnswer = fail(status, msg);
    const { body } = await post(gateway.url, { query: ME }, { authorization: 'Bearer tok-1' });
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({ message: msg, path: ['me'], extensions: { code, status } }),
    ]);
  });

  it('a server error upstream is answered with the generic message and no details', async () => {
    upstream.state.meAnswer = fail(500, 'SQLITE_BUSY: database is locked');
    const { body } = await post(gateway.url, { query: ME }, { authorization: 'Bearer tok-1' });
    expect(body.errors[0].message).toBe('服务器繁忙，请稍后再试');
    expect(body.errors[0].extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', status: 500 });
    expect(JSON.stringify(body)).not.toContain('SQLITE');
  });

  it('an answer that is not the envelope (a proxy error page) is a server error', async () => {
    upstream.state.meAnswer = { status: 502, body: '<html>Bad Gateway</html>', raw: true };
    const { body } = await post(gateway.url, { query: ME });
    expect(body.errors[0]).toMatchObject({
      message: '服务器繁忙，请稍后再试',
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 502 },
    });
  });

  it('a 200 answer with a non-zero code is a failure with that code as status', async () => {
    upstream.state.meAnswer = { status: 200, body: { code: 403, msg: '无权访问该接口', data: null } };
    const { body } = await post(gateway.url, { query: ME });
    expect(body.errors[0]).toMatchObject({
      message: '无权访问该接口',
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
  });

  it('an unreachable REST API is a server error, not a hang or a stack trace', async () => {
    const orphan = await startGateway({ upstream: 'http://127.0.0.1:1' });
    try {
      const { body } = await post(orphan.url, { query: ME });
      expect(body.errors[0]).toEqual(
        expect.objectContaining({
          message: '服务器繁忙，请稍后再试',
          extensions: { code: 'INTERNAL_SERVER_ERROR', status: 502 },
        }),
      );
    } finally {
      await orphan.close();
    }
  });
});

describe('the caller’s credentials go upstream', () => {
  it('forwards an Authorization bearer token as is', async () => {
    const { body } = await post(gateway.url, { query: ME }, { authorization: 'Bearer tok-1' });
    expect(body.data.me.user.id).toBe('7');
    expect(upstream.seen).toEqual([
      expect.objectContaining({ path: '/api/auth/me', authorization: 'Bearer tok-1' }),
    ]);
  });

  it('turns the sid cookie into a bearer token', async () => {
    const { body } = await post(gateway.url, { query: ME }, { cookie: 'theme=dark; sid=tok-1' });
    expect(body.data.me.user.id).toBe('7');
    expect(upstream.seen[0]?.authorization).toBe('Bearer tok-1');
  });

  it('prefers the Authorization header over the cookie', async () => {
    await post(gateway.url, { query: ME }, { authorization: 'Bearer tok-1', cookie: 'sid=other' });
    expect(upstream.seen[0]?.authorization).toBe('Bearer tok-1');
  });

  it('sends no credentials when the caller has none, and the API’s 401 comes back', async () => {
    const { body } = await post(gateway.url, { query: ME });
    expect(upstream.seen[0]?.authorization).toBeUndefined();
    expect(body.errors[0]).toMatchObject({ message: '请先登录', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('forwards the caller’s x-request-id, or makes one', async () => {
    await post(gateway.url, { query: ME }, { 'x-request-id': 'req-abc' });
    await post(gateway.url, { query: ME });
    expect(upstream.seen[0]?.requestId).toBe('req-abc');
    expect(upstream.seen[1]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the caller’s address goes upstream', () => {
  it('appends the caller’s address to x-forwarded-for, for the API’s login throttling', async () => {
    await post(gateway.url, { query: ME });
    await post(gateway.url, { query: ME }, { 'x-forwarded-for': '203.0.113.9' });
    expect(upstream.seen[0]?.forwardedFor).toBe('127.0.0.1');
    expect(upstream.seen[1]?.forwardedFor).toBe('203.0.113.9, 127.0.0.1');
  });
});

describe('the viewer is loaded once per request', () => {
  it('two fields that need the viewer make one GET /api/auth/me', async () => {
    const { body } = await post(
      gateway.url,
      { query: '{ me { user { id } } again: me { canDispatch isHeadTeacher } }' },
      { authorization: 'Bearer tok-1' },
    );
    expect(body.data).toEqual({
      me: { user: { id: '7' } },
      again: { canDispatch: true, isHeadTeacher: false },
    });
    expect(upstream.seen.filter((call) => call.path === '/api/auth/me')).toHaveLength(1);
  });
});

describe("a session's viewer is reused for a second", () => {
  it('a session revoked elsewhere still reads `me` within that second, and is refused after it', async () => {
    const reusing = await startGateway({ upstream: upstream.url });
    try {
      const me = () => post(reusing.url, { query: ME }, { authorization: 'Bearer tok-1' });
      expect((await me()).body.data).toEqual({ me: { user: { id: '7' } } });
      upstream.state.meAnswer = fail(401, '登录已过期，请重新登录');
      expect((await me()).body.data).toEqual({ me: { user: { id: '7' } } });
      await new Promise((resolve) => setTimeout(resolve, VIEWER_REUSE_MS));
      expect((await me()).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(upstream.seen.filter((call) => call.path === '/api/auth/me')).toHaveLength(2);
    } finally {
      await reusing.close();
    }
  });

  it("a session's mutation asks for its viewer anew", async () => {
    const reusing = await startGateway({ upstream: upstream.url });
    try {
      const auth = { authorization: 'Bearer tok-1' };
      await post(reusing.url, { query: ME }, auth);
      const change = 'mutation { changePassword(oldPassword: "a", newPassword: "b", confirmation: "b") }';
      await post(reusing.url, { query: change }, auth);
      upstream.seen.length = 0;
      await post(reusing.url, { query: ME }, auth);
      expect(upstream.seen.map((call) => call.path)).toEqual(['/api/auth/me']);
    } finally {
      await reusing.close();
    }
  });
});

describe('the role picks the REST prefix', () => {
  const contextFor = (): GatewayContext => {
    const ctx: GatewayContext = {
      upstream: transport,
      token: 'tok-1',
      requestId: 'r',
      forwardedFor: undefined,
      secure: false,
      res: undefined as never,
      viewer: undefined,
      staff: undefined as never,
      sessionRoles: roles,
      recentViewers: new RecentViewers(),
      loaders: undefined as never,
    };
    ctx.staff = staffClient(ctx);
    return ctx;
  };
  let roles = new SessionRoles();
  let transport: UpstreamTransport;
  beforeAll(() => {
    transport = httpTransport(upstream.url);
  });
  afterAll(() => transport.close());
  beforeEach(() => {
    roles = new SessionRoles();
  });

  it('the staff client on the context calls the role prefix', async () => {
    upstream.state.me = { ...TEACHER, role: 'assistant' };
    await contextFor()
      .staff.request('GET', '/hw/correct/quantity')
      .catch(() => undefined);
    expect(upstream.seen.map((call) => call.path)).toContain('/api/assistants/hw/correct/quantity');
  });

  it.each([
    ['teacher', 'lector'],
    ['assistant', 'assistants'],
  ] as const)('%s → %s', async (role, prefix) => {
    upstream.state.me = { ...TEACHER, role };
    expect(await rolePrefix(contextFor())).toBe(prefix);
  });

  it.each(['student', 'admin'] as const)('a %s has no staff prefix: 无权访问该接口', async (role) => {
    upstream.state.me = { ...TEACHER, role };
    await expect(rolePrefix(contextFor())).rejects.toMatchObject({
      message: '无权访问该接口',
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
  });

  it("remembers a session's role: a later request of the same session asks no viewer first", async () => {
    upstream.state.me = { ...TEACHER, role: 'assistant' };
    await contextFor()
      .staff.request('GET', '/hw/correct/quantity')
      .catch(() => undefined);
    upstream.seen.length = 0;
    await contextFor()
      .staff.request('GET', '/hw/correct/quantity')
      .catch(() => undefined);
    expect(upstream.seen.map((call) => call.path)).toEqual(['/api/assistants/hw/correct/quantity']);
  });

  it('uses the viewer already loaded in this request', async () => {
    upstream.state.meAnswer = ok({ ...TEACHER, role: 'assistant' });
    const ctx = contextFor();
    await rolePrefix(ctx);
    await rolePrefix(ctx);
    expect(upstream.seen).toHaveLength(1);
  });
});
