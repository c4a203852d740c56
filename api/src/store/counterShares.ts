import { type Kysely, sql } from 'kysely';

/**
 * Live counters that every submit of a homework adds to (its counts and summary rows) are kept in
 * COUNTER_SHARES rows per homework and class instead of one: a submit adds to the share its report
 * falls in, and the figures are the sum of the shares, read through a view named as the table was.
 * On PostgreSQL one row would be locked by every submit of the homework until its commit, so
 * submits near a deadline would wait in a single line; with shares, up to COUNTER_SHARES of them
 * write at once. The share is the report id's remainder, so a rebuild fills the same rows.
 */
export const COUNTER_SHARES = 8;

export const shareOf = (reportId: number) => reportId % COUNTER_SHARES;

/** Every share number, 0 first: share 0 holds what is not added per report (the due counts). */
export const allShares = Array.from({ length: COUNTER_SHARES }, (_, i) => i);

/**
 * Replaces `table` (keyed by hw_id and class_id) with `${table}_shares`, keyed by hw_id, class_id and
 * share, its rows moved to share 0, and a view `table` summing the shares; `maxima` are the columns
 * that hold a highest value (the view takes their maximum instead of their sum).
 */
export async function splitIntoShares(
  db: Kysely<unknown>,
  table: string,
  columns: readonly { name: string; type: 'integer' | 'bigint' }[],
  maxima: readonly string[] = [],
): Promise<void> {
  const shares = `${table}_shares`;
  let create = db.schema
    .createTable(shares)
    .addColumn('hw_id', 'integer', (c) => c.notNull())
    .addColumn('class_id', 'integer', (c) => c.notNull())
    .addColumn('share', 'integer', (c) => c.notNull());
  for (const column of columns) create = create.addColumn(column.name, column.type, (c) => c.notNull());
  await create.addPrimaryKeyConstraint(`${shares}_pk`, ['hw_id', 'class_id', 'share'] as never).execute();
  await db.schema.createIndex(`${shares}_by_class_id`).on(shares).column('class_id').execute();
  const names = columns.map((c) => c.name);
  await sql`insert into ${sql.table(shares)} (hw_id, class_id, share, ${sql.join(names.map((n) => sql.ref(n)))})
    select hw_id, class_id, 0, ${sql.join(names.map((n) => sql.ref(n)))} from ${sql.table(table)}`.execute(
    db,
  );
  await db.schema.dropTable(table).execute();
  const figures = columns.map((c) =>
    maxima.includes(c.name)
      ? sql`max(${sql.ref(c.name)}) as ${sql.ref(c.name)}`
      : sql`cast(sum(${sql.ref(c.name)}) as bigint) as ${sql.ref(c.name)}`,
  );
  await sql`create view ${sql.table(table)} as
    select hw_id, class_id, ${sql.join(figures)} from ${sql.table(shares)} group by hw_id, class_id`.execute(
    db,
  );
}
