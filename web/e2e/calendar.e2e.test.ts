import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, screenshot, signIn, usePage } from './browser';

/**
 * The calendar in a real browser: a teacher opens it, enters the room of a card live now (the address
 * from the LIVE_ROOM_URL template, here its documented default), moves back to September, picks the
 * day of team class 1's second lesson and sees 暂无回放 on that past card without a playback.
 */
const SLOW = 120_000;
const ROOMS = 'https://live.example.com/room/';

const monthTitle = (p: Page) => p.locator('.calendar__month-title');
const cards = (p: Page) => p.locator('.calendar-card');

/** Presses 上个月 or 下个月 until the grid shows the month (yyyy-MM). */
async function showMonth(p: Page, month: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const title = `${year}年${m}月`;
  for (let i = 0; i < 24 && (await monthTitle(p).textContent()) !== title; i++) {
    const [y = 0, mm = 0] = ((await monthTitle(p).textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
    const later = y * 12 + mm > year * 12 + m;
    await p.getByRole('button', { name: later ? '上个月' : '下个月' }).click();
  }
  await expect.poll(() => monthTitle(p).textContent()).toBe(title);
}

describe('calendar', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    "a teacher enters a live card's room, moves months, picks a day and sees 暂无回放 on a past card",
    async () => {
      const p = page();
      // The live provider is outside the test: its rooms answer a stub page.
      await p
        .context()
        .route(`${ROOMS}**`, (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '<title>live room</title>直播间' }),
        );
      await signIn(p, demo.teacher, demo.password);
      await p.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '课程日历' }).click();
      await p.waitForURL('**/calendar');
      await p.locator('.calendar__day--today').waitFor();
      await expect(p.locator('.calendar__day--today').getAttribute('aria-pressed')).resolves.toBe('true');
      await expect.poll(() => p.locator('.calendar__day--has').count()).toBeGreaterThan(0);

      // Today: the demo teacher's lesson and class meeting live now.
      const live = cards(p)
        .filter({ has: p.getByText('直播中', { exact: true }) })
        .first();
      await live.waitFor({ timeout: 20_000 });
      await screenshot(p, 'calendar-today');
      const enter = live.getByRole('button', { name: /讲师进入|进入直播间/ });
      const [room] = await Promise.all([p.context().waitForEvent('page'), enter.click()]);
      await room.waitForLoadState();
      expect(room.url()).toMatch(
        /^https:\/\/live\.example\.com\/room\/(period|meeting)-\d+\?role=teacher&uid=\d+&name=/,
      );
      await room.close();

      // Back to September: team class 1's lessons, the first with a playback, the second without.
      await showMonth(p, '2026-09');
      const september = p.locator('[data-day="2026-09-08"]');
      await expect.poll(() => september.getAttribute('class')).toContain('calendar__day--has');
      await september.click();
      await expect.poll(() => p.locator('.calendar__day-title').textContent()).toBe('9月8日 星期二');
      const past = cards(p).filter({ hasText: '第2次课' });
      await past.waitFor();
      const noPlayback = past.getByRole('button', { name: '暂无回放' });
      await expect(noPlayback.getAttribute('aria-disabled')).resolves.toBe('true');
      expect(await past.getByRole('button', { name: /讲师进入|进入直播间/ }).count()).toBe(0);
      await screenshot(p, 'calendar-past-day');

      await p.locator('[data-day="2026-09-01"]').click();
      const replayable = cards(p).filter({ hasText: '第1次课' });
      await replayable.getByRole('button', { name: '查看回放' }).waitFor();

      // A day without courses.
      await p.locator('[data-day="2026-09-05"]').click();
      await p.getByText('no data', { exact: true }).waitFor();
    },
    SLOW,
  );

  it(
    "shows a class's calendar in ClassDetail's tab, with a meeting's share dialog",
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await p.goto('/classes/detail?id=1&tab=calendar');
      const meeting = cards(p).filter({ hasText: '期中动员班会' });
      await meeting.waitFor({ timeout: 20_000 });
      await meeting.getByRole('button', { name: '分享参会码' }).click();
      await p.getByTestId('code-studentCode').waitFor();
      await screenshot(p, 'calendar-class-tab-share');
      await p.keyboard.press('Escape');
      await p.getByTestId('code-studentCode').waitFor({ state: 'detached' });

      // A lesson session's card opens the courseware upload dialog.
      const lesson = cards(p)
        .filter({ has: p.getByRole('button', { name: '上传课件' }) })
        .first();
      await lesson.getByRole('button', { name: '上传课件' }).click();
      const upload = p.getByRole('dialog', { name: '上传课件' });
      await upload.waitFor();
      await upload.getByRole('button', { name: '取消' }).click();
      await upload.waitFor({ state: 'detached' });
    },
    SLOW,
  );
});
