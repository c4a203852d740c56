import { randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import type { CaptchaVerdict } from '@school/machines';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';

/** A captcha lives five minutes and answers one check, right or wrong. */
export const CAPTCHA_TTL_SECONDS = 300;
const LETTERS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

interface CaptchaDrawing {
  width: number;
  height: number;
  fontSize: number;
  noise: number;
  color: boolean;
  background: string;
}

/**
 * svg-captcha's renderer (its module is the function drawing a given text; its typings name only
 * `create`, which would pick the answer with Math.random: the answer here comes from node:crypto).
 */
const drawCaptcha = createRequire(import.meta.url)('svg-captcha') as (
  text: string,
  options: CaptchaDrawing,
) => string;

/**
 * The captcha image: svg-captcha draws each character as a path of its font's outline, placed and
 * tilted at random among noise curves, so the answer is not in the markup as text.
 */
function captchaSvg(answer: string): string {
  return drawCaptcha(answer, {
    width: 120,
    height: 40,
    fontSize: 44,
    noise: 3,
    color: true,
    background: '#f3f4f6',
  });
}

/** A new captcha: its key and its image as a data URL. */
export async function issueCaptcha(db: Kysely<Database>, now: number): Promise<{ key: string; img: string }> {
  const answer = Array.from({ length: 4 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
  const key = randomBytes(16).toString('hex');
  await db.deleteFrom('community_captcha').where('expires_at', '<', now).execute();
  await db
    .insertInto('community_captcha')
    .values({ key, answer, expires_at: now + CAPTCHA_TTL_SECONDS })
    .execute();
  return { key, img: `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}` };
}

/** Checks and spends a captcha: an unknown, used or expired key is `expired`; the answer ignores case. */
export async function spendCaptcha(
  db: Kysely<Database>,
  key: string,
  answer: string,
  now: number,
): Promise<CaptchaVerdict> {
  const row = await db
    .deleteFrom('community_captcha')
    .where('key', '=', key)
    .returning(['answer', 'expires_at'])
    .executeTakeFirst();
  if (!row || Number(row.expires_at) < now) return 'expired';
  return row.answer.toUpperCase() === answer.trim().toUpperCase() ? 'right' : 'wrong';
}
