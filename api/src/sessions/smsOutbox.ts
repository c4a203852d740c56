import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../store/schema';

/** What a real SMS gateway implements: send one text to one mobile number, or throw. */
export interface SmsSender {
  send(message: { mobile: string; content: string }): Promise<void>;
}

/** The default sender: writes each message to the log (no SMS gateway is configured). */
export const loggingSmsSender = (logger: Logger): SmsSender => ({
  send: async ({ mobile, content }) => {
    logger.info({ sms: { mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`, content } }, 'sms sent');
  },
});

/** Messages are tried this many times before they are left for an operator. */
export const SMS_MAX_ATTEMPTS = 5;

/**
 * Sends the waiting messages of the outbox, oldest first, at most `batch` of them; a message is
 * marked sent when its sender resolves, and counts a failed attempt when it throws.
 */
export async function drainSmsOutbox(
  db: Kysely<Database>,
  sender: SmsSender,
  now: () => number,
  batch = 100,
): Promise<{ sent: number; failed: number }> {
  const waiting = await db
    .selectFrom('sms_outbox')
    .select(['event_position', 'uid', 'mobile', 'content'])
    .where('sent_at', 'is', null)
    .where('attempts', '<', SMS_MAX_ATTEMPTS)
    .orderBy('event_position')
    .orderBy('uid')
    .limit(batch)
    .execute();
  let sent = 0;
  let failed = 0;
  for (const row of waiting) {
    const key = (q: ReturnType<typeof update>) =>
      q.where('event_position', '=', row.event_position).where('uid', '=', row.uid);
    const update = () => db.updateTable('sms_outbox');
    try {
      await sender.send({ mobile: row.mobile, content: row.content });
      await key(update().set({ sent_at: now() })).execute();
      sent++;
    } catch {
      await key(update().set((eb) => ({ attempts: eb('attempts', '+', 1) }))).execute();
      failed++;
    }
  }
  return { sent, failed };
}
