import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

/**
 * Case-insensitive substring match, the same on SQLite and PostgreSQL: the text is lower-cased and
 * its LIKE wildcards escaped, so `%` and `_` match themselves.
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  return matchesPattern(column, containsPattern(text));
}

/** The LIKE pattern of `containsText`, for a statement that binds it as a value. */
export const containsPattern = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The match of `containsText` against a pattern from `containsPattern`. */
export const matchesPattern = (column: string, pattern: string): RawBuilder<boolean> =>
  sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

export interface PageRequest {
  page: number;
  limit: number;
}

/**
 * One page of a filtered query and the count of all its rows, run together. `select` chooses the
 * columns and the order of the page; the count runs over the same filters.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O, Row>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: PageRequest,
  select: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    select(query)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as Row[], total: Number((count as { n: number | string }).n) };
}
