import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, rowRefusal, screenshot, signIn, usePage } from './browser';

/**
 * The community circles in a real browser: a teacher joins a circle from the forum home, opens it
 * and leaves it after the confirmation; a head teacher deletes a student's post in the class circle
 * tab of their class.
 */

const SLOW = 120_000;

const rows = (page: Page) => page.locator('.list-table tbody tr:not(.p-datatable-emptymessage)');

describe('community circles', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'a teacher joins a circle, opens it and leaves it after the confirmation',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await p.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '社区首页' }).click();
      const grid = p.getByRole('region', { name: '全部圈子' });
      await grid.getByText('英语角').waitFor();
      await p.getByRole('region', { name: '圈子动态' }).getByText('分享：如何讲好一元二次方程').waitFor();
      await p.getByRole('region', { name: '我的帖子' }).getByText('分享：如何讲好一元二次方程').waitFor();
      const picture = p.getByRole('region', { name: '圈子动态' }).locator('.post-item__images img').first();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await screenshot(p, 'community-home');

      const card = grid.getByRole('listitem').filter({ hasText: '英语角' });
      await card.getByRole('button', { name: '+ 加入' }).click();
      await p.getByText('加入成功！').waitFor();
      await card.getByText('已加入').waitFor();
      await p.getByRole('region', { name: '我的圈子' }).getByText('英语角').waitFor();

      await card.getByRole('link').click();
      const show = p.getByRole('region', { name: '圈子详情' });
      await show.getByRole('heading', { name: '英语角' }).waitFor();
      await show.getByText('用英语聊天，练习口语和写作。').waitFor();
      await show.getByRole('button', { name: '退出圈子' }).click();
      const dialog = p.getByRole('alertdialog').or(p.getByRole('dialog'));
      await dialog.getByText('退出后该圈子将从我的圈子中移除，确定退出该圈子吗？').waitFor();
      await screenshot(p, 'community-leave-confirmation');
      await dialog.getByRole('button', { name: '确定' }).click();
      await p.getByText('退出成功！').waitFor();
      await show.getByRole('button', { name: '+ 加入圈子' }).waitFor();
      await expect.poll(() => show.getByRole('button', { name: '退出圈子' }).count()).toBe(0);
    },
    SLOW,
  );

  it(
    'the circle page cuts the introduction at 89 characters and lists posts with pinned and featured badges',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await p.goto('/community/circles/1');
      const show = p.getByRole('region', { name: '圈子详情' });
      const intro = show.locator('.circle-intro');
      await intro.getByRole('button', { name: '更多' }).waitFor();
      const cut = (await intro.textContent()) ?? '';
      expect([...cut.replace(/更多$/, '')].length).toBe(90);
      await show.getByText('置顶').first().waitFor();
      await show.getByText('精华').first().waitFor();
      const title = show.getByRole('link', { name: '这道几何题怎么做？' });
      // The title opens CommunityDetail of the post, knowing the circle it was opened from.
      expect(await title.getAttribute('href')).toMatch(/^\/community\/detail\/2\?(.+&)?group_id=1(&|$)/);
      await show.locator('.post-item__images img').first().waitFor();
      await screenshot(p, 'community-circle');
      await show.getByRole('button', { name: '学习求助' }).click();
      // Only the board's posts stay (other browser tests may have posted there too).
      await expect.poll(() => show.getByRole('link', { name: '分享：如何讲好一元二次方程' }).count()).toBe(0);
      await title.waitFor();
      await intro.getByRole('button', { name: '更多' }).click();
      await intro.getByRole('button', { name: '收起' }).waitFor();
      await show.getByRole('tab', { name: /成员/ }).click();
      await show.getByRole('list', { name: '圈子成员' }).waitFor();
      await screenshot(p, 'community-members');
    },
    SLOW,
  );

  it(
    "a head teacher deletes a student's post in the class circle tab",
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await p.goto('/classes/detail?id=1&tab=circle');
      const tab = p.getByRole('region', { name: '班级圈' });
      await tab.getByText('你是本班班主任，可删除学员发布的帖子。').waitFor();
      await expect.poll(() => rows(p).count(), { timeout: 20_000 }).toBe(4);
      const notice = rows(p).filter({ hasText: '本周学习安排' });
      expect(await rowRefusal(p, notice, '删除')).toBe('仅班主任可删除学生的帖子');
      await screenshot(p, 'community-class-circle');

      const student = rows(p).filter({ hasText: '第三题没看懂' });
      await student.getByRole('button', { name: '删除', exact: true }).click();
      const dialog = p.getByRole('alertdialog').or(p.getByRole('dialog'));
      await dialog.getByText('帖子删除后不可恢复，确定删除吗？').waitFor();
      await screenshot(p, 'community-class-circle-delete');
      await dialog.getByRole('button', { name: '确定' }).click();
      await p.getByText('删除成功').waitFor();
      await expect.poll(() => rows(p).count()).toBe(3);
      await expect.poll(() => rows(p).filter({ hasText: '第三题没看懂' }).count()).toBe(0);
    },
    SLOW,
  );
});
