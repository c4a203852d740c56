import { print } from 'graphql';
import { sha256 } from 'js-sha256';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorCode, errorMessage } from '../shared/graphqlErrors';
import { gatewayRequest } from './gatewayRequest';
import { loginMutation } from './operations';

const credentials = { mobile: '13800000001', password: 'Demo2026' };

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the Login page’s GraphQL request (no GraphQL client)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the operation to /graphql with the session cookie, the CSRF-prevention header and its persisted-query hash', async () => {
    const viewer = { user: { id: '1' } };
    const fetchMock = answer(200, { data: { login: { viewer } } });
    expect(await gatewayRequest(loginMutation, credentials)).toEqual({ login: { viewer } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ 'apollo-require-preflight': 'true' });
    expect(JSON.parse(init.body as string)).toEqual({
      operationName: 'Login',
      query: print(loginMutation),
      variables: credentials,
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256(print(loginMutation)) } },
    });
  });

  it('a refusal reads as the server’s message and code, as the GraphQL client’s errors do', async () => {
    answer(200, {
      data: null,
      errors: [{ message: '手机号或密码错误', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const error = await gatewayRequest(loginMutation, credentials).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('手机号或密码错误');
    expect(errorCode(error)).toBe('UNAUTHENTICATED');
  });

  it('an error status keeps the message of its body: 429 too many attempts', async () => {
    answer(429, {
      errors: [{ message: '登录失败次数过多，请5分钟后再试', extensions: { code: 'TOO_MANY_REQUESTS' } }],
    });
    const error = await gatewayRequest(loginMutation, credentials).catch((e: unknown) => e);
    expect(errorCode(error)).toBe('TOO_MANY_REQUESTS');
    expect(errorMessage(error)).toBe('登录失败次数过多，请5分钟后再试');
  });

  it('an unreachable gateway says 网络异常', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await gatewayRequest(loginMutation, credentials).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('网络异常，请检查网络后重试');
  });
});
