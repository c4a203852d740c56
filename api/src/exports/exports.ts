import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { filesDir } from '../files';
import { notFound, tooLarge, tooMany } from '../shared/errors';
import { BudgetExceeded, Busy, runOffThread, taskSlots } from '../shared/offThread';
import type { Database } from '../store/schema';
import { exportFileName } from './safeNames';

/** An export's link works for a quarter of an hour, for the staff member who asked only. */
export const EXPORT_TTL_SECONDS = 15 * 60;
export const EXPORT_PATH = '/api/exports/';
export const EXPORT_NOT_FOUND = '导出文件不存在或已过期';
const EXPORT_BUSY = '导出的人较多，请稍后再试';
const BUDGET = { timeMs: 60_000, memoryMb: 256 };
const slots = taskSlots(2, 8);

export const EXPORT_MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;
export type ExportKind = keyof typeof EXPORT_MIME;
/** The file's name when nothing of the name given is left to save it under. */
const FALLBACK_NAME: Record<ExportKind, string> = { xlsx: '导出', docx: '文档', pdf: '试卷' };

/** 24 random bytes as 32 URL-safe characters: the only name a download is reached by. */
export const newExportToken = () => randomBytes(24).toString('base64url');
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const exportsDir = () => path.join(filesDir(), 'exports');

/** What a domain hands over: a worker of its own that builds the file's bytes from `input`. */
export interface ExportRequest<T> {
  ownerUid: number;
  /** The name the file is saved under, without its extension. */
  name: string;
  kind: ExportKind;
  /** A worker (`serveTask`) that answers the file's bytes; it stays in its domain. */
  worker: URL;
  input: T;
  /** The refusal when the file is beyond the time and memory budget. */
  tooLargeMessage: string;
}

export interface StoredExport {
  url: string;
  file_name: string;
  expires_at: number;
}

/**
 * Builds the file in the domain's worker thread (never on the event loop that answers everyone else),
 * stores it under a fresh token for its requester and answers its private address, expiring.
 */
export async function produceExport<T>(
  db: Kysely<Database>,
  request: ExportRequest<T>,
  now: number,
): Promise<StoredExport> {
  let bytes: Uint8Array;
  try {
    bytes = await slots(() => runOffThread<T, Uint8Array>(request.worker, request.input, BUDGET));
  } catch (error) {
    if (error instanceof BudgetExceeded) throw tooLarge(request.tooLargeMessage);
    if (error instanceof Busy) throw tooMany(EXPORT_BUSY);
    throw error;
  }
  return storeExport(db, { ...request, bytes }, now);
}

/** Stores bytes already built as an export of `ownerUid`; expired exports are removed on the way. */
export async function storeExport(
  db: Kysely<Database>,
  file: { ownerUid: number; name: string; kind: ExportKind; bytes: Uint8Array },
  now: number,
): Promise<StoredExport> {
  await removeExpiredExports(db, now);
  const token = newExportToken();
  const stored = `${token}.${file.kind}`;
  const dir = exportsDir();
  await mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `${stored}.part`);
  await writeFile(tmp, file.bytes);
  await rename(tmp, path.join(dir, stored));
  const fileName = exportFileName(file.name, file.kind, FALLBACK_NAME[file.kind]);
  const expiresAt = now + EXPORT_TTL_SECONDS;
  await db
    .insertInto('export_files')
    .values({
      token,
      owner_uid: file.ownerUid,
      path: stored,
      file_name: fileName,
      mime: EXPORT_MIME[file.kind],
      expires_at: expiresAt,
      created_at: now,
    })
    .execute();
  return { url: `${EXPORT_PATH}${token}`, file_name: fileName, expires_at: expiresAt };
}

/** Expired exports go, files and rows. */
export async function removeExpiredExports(db: Kysely<Database>, now: number) {
  const expired = await db
    .selectFrom('export_files')
    .select(['token', 'path'])
    .where('expires_at', '<=', now)
    .execute();
  if (expired.length === 0) return;
  await Promise.all(expired.map((e) => rm(path.join(exportsDir(), path.basename(e.path)), { force: true })));
  await db
    .deleteFrom('export_files')
    .where(
      'token',
      'in',
      expired.map((e) => e.token),
    )
    .execute();
}

/** The export file `token` names, when `ownerUid` asked for it and it has not expired; else 404. */
export async function ownExport(db: Kysely<Database>, ownerUid: number, token: string, now: number) {
  if (!TOKEN.test(token)) throw notFound(EXPORT_NOT_FOUND);
  const row = await db.selectFrom('export_files').selectAll().where('token', '=', token).executeTakeFirst();
  if (!row || Number(row.owner_uid) !== ownerUid || Number(row.expires_at) <= now)
    throw notFound(EXPORT_NOT_FOUND);
  return { file: path.join(exportsDir(), path.basename(row.path)), fileName: row.file_name, mime: row.mime };
}
