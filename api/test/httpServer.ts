import type { AddressInfo } from 'node:net';
import { type Api, type ApiOptions, createApi } from '../src/app';

interface Envelope {
  code: number;
  msg: string;
  data: any;
}

export interface TestServer {
  url: string;
  /** The server's store, for suites that check invariants on the log itself. */
  store: Api['store'];
  /** The API behind it, for reading its store in assertions. */
  api: Api;
  close(): Promise<void>;
  call(
    method: string,
    path: string,
    init?: { token?: string; json?: unknown; body?: string | FormData; headers?: Record<string, string> },
  ): Promise<{
    status: number;
    body: Envelope;
    headers: Headers;
  }>;
  login(mobile: string, password?: string): Promise<string>;
}

/** The real API on an ephemeral port, with the demo school seeded. */
export async function startTestServer(options: ApiOptions = {}): Promise<TestServer> {
  const api = await createApi({ databaseUrl: 'sqlite::memory:', logLevel: 'silent', ...options });
  const server = api.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { call, login } = restClient(url);
  return {
    url,
    store: api.store,
    api,
    call,
    login,
    close: async () => {
      await api.close();
    },
  };
}

/** REST calls to the API at `url` (Bearer token, JSON bodies), and sign-in as a demo account. */
export function restClient(url: string): Pick<TestServer, 'call' | 'login'> {
  const call: TestServer['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await fetch(url + path, { method, headers, body });
    return { status: res.status, body: (await res.json()) as Envelope, headers: res.headers };
  };
  const login: TestServer['login'] = async (mobile, password = 'Demo2026') => {
    const res = await call('POST', '/api/auth/login', { json: { mobile, password } });
    if (res.status !== 200) throw new Error(`login ${mobile} failed: ${res.body.msg}`);
    return res.body.data.token as string;
  };
  return { call, login };
}
