import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledStatement, type Slots } from './compiledStatements';

interface Db {
  items: { id: number; name: string; size: number };
}

let db: Kysely<Db>;

beforeAll(async () => {
  db = new Kysely<Db>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('items')
    .values([
      { id: 1, name: 'a', size: 10 },
      { id: 2, name: 'b', size: 20 },
      { id: 3, name: 'c', size: 30 },
      { id: 4, name: 'd', size: 40 },
    ])
    .execute();
});
afterAll(() => db.destroy());

interface Values extends Record<string, unknown> {
  minSize: number | undefined;
  ids: number[] | undefined;
}

function counted() {
  const built: string[] = [];
  const run = compiledStatement(
    (db: Kysely<Db>, choices: { direction: 'asc' | 'desc' }, v: Slots<Values>) => {
      built.push(`${choices.direction} ${v.minSize === undefined ? '' : 'min'} ${v.ids?.length ?? ''}`);
      let query = db.selectFrom('items').select('id');
      if (v.minSize !== undefined) query = query.where('size', '>=', v.minSize);
      if (v.ids !== undefined) query = query.where('id', 'in', v.ids);
      return query.orderBy('id', choices.direction);
    },
  );
  const ids = async (direction: 'asc' | 'desc', values: Values) =>
    (await run(db, { direction }, values)).map((r) => r.id);
  return { built, ids };
}

describe('statements compiled once per shape', () => {
  it('binds each call its own values into the statement built once', async () => {
    const { built, ids } = counted();
    expect(await ids('asc', { minSize: 20, ids: undefined })).toEqual([2, 3, 4]);
    expect(await ids('asc', { minSize: 35, ids: undefined })).toEqual([4]);
    expect(await ids('asc', { minSize: 0, ids: undefined })).toEqual([1, 2, 3, 4]);
    expect(built).toHaveLength(1);
  });

  it('a value not given leaves its condition out, and its statement is another one', async () => {
    const { built, ids } = counted();
    expect(await ids('asc', { minSize: 30, ids: undefined })).toEqual([3, 4]);
    expect(await ids('asc', { minSize: undefined, ids: undefined })).toEqual([1, 2, 3, 4]);
    expect(await ids('asc', { minSize: 40, ids: undefined })).toEqual([4]);
    expect(built).toHaveLength(2);
  });

  it('a list of another length gets its own statement, each element bound in place', async () => {
    const { built, ids } = counted();
    expect(await ids('asc', { minSize: undefined, ids: [1, 3] })).toEqual([1, 3]);
    expect(await ids('asc', { minSize: undefined, ids: [2, 3, 4] })).toEqual([2, 3, 4]);
    expect(await ids('asc', { minSize: 25, ids: [4, 2] })).toEqual([4]);
    expect(await ids('asc', { minSize: undefined, ids: [4, 2] })).toEqual([2, 4]);
    expect(built).toHaveLength(3);
  });

  it('the choices are part of the shape', async () => {
    const { built, ids } = counted();
    expect(await ids('asc', { minSize: 20, ids: undefined })).toEqual([2, 3, 4]);
    expect(await ids('desc', { minSize: 20, ids: undefined })).toEqual([4, 3, 2]);
    expect(built).toEqual(['asc min ', 'desc min ']);
  });
});
