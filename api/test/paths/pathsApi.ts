import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Api, createApi } from '../../src/app';
import { DEMO_ACCOUNTS } from '../../src/demo/scale';

/**
 * The real API for the path suite, on a fresh database: a new SQLite file by default, or, when
 * DATABASE_URL is a postgres:// URL, a new database created on that server (dropped afterwards).
 * Its clock is the suite's, so a path can step past a deadline. The demo school is seeded.
 */

interface Envelope {
  code: number;
  msg: string;
  data: any;
}

export interface Answer {
  status: number;
  msg: string;
  data: any;
}

/** The accounts the paths act as (all from the demo school). */
export const PATH_ACCOUNTS = {
  /** Teacher 廖雨欣 (id 2): course 4 reaches her classes 2 and 5. */
  owner: '13800100001',
  /** Teacher 萧刚 (id 3): also teaches classes 2 and 5, may publish, owns nothing here. */
  otherTeacher: '13800100002',
  /** Assistant 尚敬阳 (id 5) of classes 2 and 5: may grade, may not publish. */
  noDispatch: DEMO_ACCOUNTS.correctingAssistant,
} as const;
export type PathAccount = keyof typeof PATH_ACCOUNTS;

export interface Account {
  id: number;
  role: 'teacher' | 'assistant' | 'student';
  canDispatch: boolean;
  canCorrect: boolean;
  token: string;
}

export interface PathsApi {
  /** The API's database, for what a person reads off the screen (a captcha's answer), never for shortcuts. */
  db: Api['store']['db'];
  /** Unix seconds, as the API sees them. */
  now(): number;
  setNow(seconds: number): void;
  accounts: Record<PathAccount, Account>;
  /** A staff call on the account's own prefix (/api/lector or /api/assistants). */
  call(who: PathAccount, method: string, path: string, json?: unknown): Promise<Answer>;
  /** Signs in any demo account (e.g. a student) and calls under /api with its token. */
  signIn(mobile: string): Promise<Account>;
  callAs(token: string, method: string, path: string, json?: unknown): Promise<Answer>;
  /** A multipart upload on the account's own prefix (e.g. a courseware file). */
  upload(who: PathAccount, path: string, form: FormData): Promise<Answer>;
  close(): Promise<void>;
}

async function freshDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const configured = process.env.DATABASE_URL;
  if (configured?.startsWith('postgres')) {
    const name = `school_paths_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new URL(configured);
    admin.pathname = '/postgres';
    const run = async (sql: string) => {
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await run(`create database ${name}`);
    const url = new URL(configured);
    url.pathname = `/${name}`;
    return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'school-paths-'));
  return {
    url: `sqlite:${join(dir, 'app.db')}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function startPathsApi(startAt: number): Promise<PathsApi> {
  let nowMs = startAt * 1000;
  const database = await freshDatabaseUrl();
  const api = await createApi({ databaseUrl: database.url, logLevel: 'silent', clock: () => nowMs });
  const server = api.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const request = async (path: string, init: RequestInit): Promise<Answer> => {
    const res = await fetch(base + path, init);
    const body = (await res.json()) as Envelope;
    return { status: res.status, msg: body.msg, data: body.data };
  };
  const signIn = async (mobile: string): Promise<Account> => {
    const json = { 'content-type': 'application/json' };
    const login = await request('/auth/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ mobile, password: 'Demo2026' }),
    });
    if (login.status !== 200) throw new Error(`sign-in of ${mobile} failed: ${login.msg}`);
    const token = login.data.token as string;
    const me = await request('/auth/me', { headers: { authorization: `Bearer ${token}` } });
    return {
      id: me.data.id,
      role: me.data.role,
      canDispatch: me.data.canDispatch,
      canCorrect: me.data.canCorrect,
      token,
    };
  };
  const accounts = {
    owner: await signIn(PATH_ACCOUNTS.owner),
    otherTeacher: await signIn(PATH_ACCOUNTS.otherTeacher),
    noDispatch: await signIn(PATH_ACCOUNTS.noDispatch),
  };
  return {
    db: api.store.db,
    now: () => Math.floor(nowMs / 1000),
    setNow: (seconds) => {
      nowMs = seconds * 1000;
    },
    accounts,
    signIn,
    callAs: (token, method, path, json) =>
      request(path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      }),
    call: (who, method, path, json) => {
      const account = accounts[who];
      const prefix = account.role === 'teacher' ? '/lector' : '/assistants';
      const headers: Record<string, string> = { authorization: `Bearer ${account.token}` };
      if (json !== undefined) headers['content-type'] = 'application/json';
      return request(prefix + path, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
      });
    },
    upload: (who, path, form) => {
      const account = accounts[who];
      const prefix = account.role === 'teacher' ? '/lector' : '/assistants';
      return request(prefix + path, {
        method: 'POST',
        headers: { authorization: `Bearer ${account.token}` },
        body: form,
      });
    },
    close: async () => {
      await api.close();
      await database.drop();
    },
  };
}
