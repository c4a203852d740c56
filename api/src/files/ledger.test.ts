import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { freshDatabase } from '../../test/testDatabase';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { parseFileName } from './fileUrl';
import { quotaMessage, removeFile, SWEEP_GRACE_SECONDS, sweepUnreferencedFiles } from './ledger';
import { storedPath } from './storage';

/**
 * The files module's ledger over HTTP, on SQLite (and PostgreSQL through ledger.pg.test.ts): each
 * user's uploads of a rolling day within a quota, and files no record names swept after the grace.
 */
let server: TestServer;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let dir: string;
let nowMs = Date.parse('2026-09-10T10:00:00+08:00');
const now = () => Math.floor(nowMs / 1000);
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ledger-'));
  process.env.FILES_DIR = dir;
  database = await freshDatabase();
  server = await startTestServer({ clock: () => nowMs, databaseUrl: database.url });
  tokens.student = await server.login(DEMO_ACCOUNTS.student);
  tokens.classmate = await server.login('13900000002');
  tokens.teacher = await server.login(DEMO_ACCOUNTS.teacher);
}, 120_000);
afterAll(async () => {
  await server.close();
  await database.drop();
  delete process.env.FILES_DIR;
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A distinct valid PNG of about `bytes` bytes (a 1-pixel image with a comment chunk). */
let seed = 0;
function png(bytes = 200): Buffer {
  seed += 1;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.from(`c\0${seed}-${'x'.repeat(Math.max(0, bytes - 80))}`, 'latin1')),
    chunk('IDAT', deflateSync(Buffer.from([0, 0, 0, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const communityUpload = (token: string, data: Buffer) => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(data)]), 'a.png');
  const prefix = token === tokens.teacher ? '/api/lector' : '/api/app';
  return server.call('POST', `${prefix}/community/upload`, { token, body: form });
};
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
const fileOf = (url: string) => storedPath(parseFileName(url.slice('/api/files/'.length)) as never);
const sweep = () => sweepUnreferencedFiles(server.store.db, now(), (name) => removeFile(storedPath(name)));

describe('upload quota (UPLOAD_QUOTA_MB_PER_DAY)', () => {
  it("refuses an upload beyond the user's rolling day with 429 and says why; a day later it passes", async () => {
    vi.stubEnv('UPLOAD_QUOTA_MB_PER_DAY', String(1000 / 1024 / 1024));
    const quota = 1000;
    const first = await communityUpload(tokens.student as string, png(400));
    expect(first.status, first.body.msg).toBe(200);
    nowMs += 3600_000;
    expect((await communityUpload(tokens.student as string, png(400))).status).toBe(200);
    const over = await communityUpload(tokens.student as string, png(400));
    expect(over.status).toBe(429);
    expect(over.body.msg).toBe(quotaMessage(quota));
    expect(over.body.msg).toContain('今日上传文件总量已达上限');
    // someone else's day is their own
    expect((await communityUpload(tokens.classmate as string, png(400))).status).toBe(200);
    // a single file beyond the whole quota is refused too, and nothing of it is kept
    expect((await communityUpload(tokens.classmate as string, png(1200))).status).toBe(429);
    // rolling: the first upload leaves the window 24 h after it was made
    nowMs += 23 * 3600_000 + 1000;
    expect((await communityUpload(tokens.student as string, png(400))).status).toBe(200);
  });
  it('uploads racing past the quota cannot all slip under it', async () => {
    vi.stubEnv('UPLOAD_QUOTA_MB_PER_DAY', String(1000 / 1024 / 1024));
    nowMs += 25 * 3600_000;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => communityUpload(tokens.classmate as string, png(400))),
    );
    const passed = answers.filter((a) => a.status === 200).length;
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
    expect(passed).toBeLessThanOrEqual(2);
    const used = await server.store.db
      .selectFrom('file_uploads')
      .select((eb) => eb.fn.sum<string | number>('bytes').as('total'))
      .where('uploaded_at', '>', now() - 24 * 3600)
      .executeTakeFirst();
    expect(Number(used?.total ?? 0)).toBeLessThanOrEqual(1000 * 2);
  });
});

describe('sweeping files no record names', () => {
  it('deletes an unposted upload after the grace, keeps what a record names, and tolerates a second sweep', async () => {
    const orphan = (await communityUpload(tokens.teacher as string, png())).body.data.path as string;
    const posted = (await communityUpload(tokens.teacher as string, png())).body.data.path as string;
    // a record names `posted`: the teacher's profile takes it as avatar (an event of the user stream)
    const saved = await server.call('PUT', '/api/lector/teacher/update', {
      token: tokens.teacher,
      json: { avatar: posted, real_name: '教师', introduction: '介绍' },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(await exists(fileOf(orphan))).toBe(true);
    nowMs += (SWEEP_GRACE_SECONDS - 60) * 1000;
    await sweep(); // the quota case's uploads are older: they go now
    expect(await sweep()).toBe(0);
    expect(await exists(fileOf(orphan))).toBe(true);
    nowMs += 120_000;
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect((a as number) + (b as number)).toBeGreaterThanOrEqual(1);
    expect(await exists(fileOf(orphan))).toBe(false);
    expect(await exists(fileOf(posted))).toBe(true);
    expect(
      (await fetch(server.url + orphan, { headers: { authorization: `Bearer ${tokens.teacher}` } })).status,
    ).toBe(404);
    expect(await sweep()).toBe(0);
  });

  it('an upload stored again starts its grace anew; a file named meanwhile is kept', async () => {
    const data = png();
    const again = (await communityUpload(tokens.teacher as string, data)).body.data.path as string;
    const named = (await communityUpload(tokens.teacher as string, png())).body.data.path as string;
    nowMs += (SWEEP_GRACE_SECONDS - 3600) * 1000;
    expect((await communityUpload(tokens.teacher as string, data)).body.data.path).toBe(again);
    await sweep(); // what earlier cases left
    expect(await exists(fileOf(again))).toBe(true);
    // a record takes `named` while the sweep is deciding: the projection marks its row first
    nowMs += 2 * 3600_000;
    await server.store.db
      .updateTable('stored_files')
      .set({ referenced: 1 })
      .where('name', '=', path.basename(named))
      .execute();
    expect(await sweep()).toBe(0);
    expect(await exists(fileOf(again))).toBe(true);
    expect(await exists(fileOf(named))).toBe(true);
  });

  it('a record taking a file while the sweep decides wins: the sweep waits for its transaction and keeps it', async () => {
    const url = (await communityUpload(tokens.teacher as string, png())).body.data.path as string;
    nowMs += (SWEEP_GRACE_SECONDS + 60) * 1000;
    let marked!: () => void;
    let release!: () => void;
    const isMarked = new Promise<void>((resolve) => {
      marked = resolve;
    });
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // what the references projection does inside an event's transaction, held open a moment
    const referencing = server.store.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('stored_files')
        .set({ referenced: 1 })
        .where('name', '=', path.basename(url))
        .execute();
      marked();
      await held;
    });
    await isMarked;
    const sweeping = sweep();
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([referencing, sweeping]);
    expect(await exists(fileOf(url))).toBe(true);
  });

  it('an event naming a file records its reference (the references projection)', async () => {
    const url = (await communityUpload(tokens.teacher as string, png())).body.data.path as string;
    const saved = await server.call('PUT', '/api/lector/teacher/update', {
      token: tokens.teacher,
      json: { avatar: url, real_name: '教师', introduction: '介绍' },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    const row = await server.store.db
      .selectFrom('file_references')
      .select('name')
      .where('name', '=', path.basename(url))
      .executeTakeFirst();
    expect(row?.name).toBe(path.basename(url));
    nowMs += (SWEEP_GRACE_SECONDS + 60) * 1000;
    await sweep();
    expect(await exists(fileOf(url))).toBe(true);
  });
});
