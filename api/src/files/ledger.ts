import { rm } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { tooMany } from '../shared/errors';
import type { Database } from '../store/schema';
import { type FileName, parseFileName } from './fileUrl';

/**
 * What the files module keeps about its files in the database: each user's uploads of the rolling day
 * (the quota), each stored file's last storing (the sweep's grace), and which files records name.
 */

const DAY_SECONDS = 24 * 3600;
/** A user's uploads within any 24 hours, unless `UPLOAD_QUOTA_MB_PER_DAY` says otherwise. */
const DEFAULT_QUOTA_MB = 1024;
/** A stored file no record names is deleted this long after it was last stored (docs/decisions.md). */
export const SWEEP_GRACE_SECONDS = DAY_SECONDS;

export const uploadQuotaBytes = () => {
  const mb = Number(process.env.UPLOAD_QUOTA_MB_PER_DAY);
  return Math.round((Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_QUOTA_MB) * 1024 * 1024);
};

/** The refusal of an upload beyond the day's quota (429: it passes with time). */
export const quotaMessage = (quotaBytes: number) =>
  `今日上传文件总量已达上限（${Math.round(quotaBytes / 1024 / 1024)}MB），请明天再试`;

const nameOf = ({ sha256, ext }: FileName) => `${sha256}.${ext}`;

/**
 * Counts an upload of `bytes` against `uid`'s rolling day: the upload is written first and the day
 * summed after, so uploads racing in parallel (or in other processes) cannot all slip under the
 * quota; one beyond it is taken back and refused with 429.
 */
export async function chargeUpload(
  db: Kysely<Database>,
  uid: number,
  bytes: number,
  now: number,
): Promise<void> {
  const quota = uploadQuotaBytes();
  if (bytes > quota) throw tooMany(quotaMessage(quota));
  const row = await db
    .insertInto('file_uploads')
    .values({ uid, bytes, uploaded_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const used = await db
    .selectFrom('file_uploads')
    .select((eb) => eb.fn.sum<string | number>('bytes').as('total'))
    .where('uid', '=', uid)
    .where('uploaded_at', '>', now - DAY_SECONDS)
    .executeTakeFirst();
  if (Number(used?.total ?? 0) > quota) {
    await db.deleteFrom('file_uploads').where('id', '=', row.id).execute();
    throw tooMany(quotaMessage(quota));
  }
}

/**
 * Records that `name` was stored now: its grace starts again. Called before the bytes are put in
 * place, so a sweep that took the row first has finished deleting before the file is written anew
 * (on PostgreSQL this insert waits for the sweep's row lock).
 */
export async function recordStored(db: Kysely<Database>, name: FileName, now: number): Promise<void> {
  await db
    .insertInto('stored_files')
    .values({ name: nameOf(name), stored_at: now, referenced: 0 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ stored_at: now }))
    .execute();
}

/** Every `<sha256>.<ext>` an event's data names, as the files module serves them. */
export function fileNamesIn(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\b([0-9a-f]{64})\.([a-z0-9]{2,5})\b/g)) {
    const parsed = parseFileName(`${match[1]}.${match[2]}`);
    if (parsed) names.add(nameOf(parsed));
  }
  return [...names];
}

/**
 * Deletes files no record names, stored more than the grace ago: at most `limit` per call. Each goes
 * in its own transaction: the row is deleted only if it is still old and unreferenced (re-checked on
 * the row itself, which a concurrent reference has locked and marked), and the file is removed while
 * that transaction holds the row, so an upload of the same bytes waits and then writes it anew.
 * Another process deleting first is no failure (the row is gone, or the file already is).
 */
export async function sweepUnreferencedFiles(
  db: Kysely<Database>,
  now: number,
  remove: (name: FileName) => Promise<void>,
  limit = 200,
): Promise<number> {
  const cutoff = now - SWEEP_GRACE_SECONDS;
  const candidates = await db
    .selectFrom('stored_files as s')
    .select('s.name')
    .where('s.stored_at', '<', cutoff)
    .where('s.referenced', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('file_references as r').select('r.name').whereRef('r.name', '=', 's.name')),
      ),
    )
    .limit(limit)
    .execute();
  let removed = 0;
  for (const { name } of candidates) {
    const parsed = parseFileName(name);
    if (!parsed) continue;
    const gone = await db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('stored_files')
        .where('name', '=', name)
        .where('stored_at', '<', cutoff)
        .where('referenced', '=', 0)
        .where((eb) =>
          eb.not(
            eb.exists(eb.selectFrom('file_references as r').select('r.name').where('r.name', '=', name)),
          ),
        )
        .returning('name')
        .executeTakeFirst();
      if (!row) return false;
      await remove(parsed);
      return true;
    });
    if (gone) removed += 1;
  }
  return removed;
}

/** Removes a stored file from disk; already gone is fine. */
export const removeFile = (file: string) => rm(file, { force: true });

/** Old quota rows go (they count for a day only). */
export async function forgetOldUploads(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .deleteFrom('file_uploads')
    .where('uploaded_at', '<=', now - DAY_SECONDS)
    .execute();
}
