import type { Kysely } from 'kysely';
import type { DomainMigration } from '../store/migrations';

export type Role = 'teacher' | 'assistant' | 'student' | 'admin';

/** Projection of the user streams: one row per account. */
export interface UsersTable {
  id: number;
  role: Role;
  mobile: string;
  nickname: string;
  real_name: string;
  avatar: string;
  introduction: string;
  password_hash: string;
  can_dispatch: number;
  can_correct: number;
  /** Unix seconds. */
  created_at: number;
}

/** Server-side sessions: operational state, not events; a rebuild leaves them alone. */
export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
}

/** The domain's tables join the API's one Database type here (declaration merging). */
declare module '../store/schema' {
  interface Database extends AuthTables {}
}

const createAuthTables: DomainMigration = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('introduction', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('can_dispatch', 'integer', (c) => c.notNull())
    .addColumn('can_correct', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_by_user').on('sessions').column('user_id').execute();
};

export const authMigrations: [string, DomainMigration][] = [['0100_auth', createAuthTables]];
