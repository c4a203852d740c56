import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { parseDatabaseUrl } from '../src/store/config';
import { createDatabase } from '../src/store/database';
import type { Database } from '../src/store/schema';
import { type ChildServer, startChildServer } from './childServer';
import { suiteDatabase } from './suiteDatabase';

export interface TwinServers {
  /** Two API processes on one database. */
  servers: readonly [ChildServer, ChildServer];
  /** A connection of the test's own to that database, for checking what was written. */
  db: Kysely<Database>;
  kind: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Two API processes sharing the suite's database: a fresh PostgreSQL database with DATABASE_URL=
 * postgres://…, else a fresh SQLite file (WAL) in a temporary directory. The first seeds the demo
 * school; the second starts on it once seeded. `env` is given to both (e.g. CLOCK_AT).
 */
export async function startTwinServers(env: Record<string, string> = {}): Promise<TwinServers> {
  const dir = mkdtempSync(join(tmpdir(), 'school-twins-'));
  const database = await suiteDatabase(`sqlite:${join(dir, 'twins.db')}`);
  const shared = { REDIS_URL: '', ...env, DATABASE_URL: database.url };
  const started: ChildServer[] = [];
  let db: Kysely<Database> | undefined;
  const close = async () => {
    await Promise.all(started.map((s) => s.stop()));
    await db?.destroy();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    started.push(await startChildServer(shared));
    started.push(await startChildServer(shared));
    db = createDatabase(parseDatabaseUrl(database.url));
  } catch (error) {
    await close();
    throw error;
  }
  const servers = [started[0], started[1]] as [ChildServer, ChildServer];
  return { servers, db: db as Kysely<Database>, kind: database.kind, close };
}
