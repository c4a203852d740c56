import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import { forgetOldUploads, removeFile, sweepUnreferencedFiles } from './ledger';
import { storedPath } from './storage';

/** A process sweeps at most this often, after an upload (several processes may: the database decides). */
const SWEEP_EVERY_SECONDS = 3600;
let lastSweep = Number.NEGATIVE_INFINITY;
let running: Promise<unknown> | undefined;

/** Deletes what no record names past the grace, and forgets the quota's old rows, now and then. */
export function sweepNow(db: Kysely<Database>, now: number, onError: (error: unknown) => void) {
  if (running || now - lastSweep < SWEEP_EVERY_SECONDS) return;
  lastSweep = now;
  running = Promise.all([
    sweepUnreferencedFiles(db, now, (name) => removeFile(storedPath(name))),
    forgetOldUploads(db, now),
  ])
    .catch(onError)
    .finally(() => {
      running = undefined;
    });
}
