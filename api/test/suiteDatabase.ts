import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The database a suite runs on: in-memory SQLite by default (or the SQLite file given), a fresh
 * PostgreSQL database on DATABASE_URL's server when DATABASE_URL is postgres://… (dropped by `drop`).
 */
export async function suiteDatabase(sqliteUrl = 'sqlite::memory:'): Promise<{
  url: string;
  kind: 'sqlite' | 'postgres';
  drop(): Promise<void>;
}> {
  const given = process.env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(given)) return { url: sqliteUrl, kind: 'sqlite', drop: async () => {} };
  const admin = new URL(given);
  admin.pathname = '/postgres';
  const name = `school_suite_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    try {
      await client.connect();
    } catch (error) {
      throw new Error(`PostgreSQL is not reachable at ${admin.host} (${(error as Error).message})`);
    }
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(given);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: 'postgres',
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}
