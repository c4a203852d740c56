import { describe, expect, it } from 'vitest';
import { openAppStore } from '../modules';
import { seedDemoSchool } from './seed';

describe('demo study', () => {
  it('a term of study gives every figure data: study time, progress, attendance, replays and absences', async () => {
    const store = await openAppStore({ databaseUrl: 'sqlite::memory:' });
    try {
      const scale = {
        classes: 2,
        studentsPerClass: 12,
        homeworkPerClass: 0,
        submitRate: 0,
        seed: 7,
        study: true,
      };
      await seedDemoSchool(store, scale);
      const periods = await store.db.selectFrom('period_study').selectAll().execute();
      expect(periods.length).toBeGreaterThan(0);
      expect(periods.some((p) => p.attended === 1)).toBe(true);
      expect(periods.some((p) => p.replayed === 1 && p.attended === 0)).toBe(true);
      expect(periods.every((p) => p.position <= p.total_time && p.study_length <= p.total_time)).toBe(true);
      const courses = await store.db.selectFrom('course_study').selectAll().execute();
      expect(courses.some((c) => c.study_length > 0 && c.progress_permille_sum > 0)).toBe(true);
      // Some student misses some period: truancy has data too.
      const studied = new Set(periods.map((p) => `${p.uid}-${p.period_id}`));
      const seats = await store.db
        .selectFrom('class_students as cs')
        .innerJoin('class_courses as cc', 'cc.class_id', 'cs.class_id')
        .innerJoin('course_periods as p', 'p.course_id', 'cc.course_id')
        .select(['cs.uid', 'p.id'])
        .execute();
      expect(seats.some((s) => !studied.has(`${s.uid}-${s.id}`))).toBe(true);
    } finally {
      await store.close();
    }
  });
});
