import type { Transaction } from 'kysely';
import type { NewEvent, RecordedEvent } from './eventStore';
import type { Database } from './schema';

/** A read model kept in the same transaction as the events it is folded from. */
export interface Projection {
  name: string;
  /** Tables this projection owns: emptied and refilled by a rebuild. */
  tables: readonly (keyof Database & string)[];
  handles(eventType: string): boolean;
  apply(trx: Transaction<Database>, event: RecordedEvent): Promise<void>;
  /**
   * The same as `apply` on each event in turn, with fewer statements. A rebuild calls it once per page
   * of the log, after the projections without it have applied that whole page; so a projection offers
   * it only when no other projection reads its tables, and the rows it reads of other projections'
   * tables never change once written.
   */
  applyBatch?(trx: Transaction<Database>, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * Its tables only mark when something changed, for a cache to notice: not a read model. A rebuild
   * leaves a fresh mark (its `applyBatch` need not give what `apply` gave event by event).
   */
  changeMarks?: true;
}

type Handlers<TEvent extends NewEvent, TExtra extends unknown[] = []> = {
  [K in TEvent['type']]?: (
    trx: Transaction<Database>,
    event: RecordedEvent<K, Extract<TEvent, { type: K }>['data']>,
    ...extra: TExtra
  ) => Promise<void>;
};

type AnyHandler<TExtra extends unknown[]> = (
  trx: Transaction<Database>,
  event: RecordedEvent,
  ...extra: TExtra
) => Promise<void>;

export function defineProjection<TEvent extends NewEvent>(definition: {
  name: string;
  tables: readonly (keyof Database & string)[];
  handlers: Handlers<TEvent>;
}): Projection {
  const handlers = definition.handlers as Record<string, AnyHandler<[]> | undefined>;
  return {
    name: definition.name,
    tables: definition.tables,
    handles: (eventType) => handlers[eventType] !== undefined,
    apply: async (trx, event) => {
      await handlers[event.type]?.(trx, event);
    },
  };
}

/**
 * Writes a projection's handlers leave for later: sums added to counter rows, rows replaced whole.
 * They are written by `flush` after each event when a command runs, and once per page of the log in
 * a rebuild, where many events add to the same few rows.
 */
export interface PendingWrites {
  flush(trx: Transaction<Database>): Promise<void>;
}

/** A projection whose handlers put part of their writes in a `PendingWrites` (see `applyBatch`). */
export function defineBatchedProjection<TEvent extends NewEvent, TPending extends PendingWrites>(definition: {
  name: string;
  tables: readonly (keyof Database & string)[];
  pending: () => TPending;
  handlers: Handlers<TEvent, [TPending]>;
}): Projection {
  const handlers = definition.handlers as Record<string, AnyHandler<[TPending]> | undefined>;
  return {
    name: definition.name,
    tables: definition.tables,
    handles: (eventType) => handlers[eventType] !== undefined,
    apply: async (trx, event) => {
      const pending = definition.pending();
      await handlers[event.type]?.(trx, event, pending);
      await pending.flush(trx);
    },
    applyBatch: async (trx, events) => {
      const pending = definition.pending();
      for (const event of events) await handlers[event.type]?.(trx, event, pending);
      await pending.flush(trx);
    },
  };
}
