import { describe, expect, it } from 'vitest';
import { cardsBetween } from '../calendar/cards';
import { toViewer } from '../http/viewer';
import { openAppStore } from '../modules';
import { DEMO_ACCOUNTS } from './scale';
import { seedDemoSchool } from './seed';

const DAY = 86_400;

describe('demo calendars', () => {
  it("the demo teacher's and assistant's calendars have past cards with and without playback, a card live now and upcoming ones", async () => {
    const store = await openAppStore({ databaseUrl: 'sqlite::memory:' });
    try {
      await seedDemoSchool(store, {
        classes: 2,
        studentsPerClass: 12,
        homeworkPerClass: 0,
        submitRate: 0,
        seed: 7,
        study: true,
      });
      const now = Math.floor(Date.now() / 1000);
      for (const mobile of [DEMO_ACCOUNTS.teacher, DEMO_ACCOUNTS.assistant]) {
        const user = await store.db
          .selectFrom('users')
          .selectAll()
          .where('mobile', '=', mobile)
          .executeTakeFirstOrThrow();
        const cards = await cardsBetween(
          store.db,
          toViewer(user, ''),
          { from: now - 120 * DAY, to: now + 30 * DAY },
          now,
        );
        const ended = cards.filter((c) => c.live_status === 3 && c.abilities.replay.shown);
        expect(
          ended.some((c) => c.is_playback === 1),
          `${mobile}: a past card with playback`,
        ).toBe(true);
        expect(
          ended.some((c) => c.is_playback === 0),
          `${mobile}: a past card without`,
        ).toBe(true);
        expect(
          cards.some((c) => c.live_status === 1 && c.abilities.enter.allowed),
          `${mobile}: live now`,
        ).toBe(true);
        expect(cards.filter((c) => c.live_status === 2).length, `${mobile}: upcoming`).toBeGreaterThanOrEqual(
          2,
        );
        expect(new Set(cards.map((c) => c.card_type))).toEqual(new Set(['period', 'meeting']));
      }
    } finally {
      await store.close();
    }
  }, 120_000);
});
