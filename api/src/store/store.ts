import { type Kysely, sql, type Transaction } from 'kysely';
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
 * The most commands one SQLite group commit holds: the connection is busy for the whole group, so
 * reads that arrive meanwhile wait for all of it.
 */
export const GROUP_COMMIT_LIMIT = 64;

/** A command waiting for the next SQLite group commit, and how to answer its caller. */
interface Queued {
  run: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const isClash = (error: unknown) => error instanceof ConcurrencyError || isRetryableDatabaseError(error);

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
  /** Commands waiting for the SQLite connection (see {@link Store.handle}). */
  private readonly queued: Queued[] = [];
  private committing = false;

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
    const run = (trx: Transaction<Database>) => this.runCommand(trx, decider, id, command, meta);
    if (this.kind === 'sqlite') return this.inGroup(run) as Promise<CommandResult<TState>>;
    return this.alone(run);
  }

  /** One command in a transaction of its own, retried on a clash. */
  private alone<T>(run: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.retrying(() => this.db.transaction().execute(run));
  }

  /**
   * SQLite group commit. The one connection runs one transaction at a time and each commit waits for
   * its fsync (`synchronous = FULL`), so commands that arrive while a commit is under way wait, then
   * run together in the next transaction, each in a savepoint of its own: one fsync for all of them.
   * A command that fails rolls back to its savepoint and hears its own error; the others commit. Every
   * caller is answered only after the commit that holds its events, so an answered write is on disk
   * as before. A command that clashed (another process wrote its stream), or a group whose commit
   * failed, runs again alone with the usual retries.
   */
  private inGroup(run: Queued['run']): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queued.push({ run, resolve, reject });
      if (!this.committing) void this.commitGroups();
    });
  }

  private async commitGroups() {
    this.committing = true;
    try {
      while (this.queued.length > 0) {
        const group = this.queued.splice(0, GROUP_COMMIT_LIMIT);
        if (group.length === 1) {
          const [only] = group as [Queued];
          await this.alone(only.run).then(only.resolve, only.reject);
          continue;
        }
        let outcomes: Outcome[];
        try {
          outcomes = await this.db.transaction().execute(async (trx) => {
            const done: Outcome[] = [];
            for (const command of group) {
              await sql`savepoint command`.execute(trx);
              try {
                const value = await command.run(trx);
                await sql`release savepoint command`.execute(trx);
                done.push({ ok: true, value });
              } catch (error) {
                await sql`rollback to savepoint command`.execute(trx);
                await sql`release savepoint command`.execute(trx);
                done.push({ ok: false, error });
              }
            }
            return done;
          });
        } catch {
          outcomes = group.map((_, i) => ({ ok: false, error: new GroupFailed(i) }));
        }
        group.forEach((command, i) => {
          const outcome = outcomes[i] as Outcome;
          if (outcome.ok) command.resolve(outcome.value);
          else if (outcome.error instanceof GroupFailed || isClash(outcome.error))
            this.alone(command.run).then(command.resolve, command.reject);
          else command.reject(outcome.error);
        });
      }
    } finally {
      this.committing = false;
    }
  }

  /**
   * Runs several commands, each on its own stream, in one transaction: every one is appended or none
   * is. `first` runs inside the same transaction before them (a claim that must hold with the
   * commands, e.g. a preview marked committed); whatever it throws, other than a clash, is the
   * caller's answer. Clashes retry the whole batch. A stream named twice is read once: the later
   * command decides on the state the earlier one left (a roster of thousands enrolled in one class
   * is then one read of the class, not one per student).
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
        const known = new Map<string, CommandResult<unknown>>();
        for (const c of commands) {
          const result = await this.runCommand(trx, c.decider, c.id, c.command, meta, known.get(c.id));
          known.set(c.id, result);
          results.push(result);
        }
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
    /** The stream as an earlier command of the same transaction left it. */
    known?: { state: TState; version: number },
  ): Promise<CommandResult<TState>> {
    // The stream first, then whatever the command reads: a read model seen later than the stream is
    // never older than it, and anything newer on this stream makes the append below clash.
    let state: TState;
    let version: number;
    if (known) {
      ({ state, version } = known);
    } else {
      const history = await readStream(trx, id);
      state = history.reduce((s, e) => decider.evolve(s, e as unknown as TEvent), decider.initialState());
      version = history.length;
    }
    const command = input instanceof ReadInside ? await input.read(trx) : input;
    const decided = decider.decide(command, state);
    const recorded = await appendToStream(
      trx,
      { id, type: decider.streamType },
      version,
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
      version: version + recorded.length,
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

/** The group's transaction did not commit: its commands run again, each alone. */
class GroupFailed extends Error {
  constructor(index: number) {
    super(`command ${index} of a group commit that did not commit`);
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
