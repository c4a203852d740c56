import { type Generated, type Kysely, sql } from 'kysely';
import { autoKey, type Dialect } from './migrations';

/**
 * Numbers for new things (questions, homework, reports) come from the database: one table per kind
 * whose auto-numbered key hands them out (a sequence on PostgreSQL, AUTOINCREMENT on SQLite). Two
 * users creating at the same moment never wait on one another, nothing is retried, and a number is
 * never handed out twice, even when the command that asked for it is refused afterwards. The number
 * is stored in the event that uses it, so a rebuild gives the same numbers without these tables.
 */
export interface IdSequenceTable {
  id: Generated<number>;
  /** Unix milliseconds. */
  reserved_at: number;
}

type Sequences = Record<string, IdSequenceTable>;

/** Rows per insert, far below SQLite's limit on bound parameters. */
const CHUNK = 500;

export async function createIdSequence(db: Kysely<unknown>, dialect: Dialect, table: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('id', autoKey(dialect), (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('reserved_at', 'bigint', (c) => c.notNull())
    .execute();
}

/** `count` fresh numbers, ascending (not necessarily consecutive under concurrency). */
export async function nextIds<DB>(
  db: Kysely<DB>,
  table: string,
  count: number,
  now: number,
): Promise<number[]> {
  const sequences = db as unknown as Kysely<Sequences>;
  const ids: number[] = [];
  for (let left = count; left > 0; left -= CHUNK) {
    const rows = await sequences
      .insertInto(table)
      .values(Array.from({ length: Math.min(left, CHUNK) }, () => ({ reserved_at: now })))
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => Number(r.id)));
  }
  return ids.sort((a, b) => a - b);
}

/**
 * Makes the next number handed out greater than `atLeast`: for numbers given before the table
 * existed (the demo school's planned ids, counters of an older log).
 */
export async function raiseIdSequence<DB>(
  db: Kysely<DB>,
  dialect: Dialect,
  table: string,
  atLeast: number,
): Promise<void> {
  if (atLeast < 1) return;
  const sequences = db as unknown as Kysely<Sequences>;
  await sequences
    .insertInto(table)
    .values({ id: atLeast, reserved_at: 0 } as never)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  if (dialect === 'postgres') {
    // an explicit key does not move a PostgreSQL sequence
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
      sequences,
    );
  }
}

/**
 * The highest number handed out by a counter stream of an older log (events `{ first, count }`),
 * 0 when there is none.
 */
export async function legacyCounterMax<DB>(db: Kysely<DB>, streamType: string): Promise<number> {
  const { rows } = await sql<{
    data: string;
  }>`select data from events where stream_type = ${streamType}`.execute(db);
  return rows.reduce((max, row) => {
    const { first, count } = JSON.parse(row.data) as { first: number; count: number };
    return Math.max(max, first + count - 1);
  }, 0);
}
