import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sampleMp4, samplePdf } from '../../api/src/courseware/sampleFiles';
import { demo, rowAction, screenshot, signIn, usePage } from './browser';

/**
 * The class courseware tab in a real browser: a teacher uploads a PDF courseware and an mp4 to demo
 * class 1 (with upload progress, the tips, and the type change clearing the chosen file), picks one
 * from the library, and previews the video, which the server serves with byte ranges.
 */
const SLOW = 120_000;
const PDF = samplePdf(['Unit 3: Geometry', 'Triangles and their angles']);
const MP4 = sampleMp4(256 * 1024);

const list = (page: Page) => page.locator('[aria-label="班级课件"]');
const rows = (page: Page) => list(page).locator('tbody tr:not(.p-datatable-emptymessage)');
const rowNamed = (page: Page, name: string): Locator => rows(page).filter({ hasText: name }).first();
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

async function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await dialog(page, '上传课件')
    .getByRole('button', { name: /选择文件|重新选择/ })
    .click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

async function chooseCategory(page: Page, name: string) {
  await dialog(page, '上传课件').locator('.p-treeselect').click();
  await page.locator('.p-treeselect-panel').getByText(name, { exact: true }).click();
}

describe('class courseware', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'a teacher uploads a PDF and an mp4, picks one from the library and previews the video',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await p.goto('/classes/detail?id=1&tab=courseware');
      await list(p).waitFor();
      await expect.poll(() => rows(p).count(), { timeout: 20_000 }).toBe(3);
      await screenshot(p, 'courseware-tab');

      // A PDF, as ordinary courseware.
      await p.getByRole('button', { name: '上传课件' }).click();
      const form = dialog(p, '上传课件');
      await form.waitFor();
      await form.getByText('音视频课件大小不能超过100MB。').waitFor();
      await form.getByLabel('课件名称').fill('第三单元几何讲义');
      await chooseCategory(p, '课堂讲义');
      await chooseFile(p, 'geometry.pdf', 'application/pdf', PDF);
      await form.getByText('geometry.pdf').waitFor();
      // Changing the type clears the chosen file.
      await form.getByText('动画课件', { exact: true }).click();
      await expect.poll(() => form.getByText('geometry.pdf').count()).toBe(0);
      await form.getByText('普通课件', { exact: true }).click();
      await chooseFile(p, 'geometry.pdf', 'application/pdf', PDF);
      await form.getByText('geometry.pdf').waitFor();
      await screenshot(p, 'courseware-dialog');
      await form.getByRole('button', { name: '确定' }).click();
      // The upload is stored and checked before the answer: on two busy workers it can take a while.
      await p.getByText('添加成功').first().waitFor({ timeout: 60_000 });
      await rowNamed(p, '第三单元几何讲义').waitFor();

      // An mp4, as audio/video courseware; a PDF is refused for that type before it is sent.
      await p.getByRole('button', { name: '上传课件' }).click();
      await form.waitFor();
      await form.getByLabel('课件名称').fill('三角形内角和微课');
      await chooseCategory(p, '音视频素材');
      await form.getByText('音视频课件', { exact: true }).click();
      await chooseFile(p, 'wrong.pdf', 'application/pdf', PDF);
      await form
        .getByRole('alert')
        .getByText(/音视频课件仅支持/)
        .waitFor();
      await chooseFile(p, 'triangles.mp4', 'video/mp4', MP4);
      await form.getByText('triangles.mp4').waitFor();
      await form.getByRole('button', { name: '确定' }).click();
      // The form closes once the upload is stored and checked, as with the PDF above.
      await form.waitFor({ state: 'hidden', timeout: 60_000 });
      await rowNamed(p, '三角形内角和微课').waitFor();

      // From the library: nothing chosen says 请选择课件; then one is picked.
      await p.getByRole('button', { name: '从课件库选择' }).click();
      const picker = dialog(p, '从课件库选择');
      await picker.waitFor();
      await expect.poll(() => picker.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(1);
      await picker.getByRole('button', { name: '确定' }).click();
      await picker.getByText('请选择课件').waitFor();
      const fresh = picker.locator('tbody tr').filter({ hasNotText: '已添加' }).first();
      const pickedName = (await fresh.locator('td').nth(1).innerText()).trim();
      await fresh.locator('.p-checkbox').first().click();
      await screenshot(p, 'courseware-library');
      await picker.getByRole('button', { name: '确定' }).click();
      await rowNamed(p, pickedName).waitFor();
      await expect.poll(() => rows(p).count()).toBe(6);

      // Preview: the video plays in the dialog, scrubbable (the file answers byte ranges).
      await rowAction(p, rowNamed(p, '三角形内角和微课'), '查看');
      const video = p.locator('.courseware-preview video');
      await video.waitFor();
      const src = await video.getAttribute('src');
      expect(src).toMatch(/^\/api\/files\/[0-9a-f]{64}\.mp4$/);
      const status = await p.evaluate(
        async (url) => (await fetch(url, { headers: { range: 'bytes=0-1023' } })).status,
        src as string,
      );
      expect(status).toBe(206);
      await screenshot(p, 'courseware-preview');
      await p.keyboard.press('Escape');

      // A PDF opens in a new tab.
      await rowAction(p, rowNamed(p, '第三单元几何讲义'), '查看');
      const open = p.getByRole('link', { name: '在新窗口打开' });
      await open.waitFor();
      const [tab] = await Promise.all([p.context().waitForEvent('page'), open.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toMatch(/\/api\/files\/[0-9a-f]{64}\.pdf$/);
      await tab.close();
    },
    SLOW,
  );
});
