import { describe, expect, it } from 'vitest';
import { openAppStore } from '../modules';
import { DEMO_COMMENTS } from './grades';
import { seedDemoSchool } from './seed';

const scale = { classes: 4, studentsPerClass: 10, homeworkPerClass: 2, submitRate: 0.8, seed: 5 };

async function seeded() {
  const store = await openAppStore({ databaseUrl: 'sqlite::memory:' });
  await seedDemoSchool(store, scale);
  const summaries = await store.db
    .selectFrom('result_summary')
    .select(['hw_id', 'submitted', 'final', 'band_0', 'band_4'])
    .where('class_id', '=', 0)
    .orderBy('hw_id')
    .execute();
  const grades = await store.db
    .selectFrom('events')
    .select(['stream_id', 'data'])
    .where('type', '=', 'ReportGraded')
    .orderBy('position')
    .execute();
  const comments = await store.db.selectFrom('report_reviews').select('comment').execute();
  await store.close();
  return { summaries, grades, comments };
}

describe('demo grades', () => {
  it('the submitted reports of homework past its deadline are graded, most homework completely', async () => {
    const { summaries, grades } = await seeded();
    const submitted = summaries.reduce((s, r) => s + Number(r.submitted), 0);
    const final = summaries.reduce((s, r) => s + Number(r.final), 0);
    expect(grades.length).toBe(final);
    expect(final / submitted).toBeGreaterThan(0.9);
    const complete = summaries.filter(
      (r) => Number(r.final) === Number(r.submitted) && Number(r.submitted) > 0,
    );
    expect(complete.length / summaries.length).toBeGreaterThanOrEqual(0.5);
  });

  it("most finished reports carry one of the teachers' comments, the others none", async () => {
    const { grades, comments } = await seeded();
    expect(comments.length).toBe(grades.length);
    const written = comments.filter((c) => c.comment !== '');
    expect(written.every((c) => DEMO_COMMENTS.includes(c.comment))).toBe(true);
    expect(written.length / comments.length).toBeGreaterThan(0.5);
    expect(written.length).toBeLessThan(comments.length);
    expect(new Set(written.map((c) => c.comment)).size).toBe(DEMO_COMMENTS.length);
  });

  it('the same seed gives the same grades', async () => {
    const [first, second] = [await seeded(), await seeded()];
    expect(second.grades).toEqual(first.grades);
  });
});
