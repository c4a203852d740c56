import type { Transaction } from 'kysely';
import type { RecordedEvent } from '../store/eventStore';
import type { Projection } from '../store/projection';
import type { Database } from '../store/schema';
import { fileNamesIn } from './ledger';

async function record(trx: Transaction<Database>, names: readonly string[]) {
  if (names.length === 0) return;
  await trx
    .insertInto('file_references')
    .values(names.map((name) => ({ name })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  // Marks (and, on PostgreSQL, locks) the stored file's row in the event's own transaction: a sweep
  // deciding on the same row waits, then sees it referenced.
  await trx.updateTable('stored_files').set({ referenced: 1 }).where('name', 'in', names).execute();
}

/**
 * Which files records name: every event is read for `<sha256>.<ext>` names (rich text, avatars,
 * post media, schedules, handouts…), whatever its domain, so a file any record shows is never swept.
 */
export const fileReferencesProjection: Projection = {
  name: 'fileReferences',
  tables: ['file_references'],
  handles: () => true,
  apply: (trx, event: RecordedEvent) => record(trx, fileNamesIn(JSON.stringify(event.data ?? null))),
  applyBatch: async (trx, events) => {
    const names = new Set<string>();
    for (const event of events)
      for (const name of fileNamesIn(JSON.stringify(event.data ?? null))) names.add(name);
    await record(trx, [...names]);
  },
};
