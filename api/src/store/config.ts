export type StoreConfig = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

export const DEFAULT_DATABASE_URL = 'sqlite:data/app.db';

/** `sqlite:<path>`, `sqlite::memory:` or `postgres://…`. */
export function parseDatabaseUrl(url: string = DEFAULT_DATABASE_URL): StoreConfig {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return { kind: 'postgres', url };
  if (url.startsWith('sqlite:')) return { kind: 'sqlite', path: url.slice('sqlite:'.length) || ':memory:' };
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got ${url}`);
}
