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
}

type Handlers<TEvent extends NewEvent> = {
  [K in TEvent['type']]?: (
    trx: Transaction<Database>,
    event: RecordedEvent<K, Extract<TEvent, { type: K }>['data']>,
  ) => Promise<void>;
};

export function defineProjection<TEvent extends NewEvent>(definition: {
  name: string;
  tables: readonly (keyof Database & string)[];
  handlers: Handlers<TEvent>;
}): Projection {
  const handlers = definition.handlers as Record<
    string,
    ((trx: Transaction<Database>, event: RecordedEvent) => Promise<void>) | undefined
  >;
  return {
    name: definition.name,
    tables: definition.tables,
    handles: (eventType) => handlers[eventType] !== undefined,
    apply: async (trx, event) => {
      await handlers[event.type]?.(trx, event);
    },
  };
}
