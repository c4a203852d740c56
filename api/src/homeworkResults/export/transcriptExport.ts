import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { filesDir } from '../../files/storage';
import { tooLarge, tooMany } from '../../shared/errors';
import { BudgetExceeded, Busy, runOffThread, taskSlots } from '../../shared/offThread';
import type { Database } from '../../store/schema';
import type { ResultScope } from '../scope';
import { transcript } from '../transcriptQueries';
import type { TranscriptSheet } from './transcriptSheet';

const WORKER = new URL('./transcriptWorker.ts', import.meta.url);
const slots = taskSlots(2, 8);
const BUDGET = { timeMs: 60_000, memoryMb: 256 };
/** How long an export's download URL works. */
export const EXPORT_TTL_SECONDS = 15 * 60;
export const EXPORT_PATH = '/api/exports/';
const ZONE = 'Asia/Shanghai';
const EXPORT_BUSY = '导出任务较多，请稍后再试';
const EXPORT_TOO_LARGE = '成绩单过大，无法导出';

export const exportDir = () => path.join(filesDir(), 'exports');

const duration = (seconds: number | null) =>
  seconds === null ? '-' : `${Math.floor(seconds / 60)}分${String(seconds % 60).padStart(2, '0')}秒`;
const time = (seconds: number | null) =>
  seconds === null ? '-' : DateTime.fromSeconds(seconds, { zone: ZONE }).toFormat('yyyy-MM-dd HH:mm');

/** The transcript of a scope as sheet rows, with the screen's columns (score or rate by the homework). */
async function transcriptSheet(db: Kysely<Database>, scope: ResultScope): Promise<TranscriptSheet> {
  const { list } = await transcript(db, scope, { page: 1, limit: 1_000_000 });
  const scored = Number(scope.homework.is_set_score) === 2;
  const value = (score: number | null, rate: number | null) =>
    scored ? (score ?? '-') : rate === null ? '-' : `${rate}%`;
  return {
    title: scope.homework.name,
    headers: [
      '学员',
      '状态',
      '用时',
      '排名',
      scored ? '总分' : '正确率',
      scored ? '客观题得分' : '客观题正确率',
      scored ? '主观题得分' : '主观题正确率',
      '提交时间',
    ],
    rows: list.map((r) => [
      r.nickname,
      r.status === 3 ? '已批改' : '未提交',
      duration(r.answer_time),
      r.ranking ?? '-',
      value(r.score, r.correct_rate),
      value(r.objective_score, r.objective_rate),
      value(r.subjective_score, r.subjective_rate),
      time(r.submit_time),
    ]),
  };
}

/**
 * Builds the transcript workbook off the event loop, stores it under a random token for its
 * requester, and answers the download URL with its expiry. Expired exports are removed on the way.
 */
export async function exportTranscript(
  db: Kysely<Database>,
  scope: ResultScope,
  userId: number,
  now: number,
) {
  const sheet = await transcriptSheet(db, scope);
  let bytes: Uint8Array;
  try {
    bytes = await slots(() => runOffThread<TranscriptSheet, Uint8Array>(WORKER, sheet, BUDGET));
  } catch (error) {
    if (error instanceof BudgetExceeded) throw tooLarge(EXPORT_TOO_LARGE);
    if (error instanceof Busy) throw tooMany(EXPORT_BUSY);
    throw error;
  }
  await removeExpired(db, now);
  const token = randomBytes(24).toString('base64url');
  const dir = exportDir();
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${token}.xlsx`);
  await writeFile(file, bytes);
  const expiresAt = now + EXPORT_TTL_SECONDS;
  await db
    .insertInto('result_exports')
    .values({
      token,
      user_id: userId,
      file_name: `${scope.homework.name}-成绩单.xlsx`,
      path: `${token}.xlsx`,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { url: `${EXPORT_PATH}${token}`, expires_at: expiresAt };
}

async function removeExpired(db: Kysely<Database>, now: number) {
  const expired = await db
    .selectFrom('result_exports')
    .select(['token', 'path'])
    .where('expires_at', '<=', now)
    .execute();
  for (const e of expired) {
    await rm(path.join(exportDir(), path.basename(e.path)), { force: true });
    await db.deleteFrom('result_exports').where('token', '=', e.token).execute();
  }
}

/** The stored export a token names, if it is the viewer's and has not expired. */
export async function findExport(db: Kysely<Database>, token: string, userId: number, now: number) {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
  const row = await db.selectFrom('result_exports').selectAll().where('token', '=', token).executeTakeFirst();
  if (!row || Number(row.user_id) !== userId || Number(row.expires_at) <= now) return undefined;
  return { file: path.join(exportDir(), path.basename(row.path)), fileName: row.file_name };
}
