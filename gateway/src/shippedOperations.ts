import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';

/** The file the web build writes beside its assets: each operation the app sends, by its SHA-256. */
export const SHIPPED_OPERATIONS_FILE = 'persisted-queries.json';

/**
 * The operations the built web app sends, as hash → text, read from its manifest; none when the app
 * is not built (the gateway alone). A text whose hash does not match stops the start-up: the app
 * would send a hash the gateway answers with another operation.
 */
export function readShippedOperations(webDist: string): ReadonlyMap<string, string> {
  const file = join(webDist, SHIPPED_OPERATIONS_FILE);
  if (!existsSync(file)) return new Map();
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  for (const [hash, text] of Object.entries(manifest)) {
    if (createHash('sha256').update(text).digest('hex') !== hash)
      throw new Error(`${file}: the operation under ${hash} does not have that hash; build the web again`);
  }
  return new Map(Object.entries(manifest));
}

/**
 * Apollo Server's persisted-query cache (its `persistedQueries.cache`, keys `apq:<sha256>`) with the
 * web's operations known from the start, so the app's first hash-only request is answered instead of
 * costing a PersistedQueryNotFound round trip. Other documents still register by automatic persisted
 * queries, in a bounded cache of their own that can never evict the app's.
 */
export function persistedQueryCache(
  shipped: ReadonlyMap<string, string>,
  others: KeyValueCache<string> = new InMemoryLRUCache<string>(),
): KeyValueCache<string> {
  const known = new Map([...shipped].map(([hash, text]) => [`apq:${hash}`, text]));
  return {
    async get(key) {
      return known.get(key) ?? others.get(key);
    },
    async set(key, value, options) {
      if (!known.has(key)) await others.set(key, value, options);
    },
    async delete(key) {
      if (!known.has(key)) return others.delete(key);
    },
  };
}
