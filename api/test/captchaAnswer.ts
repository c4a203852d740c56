import type { Kysely } from 'kysely';
import { parseDatabaseUrl } from '../src/store/config';
import { createDatabase } from '../src/store/database';

/** The captcha table as this helper reads it (`community_captcha`, see api/src/community/tables.ts). */
interface CaptchaDatabase {
  community_captcha: { key: string; answer: string; expires_at: number };
}

/**
 * The answer of a captcha the API issued, read from the store's captcha table the way a person reads
 * the image: no route serves it and no setting fixes it. For suites that drive posting end to end.
 */
export async function captchaAnswerOf<DB>(db: Kysely<DB>, key: string): Promise<string> {
  const row = await (db as unknown as Kysely<CaptchaDatabase>)
    .selectFrom('community_captcha')
    .select('answer')
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) throw new Error(`no captcha with key ${key} in the store`);
  return row.answer;
}

/**
 * The same for a server in another process (the browser tests'): opens its database by URL for one
 * read. Without a key, the answer of the captcha issued last (the one the screen shows).
 */
export async function captchaAnswerIn(databaseUrl: string, key?: string): Promise<string> {
  const db = createDatabase(parseDatabaseUrl(databaseUrl)) as unknown as Kysely<CaptchaDatabase>;
  try {
    if (key !== undefined) return await captchaAnswerOf(db, key);
    const row = await db
      .selectFrom('community_captcha')
      .select('answer')
      .orderBy('expires_at', 'desc')
      .executeTakeFirst();
    if (!row) throw new Error('no captcha in the store');
    return row.answer;
  } finally {
    await db.destroy();
  }
}
