import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Api, createApi } from '../src/app';
import { suiteDatabase } from './suiteDatabase';

/**
 * The real API for a suite run, on a fresh database: in-memory SQLite by default, or, when
 * DATABASE_URL=postgres://…, a new database created on that server for this run and dropped after.
 * Files go to a fresh FILES_DIR.
 */
export interface SuiteServer {
  api: Api;
  url: string;
  store: 'sqlite' | 'postgres';
  filesDir: string;
  close(): Promise<void>;
}

export async function startSuiteServer(): Promise<SuiteServer> {
  const database = await suiteDatabase();
  const filesDir = await mkdtemp(path.join(tmpdir(), 'suite-files-'));
  process.env.FILES_DIR = filesDir;
  const api = await createApi({ databaseUrl: database.url, logLevel: 'silent' });
  const server = api.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    api,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    store: database.kind,
    filesDir,
    close: async () => {
      await api.close();
      await database.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: any;
}

/** One HTTP call; the body is parsed as JSON when it is JSON. */
export async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, text, body };
}

export async function signIn(base: string, mobile: string, password = 'Demo2026'): Promise<string> {
  const res = await send(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${mobile} failed: ${res.status} ${res.text}`);
  return res.body.data.token as string;
}

/** Any method with any body, GET included (fetch refuses a GET body; Node's client does not). */
export function sendRaw(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = httpRequest(url, { method, headers: { ...headers, ...length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        const out = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') out.set(k, v);
        resolve({ status: res.statusCode ?? 0, headers: out, text, body: parsed });
      });
      res.on('error', reject);
    });
    // The server may answer and close before reading a large body: that answer is what counts.
    req.on('error', (error) => reject(error));
    req.end(body);
  });
}
