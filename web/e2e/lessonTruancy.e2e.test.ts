import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, screenshot, signIn, usePage } from './browser';
import { login, rest } from './rest';

/**
 * Nobody is 旷课 before their lesson ends (issue 27): the demo school's team class 1 has a lesson
 * playing now that nobody has marked. Its session page says what the API answers: 0 truants in the
 * header, and each unmarked student 未结束, never 旷课.
 */
const SLOW = 120_000;

const rows = (page: Page) => page.locator('[aria-label="课次列表"] tbody tr:not(.p-datatable-emptymessage)');

async function sessionsWith(page: Page, status: string): Promise<Locator> {
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的课次' }).click();
  await page.locator('[aria-label="课次列表"]').waitFor();
  await page.locator('.p-dropdown', { has: page.locator('#sessions-status') }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await expect
    .poll(async () => (await rows(page).allTextContents()).every((t) => t.includes(status)), {
      timeout: 20_000,
    })
    .toBe(true);
  return rows(page).filter({ hasText: '班课' });
}

describe('a lesson session still playing', () => {
  const page = usePage({ viewport: { width: 1280, height: 900 } });

  it(
    'shows no 旷课 before it ends: the header and the student list read as the API answers',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      const playing = await sessionsWith(p, '进行中');
      await expect.poll(() => playing.count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await playing.first().getByRole('button', { name: '查看', exact: true }).click();
      await p.locator('section[aria-label="课次详情"]').waitFor();
      const id = new URL(p.url()).searchParams.get('id');
      expect(id, `a session id in ${p.url()}`).toBeDefined();

      const token = await login(demo.teacher);
      const session = (await rest(`/lector/teacherSchedule/detailClassTime/${id}`, token, undefined, 'GET'))
        .data;
      const students = (
        await rest(`/lector/teacherSchedule/getClassTimeStudent/${id}`, token, undefined, 'GET')
      ).data as { clue_name: string; attend_type: number }[];
      expect(session.status, 'the session is playing').toBe(3);
      expect(session.truants, 'nobody is truant before the session ends').toBe(0);
      const undecided = students.filter((s) => s.attend_type === 0);
      expect(undecided.length).toBeGreaterThan(0);

      const facts = p.locator('section[aria-label="课次信息"]');
      await facts.getByText('请假 / 旷课').waitFor();
      const leaveAbsent = facts
        .locator('div', { has: p.getByText('请假 / 旷课', { exact: true }) })
        .locator('dd');
      await expect.poll(() => leaveAbsent.textContent()).toBe(`${session.leave} / ${session.truants}`);

      const list = p.locator('[aria-label="课次学员"]');
      await list.locator('tbody tr').first().waitFor();
      for (const s of undecided) {
        const row = list.locator('tbody tr', { hasText: s.clue_name });
        await expect.poll(() => row.locator('.p-tag').first().textContent()).toBe('未结束');
      }
      expect(await list.locator('.p-tag', { hasText: '旷课' }).count()).toBe(0);
      await screenshot(p, 'session-playing-no-truants');
    },
    SLOW,
  );
});
