import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { DEFAULT_SCALE, type DemoScale } from '../../api/src/demo/scale';
import { seedDemoSchool } from '../../api/src/demo/seed';
import { openAppStore } from '../../api/src/modules';

/** A demo school of `scale` in a fresh database; `postgres` needs PG_ADMIN_URL's server. */
export interface SchoolDatabase {
  url: string;
  events: number;
  seedSeconds: number;
  drop(): Promise<void>;
}

export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const scaled = (factor: number, homeworkPerClass = 2): DemoScale => ({
  ...DEFAULT_SCALE,
  classes: DEFAULT_SCALE.classes * factor,
  homeworkPerClass,
});

export async function seedSchool(
  scale: DemoScale,
  kind: 'sqlite' | 'postgres' = 'sqlite',
): Promise<SchoolDatabase> {
  let url: string;
  let drop: () => Promise<void>;
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-'));
    url = `sqlite:${join(dir, 'school.db')}`;
    drop = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    ({ url, drop } = await freshPostgresDatabase());
  }
  const store = await openAppStore({ databaseUrl: url });
  const started = performance.now();
  const { events } = await seedDemoSchool(store, scale);
  const seedSeconds = (performance.now() - started) / 1000;
  await store.close();
  return { url, events, seedSeconds, drop };
}

/** An empty PostgreSQL database on PG_ADMIN_URL's server, and how to drop it. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A school's event log copied as it is into a fresh PostgreSQL database, its read model empty: what a
 * rebuild on PostgreSQL needs, without seeding the school again through the command path.
 */
export async function copyLogToPostgres(from: SchoolDatabase): Promise<SchoolDatabase> {
  const target = await freshPostgresDatabase();
  const source = await openAppStore({ databaseUrl: from.url });
  const store = await openAppStore({ databaseUrl: target.url });
  const started = performance.now();
  try {
    let after = 0;
    for (;;) {
      const page = await source.db
        .selectFrom('events')
        .selectAll()
        .where('position', '>', after)
        .orderBy('position')
        .limit(2000)
        .execute();
      if (page.length === 0) break;
      await store.db.insertInto('events').values(page).execute();
      after = Number(page[page.length - 1]?.position);
    }
    await sql`select setval(pg_get_serial_sequence('events', 'position'), ${after})`.execute(store.db);
  } finally {
    await source.close();
    await store.close();
  }
  return { ...target, events: from.events, seedSeconds: (performance.now() - started) / 1000 };
}

/** Whether PostgreSQL answers at PG_ADMIN_URL. */
export async function postgresReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}
