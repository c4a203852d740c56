import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, rowAction, rowRefusal, screenshot, signIn, usePage } from './browser';
import { pickFromMyBank } from './questionPicker';
import { toast } from './rest';

/**
 * Homework publishing and management in a real browser, on the demo school: course 初一语文秋季班
 * (child courses ·基础 and ·提高) is taken by 初一1班 (both children), 高一1班 (·基础) and 初三1班
 * (·提高 only). The demo teacher serves all three; the demo assistant 初一1班 and 高一1班.
 */

const COURSE = '初一语文秋季班';
const SLOW = 120_000;
const run = String(Date.now() % 100_000);

const rowOf = (page: Page, name: string): Locator => page.locator('tr', { hasText: name });

async function publishFromBank(page: Page, name: string, child: '基础' | '提高'): Promise<string> {
  await page.goto('/homework?tab=main');
  await page.getByRole('button', { name: '发布作业' }).click();
  // The form refuses an empty submit with the spec's messages.
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await toast(page, '请完善信息');
  await page.getByText('请选择课程').first().waitFor();

  await page.getByRole('button', { name: '选择课程' }).click();
  const courses = page.getByRole('dialog', { name: '选择课程' });
  await courses.locator('tr', { hasText: COURSE }).first().locator('.p-radiobutton').click();
  await courses.getByRole('button', { name: '确定' }).click();
  await page.locator('#hw-name-input').fill(name);
  await page.locator('#hw-ending-input').fill('2030-01-15 18:00');
  await page.keyboard.press('Escape');
  await page.locator('label[for="hw-score-2"]').click();
  await page.locator('label[for="hw-scope-2"]').click();
  await page.getByText(`${COURSE}·${child}`).click();

  // Moving or deleting with nothing selected: 请先选择题目.
  await page.getByRole('button', { name: '上移' }).click();
  await toast(page, '请先选择题目');

  await pickFromMyBank(page, 'all');
  await page.getByRole('button', { name: '批量设置分值' }).click();
  await page.locator('#batch-1').fill('5');
  await page.locator('#batch-5').fill('10');
  await page.getByRole('dialog', { name: '批量设置分值' }).getByRole('button', { name: '确定' }).click();

  // Reorder: the last question moves up one place.
  const stems = page.locator(
    '.publish-questions tbody tr > td:nth-child(4) .publish-question__stem:first-child',
  );
  const before = await stems.allTextContents();
  await page.locator('.publish-questions tbody tr').last().locator('.p-checkbox').click();
  await page.getByRole('button', { name: '上移' }).click();
  await expect
    .poll(async () => (await stems.allTextContents()).slice(-2))
    .toEqual([before.at(-1), before.at(-2)]);
  const summary = (await page.locator('.publish-section__summary').textContent()) ?? '';
  expect(summary).toMatch(/共 \d+ 题，总分 \d+(\.\d)? 分/);
  await screenshot(page, `homework-publish-form-${child}`);

  await page.getByRole('button', { name: '发布', exact: true }).click();
  await toast(page, '作业发布成功');
  await page.waitForURL('**/homework?tab=main');
  // The notice outlives the form, which goes back once published: still there once the list shows.
  await page.getByRole('button', { name: '发布作业' }).waitFor();
  const notice = page.locator('.p-toast-message', { hasText: '作业发布成功' });
  expect(await notice.count()).toBe(1);
  await rowOf(page, name).waitFor();
  return summary;
}

async function continuePublishing(page: Page, name: string, className: string) {
  await rowAction(page, rowOf(page, name), '继续发布');
  const dialog = page.getByRole('dialog', { name: '继续发布' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await toast(page, '请选择班级');
  const choice = dialog.locator('li', { hasText: className });
  await choice.locator('.p-checkbox').click();
  await expect.poll(() => choice.locator('input').isChecked()).toBe(true);
  await screenshot(page, `homework-continue-${className}`);
  await dialog.getByRole('button', { name: '确定' }).click();
  await toast(page, '继续发布成功');
}

async function adjustDeadline(page: Page, name: string) {
  await rowAction(page, rowOf(page, name), '调整截止时间');
  const dialog = page.getByRole('dialog', { name: '调整截止时间' });
  await dialog.locator('.p-datepicker-next').click();
  await dialog.locator('td:not(.p-datepicker-other-month) span', { hasText: /^20$/ }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await toast(page, '调整成功');
  await expect.poll(() => rowOf(page, name).textContent()).toContain('2030-02-20 18:00');
}

async function copy(page: Page, name: string, summary: string, who: string) {
  await rowAction(page, rowOf(page, name), '复制');
  await page.waitForURL('**/homework/publish?type=copy**');
  await expect.poll(() => page.locator('#hw-name-input').inputValue()).toBe(name);
  expect(await page.locator('.publish-section__summary').textContent()).toBe(summary);
  await screenshot(page, `homework-copy-${who}`);
  await expect
    .poll(() => page.getByRole('navigation', { name: '当前位置' }).textContent())
    .toContain('复制作业');
  await page.locator('.homework-publish__footer').getByRole('button', { name: '返回' }).click();
  await rowOf(page, name).waitFor();
}

async function recall(page: Page, name: string) {
  await rowAction(page, rowOf(page, name), '撤回');
  await page
    .getByText('撤回作业后学员将看不到本次作业，本次作业的相关记录也会消失，此操作不可逆，确认撤回么？')
    .waitFor();
  await page.getByRole('button', { name: '确认撤回' }).click();
  await toast(page, '作业撤回成功');
  const row = rowOf(page, name);
  await row.locator('.homework-name__recall').waitFor();
  await expect.poll(() => row.getAttribute('class')).toContain('homework-row--recalled');
  // Refused actions stay in place and say why.
  expect(await rowRefusal(page, row, '去批改')).toBe('作业已撤回');
  expect(await rowRefusal(page, row, '继续发布')).toBe('作业已撤回');
  expect(await rowRefusal(page, row, '撤回')).toBe('作业已撤回');
  expect(await row.textContent()).toContain('0/0');
}

describe('homework publishing and management', () => {
  const page = usePage();

  it(
    'a teacher publishes a scored homework to two classes, continues to a third, adjusts, copies and recalls',
    async () => {
      const p = page();
      const name = `教师作业${run}`;
      await signIn(p, demo.teacher, demo.password);
      const summary = await publishFromBank(p, name, '基础');
      const row = rowOf(p, name);
      expect(await row.textContent()).toContain('（2/3）');
      expect(await row.textContent()).toContain('0/60');
      await screenshot(p, 'homework-list-teacher-published');

      await continuePublishing(p, name, '初三1班');
      await expect.poll(() => row.textContent()).toContain('（3/3）');
      expect(await row.textContent()).toContain('0/90');
      expect(await rowRefusal(p, row, '继续发布')).toBe('作业已发布到全部班级');

      await adjustDeadline(p, name);
      await copy(p, name, summary, 'teacher');
      await recall(p, name);
      await screenshot(p, 'homework-list-teacher-recalled');
    },
    SLOW,
  );

  it(
    'an assistant does the same on the assistant prefix: one class, then the other',
    async () => {
      const p = page();
      const name = `助教作业${run}`;
      await signIn(p, demo.assistant, demo.password);
      const summary = await publishFromBank(p, name, '提高');
      const row = rowOf(p, name);
      expect(await row.textContent()).toContain('（1/2）');
      expect(await row.textContent()).toContain('0/30');

      await continuePublishing(p, name, '高一1班');
      await expect.poll(() => row.textContent()).toContain('（2/2）');
      expect(await row.textContent()).toContain('0/60');

      await adjustDeadline(p, name);
      await copy(p, name, summary, 'assistant');
      await recall(p, name);
      await screenshot(p, 'homework-list-assistant-recalled');
    },
    SLOW,
  );

  it('a teacher takes the questions of an earlier homework: 请选择作业 with none, then they are added', async () => {
    const p = page();
    await signIn(p, demo.teacher, demo.password);
    await p.goto('/homework?tab=main');
    await p.getByRole('button', { name: '发布作业' }).click();
    await p.getByRole('button', { name: '从历史作业选择' }).click();
    const picker = p.getByRole('dialog', { name: '从历史作业选择' });
    await picker.locator('tbody tr').first().waitFor();
    await picker.getByRole('button', { name: '确定' }).click();
    await toast(p, '请选择作业');
    await picker.locator('tbody tr').first().locator('.p-checkbox').click();
    await picker.getByRole('button', { name: '确定' }).click();
    await picker.waitFor({ state: 'hidden' });
    await p.locator('.publish-questions tbody tr').first().waitFor();
    expect(await p.locator('.publish-section__summary').textContent()).toMatch(/共 [1-9]\d* 题/);
    await screenshot(p, 'homework-publish-from-history');
  });

  it('the hub remembers its last tab and the approve tab shows the pending count', async () => {
    const p = page();
    await signIn(p, demo.teacher, demo.password);
    await p.goto('/homework?tab=main');
    await p.getByRole('tab', { name: /作业批改（\d+）/ }).waitFor();
    await p.getByRole('tab', { name: '我的题库' }).click();
    await p.getByRole('button', { name: '添加题目' }).waitFor();
    await p.goto('/homework');
    await p.getByRole('button', { name: '添加题目' }).waitFor();
    await screenshot(p, 'homework-hub-remembered-tab');
  });
});
