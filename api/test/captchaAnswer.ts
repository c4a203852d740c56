import type { Kysely } from 'kysely';
import { captchaAnswer } from '../src/community/captcha';
import { parseDatabaseUrl } from '../src/store/config';
import { createDatabase } from '../src/store/database';
import type { Database } from '../src/store/schema';

/**
 * The answer of a captcha the API issued, read from the store's captcha table the way a person reads
 * the image: no route serves it and no setting fixes it. For suites that drive posting end to end.
 */
export async function captchaAnswerOf(db: Kysely<Database>, key: string): Promise<string> {
  const answer = await captchaAnswer(db, key);
  if (answer === undefined) throw new Error(`no captcha with key ${key} in the store`);
  return answer;
}

/**
 * The same for a server in another process (the browser tests'): opens its database by URL for one
 * read. Without a key, the answer of the captcha issued last (the one the screen shows).
 */
export async function captchaAnswerIn(databaseUrl: string, key?: string): Promise<string> {
  const db = createDatabase(parseDatabaseUrl(databaseUrl));
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
