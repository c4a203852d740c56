import type { Locator, Page } from 'playwright-core';

/** A criterion as typed into the rubric dialog: its name and its levels (text, points). */
export type CriterionInput = { name: string; levels: [string, number][] };

/**
 * Opens 新建评分标准 from the rubric tab and types the rubric (two levels per criterion, as the
 * dialog starts them); answers the dialog, for the caller to look at before saving.
 */
export async function typeRubric(p: Page, title: string, criteria: CriterionInput[]): Promise<Locator> {
  await p.goto('/homework?tab=rubric');
  await p.getByRole('button', { name: '新建评分标准' }).click();
  const dialog = p.getByRole('dialog', { name: '新建评分标准' });
  await dialog.locator('#rubric-title').fill(title);
  for (const [c, criterion] of criteria.entries()) {
    if (c > 0) await dialog.getByRole('button', { name: '添加评分项' }).click();
    await dialog.getByLabel(`评分项${c + 1}名称`).fill(criterion.name);
    for (const [l, [text, points]] of criterion.levels.entries()) {
      await dialog.getByLabel(`评分项${c + 1}等级${l + 1}描述`).fill(text);
      await dialog.getByLabel(`评分项${c + 1}等级${l + 1}分值`).fill(String(points));
    }
  }
  return dialog;
}
