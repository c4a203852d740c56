import { describe, expect, it } from 'vitest';
import { openAppStore } from '../modules';
import { seedDemoSchool } from './seed';

describe('demo lesson sessions', () => {
  it('the demo school has sessions in every state, handouts in each state and a cancelled session', async () => {
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
      const lessons = await store.db
        .selectFrom('lesson_times')
        .select(['id', 'arrange_time', 'team_class_id'])
        .where('team_class_id', '=', 1)
        .execute();
      expect(lessons.some((l) => l.arrange_time <= now && l.arrange_time + 5400 > now)).toBe(true);
      expect(lessons.filter((l) => l.arrange_time > now).length).toBeGreaterThanOrEqual(3);
      const sessions = await store.db.selectFrom('lesson_sessions').selectAll().execute();
      expect(new Set(sessions.filter((s) => s.file_name !== '').map((s) => s.file_status))).toEqual(
        new Set([1, 3, 4]),
      );
      expect(sessions.find((s) => s.file_status === 4)?.file_remark).not.toBe('');
      expect(sessions.filter((s) => s.cancelled === 1)).toHaveLength(1);
      expect((await store.db.selectFrom('session_evaluations').selectAll().execute()).length).toBe(2);
      const oneToOne = await store.db
        .selectFrom('team_class_students')
        .select((eb) => ['team_class_id', eb.fn.countAll<number>().as('n')])
        .groupBy('team_class_id')
        .having((eb) => eb.fn.countAll(), '=', 1)
        .execute();
      expect(oneToOne).toHaveLength(1);
    } finally {
      await store.close();
    }
  }, 60_000);
});
