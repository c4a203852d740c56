import { describe, expect, it } from 'vitest';
import { openAppStore } from '../modules';
import { seedDemoSchool } from './seed';

describe('demo homework', () => {
  it('each class head teacher publishes the scale’s homework, with a report per student in status 1', async () => {
    const store = await openAppStore({ databaseUrl: 'sqlite::memory:' });
    try {
      const scale = { classes: 4, studentsPerClass: 5, homeworkPerClass: 2, submitRate: 0, seed: 11 };
      const { events } = await seedDemoSchool(store, scale);
      const homework = await store.db.selectFrom('homework').select('id').execute();
      expect(homework).toHaveLength(scale.classes * scale.homeworkPerClass);
      const reports = await store.db.selectFrom('homework_reports').select(['status']).execute();
      expect(reports.length).toBeGreaterThanOrEqual(
        scale.classes * scale.studentsPerClass * scale.homeworkPerClass,
      );
      expect(new Set(reports.map((r) => r.status))).toEqual(new Set([1]));
      const none = await openAppStore({ databaseUrl: 'sqlite::memory:' });
      const plain = await seedDemoSchool(none, { ...scale, homeworkPerClass: 0 });
      await none.close();
      expect(events).toBeGreaterThan(plain.events);
    } finally {
      await store.close();
    }
  });
});
