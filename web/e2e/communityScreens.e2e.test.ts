import { describe, expect, it } from 'vitest';
import { demo, screenshot, signIn, usePage } from './browser';
import { login, rest } from './rest';

/**
 * The community screens read against the API: a board's page (CommunityShow) lists exactly the
 * board's posts the API answers; a circle's page offers 发帖 with the post-type dialog to a member
 * and says 请先加入圈子 to others; the side menu highlights one item per page.
 */
const SLOW = 120_000;

const get = (path: string, token: string) => rest(path, token, undefined, 'GET');

describe('community screens', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    "a board's page shows the board's posts in its circle, as the API lists them",
    async () => {
      const token = await login(demo.teacher);
      const plates = (await get('/lector/community/plate?group_id=1', token)).data as {
        id: number;
        name: string;
      }[];
      const board = plates.find((pl) => pl.id !== 10) ?? plates[0];
      if (!board) throw new Error('circle 1 has no board');
      const posts = (await get(`/lector/community/post?group_id=1&plate_id=${board.id}&limit=10`, token)).data
        .list as { main: { title: string } }[];
      expect(posts.length).toBeGreaterThan(0);
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await p.goto(`/community/plates/${board.id}?group_id=1`);
      await p.getByRole('heading', { name: `教学交流圈 · ${board.name}` }).waitFor();
      const list = p.getByRole('region', { name: '圈子帖子' }).locator('.post-list');
      await list.waitFor();
      const shown = await list.locator('.post-item__title').allInnerTexts();
      expect(shown.map((s) => s.trim())).toEqual(posts.map((post) => post.main.title));
      expect(await p.evaluate(() => document.body.innerText)).not.toContain('页面不存在');
      await screenshot(p, 'community-show');
    },
    SLOW,
  );

  it(
    "a circle's page offers 发帖 to a member (the post-type dialog) and 请先加入圈子 to others",
    async () => {
      const token = await login(demo.teacher);
      const joined = (await get('/lector/community/group/detail/1', token)).data.is_user_add;
      const outside = (await get('/lector/community/group/detail/3', token)).data.is_user_add;
      expect([joined, outside]).toEqual([1, 2]);
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await p.goto('/community/circles/1');
      const show = p.getByRole('region', { name: '圈子详情' });
      await show.getByRole('button', { name: '发帖' }).click();
      const dialog = p.getByRole('dialog', { name: '请选择发帖类型' });
      await dialog.getByText('图文').first().waitFor();
      // The dialog's own styles (posts.css) come with it: the options are laid out as cards.
      await expect
        .poll(() => dialog.locator('.post-type').evaluate((el) => getComputedStyle(el).display))
        .not.toBe('block');
      await expect
        .poll(() => p.locator('.p-dialog').evaluate((el) => getComputedStyle(el).opacity))
        .toBe('1');
      await screenshot(p, 'community-circle-post-type');
      await dialog.getByRole('button', { name: '下一步' }).click();
      await dialog.getByRole('alert').getByText('请选择发帖类型').waitFor();

      await p.goto('/community/circles/3');
      const refused = p.getByRole('region', { name: '圈子详情' }).getByRole('button', { name: '发帖' });
      await expect.poll(() => refused.getAttribute('aria-disabled')).toBe('true');
      await p.getByText('请先加入圈子').first().waitFor({ state: 'attached' });
    },
    SLOW,
  );

  it(
    'the side menu highlights exactly one item on each community page',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      const active = () =>
        p.getByRole('navigation', { name: '主导航' }).locator('.side-nav__link.is-active').allInnerTexts();
      for (const [path, label] of [
        ['/community', '社区首页'],
        ['/community/mine', '我的社区'],
        ['/community/circles/1', '社区首页'],
      ] as const) {
        await p.goto(path);
        await expect.poll(async () => (await active()).map((s) => s.trim())).toEqual([label]);
        const current = p.getByRole('navigation', { name: '主导航' }).locator('[aria-current="page"]');
        expect(await current.count()).toBe(1);
        if (path === '/community/mine') await screenshot(p, 'community-menu-mine');
      }
    },
    SLOW,
  );
});
