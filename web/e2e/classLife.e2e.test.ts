import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, demo, rowAction, rowRefusal, screenshot, signIn, signInWithForm, usePage } from './browser';

/**
 * Class life in a real browser: a head teacher publishes, edits and deletes an announcement with rich
 * text, creates a class meeting and copies its student code; an assistant changes avatar, profile and
 * password, and their session in another browser is signed out.
 */
const SLOW = 120_000;
/** An assistant no other browser test signs in as (the password changes here). */
const ASSISTANT = '13800200002';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const rows = (page: Page) => page.locator('.list-table tbody tr:not(.p-datatable-emptymessage)');
const toast = (page: Page, text: string) =>
  page.locator('.p-toast-message', { hasText: text }).first().waitFor();

describe('class life', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'a head teacher publishes, edits and deletes an announcement, and creates a meeting and copies its student code',
    async () => {
      const p = page();
      await p.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await signIn(p, demo.teacher, demo.password);
      await p.goto('/classes/detail?id=1&tab=announcement');
      await p.locator('[aria-label="班级公告"]').waitFor();
      await rows(p).filter({ hasText: '期中考试安排' }).waitFor({ timeout: 20_000 });
      await screenshot(p, 'class-life-announcements');

      await p.getByRole('button', { name: '发布公告' }).click();
      await p.locator('#notice-title').waitFor();
      // Nothing filled: the rule table's message.
      await p.getByRole('button', { name: '确定' }).click();
      await p.getByText('请输入').first().waitFor();
      await p.locator('#notice-title').fill('春季运动会通知');
      const editor = p.locator('#notice-content .ql-editor');
      await editor.waitFor();
      await editor.click();
      await p.keyboard.press('Control+b');
      await p.keyboard.type('重要：');
      await p.keyboard.press('Control+b');
      await p.keyboard.type('本周五下午举行运动会。');
      await screenshot(p, 'class-life-post-notice');
      await p.getByRole('button', { name: '确定' }).click();
      await toast(p, '添加成功');
      const row = rows(p).filter({ hasText: '春季运动会通知' });
      await row.waitFor();
      // The list shows a plain excerpt; the text keeps its bold where it is edited.
      expect(await row.locator('.announcement__content').textContent()).toBe('重要：本周五下午举行运动会。');

      await rowAction(p, row, '编辑');
      await expect.poll(() => p.locator('#notice-title').inputValue()).toBe('春季运动会通知');
      await expect.poll(() => p.locator('#notice-content .ql-editor strong').textContent()).toBe('重要：');
      await p.locator('#notice-title').fill('春季运动会改期通知');
      await p.getByRole('button', { name: '确定' }).click();
      await toast(p, '编辑成功');
      const edited = rows(p).filter({ hasText: '春季运动会改期通知' });
      await edited.waitFor();

      await rowAction(p, edited, '删除');
      await p.getByText('确定删除吗？').waitFor();
      await p.getByRole('button', { name: '确定' }).click();
      await toast(p, '删除成功');
      await expect.poll(() => rows(p).filter({ hasText: '春季运动会改期通知' }).count()).toBe(0);

      await p.getByRole('tab', { name: '班会', exact: true }).click();
      await p.locator('[aria-label="班会"]').waitFor();
      // The demo's live meeting: statistics disabled while live_status is 1.
      const live = rows(p).filter({ hasText: '直播中' }).first();
      await live.getByRole('button', { name: '统计', exact: true }).waitFor({ timeout: 20_000 });
      expect(await rowRefusal(p, live, '统计')).toBe('班会进行中，结束后可查看统计');
      await screenshot(p, 'class-life-meetings');

      await p.getByRole('button', { name: '添加班会' }).click();
      await p.locator('#meeting-name').fill('读书分享班会');
      await p.locator('#meeting-start').fill('2030-01-15 18:00');
      await p.keyboard.press('Escape');
      await p.locator('#meeting-end').fill('2030-01-15 17:00');
      await p.keyboard.press('Escape');
      await p.locator('#meeting-speaker').fill('黎老师');
      await p.locator('#meeting-room').fill('8809');
      await p.getByRole('button', { name: '确定' }).click();
      await p.getByText('结束时间必须晚于开始时间').waitFor();
      await p.locator('#meeting-end').fill('2030-01-15 19:00');
      await p.keyboard.press('Escape');
      await screenshot(p, 'class-life-add-meeting');
      await p.getByRole('button', { name: '确定' }).click();
      await toast(p, '添加成功');
      const meeting = rows(p).filter({ hasText: '读书分享班会' });
      await meeting.waitFor();
      expect(await meeting.textContent()).toContain('未开始');

      await rowAction(p, meeting, '分享参会码');
      const dialog = p.getByRole('dialog', { name: '分享参会码' });
      const code = dialog.getByTestId('code-studentCode');
      await code.waitFor();
      const studentCode = (await code.textContent()) ?? '';
      expect(studentCode).toMatch(/^[A-Z2-9]{10}$/);
      // Measured once the dialog's opening animation has ended.
      await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(460);
      await screenshot(p, 'class-life-share-codes');
      await dialog.getByRole('button', { name: '复制学员参会码' }).click();
      await toast(p, '复制成功');
      expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(studentCode);
      await p.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // An ended meeting's statistics: who joined and who did not.
      await rowAction(p, rows(p).filter({ hasText: '已结束' }).first(), '统计');
      await p.locator('[aria-label="参会学员"]').waitFor();
      const joined = Number(await p.getByTestId('meeting-joined').textContent());
      expect(joined).toBeGreaterThan(0);
      await p.getByRole('button', { name: '未参加' }).click();
      await expect
        .poll(() => rows(p).filter({ hasText: '未参加' }).count(), { timeout: 20_000 })
        .toBe(Number(await p.getByTestId('meeting-absent').textContent()));
      await screenshot(p, 'class-life-meeting-statistics');
    },
    SLOW,
  );

  it(
    'an assistant changes avatar, profile and password, and the session elsewhere is signed out',
    async () => {
      const p = page();
      const browser = p.context().browser();
      if (!browser) throw new Error('no browser');
      const elsewhere = await browser.newContext({ baseURL: baseUrl(), locale: 'zh-CN' });
      try {
        const other = await elsewhere.newPage();
        await signInWithForm(other, ASSISTANT, demo.password);
        await signInWithForm(p, ASSISTANT, demo.password);

        await p.getByRole('button', { name: '个人中心' }).click();
        await p.locator('#profile-real-name').waitFor();
        // Not an image by content: the server's message.
        await p.getByTestId('avatar-file').setInputFiles({
          name: 'fake.png',
          mimeType: 'image/png',
          buffer: Buffer.from('this is not an image'),
        });
        await toast(p, '头像仅支持 gif、jpeg、jpg、png 格式');
        await p
          .getByTestId('avatar-file')
          .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
        await toast(p, '上传成功');
        await p.locator('#profile-real-name').fill('严助教');
        await p.locator('#profile-introduction').fill('负责三班、六班的作业批改与答疑。');
        await p.getByRole('button', { name: '保存' }).click();
        await toast(p, '保存成功');
        await screenshot(p, 'class-life-profile');

        await p.getByRole('tab', { name: '账号安全' }).click();
        await p.getByRole('button', { name: '修改密码' }).click();
        const dialog = p.getByRole('dialog', { name: '修改密码' });
        await dialog.locator('#password-oldPassword').fill(demo.password);
        await dialog.locator('#password-newPassword').fill('abcdefg');
        await dialog.locator('#password-confirmation').fill('abcdefg');
        await dialog.getByRole('button', { name: '确定' }).click();
        await dialog
          .getByRole('alert')
          .filter({ hasText: /^新密码长度在 6 到 18 个字符/ })
          .waitFor();
        await dialog.locator('#password-newPassword').fill('Spring2027');
        await dialog.locator('#password-confirmation').fill('Spring2026');
        await dialog.getByRole('button', { name: '确定' }).click();
        await dialog.getByRole('alert').filter({ hasText: '两次输入密码不一致' }).waitFor();
        await dialog.locator('#password-confirmation').fill('Spring2027');
        await screenshot(p, 'class-life-password');
        await dialog.getByRole('button', { name: '确定' }).click();
        await toast(p, '密码修改成功');

        // The session in the other browser has ended; this one goes on.
        await other.goto('/classes');
        await other.locator('#login-mobile').waitFor({ timeout: 20_000 });
        await p.reload();
        await p.locator('#profile-real-name').waitFor();
        expect(await p.locator('#profile-real-name').inputValue()).toBe('严助教');
        await signInWithForm(other, ASSISTANT, 'Spring2027');
      } finally {
        await elsewhere.close();
      }
    },
    SLOW,
  );
});
