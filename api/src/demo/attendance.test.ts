import { describe, expect, it } from 'vitest';
import { openAppStore } from '../modules';
import { seedDemoSchool } from './seed';

describe('demo leave and attendance', () => {
  it('the demo school has pending, approved and rejected leave requests and marked team class cells', async () => {
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
      const leaves = await store.db.selectFrom('period_attendance').selectAll().execute();
      expect(new Set(leaves.map((l) => l.leave_status))).toEqual(new Set([1, 2, 3]));
      const cells = await store.db.selectFrom('lesson_attendance').selectAll().execute();
      // Present with a reason, or on leave (the demo sessions' leave of a lesson not yet held).
      expect(cells.every((c) => (c.mark === 1 && c.remarks !== '') || c.on_leave === 1)).toBe(true);
      expect(cells.some((c) => c.mark === 1)).toBe(true);
    } finally {
      await store.close();
    }
  }, 60_000);
});
