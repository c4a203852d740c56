import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/** The real REST API (in-memory SQLite, demo school) and the gateway in one process, as `npm start` runs them. */
let server: RunningServer;
let graphql: string;

beforeAll(async () => {
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
  graphql = `${server.url}/graphql`;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const LOGIN = `mutation Login($mobile: String!, $password: String!) {
  login(mobile: $mobile, password: $password) { token viewer { canDispatch user { id role mobile } } }
}`;
const ME = '{ me { canDispatch canCorrect isHeadTeacher user { id role mobile nickname realName } } }';

describe('signing in through GraphQL against the real API', () => {
  it('the demo teacher signs in, and the cookie from login answers me', async () => {
    const login = await post(graphql, {
      query: LOGIN,
      variables: { mobile: '13800000001', password: 'Demo2026' },
    });
    expect(login.body.errors).toBeUndefined();
    const { token, viewer } = login.body.data.login;
    expect(viewer.user).toMatchObject({ role: 'TEACHER', mobile: '13800000001' });
    const cookie = login.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^sid=[^;]+;.*HttpOnly/);
    expect(cookie).toContain(`sid=${encodeURIComponent(token)}`);

    const me = await post(graphql, { query: ME }, { cookie: cookie.split(';')[0] ?? '' });
    expect(me.body.errors).toBeUndefined();
    expect(me.body.data.me.user).toMatchObject({
      id: viewer.user.id,
      role: 'TEACHER',
      mobile: '13800000001',
    });
    expect(typeof me.body.data.me.isHeadTeacher).toBe('boolean');

    const rest = await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await rest.json()) as { data: { id: unknown } }).data.id).toEqual(
      Number.isNaN(Number(viewer.user.id)) ? viewer.user.id : Number(viewer.user.id),
    );
  });

  it('the demo assistant is an ASSISTANT', async () => {
    const login = await post(graphql, {
      query: LOGIN,
      variables: { mobile: '13800000002', password: 'Demo2026' },
    });
    expect(login.body.data.login.viewer.user.role).toBe('ASSISTANT');
  });

  it('after logout the session no longer answers me', async () => {
    const login = await post(graphql, {
      query: LOGIN,
      variables: { mobile: '13800000001', password: 'Demo2026' },
    });
    const auth = { authorization: `Bearer ${login.body.data.login.token}` };
    expect((await post(graphql, { query: 'mutation { logout }' }, auth)).body.data).toEqual({ logout: true });
    const me = await post(graphql, { query: ME }, auth);
    expect(me.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('a wrong password answers the server’s message 手机号或密码错误 with UNAUTHENTICATED', async () => {
    const { body, headers } = await post(graphql, {
      query: LOGIN,
      variables: { mobile: '13800000001', password: 'wrong-password' },
    });
    expect(body.data).toBeNull();
    expect(body.errors[0]).toMatchObject({
      message: '手机号或密码错误',
      extensions: { code: 'UNAUTHENTICATED', status: 401 },
    });
    expect(headers.getSetCookie()).toEqual([]);
  });

  it('without a session, me is UNAUTHENTICATED with the API’s 请先登录', async () => {
    const { body } = await post(graphql, { query: ME });
    expect(body.errors[0]).toMatchObject({ message: '请先登录', extensions: { code: 'UNAUTHENTICATED' } });
  });
});
