import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, screenshot, signIn, usePage } from './browser';
import { pickFromMyBank } from './questionPicker';
import { login, rest, toast } from './rest';
import { typeRubric } from './rubricDialog';

/**
 * Rubrics, anonymous grading and the audit trail together, as a grader meets them: the demo teacher
 * builds a rubric, publishes a homework of one short answer with it and 匿名批改, two students of
 * 初一1班 submit (over REST, as the student app would), the teacher grades both by rubric seeing only
 * 学员1 and 学员2 (no answer of the server carries a name or phone meanwhile), regrades one, finishes
 * the last and sees the names, then reads the regrade in the homework's 操作记录.
 */

const SLOW = 240_000;
const COURSE = '初一语文秋季班';
const STAMP = Date.now() % 100_000;
const RUBRIC = `匿名评分${STAMP}`;
const NAME = `评分匿名${STAMP}`;
const STUDENTS = ['13900000001', '13900000002'];

async function buildRubric(p: Page) {
  const dialog = await typeRubric(p, RUBRIC, [
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
        ['充分', 6],
      ],
    },
  ]);
  await dialog.getByRole('button', { name: '保存' }).click();
  await toast(p, '添加成功');
}

/** The publish form: one short answer of 10 points with the rubric, scored, 匿名批改 ticked. */
async function publish(p: Page) {
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
  await p.locator('label[for="hw-anonymous"]').click();
  await pickFromMyBank(p, { type: '简答题' });
  await p.getByRole('button', { name: '批量设置分值' }).click();
  await p.locator('#batch-5').fill('10');
  await p.getByRole('dialog', { name: '批量设置分值' }).getByRole('button', { name: '确定' }).click();
  await p.locator('.publish-questions .publish-question__rubric').first().click();
  await p.locator('.p-dropdown-item', { hasText: RUBRIC }).click();
  await expect.poll(() => p.locator('#hw-anonymous').isChecked()).toBe(true);
  await screenshot(p, 'graders-tools-publish');
  await p.getByRole('button', { name: '发布', exact: true }).click();
  await toast(p, '作业发布成功');
  // The form goes back to the list by itself; a navigation before that would be cut short by it.
  await p.getByRole('button', { name: '发布作业' }).waitFor();
}

/** Each student answers the short answer and submits; answers every nickname and mobile. */
async function studentsSubmit(): Promise<string[]> {
  const identities: string[] = [];
  for (const mobile of STUDENTS) {
    const token = await login(mobile);
    identities.push(mobile, (await rest('/auth/me', token, undefined, 'GET')).data.nickname);
    const mine = (await rest('/app/homework?limit=100', token, undefined, 'GET')).data.list as {
      name: string;
      report_id: number;
    }[];
    const report = mine.find((r) => r.name === NAME);
    expect(report, `${mobile} got the homework`).toBeDefined();
    const paper = (await rest(`/app/homework/${report?.report_id}`, token, undefined, 'GET')).data;
    const answers = [
      { ques_id: paper.questions[0].ques_id, user_answer: { content: '<p>观点与论据</p>', images: [] } },
    ];
    expect((await rest(`/app/homework/${report?.report_id}/answers`, token, { answers }, 'PUT')).msg).toBe(
      '保存成功',
    );
    expect((await rest(`/app/homework/${report?.report_id}/submit`, token)).msg).toBe('提交成功');
  }
  return identities;
}

/** Every answer of the server (GraphQL and REST) the page receives from now on, as text. */
function recordAnswers(p: Page): string[] {
  const bodies: string[] = [];
  p.on('response', (response: Response) => {
    const url = response.url();
    if (!url.includes('/graphql') && !url.includes('/api/')) return;
    response.text().then(
      (text) => bodies.push(text),
      () => undefined,
    );
  });
  return bodies;
}

async function pickLevel(p: Page, criterion: string, level: RegExp) {
  await p
    .getByRole('group', { name: '评分标准' })
    .getByRole('radiogroup', { name: criterion })
    .getByRole('radio', { name: level })
    .first()
    .click();
}

/** Saves the question's grade and waits for the server to have it. */
async function save(p: Page) {
  const saved = p.waitForResponse((r) => r.request().postData()?.includes('"GradeQuestion"') ?? false);
  await p.getByRole('button', { name: '保存并下一题' }).click();
  expect((await saved).ok()).toBe(true);
  await p.getByRole('button', { name: '第1题，已批阅' }).waitFor();
}

async function finish(p: Page) {
  const finish = p.getByRole('button', { name: '完成批改' });
  await expect.poll(() => finish.getAttribute('aria-disabled')).toBeNull();
  await finish.click();
  const dialog = p.getByRole('dialog', { name: '完成批改' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: '提交' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe("a grader's tools together", () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'a rubric on anonymous homework: two reports graded by level as 学员1 and 学员2, a regrade, names after the last, the regrade in 操作记录',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await buildRubric(p);
      await publish(p);
      const identities = await studentsSubmit();

      await p.goto('/homework?tab=approve');
      await p.locator('#ap-name').fill(NAME);
      await p.getByRole('button', { name: '搜索' }).click();
      const rows = p.locator('tbody tr', { hasText: NAME });
      await expect.poll(() => rows.count()).toBe(2);
      const listed = (await rows.allInnerTexts()).join('\n');
      for (const identity of identities) expect(listed).not.toContain(identity);
      // From here on every answer of the server is about this homework's reports.
      const answers = recordAnswers(p);
      await rows.first().getByRole('button', { name: '批改' }).click();
      await p.getByRole('heading', { name: '批改作业' }).waitFor();

      // 学员1: 清楚 4 + 不足 1 = 5, saved; then regraded 清楚 4 + 充分 6 = 10, and finished.
      const info = p.locator('.grading-page__info');
      await info.getByText('学员1').waitFor();
      await pickLevel(p, '观点', /清楚 4分/);
      await pickLevel(p, '论据', /不足 1分/);
      await expect.poll(() => p.locator('#grading-score').inputValue()).toBe('5');
      await save(p);
      await screenshot(p, 'graders-tools-grading');
      await pickLevel(p, '论据', /充分 6分/);
      await expect.poll(() => p.locator('#grading-score').inputValue()).toBe('10');
      await save(p);
      await finish(p);

      // 学员2, the last: 缺失 0 + 充分 6 = 6, finished.
      await info.getByText('学员2').waitFor();
      await pickLevel(p, '观点', /缺失 0分/);
      await pickLevel(p, '论据', /充分 6分/);
      await expect.poll(() => p.locator('#grading-score').inputValue()).toBe('6');
      await save(p);
      await p.waitForLoadState('networkidle');

      // While anonymity held, no answer of the server named a student or gave a phone.
      expect(answers.length).toBeGreaterThan(5);
      const heard = answers.join('\n');
      for (const identity of identities) expect(heard).not.toContain(identity);
      await finish(p);

      // Grading is over: the homework's submission list names both students.
      const teacher = await login(demo.teacher);
      const hwId = (
        (await rest(`/lector/hw/index?name=${encodeURIComponent(NAME)}`, teacher, undefined, 'GET')).data
          .list as { id: number; name: string }[]
      ).find((h) => h.name === NAME)?.id;
      await p.goto(`/homework/detail?hw_id=${hwId}&class_id=0`);
      await p.getByRole('heading', { name: NAME }).waitFor();
      await p.locator('.list-table tbody tr').first().waitFor();
      const [mobile, nickname] = identities as [string, string];
      await p.locator('#result-student-name').fill(nickname);
      await p.getByRole('button', { name: '搜索' }).click();
      await p.locator('.list-table tbody tr', { hasText: mobile }).getByText(nickname).first().waitFor();
      expect(await p.locator('.result-header').getByText('匿名批改').count()).toBe(0);

      // 操作记录: the regrade with its old and new score, the rubric levels having made both.
      await p.getByRole('button', { name: '操作记录' }).click();
      const trail = p.getByRole('dialog', { name: '操作记录' });
      await trail.locator('tbody tr').first().waitFor();
      const regrade = trail.locator('tbody tr', { hasText: '重新批改' });
      await expect.poll(() => regrade.count()).toBe(1);
      expect(await regrade.innerText()).toContain('5分 → 10分');
      await screenshot(p, 'graders-tools-trail');
    },
    SLOW,
  );
});
