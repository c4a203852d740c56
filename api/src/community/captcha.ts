import { randomBytes, randomInt } from 'node:crypto';
import type { CaptchaVerdict } from '@school/machines';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';

/** A captcha lives five minutes and answers one check, right or wrong. */
export const CAPTCHA_TTL_SECONDS = 300;
const LETTERS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The captcha image: an SVG of plain shapes and text (no script, no external reference), noisy lines over it. */
function captchaSvg(answer: string): string {
  const chars = [...answer]
    .map((c, i) => {
      const x = 14 + i * 24;
      const y = 30 + randomInt(-4, 5);
      const r = randomInt(-20, 21);
      return `<text x="${x}" y="${y}" transform="rotate(${r} ${x} ${y})" font-size="26" font-family="monospace" fill="#${randomInt(0x202020, 0x707070).toString(16)}">${c}</text>`;
    })
    .join('');
  const lines = Array.from(
    { length: 4 },
    () =>
      `<line x1="${randomInt(0, 110)}" y1="${randomInt(0, 40)}" x2="${randomInt(0, 110)}" y2="${randomInt(0, 40)}" stroke="#999" stroke-width="1"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40" viewBox="0 0 110 40"><rect width="110" height="40" fill="#f3f4f6"/>${lines}${chars}</svg>`;
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
