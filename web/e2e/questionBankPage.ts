import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** How a user works the question bank screens, step by step (the ques tab, the form, the detail page). */

export interface QuestionCase {
  type: number;
  label: string;
  /** Option contents (types 1, 3, 4); true/false keeps its 正确 / 错误. */
  options?: string[];
  right?: string[];
  answer?: string;
  difficulty: number;
}

export const CASES: QuestionCase[] = [
  { type: 1, label: '单选题', options: ['北京', '上海', '广州', '深圳'], right: ['A'], difficulty: 1 },
  { type: 2, label: '判断题', right: ['B'], difficulty: 2 },
  { type: 3, label: '多选题', options: ['2', '3', '4', '9'], right: ['A', 'B'], difficulty: 3 },
  { type: 4, label: '不定项选择题', options: ['甲', '乙', '丙', '丁'], right: ['C'], difficulty: 4 },
  { type: 5, label: '简答题', answer: '参考答案：一二三', difficulty: 5 },
  { type: 6, label: '材料题', difficulty: 3 },
];

export const toast = (page: Page, text: string) =>
  page.locator('.p-toast-message').filter({ hasText: text }).first().waitFor();

export async function openQuesTab(page: Page): Promise<void> {
  await page.goto('/homework?tab=ques');
  await page.getByRole('button', { name: '添加题目' }).waitFor();
}

export async function fillRich(page: Page, testId: string, text: string): Promise<void> {
  const editor = page.getByTestId(testId).locator('.ql-editor');
  await editor.waitFor();
  await editor.fill(text);
}

const form = (page: Page) => page.locator('.question-form');

export async function chooseType(page: Page, label: string): Promise<void> {
  await form(page).locator('.p-selectbutton').getByText(label, { exact: true }).click();
}

export async function setDifficulty(page: Page, value: number): Promise<void> {
  await form(page)
    .locator('.p-rating .p-rating-item')
    .nth(value - 1)
    .click();
}

export async function markRight(page: Page, testIdPrefix: string, letter: string): Promise<void> {
  await page.getByTestId(`${testIdPrefix}-${letter}`).getByText('正确答案').click();
}

export async function fillOptions(page: Page, testIdPrefix: string, contents: string[]): Promise<void> {
  for (const [i, content] of contents.entries()) {
    await fillRich(page, `${testIdPrefix}-${String.fromCharCode(65 + i)}-content`, content);
  }
}

export const fieldError = (page: Page, id: string): Locator => page.locator(`#${id}`);

export async function pickOption(page: Page, dropdownInputId: string, label: string): Promise<void> {
  await page.locator('.p-dropdown', { has: page.locator(`#${dropdownInputId}`) }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Fills a new question of one case; material gets a single choice and a short answer sub-question. */
export async function fillQuestion(page: Page, c: QuestionCase, stem: string, remark: string): Promise<void> {
  await chooseType(page, c.label);
  await fillRich(page, 'ques-stem', stem);
  if (c.options) await fillOptions(page, 'option', c.options);
  for (const letter of c.right ?? []) await markRight(page, 'option', letter);
  if (c.answer) await fillRich(page, 'ques-answer', c.answer);
  if (c.type === 6) await fillMaterialItems(page);
  await setDifficulty(page, c.difficulty);
  await form(page).locator('#ques-remark').fill(remark);
}

/** Two sub-questions, moved at and off the edges (已经是第一题, 已经是最后一题) and back. */
async function fillMaterialItems(page: Page): Promise<void> {
  await fillRich(page, 'item-0-stem', '材料小题一');
  await fillOptions(page, 'item-0-option', ['对的', '错的', '不知道', '都不是']);
  await markRight(page, 'item-0-option', 'A');
  await page.getByRole('button', { name: '删除第1题' }).click();
  await toast(page, '至少保留一题');
  await page.getByRole('button', { name: '添加小题' }).click();
  await pickOption(page, 'item-1-type', '简答题');
  await fillRich(page, 'item-1-stem', '材料小题二');
  await fillRich(page, 'item-1-answer', '小题二答案');
  await page.getByRole('button', { name: '第1题上移' }).click();
  await toast(page, '已经是第一题');
  await page.getByRole('button', { name: '第2题下移' }).click();
  await toast(page, '已经是最后一题');
  await page.getByRole('button', { name: '第2题上移' }).click();
  await expect
    .poll(() => page.getByTestId('sub-question-1').locator('.p-dropdown-label').textContent())
    .toBe('简答题');
  await page.getByRole('button', { name: '第1题下移' }).click();
  await expect
    .poll(() => page.getByTestId('sub-question-1').locator('.p-dropdown-label').textContent())
    .toBe('单选题');
}

export async function save(page: Page): Promise<void> {
  await form(page).getByRole('button', { name: '保存', exact: true }).click();
}

/** Applies the ques tab's filters (each optional) and answers the rows shown. */
export async function filterBank(
  page: Page,
  f: { stem?: string; type?: string; difficulty?: number; remark?: string },
): Promise<Locator> {
  await page.getByRole('button', { name: '重置' }).click();
  if (f.stem) await page.locator('#filter-stem').fill(f.stem);
  if (f.type) await pickOption(page, 'filter-type', f.type);
  if (f.difficulty) await pickOption(page, 'filter-difficulty', `难度${f.difficulty}`);
  if (f.remark) await page.locator('#filter-remark').fill(f.remark);
  await page.getByRole('button', { name: '搜索' }).click();
  await page.waitForLoadState('networkidle');
  // The last rows stay in place while the search loads; wait until the new ones are shown.
  await page.locator('.ques-tab .list-table__progress .p-progressbar').waitFor({ state: 'hidden' });
  return page.locator('.ques-tab tbody tr');
}

export const rowOf = (page: Page, text: string) => page.locator('.ques-tab tbody tr', { hasText: text });

export async function confirm(page: Page, message: string): Promise<void> {
  const dialog = page.locator('.p-confirm-dialog', { hasText: message });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: '确定' }).click();
}
