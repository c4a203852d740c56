import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { filesDir } from '../files/storage';
import type { Viewer } from '../http/viewer';
import { notFound, tooLarge, tooMany } from '../shared/errors';
import { BudgetExceeded, Busy, runOffThread, taskSlots } from '../shared/offThread';
import type { Database } from '../store/schema';
import type { ExportJob, ExportSheet } from './exportWorkbook';

const WORKER = new URL('./exportWorker.ts', import.meta.url);
/** An export's link works for an hour, for the staff member who asked only. */
export const EXPORT_TTL_SECONDS = 3600;
const BUDGET = { timeMs: 60_000, memoryMb: 256 };
const slots = taskSlots(2, 8);
export const EXPORT_NOT_FOUND = '导出文件不存在或已过期';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const exportsDir = () => path.join(filesDir(), 'exports');

/**
 * Writes the sheets as an .xlsx file in a worker thread (never on the event loop that answers
 * everyone else) and answers the file's private address: `/api/exports/<token>`.
 */
export async function produceExport(
  db: Kysely<Database>,
  viewer: Viewer,
  fileName: string,
  sheets: ExportSheet[],
  now: number,
): Promise<{ url: string; file_name: string }> {
  const token = randomBytes(24).toString('hex');
  const file = path.join(exportsDir(), `${token}.xlsx`);
  try {
    await slots(() => runOffThread<ExportJob, { bytes: number }>(WORKER, { file, sheets }, BUDGET));
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof BudgetExceeded) throw tooLarge('导出的数据过多，请缩小范围后再导出');
    if (error instanceof Busy) throw tooMany('导出的人较多，请稍后再试');
    throw error;
  }
  await db
    .insertInto('export_files')
    .values({
      token,
      owner_id: viewer.id,
      file_name: fileName,
      path: file,
      created_at: now,
      expires_at: now + EXPORT_TTL_SECONDS,
    })
    .execute();
  await removeExpired(db, now);
  return { url: `/api/exports/${token}`, file_name: fileName };
}

/** Expired exports go, files and rows, whenever a new one is made. */
async function removeExpired(db: Kysely<Database>, now: number) {
  const expired = await db
    .selectFrom('export_files')
    .select(['token', 'path'])
    .where('expires_at', '<=', now)
    .execute();
  if (expired.length === 0) return;
  await Promise.all(expired.map((e) => rm(e.path, { force: true })));
  await db
    .deleteFrom('export_files')
    .where(
      'token',
      'in',
      expired.map((e) => e.token),
    )
    .execute();
}

/** The export file of `token`, when the viewer asked for it and it has not expired. */
export async function ownExport(db: Kysely<Database>, viewer: Viewer, token: string, now: number) {
  const row = await db
    .selectFrom('export_files')
    .selectAll()
    .where('token', '=', token)
    .where('owner_id', '=', viewer.id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) throw notFound(EXPORT_NOT_FOUND);
  return { path: row.path, fileName: row.file_name, mime: XLSX_MIME };
}
