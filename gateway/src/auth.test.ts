import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream } from './testing/fakeUpstream';
import { post, startGateway } from './testing/graphqlClient';

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  gateway = await startGateway({ upstream: upstream.url }, (app) => app.set('trust proxy', 'loopback'));
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});
afterEach(() => {
  upstream.seen.length = 0;
});

const LOGIN = `mutation Login($mobile: String!, $password: String!) {
  login(mobile: $mobile, password: $password) {
    token
    viewer { canDispatch canCorrect isHeadTeacher user { id role mobile nickname realName avatar } }
  }
}`;

describe('login', () => {
  it('answers the token and the viewer, with roles as the enum and camelCase fields', async () => {
    const { body } = await post(gateway.url, {
      query: LOGIN,
      variables: { mobile: '13800000001', password: 'right' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.login).toEqual({
      token: 'tok-1',
      viewer: {
        canDispatch: true,
        canCorrect: true,
        isHeadTeacher: false,
        user: {
          id: '7',
          role: 'TEACHER',
          mobile: '13800000001',
          nickname: '王老师',
          realName: '王芳',
          avatar: null,
        },
      },
    });
    expect(upstream.seen.map((call) => [call.method, call.path, call.authorization])).toEqual([
      ['POST', '/api/auth/login', undefined],
      ['GET', '/api/auth/me', 'Bearer tok-1'],
    ]);
    expect(upstream.seen[0]?.body).toEqual({ mobile: '13800000001', password: 'right' });
  });

  it('sets the sid cookie: httpOnly, SameSite=Strict, Path=/, not Secure over http', async () => {
    const { headers } = await post(gateway.url, {
      query: LOGIN,
      variables: { mobile: '1', password: 'right' },
    });
    const cookie = headers.getSetCookie();
    expect(cookie).toHaveLength(1);
    expect(cookie[0]).toMatch(/^sid=tok-1;/);
    expect(cookie[0]).toContain('HttpOnly');
    expect(cookie[0]).toContain('SameSite=Strict');
    expect(cookie[0]).toContain('Path=/');
    expect(cookie[0]).not.toContain('Secure');
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const { headers } = await post(
      gateway.url,
      { query: LOGIN, variables: { mobile: '1', password: 'right' } },
      { 'x-forwarded-proto': 'https' },
    );
    expect(headers.getSetCookie()[0]).toContain('Secure');
  });

  it('wrong password: 手机号或密码错误, UNAUTHENTICATED, and no cookie', async () => {
    const { body, headers } = await post(gateway.url, {
      query: LOGIN,
      variables: { mobile: '13800000001', password: 'wrong' },
    });
    expect(body.data).toBeNull();
    expect(body.errors[0]).toMatchObject({
      message: '手机号或密码错误',
      extensions: { code: 'UNAUTHENTICATED', status: 401 },
    });
    expect(headers.getSetCookie()).toEqual([]);
  });

  it('the cookie from login signs in the next request', async () => {
    const login = await post(gateway.url, { query: LOGIN, variables: { mobile: '1', password: 'right' } });
    const sid = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const { body } = await post(gateway.url, { query: '{ me { user { nickname } } }' }, { cookie: sid });
    expect(body.data.me.user.nickname).toBe('王老师');
  });
});

describe('logout', () => {
  it('ends the REST session and clears the cookie', async () => {
    const { body, headers } = await post(
      gateway.url,
      { query: 'mutation { logout }' },
      { cookie: 'sid=tok-1' },
    );
    expect(body.data).toEqual({ logout: true });
    expect(upstream.seen).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/auth/logout', authorization: 'Bearer tok-1' }),
    ]);
    expect(headers.getSetCookie()[0]).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('succeeds when the session has already ended', async () => {
    const { body, headers } = await post(
      gateway.url,
      { query: 'mutation { logout }' },
      { cookie: 'sid=expired' },
    );
    expect(body).toEqual({ data: { logout: true } });
    expect(headers.getSetCookie()[0]).toMatch(/^sid=;/);
  });
});
