import { describe, expect, it } from 'vitest';
import { openAppStore } from '../modules';
import { seedDemoSchool } from './seed';

const scale = { classes: 4, studentsPerClass: 10, homeworkPerClass: 1, submitRate: 0.8, seed: 5 };

async function seeded() {
  const store = await openAppStore({ databaseUrl: 'sqlite::memory:' });
  await seedDemoSchool(store, scale);
  const reports = await store.db
    .selectFrom('homework_reports')
    .select(['id', 'status'])
    .orderBy('id')
    .execute();
  const answers = await store.db
    .selectFrom('report_answers')
    .select(['report_id', 'ques_id', 'user_answer', 'result'])
    .orderBy('report_id')
    .orderBy('ques_id')
    .execute();
  const counts = await store.db
    .selectFrom('homework_report_counts')
    .selectAll()
    .where('class_id', '=', 0)
    .execute();
  await store.close();
  return { reports, answers, counts };
}

describe('demo answers', () => {
  it('about the submit rate of the reports are submitted, through the report commands', async () => {
    const { reports, counts } = await seeded();
    const submitted = reports.filter((r) => r.status !== 1).length;
    expect(submitted / reports.length).toBeGreaterThan(0.65);
    expect(submitted / reports.length).toBeLessThan(0.95);
    expect(counts.reduce((sum, c) => sum + Number(c.submitted), 0)).toBe(submitted);
  });

  it('right, wrong and unanswered questions are all there, the same for the same seed', async () => {
    const first = await seeded();
    const results = new Set(first.answers.map((a) => Number(a.result)));
    expect(results.has(1) && results.has(2)).toBe(true);
    const right = first.answers.filter((a) => Number(a.result) === 1).length;
    const marked = first.answers.filter((a) => [1, 2].includes(Number(a.result))).length;
    expect(right / marked).toBeGreaterThan(0.3);
    expect(right / marked).toBeLessThan(0.9);
    expect((await seeded()).answers).toEqual(first.answers);
  });
});
