import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/** Where a value goes in a compiled statement: the name of the value, and its index for a list. */
class Slot {
  constructor(
    readonly name: string,
    readonly index?: number,
  ) {}
}

type Values = Record<string, unknown>;

/**
 * What a statement is built with: a slot for each value given, typed as the value so the builder
 * takes it (a list gives a slot per element), undefined for a value not given. A slot compiles to a
 * parameter like any value.
 */
export type Slots<V extends Values> = { readonly [K in keyof V]: V[K] };

function slotsFor<V extends Values>(values: V): Slots<V> {
  const slots: Values = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    slots[name] = Array.isArray(value) ? value.map((_, i) => new Slot(name, i)) : new Slot(name);
  }
  return slots as Slots<V>;
}

/** The part of the statement's text the values decide: which are given, and each list's length. */
const shapeOf = (values: Values) =>
  Object.entries(values)
    .map(([name, value]) =>
      value === undefined ? '' : Array.isArray(value) ? `${name}[${value.length}]` : name,
    )
    .join(',');

const bind = (parameters: readonly unknown[], values: Values) =>
  parameters.map((p) => {
    if (!(p instanceof Slot)) return p;
    const value = values[p.name];
    return p.index === undefined ? value : (value as unknown[])[p.index];
  });

/**
 * A statement Kysely builds and compiles once per shape and database, then runs with each call's
 * values bound: building and compiling the list's statements cost more CPU than SQLite takes to run
 * them. The shape is the `choices` (what changes the statement's text: the sort, a role's rule) and
 * which values are given. The builder must take every value through its slot, never from elsewhere:
 * anything else would be frozen into the cached statement.
 */
export function compiledStatement<DB, C, V extends Values, R>(
  build: (db: Kysely<DB>, choices: C, slots: Slots<V>) => Compilable<R>,
  limit = 500,
) {
  const byDatabase = new WeakMap<Kysely<DB>, Map<string, CompiledQuery<R>>>();
  return async (db: Kysely<DB>, choices: C, values: V): Promise<R[]> => {
    let cache = byDatabase.get(db);
    if (!cache) {
      cache = new Map();
      byDatabase.set(db, cache);
    }
    const key = `${JSON.stringify(choices)}|${shapeOf(values)}`;
    let compiled = cache.get(key);
    if (!compiled) {
      compiled = build(db, choices, slotsFor(values)).compile();
      if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
      cache.set(key, compiled);
    }
    const { rows } = await db.executeQuery<R>({ ...compiled, parameters: bind(compiled.parameters, values) });
    return rows;
  };
}
