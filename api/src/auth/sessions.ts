import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { compiledStatement, type Slots } from '../store/compiledStatements';
import type { Database } from '../store/schema';
import type { UsersTable } from './tables';

/** Sessions last a week from sign-in. */
export const SESSION_SECONDS = 7 * 24 * 3600;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function startSession(db: Kysely<Database>, userId: number, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      token_hash: digest(token),
      user_id: userId,
      created_at: now,
      expires_at: now + SESSION_SECONDS,
      revoked_at: null,
    })
    .execute();
  return token;
}

export type SessionLookup =
  | { status: 'valid'; user: Selectable<UsersTable> }
  | { status: 'expired' }
  | { status: 'unknown' };

/** Read on every authenticated call: compiled once, not cached (a revoked session is refused at once). */
const sessionRows = compiledStatement((db: Kysely<Database>, _: object, v: Slots<{ tokenHash: string }>) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.expires_at', 'sessions.revoked_at'])
    .where('sessions.token_hash', '=', v.tokenHash),
);

export async function findSession(db: Kysely<Database>, token: string, now: number): Promise<SessionLookup> {
  const [row] = await sessionRows(db, {}, { tokenHash: digest(token) });
  if (!row || row.revoked_at !== null) return { status: 'unknown' };
  if (Number(row.expires_at) <= now) return { status: 'expired' };
  const { expires_at: _e, revoked_at: _r, ...user } = row;
  return { status: 'valid', user };
}

export async function endSession(db: Kysely<Database>, token: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', digest(token)).execute();
}

/** Ends every session of the user but the one given (a changed password signs the account out elsewhere). */
export async function endOtherSessions(
  db: Kysely<Database>,
  userId: number,
  keepToken: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('token_hash', '!=', digest(keepToken))
    .where('revoked_at', 'is', null)
    .execute();
}
