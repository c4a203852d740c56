import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wordFile } from '../../api/test/questionFiles';
import { demo, rowAction, screenshot, signIn, usePage } from './browser';
import { filterBank, openQuesTab, toast } from './questionBankPage';

const run = String(Date.now() % 100_000);

describe('import preview in the browser', () => {
  const page = usePage();
  const dir = mkdtempSync(join(tmpdir(), 'import-preview-'));

  it('a Word file with two mistakes: one fixed inline, the other dropped, the rest imported', async () => {
    const p = page();
    await signIn(p, demo.teacher, demo.password);
    await openQuesTab(p);
    const file = join(dir, 'two-mistakes.docx');
    writeFileSync(
      file,
      await wordFile([
        '【题型】单选题',
        `【题干】预览导入正确${run}`,
        '【选项】',
        'A. 甲',
        'B. 乙',
        '【答案】A',
        '【难度】1',
        '#####',
        '【题型】单选题',
        '【题干】',
        '【选项】',
        'A. 甲',
        'B. 乙',
        '【答案】B',
        '【难度】2',
        '#####',
        '【题型】多选题',
        `【题干】预览导入删除${run}`,
        '【选项】',
        'A. 甲',
        'B. 乙',
        '【答案】AE',
        '【难度】3',
      ]),
    );
    await p.getByRole('button', { name: '导入题目' }).click();
    await p.getByTestId('import-file').setInputFiles(file);
    await p.getByRole('button', { name: '上传并预览' }).click();
    const preview = p.locator('.p-dialog', { hasText: '导入预览' });
    await preview.waitFor();
    const rows = preview.locator('tbody tr');
    await rows.nth(2).waitFor();
    expect(await preview.getByTestId('preview-summary').textContent()).toBe('共3道题，1道可导入');
    await expect.poll(() => rows.nth(1).textContent()).toContain('请输入题干');
    expect(await rows.nth(2).textContent()).toContain('答案E不是有效的选项');
    expect(await preview.getByTestId('commit-reason').textContent()).toBe(
      '还有2道题有错误，请修改或删除后再导入',
    );
    expect(await preview.getByRole('button', { name: /导入1道题/ }).isDisabled()).toBe(true);
    await p.setViewportSize({ width: 1280, height: 720 });
    await screenshot(p, 'import-preview-errors');

    // fix the second question inline: its stem
    await rowAction(p, rows.nth(1), '修改');
    const fix = preview.getByTestId('import-fix');
    await fix.waitFor();
    await fix.locator('.ql-editor').first().fill(`预览导入修好${run}`);
    await screenshot(p, 'import-preview-fixing');
    await fix.getByRole('button', { name: '保存修改' }).click();
    await fix.waitFor({ state: 'detached' });
    await expect.poll(() => rows.nth(1).textContent(), { timeout: 15_000 }).toContain('可导入');

    // drop the third, asked first
    await rowAction(p, rows.nth(2), '删除');
    const ask = p.locator('.p-dialog', { hasText: '确定要删除这道题吗' });
    await ask.getByRole('button', { name: '删除' }).click();
    await expect
      .poll(() => preview.getByTestId('preview-summary').textContent())
      .toBe('共2道题，2道可导入，已删除1道');

    await preview.getByRole('button', { name: /导入2道题/ }).click();
    await toast(p, '导入成功，共添加2道题');
    await filterBank(p, { stem: `预览导入` });
    const bank = p.locator('.ques-tab tbody tr');
    await bank
      .filter({ hasText: `预览导入修好${run}` })
      .first()
      .waitFor();
    await bank
      .filter({ hasText: `预览导入正确${run}` })
      .first()
      .waitFor();
    expect(await bank.filter({ hasText: `预览导入删除${run}` }).count()).toBe(0);
  }, 180_000);
});
