import { describe, expect, it } from 'vitest';
import { examWithWaitingAttempts } from '../../api/test/scenarios/examWithWaitingAttempts';
import { baseUrl, screenshot, signIn, usePage } from './browser';

/**
 * 成绩统计 shows what the API answers, on "an exam with one marked and three waiting attempts" (the
 * scenario the API tests use): papers awaiting review are in no figure, so one student is counted.
 */

const percent = (fraction: number | null) => (fraction === null ? '-' : `${Math.round(fraction * 100)}%`);
const orDash = (n: number | null) => (n === null ? '-' : String(n));

describe('exam statistics in the browser', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it('成绩统计 reads the same figures as test/getInfo; the review page of the marked paper', async () => {
    const s = await examWithWaitingAttempts(baseUrl(), 8);
    const api = await s.teacher('GET', `/lector/test/getInfo/${s.examId}`);
    expect(api).toMatchObject({ answer_users_num: 1, awaiting_review_num: 3, average_score: 12 });

    const p = page();
    await signIn(p, '13800100001', 'Demo2026');
    await p.goto(`/exams/detail?id=${s.examId}`);
    await p.getByRole('heading', { name: s.name }).waitFor();
    await p.getByRole('tab', { name: '成绩统计' }).click();
    const overview = p.getByRole('list', { name: '成绩概况' }).or(p.locator('dl[aria-label="成绩概况"]'));
    await overview.first().waitFor();
    const shown = async () =>
      Object.fromEntries(
        await p
          .locator('dl[aria-label="成绩概况"] .exam-figures__item')
          .evaluateAll((items) =>
            items.map((i) => [
              i.querySelector('dt')?.textContent ?? '',
              i.querySelector('dd')?.textContent ?? '',
            ]),
          ),
      );
    await expect.poll(shown).toMatchObject({
      平均分: orDash(api.average_score),
      最高分: orDash(api.max_score),
      最低分: orDash(api.min_score),
      已批阅人数: `${api.answer_users_num}人`,
      待批阅人数: `${api.awaiting_review_num}人`,
      及格率: percent(api.pass_percent),
    });
    await p.getByRole('img', { name: '成绩分布柱状图' }).waitFor();
    await expect.poll(() => p.locator('.exam-chart .main-svg').count()).toBeGreaterThan(0);
    // The pass-rate ring draws one slice per non-empty share of the reviewed papers, no "0%" slice.
    const passShare = Math.round((api.pass_percent ?? 0) * 100);
    const expectedSlices = [passShare > 0 && '及格', passShare < 100 && '不及格'].filter(Boolean);
    const ring = p.getByRole('img', { name: '及格率饼图' });
    await expect.poll(() => ring.locator('g.slice').count()).toBe(expectedSlices.length);
    const labels = async () => [
      ...new Set((await ring.locator('.slicetext').allTextContents()).map((t) => t.replace(/[\d.]+%$/, ''))),
    ];
    await expect.poll(labels).toEqual(expectedSlices);
    await screenshot(p, 'exam-statistics');

    await p.goto(`/exams/paper/view?report_id=${s.marked}`);
    await p.getByRole('img', { name: '总分12分' }).waitFor();
    await screenshot(p, 'exam-review');
  }, 120_000);
});
