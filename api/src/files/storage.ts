import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { HEAD_BYTES, type UploadedFile } from '../http/multipart';
import { invalid } from '../shared/errors';
import type { Database } from '../store/schema';
import { type FileExt, sniff } from './contentType';
import type { FileName } from './fileUrl';
import { chargeUpload, recordStored } from './ledger';

/**
 * Content-addressed storage under FILES_DIR (default data/files): a file is named by the SHA-256 of
 * its bytes and the kind read from them, so the same picture stored twice is one file. Operational
 * storage, like sessions: not in the event log; the records that show the files are.
 */
export const filesDir = () => path.resolve(process.env.FILES_DIR ?? path.join('data', 'files'));
/** Where uploads stream to before they are known to be whole and of a kept kind. */
export const uploadTmpDir = () => path.join(filesDir(), 'tmp');

export const UNSUPPORTED_TYPE = '文件类型不支持';

export const storedPath = ({ sha256, ext }: FileName) =>
  path.join(filesDir(), sha256.slice(0, 2), `${sha256}.${ext}`);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Who stores a file and when: an upload of a signed-in user counts against their day's quota, and
 * every file stored with a ledger is recorded, so the sweep may delete it once no record names it.
 */
export interface FileLedger {
  db: Kysely<Database>;
  now: number;
  /** The uploader; without one (a pasted image, a seeded file) nothing is counted. */
  uid?: number;
}

/** Counts and records a file about to be put in place (before its bytes, see `recordStored`). */
async function keep(ledger: FileLedger | undefined, name: FileName, bytes: number) {
  if (!ledger) return;
  if (ledger.uid !== undefined) await chargeUpload(ledger.db, ledger.uid, bytes, ledger.now);
  await recordStored(ledger.db, name, ledger.now);
}

/** Moves an uploaded temporary file into the store, if its content is one of `kinds`. */
export async function adoptUpload(
  file: UploadedFile,
  kinds: readonly FileExt[],
  ledger?: FileLedger,
): Promise<FileName> {
  const ext = sniff(file.head);
  if (!ext || !kinds.includes(ext)) throw invalid(UNSUPPORTED_TYPE);
  const name = { sha256: file.sha256, ext };
  try {
    await keep(ledger, name, file.size);
  } catch (error) {
    await rm(file.path, { force: true });
    throw error;
  }
  const target = storedPath(name);
  await mkdir(path.dirname(target), { recursive: true });
  if (await exists(target)) await rm(file.path, { force: true });
  else await rename(file.path, target);
  return name;
}

/** Stores bytes already in memory (an image inside an imported document or inline in rich text). */
export async function storeBytes(
  data: Buffer,
  kinds: readonly FileExt[],
  ledger?: FileLedger,
): Promise<FileName> {
  const ext = sniff(data.subarray(0, HEAD_BYTES));
  if (!ext || !kinds.includes(ext)) throw invalid(UNSUPPORTED_TYPE);
  const name = { sha256: createHash('sha256').update(data).digest('hex'), ext };
  await keep(ledger, name, data.length);
  const target = storedPath(name);
  if (await exists(target)) return name;
  await mkdir(path.dirname(target), { recursive: true });
  // Written aside and renamed, so a reader never sees half a file.
  const tmp = path.join(path.dirname(target), `.${randomUUID()}`);
  await writeFile(tmp, data);
  await rename(tmp, target);
  return name;
}
