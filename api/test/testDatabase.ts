import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const underTest = (): 'sqlite' | 'postgres' =>
  process.env.STORE_UNDER_TEST === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A fresh, empty database for one test file: in-memory SQLite by default, or a new PostgreSQL
 * database (dropped afterwards) when STORE_UNDER_TEST=postgres.
 */
export async function freshDatabase(
  sqliteUrl = 'sqlite::memory:',
): Promise<{ url: string; drop(): Promise<void> }> {
  if (underTest() === 'sqlite') return { url: sqliteUrl, drop: async () => {} };
  const name = `school_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${PG_ADMIN_URL} (${(error as Error).message}). Start it with ` +
        '`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start` or set PG_ADMIN_URL.',
    );
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
