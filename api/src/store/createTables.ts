import type { Kysely } from 'kysely';

type ColumnType = 'integer' | 'bigint' | 'text';
/** `?` at the end of a type makes the column nullable. */
type ColumnSpec = ColumnType | `${ColumnType}?`;

/** Creates plain projection tables from a compact description: columns, then a primary key. */
export async function createTables(
  db: Kysely<unknown>,
  tables: Record<string, { columns: Record<string, ColumnSpec>; primaryKey: string[]; indexes?: string[][] }>,
): Promise<void> {
  for (const [name, { columns, primaryKey, indexes = [] }] of Object.entries(tables)) {
    let builder = db.schema.createTable(name);
    for (const [column, spec] of Object.entries(columns)) {
      const nullable = spec.endsWith('?');
      const type = spec.replace('?', '') as ColumnType;
      builder = builder.addColumn(column, type, (c) => (nullable ? c : c.notNull()));
    }
    await builder.addPrimaryKeyConstraint(`${name}_pk`, primaryKey as never).execute();
    for (const columnsOfIndex of indexes) {
      await db.schema
        .createIndex(`${name}_by_${columnsOfIndex.join('_')}`)
        .on(name)
        .columns(columnsOfIndex)
        .execute();
    }
  }
}
