import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BankQuesType, QUES_TYPE_LABEL } from '@school/machines';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { filesDir } from '../../files/storage';
import { tooLarge, tooMany } from '../../shared/errors';
import { BudgetExceeded, Busy, runOffThread, taskSlots } from '../../shared/offThread';
import { sanitizePlainText } from '../../shared/richText';
import type { Database } from '../../store/schema';
import { isSubjective } from '../../submissions/answerFormat';
import type { ResultScope } from '../scope';
import { lettersOf, paperOf } from '../summary';
import { transcript } from '../transcriptQueries';
import type { PaperSheet } from './paperDocument';
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

/** Runs a document builder off the event loop within the export budget. */
async function buildOffThread<T>(worker: URL, input: T): Promise<Uint8Array> {
  try {
    return await slots(() => runOffThread<T, Uint8Array>(worker, input, BUDGET));
  } catch (error) {
    if (error instanceof BudgetExceeded) throw tooLarge(EXPORT_TOO_LARGE);
    if (error instanceof Busy) throw tooMany(EXPORT_BUSY);
    throw error;
  }
}

/**
 * Stores an exported file under a random token for its requester and answers the download URL with
 * its expiry. Expired exports are removed on the way.
 */
async function storeExport(
  db: Kysely<Database>,
  bytes: Uint8Array,
  file: { userId: number; name: string; ext: 'xlsx' | 'docx' },
  now: number,
) {
  await removeExpired(db, now);
  const token = randomBytes(24).toString('base64url');
  const dir = exportDir();
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${token}.${file.ext}`), bytes);
  const expiresAt = now + EXPORT_TTL_SECONDS;
  await db
    .insertInto('result_exports')
    .values({
      token,
      user_id: file.userId,
      file_name: `${file.name}.${file.ext}`,
      path: `${token}.${file.ext}`,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { url: `${EXPORT_PATH}${token}`, expires_at: expiresAt };
}

/** The transcript as .xlsx (built off the event loop), for its requester only, expiring. */
export async function exportTranscript(
  db: Kysely<Database>,
  scope: ResultScope,
  userId: number,
  now: number,
) {
  const bytes = await buildOffThread(WORKER, await transcriptSheet(db, scope));
  return storeExport(db, bytes, { userId, name: `${scope.homework.name}-成绩单`, ext: 'xlsx' }, now);
}

const PAPER_WORKER = new URL('./paperWorker.ts', import.meta.url);
const plain = (html: string) => sanitizePlainText(html.replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, '\n')).trim();

/** The paper as .docx (spec: lector/teacher/homework/download), for its requester only, expiring. */
export async function exportPaper(db: Kysely<Database>, scope: ResultScope, userId: number, now: number) {
  const paper = await paperOf(db, Number(scope.homework.id));
  const scored = Number(scope.homework.is_set_score) === 2;
  const sheet: PaperSheet = {
    title: scope.homework.name,
    summary: `共${paper.items.length}题${scored ? `，满分${paper.fullTenths / 10}分` : ''}`,
    items: paper.items.map((item) => ({
      heading: `第${item.sort}题（${QUES_TYPE_LABEL[item.quesType as BankQuesType] ?? ''}${scored ? `，${item.score}分` : ''}）`,
      parent: item.parentStem === null ? null : plain(item.parentStem),
      stem: plain(item.stem),
      options: item.options.map((o) => `${String.fromCharCode(64 + o.id)}. ${plain(o.content)}`),
      answer: isSubjective(item) ? plain(item.rightAnswer) || '-' : lettersOf(item.rightIds.join(',')) || '-',
      analysis: plain(item.analysis) || '暂无解析',
    })),
  };
  const bytes = await buildOffThread(PAPER_WORKER, sheet);
  return storeExport(db, bytes, { userId, name: scope.homework.name, ext: 'docx' }, now);
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
