import type { CamelCasedPropertiesDeep } from 'type-fest';

/**
 * The gateway's one conversion of REST answers to GraphQL's field names: snake_case keys become
 * camelCase, deeply, so a type mapped to `Camel<RestX>` is resolved by GraphQL's default resolvers and
 * a resolver keeps only real decisions. Values are untouched (ids stay numbers; `ID` and `DateTime`
 * serialise them).
 */
export type Camel<T> = CamelCasedPropertiesDeep<T>;

const names = new Map<string, string>();

/**
 * `avarage_score` → `avarageScore`, `option_a1` → `optionA1`, `_id` → `id` (leading underscores go, as
 * in `Camel`); a key without `_` is itself.
 */
export function camelKey(key: string): string {
  if (!key.includes('_')) return key;
  let name = names.get(key);
  if (name === undefined) {
    name = key.replace(/^_+/, '').replace(/_+([a-z0-9])/gi, (_, c: string) => c.toUpperCase());
    names.set(key, name);
  }
  return name;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** The REST answer with every key of every plain object camelCased; arrays map element by element. */
export function camel<T>(value: T): Camel<T> {
  return convert(value) as Camel<T>;
}

function convert(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convert);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key in value) out[camelKey(key)] = convert(value[key]);
  return out;
}
