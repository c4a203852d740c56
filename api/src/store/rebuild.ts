import { type Kysely, sql, type Transaction } from 'kysely';
import { readAll } from './eventStore';
import type { Projection } from './projection';
import type { Database } from './schema';
import type { Store } from './store';

/** Events read from the log at a time: a page, which batched projections apply together. */
const PAGE_SIZE = 2000;

/** Page cache of the rebuild's connection, so its one long transaction never spills pages early (KiB). */
const SQLITE_REBUILD_CACHE_KIB = 256 * 1024;

interface SecondaryIndex {
  name: string;
  definition: string;
}

/**
 * The non-unique indexes of the tables: what a rebuild may drop while it refills them and create
 * again at the end, once per index instead of once per row written. Unique indexes and keys stay, as
 * projections' upserts and the data's integrity rely on them.
 */
async function secondaryIndexes(
  trx: Transaction<Database>,
  kind: Store['kind'],
  tables: readonly string[],
): Promise<SecondaryIndex[]> {
  if (tables.length === 0) return [];
  if (kind === 'postgres') {
    const { rows } = await sql<{ name: string; definition: string }>`
      select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename in (${sql.join(tables)})
        and indexdef not like 'CREATE UNIQUE%'`.execute(trx);
    return rows;
  }
  const { rows } = await sql<{ name: string; definition: string }>`
    select name, sql as definition from sqlite_master
    where type = 'index' and tbl_name in (${sql.join(tables)})
      and sql is not null and sql not like 'CREATE UNIQUE%'`.execute(trx);
  return rows;
}

/** Runs `work` on SQLite with a page cache large enough for the whole rebuild, then restores it. */
async function withLargeCache<T>(db: Kysely<Database>, kind: Store['kind'], work: () => Promise<T>) {
  if (kind !== 'sqlite') return work();
  const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
  await sql.raw(`pragma cache_size = -${SQLITE_REBUILD_CACHE_KIB}`).execute(db);
  try {
    return await work();
  } finally {
    await sql.raw(`pragma cache_size = ${Number(rows[0]?.cache_size ?? -2000)}`).execute(db);
  }
}

async function replay(
  trx: Transaction<Database>,
  projections: readonly Projection[],
  pageSize: number,
): Promise<number> {
  const oneByOne = projections.filter((p) => p.applyBatch === undefined);
  const batched = projections.filter((p) => p.applyBatch !== undefined);
  let replayed = 0;
  let after = 0;
  for (;;) {
    const batch = await readAll(trx, after, pageSize);
    if (batch.length === 0) break;
    for (const event of batch) {
      for (const projection of oneByOne) {
        if (projection.handles(event.type)) await projection.apply(trx, event);
      }
    }
    for (const projection of batched) {
      const events = batch.filter((e) => projection.handles(e.type));
      if (events.length > 0) await projection.applyBatch?.(trx, events);
    }
    after = batch[batch.length - 1]?.position ?? after;
    replayed += batch.length;
  }
  return replayed;
}

/**
 * Empties every projection table and replays the whole log into them, in one transaction. Secondary
 * indexes of those tables are dropped for the replay and built again before the commit.
 */
export async function rebuildProjections(
  store: Store,
  { pageSize = PAGE_SIZE }: { pageSize?: number } = {},
): Promise<{ events: number }> {
  const tables = [...new Set(store.projections.flatMap((p) => p.tables))];
  const events = await withLargeCache(store.db, store.kind, () =>
    store.db.transaction().execute(async (trx) => {
      // Children first, so foreign keys never point at a row that is gone.
      for (const table of [...tables].reverse()) await sql`delete from ${sql.table(table)}`.execute(trx);
      const indexes = await secondaryIndexes(trx, store.kind, tables);
      for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(trx);
      const replayed = await replay(trx, store.projections, pageSize);
      for (const index of indexes) await sql.raw(index.definition).execute(trx);
      return replayed;
    }),
  );
  return { events };
}
