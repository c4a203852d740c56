import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { EXPORT_TTL_SECONDS, exportsDir, storeExport } from './exports';

let server: TestServer;
let dir: string;
let nowMs = Date.UTC(2026, 8, 1, 2);
const now = () => Math.floor(nowMs / 1000);
const tokens: Record<string, string> = {};
let teacherUid: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'exports-'));
  process.env.FILES_DIR = dir;
  server = await startTestServer({ clock: () => nowMs });
  tokens.teacher = await server.login(DEMO_ACCOUNTS.teacher);
  tokens.assistant = await server.login(DEMO_ACCOUNTS.assistant);
  const user = await server.store.db
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', DEMO_ACCOUNTS.teacher)
    .executeTakeFirstOrThrow();
  teacherUid = Number(user.id);
});
afterAll(async () => {
  await server.close();
  delete process.env.FILES_DIR;
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, token?: string) =>
  fetch(server.url + url, token ? { headers: { authorization: `Bearer ${token}` } } : {});

describe('GET /api/exports/:token (the one download of every export)', () => {
  it('answers the file to its requester only, as an attachment under its UTF-8 name, never cached', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4]);
    const stored = await storeExport(
      server.store.db,
      { ownerUid: teacherUid, name: '一班 "成绩" (1)', kind: 'xlsx', bytes },
      now(),
    );
    expect(stored.url).toMatch(/^\/api\/exports\/[A-Za-z0-9_-]{32}$/);
    expect(stored).toMatchObject({
      // a double quote is no character of a file name on Windows
      file_name: '一班 _成绩_ (1).xlsx',
      expires_at: now() + EXPORT_TTL_SECONDS,
    });
    const mine = await get(stored.url, tokens.teacher);
    expect(mine.status).toBe(200);
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(bytes);
    expect(mine.headers.get('content-type')).toContain('spreadsheetml');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mine.headers.get('cache-control')).toContain('no-store');
    const disposition = mine.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+";/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('一班 _成绩_')}%20%281%29.xlsx`);
    expect((await get(stored.url, tokens.assistant)).status).toBe(404);
    expect((await get(stored.url)).status).toBe(401);
  });

  it('a malformed, unknown or expired token is 404; expired files leave the disk with the next export', async () => {
    for (const token of ['x', '0'.repeat(48), '..%2F..%2Fetc%2Fpasswd', 'A'.repeat(32)]) {
      const res = await get(`/api/exports/${token}`, tokens.teacher);
      expect(res.status, token).toBe(404);
    }
    const old = await storeExport(
      server.store.db,
      { ownerUid: teacherUid, name: '试卷', kind: 'docx', bytes: new Uint8Array([1]) },
      now(),
    );
    nowMs += (EXPORT_TTL_SECONDS + 1) * 1000;
    const expired = await get(old.url, tokens.teacher);
    expect(expired.status).toBe(404);
    expect(((await expired.json()) as { msg: string }).msg).toBe('导出文件不存在或已过期');
    const fresh = await storeExport(
      server.store.db,
      { ownerUid: teacherUid, name: '新的', kind: 'xlsx', bytes: new Uint8Array([2]) },
      now(),
    );
    const files = await readdir(exportsDir());
    expect(files).toEqual([`${fresh.url.split('/').pop()}.xlsx`]);
    const rows = await server.store.db.selectFrom('export_files').select('file_name').execute();
    expect(rows.map((r) => r.file_name)).toEqual(['新的.xlsx']);
  });
});
