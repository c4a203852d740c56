import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    const name = `bench_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(PG_ADMIN_URL);
    u.pathname = `/${name}`;
    url = u.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const store = await openAppStore({ databaseUrl: url });
  const started = performance.now();
  const { events } = await seedDemoSchool(store, scale);
  const seedSeconds = (performance.now() - started) / 1000;
  await store.close();
  return { url, events, seedSeconds, drop };
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
