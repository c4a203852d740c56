import type { Kysely } from 'kysely';
import { conflict } from '../shared/errors';
import { parseDatabaseUrl, type StoreConfig } from './config';
import { assertDurability, createDatabase } from './database';
import type { Decider } from './decider';
import {
  appendToStream,
  ConcurrencyError,
  type EventMeta,
  type NewEvent,
  type RecordedEvent,
  readStream,
} from './eventStore';
import { type DomainMigration, migrateToLatest } from './migrations';
import type { Projection } from './projection';
import type { Database } from './schema';

export interface CommandResult<TState> {
  events: RecordedEvent[];
  state: TState;
  version: number;
}

const MAX_ATTEMPTS = 3;

export class Store {
  constructor(
    readonly db: Kysely<Database>,
    readonly config: StoreConfig,
    readonly projections: readonly Projection[],
    private readonly clock: () => number = Date.now,
  ) {}

  get kind(): StoreConfig['kind'] {
    return this.config.kind;
  }

  /**
   * Runs one command in one transaction: read the stream, fold it, decide, append with the expected
   * version, update the inline projections, commit. A concurrent append is retried against the new
   * state; if it keeps clashing the caller hears 409. Nothing half-written remains.
   */
  async handle<TState, TCommand, TEvent extends NewEvent>(
    decider: Decider<TState, TCommand, TEvent>,
    id: string,
    command: TCommand,
    meta: EventMeta,
  ): Promise<CommandResult<TState>> {
    const stream = { id, type: decider.streamType };
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction().execute(async (trx) => {
          const history = await readStream(trx, id);
          const state = history.reduce(
            (s, e) => decider.evolve(s, e as unknown as TEvent),
            decider.initialState(),
          );
          const decided = decider.decide(command, state);
          const recorded = await appendToStream(trx, stream, history.length, decided, meta, this.clock());
          for (const event of recorded) {
            for (const projection of this.projections) {
              if (projection.handles(event.type)) await projection.apply(trx, event);
            }
          }
          return {
            events: recorded,
            state: decided.reduce(decider.evolve, state),
            version: history.length + recorded.length,
          };
        });
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        if (attempt >= MAX_ATTEMPTS) throw conflict('数据已被他人修改，请刷新后重试');
      }
    }
  }

  /** Current state of one stream, folded from its events; `undefined` when the stream is empty. */
  async load<TState, TCommand, TEvent extends NewEvent>(
    decider: Decider<TState, TCommand, TEvent>,
    id: string,
  ): Promise<{ state: TState; version: number } | undefined> {
    const history = await readStream(this.db, id);
    if (history.length === 0) return undefined;
    const state = history.reduce((s, e) => decider.evolve(s, e as unknown as TEvent), decider.initialState());
    return { state, version: history.length };
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}

export async function openStore(options: {
  databaseUrl?: string;
  projections: readonly Projection[];
  migrations: readonly (readonly [string, DomainMigration])[];
  clock?: () => number;
}): Promise<Store> {
  const config = parseDatabaseUrl(options.databaseUrl);
  const db = createDatabase(config);
  await assertDurability(db, config);
  await migrateToLatest(db, config.kind, options.migrations);
  return new Store(db, config, options.projections, options.clock);
}
