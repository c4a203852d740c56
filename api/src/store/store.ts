import type { Kysely, Transaction } from 'kysely';
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
import { nextIds } from './idSequences';
import { type DomainMigration, migrateToLatest } from './migrations';
import type { Projection } from './projection';
import type { Database } from './schema';

/**
 * A command whose facts are read inside the transaction that appends its events, after the stream
 * itself was read: a decision that rests on a read model (a projection row, another table) sees the
 * state its write will follow. Any write committed after the stream read that touches this stream
 * makes the append clash, and the whole command (read included) runs again; so racing callers get
 * exactly one winner and the others the refusal of the state the winner left. Build it with
 * {@link readInside}.
 */
export class ReadInside<TCommand> {
  constructor(readonly read: (trx: Transaction<Database>) => Promise<TCommand>) {}
}

/** A command built inside the write's transaction (see {@link ReadInside}). */
export const readInside = <TCommand>(read: (trx: Transaction<Database>) => Promise<TCommand>) =>
  new ReadInside(read);

export type CommandInput<TCommand> = TCommand | ReadInside<TCommand>;

/** One command for {@link Store.handleAll}, built by {@link streamCommand} so its types agree. */
export interface StreamCommand {
  // biome-ignore lint/suspicious/noExplicitAny: the batch mixes deciders; streamCommand checks each one's types
  decider: Decider<any, any, any>;
  id: string;
  command: unknown;
}

export const streamCommand = <TState, TCommand, TEvent extends NewEvent>(
  decider: Decider<TState, TCommand, TEvent>,
  id: string,
  command: CommandInput<TCommand>,
): StreamCommand => ({ decider, id, command });

export interface CommandResult<TState> {
  events: RecordedEvent[];
  state: TState;
  version: number;
}

/** A stream that kept changing through every try. */
export const VERSION_CONFLICT = '数据已被他人修改，请刷新后重试';

/**
 * A command that clashed with another writer of its stream runs again against the new state, after a
 * pause drawn at random below a ceiling that doubles each time (full jitter), so writers that clashed
 * do not clash again in step. Only a stream that keeps changing through every try answers 409.
 */
export const RETRY = { attempts: 10, firstCeilingMs: 4, maxCeilingMs: 400 } as const;

export const retryPauseMs = (attempt: number, random: () => number = Math.random) =>
  random() * Math.min(RETRY.maxCeilingMs, RETRY.firstCeilingMs * 2 ** (attempt - 1));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The database's own refusals of a transaction that lost a race: PostgreSQL's serialization failure
 * and deadlock; SQLite's busy database when another process shares the file (a transaction that read
 * before another process wrote cannot write: SQLITE_BUSY_SNAPSHOT, which no busy timeout waits out).
 * Like a version clash, they mean "run it again", never "the data is wrong".
 */
export const isRetryableDatabaseError = (error: unknown) =>
  ['40001', '40P01', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT'].includes(
    String((error as { code?: unknown }).code),
  );

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
    command: CommandInput<TCommand>,
    meta: EventMeta,
  ): Promise<CommandResult<TState>> {
    return this.retrying(() =>
      this.db.transaction().execute((trx) => this.runCommand(trx, decider, id, command, meta)),
    );
  }

  /**
   * Runs several commands, each on its own stream, in one transaction: every one is appended or none
   * is. `first` runs inside the same transaction before them (a claim that must hold with the
   * commands, e.g. a preview marked committed); whatever it throws, other than a clash, is the
   * caller's answer. Clashes retry the whole batch.
   */
  async handleAll(
    commands: readonly StreamCommand[],
    meta: EventMeta,
    first?: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<CommandResult<unknown>[]> {
    return this.retrying(() =>
      this.db.transaction().execute(async (trx) => {
        await first?.(trx);
        const results: CommandResult<unknown>[] = [];
        for (const c of commands) results.push(await this.runCommand(trx, c.decider, c.id, c.command, meta));
        return results;
      }),
    );
  }

  private async runCommand<TState, TCommand, TEvent extends NewEvent>(
    trx: Transaction<Database>,
    decider: Decider<TState, TCommand, TEvent>,
    id: string,
    input: CommandInput<TCommand>,
    meta: EventMeta,
  ): Promise<CommandResult<TState>> {
    // The stream first, then whatever the command reads: a read model seen later than the stream is
    // never older than it, and anything newer on this stream makes the append below clash.
    const history = await readStream(trx, id);
    const state = history.reduce((s, e) => decider.evolve(s, e as unknown as TEvent), decider.initialState());
    const command = input instanceof ReadInside ? await input.read(trx) : input;
    const decided = decider.decide(command, state);
    const recorded = await appendToStream(
      trx,
      { id, type: decider.streamType },
      history.length,
      decided,
      meta,
      this.clock(),
    );
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
  }

  /** A transaction that lost a race runs again, after a jittered pause; one that keeps losing answers 409. */
  private async retrying<T>(run: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (error) {
        if (!(error instanceof ConcurrencyError) && !isRetryableDatabaseError(error)) throw error;
        if (attempt >= RETRY.attempts) throw conflict(VERSION_CONFLICT);
        await sleep(retryPauseMs(attempt));
      }
    }
  }

  /** Fresh numbers from one of the id sequence tables (see `idSequences.ts`). */
  async nextIds(table: string, count: number): Promise<number[]> {
    return count === 0 ? [] : nextIds(this.db, table, count, this.clock());
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
