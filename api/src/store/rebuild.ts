import { sql } from 'kysely';
import { readAll } from './eventStore';
import type { Store } from './store';

const BATCH = 2000;

/** Empties every projection table and replays the whole log into them, in one transaction. */
export async function rebuildProjections(store: Store): Promise<{ events: number }> {
  let replayed = 0;
  await store.db.transaction().execute(async (trx) => {
    const tables = [...new Set(store.projections.flatMap((p) => p.tables))];
    // Children first, so foreign keys never point at a row that is gone.
    for (const table of tables.reverse()) await sql`delete from ${sql.table(table)}`.execute(trx);
    let after = 0;
    for (;;) {
      const batch = await readAll(trx, after, BATCH);
      if (batch.length === 0) break;
      for (const event of batch) {
        for (const projection of store.projections) {
          if (projection.handles(event.type)) await projection.apply(trx, event);
        }
      }
      after = batch[batch.length - 1]?.position ?? after;
      replayed += batch.length;
    }
  });
  return { events: replayed };
}
