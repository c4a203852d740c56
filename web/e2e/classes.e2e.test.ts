import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, screenshot, signIn, usePage } from './browser';

/**
 * The class screens in a real browser: a teacher filters the class list, uploads a schedule image
 * and sees it enlarge on hover, opens a class, walks its four tabs, exports the statistics, opens a
 * student and the 学习明细 dialog; an assistant walks the same on the assistants prefix.
 */

const SLOW = 120_000;
/** A timetable-like PNG (a grid of coloured cells): the server checks the image by its content. */
function timetablePng(width = 240, height = 150): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const line = x % 40 === 0 || y % 25 === 0;
      const filled = (Math.floor(x / 40) + Math.floor(y / 25)) % 3 === 0;
      const [r, g, b] = line ? [148, 163, 184] : filled ? [191, 219, 254] : [255, 255, 255];
      raw.set([r, g, b], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PNG = timetablePng();

const rows = (page: Page) => page.locator('.list-table tbody tr:not(.p-datatable-emptymessage)');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

async function openClassList(page: Page) {
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '班级管理' }).click();
  await page.locator('[aria-label="班级列表"]').waitFor();
  await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
}

/** Walks the four tabs of the open class detail and opens the first student's study detail. */
async function walkTabs(page: Page, who: string) {
  await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
  await page
    .getByRole('cell', { name: /^1390000/ })
    .first()
    .waitFor();
  for (const name of ['课件', '课程日历', '请假', '班级公告', '班会']) await tab(page, name).waitFor();

  await tab(page, '课程').click();
  await page.locator('[aria-label="班级课程"]').waitFor();
  await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
  await page.getByText('线下课').first().waitFor();

  await tab(page, '作业').click();
  await page.locator('[aria-label="班级作业"]').waitFor();
  await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);

  await tab(page, '学习统计').click();
  const stats = page.locator('[aria-label="学习统计"]');
  await stats.waitFor();
  await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
  await page.getByRole('button', { name: /到课次数：/ }).waitFor();
  await stats.getByText('%').first().waitFor();
  await screenshot(page, `classes-${who}-statistics`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/学习统计\.xlsx$/);

  await rows(page).first().getByRole('button', { name: '详情' }).click();
  await page.locator('[aria-label="学员课程"]').waitFor();
  await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
  // The course's periods as the API answers them (other files may schedule more in the same school);
  // the first ask of a persisted query is answered PERSISTED_QUERY_NOT_FOUND and asked again in full.
  type PeriodsAnswer = { data?: { studentPeriods?: unknown[] } };
  const periodsAnswer = page.waitForResponse(
    async (r) =>
      r.url().includes('/graphql') &&
      `${r.url()}${r.request().postData() ?? ''}`.includes('StudentPeriods') &&
      ((await r.json().catch(() => null)) as PeriodsAnswer | null)?.data?.studentPeriods !== undefined,
  );
  await rows(page).nth(1).getByRole('button', { name: '学习明细' }).click();
  const periods = (((await (await periodsAnswer).json()) as PeriodsAnswer).data?.studentPeriods ?? []).length;
  expect(periods).toBeGreaterThanOrEqual(4);
  const dialog = page.getByRole('dialog');
  await dialog.locator('[aria-label="学习明细"]').waitFor();
  await expect.poll(() => dialog.locator('tbody tr').count(), { timeout: 20_000 }).toBe(periods);
  await dialog.getByText('已到课').or(dialog.getByText('旷课')).first().waitFor();
  await screenshot(page, `classes-${who}-student-periods`);
  await page.keyboard.press('Escape');
  const studentExport = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await studentExport).suggestedFilename()).toMatch(/学习明细\.xlsx$/);
}

describe('classes', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'a teacher filters the class list, uploads a schedule image that enlarges on hover, and walks a class',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await openClassList(p);
      // Only the classes the teacher heads, until the checkbox is cleared.
      await expect.poll(() => rows(p).count()).toBe(2);
      await p.getByLabel('只看我管理的班级').click();
      await expect.poll(() => rows(p).count()).toBe(4);
      await p.getByLabel('班级名称').fill('初一');
      await p.getByRole('button', { name: '搜索' }).click();
      await expect.poll(() => rows(p).count()).toBe(1);

      const row = rows(p).first();
      const chooser = p.waitForEvent('filechooser');
      await row.getByRole('button', { name: '上传课表' }).click();
      await (await chooser).setFiles({ name: 'schedule.png', mimeType: 'image/png', buffer: PNG });
      await p.getByText('上传成功').waitFor();
      const thumb = row.getByRole('button', { name: /课表，悬停放大/ });
      await thumb.waitFor();
      await thumb.hover();
      await p.locator('.schedule-image__large img').waitFor();
      await screenshot(p, 'classes-teacher-list');

      await row.getByRole('button', { name: '管理班级' }).click();
      await p.getByRole('region', { name: '班级信息' }).getByText('初一1班').waitFor();
      await walkTabs(p, 'teacher');
    },
    SLOW,
  );

  it(
    'an assistant walks a class of theirs on the assistants prefix',
    async () => {
      const p = page();
      await signIn(p, demo.assistant, demo.password);
      await openClassList(p);
      expect(await p.getByLabel('只看我管理的班级').count()).toBe(0);
      await rows(p).first().getByRole('button', { name: '管理班级' }).click();
      await p.getByRole('region', { name: '班级信息' }).waitFor();
      await walkTabs(p, 'assistant');
    },
    SLOW,
  );

  it('another teacher’s class is refused, not shown', async () => {
    const p = page();
    await signIn(p, demo.teacher, demo.password);
    await p.goto('/classes/detail?id=2');
    await p.getByText('班级不存在').first().waitFor();
  });
});
