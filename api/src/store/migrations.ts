import { type Kysely, type Migration, Migrator } from 'kysely';
import type { StoreConfig } from './config';
import type { Database } from './schema';

export type Dialect = StoreConfig['kind'];
export type DomainMigration = (db: Kysely<unknown>, dialect: Dialect) => Promise<void>;

/** Column type of an auto-numbered key in each dialect. */
export const autoKey = (dialect: Dialect) => (dialect === 'postgres' ? 'bigserial' : 'integer');

const eventsMigration: DomainMigration = async (db, dialect) => {
  await db.schema
    .createTable('events')
    .addColumn('position', autoKey(dialect), (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('stream_type', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('meta', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('events_stream_version', ['stream_id', 'version'])
    .execute();
  await db.schema.createIndex('events_by_type').on('events').column('stream_type').execute();
};

/** The store's own tables first, then each domain's, in the order the domains are listed. */
export async function migrateToLatest(
  database: Kysely<Database>,
  dialect: Dialect,
  domainMigrations: readonly (readonly [string, DomainMigration])[],
): Promise<void> {
  const ordered = [['0001_events', eventsMigration] as const, ...domainMigrations];
  const db = database as unknown as Kysely<unknown>;
  const migrations: Record<string, Migration> = Object.fromEntries(
    ordered.map(([name, up]) => [name, { up: (trxDb: Kysely<unknown>) => up(trxDb, dialect) }]),
  );
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
