import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Adds questions from 从我的题库选择 to the publish form as a user does: ticks the first row (of the
 * given type), or every row, once the list has loaded, sees it ticked, confirms and waits for the dialog
 * to close. Confirming before the tick has landed would be refused with 请选择题目 and leave the dialog
 * over the form.
 */
export async function pickFromMyBank(page: Page, which: 'first' | 'all' | { type: string }): Promise<void> {
  await page.getByRole('button', { name: '从我的题库选择' }).click();
  const picker = page.getByRole('dialog', { name: '从我的题库选择' });
  const rows =
    typeof which === 'string'
      ? picker.locator('tbody tr')
      : picker.locator('tbody tr', { hasText: which.type });
  await rows.first().waitFor();
  // The dialog's opening animation ends at its full width; a tick during it can miss.
  await expect.poll(() => picker.evaluate((el) => el.getBoundingClientRect().width)).toBe(980);
  await (which === 'all' ? picker.locator('thead .p-checkbox') : rows.first().locator('.p-checkbox')).click();
  await expect.poll(() => rows.first().getAttribute('aria-selected')).toBe('true');
  await picker.getByRole('button', { name: '确定' }).click();
  await picker.waitFor({ state: 'hidden' });
}
