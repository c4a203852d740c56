import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, screenshot, signIn, usePage } from './browser';
import { pickFromMyBank } from './questionPicker';
import { login, rest, toast } from './rest';
import { typeRubric } from './rubricDialog';

/**
 * Rubrics in a real browser on the demo school: the demo teacher builds a rubric in the library,
 * publishes a scored homework on 初一语文秋季班 with it on the short answers, a student of 初一1班
 * submits (over REST, as the student app would), and the teacher grades the report by rubric level.
 */

const SLOW = 180_000;
const COURSE = '初一语文秋季班';
const STAMP = Date.now() % 100_000;
const TITLE = `论述评分${STAMP}`;
const NAME = `评分标准作业${STAMP}`;

async function buildRubric(p: Page) {
  const dialog = await typeRubric(p, TITLE, [
    {
      name: '观点',
      levels: [
        ['缺失', 0],
        ['清楚', 4],
      ],
    },
    {
      name: '论据',
      levels: [
        ['不足', 1],
        ['充分', 8],
      ],
    },
  ]);
  await screenshot(p, 'rubric-dialog');
  await dialog.getByRole('button', { name: '保存' }).click();
  await toast(p, '添加成功');
  const row = p.locator('tbody tr', { hasText: TITLE });
  await row.waitFor();
  expect(await row.textContent()).toContain('未使用');
  await screenshot(p, 'rubric-library');
}

async function publishWithRubric(p: Page) {
  await p.goto('/homework?tab=main');
  await p.getByRole('button', { name: '发布作业' }).click();
  await p.getByRole('button', { name: '选择课程' }).click();
  const courses = p.getByRole('dialog', { name: '选择课程' });
  await courses.locator('tr', { hasText: COURSE }).first().locator('.p-radiobutton').click();
  await courses.getByRole('button', { name: '确定' }).click();
  await p.locator('#hw-name-input').fill(NAME);
  await p.locator('#hw-ending-input').fill('2030-01-15 18:00');
  await p.keyboard.press('Escape');
  await p.locator('label[for="hw-score-2"]').click();
  await p.locator('label[for="hw-scope-1"]').click();
  await pickFromMyBank(p, 'all');
  await p.getByRole('button', { name: '批量设置分值' }).click();
  await p.locator('#batch-1').fill('5');
  await p.locator('#batch-5').fill('10');
  await p.getByRole('dialog', { name: '批量设置分值' }).getByRole('button', { name: '确定' }).click();
  // The rubric on every short answer of the list.
  const pickers = p.locator('.publish-questions .publish-question__rubric');
  await expect.poll(() => pickers.count()).toBeGreaterThan(0);
  for (let i = 0; i < (await pickers.count()); i++) {
    await pickers.nth(i).click();
    await p.locator('.p-dropdown-item', { hasText: TITLE }).click();
    // the list closes (with its animation) before the next picker opens its own
    await expect.poll(() => p.locator('.p-dropdown-panel').count()).toBe(0);
  }
  await screenshot(p, 'rubric-publish-picker');
  await p.getByRole('button', { name: '发布', exact: true }).click();
  await toast(p, '作业发布成功');
}

/** The demo student answers every short answer of the homework and submits; answers the report id. */
async function submitted(): Promise<number> {
  const token = await login(demo.student);
  const mine = (await rest('/app/homework?limit=100', token, undefined, 'GET')).data.list as any[];
  const report = mine.find((r) => r.name === NAME);
  expect(report, 'the published homework reaches the student').toBeDefined();
  const reportId = report.report_id as number;
  const paper = (await rest(`/app/homework/${reportId}`, token, undefined, 'GET')).data;
  type Open = { ques_id: number; ques_type: number; ques_item: Omit<Open, 'ques_item'>[] };
  const essays = (paper.questions as Open[])
    .flatMap((q) => [q, ...q.ques_item])
    .filter((q) => q.ques_type === 5)
    .map((q) => ({ ques_id: q.ques_id, user_answer: { content: '<p>我的观点和论据</p>', images: [] } }));
  expect((await rest(`/app/homework/${reportId}/answers`, token, { answers: essays }, 'PUT')).msg).toBe(
    '保存成功',
  );
  expect((await rest(`/app/homework/${reportId}/submit`, token)).msg).toBe('提交成功');
  return reportId;
}

describe('rubrics in the browser', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'a teacher builds a rubric, publishes a homework with it and grades a report by rubric',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await buildRubric(p);
      await publishWithRubric(p);
      const reportId = await submitted();

      await p.goto(`/homework/approve?report_id=${reportId}`);
      await p.getByRole('heading', { name: '批改作业' }).waitFor();
      const panel = p.getByRole('group', { name: '评分标准' });
      await panel.waitFor();
      // Mouse for the first criterion, a digit key on the focused second one.
      await panel
        .getByRole('radiogroup', { name: '观点' })
        .getByRole('radio', { name: /清楚 4分/ })
        .first()
        .click();
      await panel.getByRole('radiogroup', { name: '论据' }).focus();
      await p.keyboard.press('2');
      await expect.poll(() => p.locator('#grading-score').inputValue()).toBe('10');
      await screenshot(p, 'rubric-grading-panel');
      await p.getByRole('button', { name: '保存并下一题' }).click();

      const teacher = await login(demo.teacher);
      await expect
        .poll(async () => {
          const data = (await rest(`/lector/testDetail/approved/${reportId}`, teacher, undefined, 'GET'))
            .data;
          const graded = (data.subject_question as any[]).find((q) => q.levels);
          return graded && { get_score: graded.get_score, levels: graded.levels };
        })
        .toEqual({ get_score: 10, levels: { 1: 2, 2: 2 } });
      // 4 + 8 is 12, over the question's 10 points: the score is clamped, the levels kept.
    },
    SLOW,
  );
});
