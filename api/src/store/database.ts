import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { StoreConfig } from './config';
import type { Database } from './schema';

// int8 (counts, positions, millisecond times) as numbers: they stay far below 2^53 here.
pg.types.setTypeParser(20, (value) => Number(value));

/**
 * SQLite runs in WAL mode with `synchronous = FULL`: a commit is on disk before the caller hears
 * "done", so a write that was answered survives the process being killed right after.
 */
export const SQLITE_PRAGMAS = {
  journal_mode: 'wal',
  synchronous: 2, // FULL
  foreign_keys: 1,
  busy_timeout: 5000,
} as const;

export function createDatabase(config: StoreConfig): Kysely<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection that the server ends (restart, failover, a dropped database) must not
    // crash the process; the pool opens a new one for the next query.
    pool.on('error', (error) => console.error(`PostgreSQL idle connection lost: ${error.message}`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (config.path !== ':memory:') mkdirSync(dirname(config.path), { recursive: true });
  const sqlite = new SQLite(config.path);
  sqlite.pragma(`journal_mode = ${SQLITE_PRAGMAS.journal_mode}`);
  sqlite.pragma(`synchronous = ${SQLITE_PRAGMAS.synchronous}`);
  sqlite.pragma(`foreign_keys = ${SQLITE_PRAGMAS.foreign_keys}`);
  sqlite.pragma(`busy_timeout = ${SQLITE_PRAGMAS.busy_timeout}`);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * Kysely prepares every query anew; compiling the SQL each time costs more than running it. The
 * queries of a process are few and repeated, so each prepared statement is kept (up to `limit`) and
 * reused, unless it is still being iterated.
 */
function withStatementCache(sqlite: SQLite.Database, limit = 1000) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (source: string) => {
      const cached = statements.get(source);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(source);
      if (!cached) {
        if (statements.size >= limit) statements.delete(statements.keys().next().value as string);
        statements.set(source, statement);
      }
      return statement;
    },
  };
}

/** Refuses to start on settings that would lose answered writes. */
export async function assertDurability(db: Kysely<Database>, config: StoreConfig): Promise<void> {
  if (config.kind === 'postgres') {
    const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db);
    const setting = rows[0]?.synchronous_commit;
    if (setting === 'off')
      throw new Error('PostgreSQL synchronous_commit is off: answered writes could be lost');
    return;
  }
  const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
  if (rows[0]?.synchronous !== SQLITE_PRAGMAS.synchronous) {
    throw new Error(`SQLite synchronous is ${rows[0]?.synchronous}, expected FULL (2)`);
  }
  if (config.path === ':memory:') return;
  const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
  if (journal.rows[0]?.journal_mode !== 'wal') throw new Error('SQLite is not in WAL mode');
}
