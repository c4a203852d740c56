import { describe, expect, it } from 'vitest';
import { demo, screenshot, signIn, usePage } from './browser';
import { login, rest } from './rest';

/**
 * The audit trail (操作记录) in a real browser: the demo teacher grades a report with one score,
 * regrades it with another, finishes it, and reads the regrade with its old and new score in the
 * homework's trail and in the report's own. The homework and the students' submits are set up over
 * REST, as the student app would.
 */

const SLOW = 120_000;
const NAME = `操作记录${Date.now() % 100_000}`;
const STUDENTS = ['13900000001', '13900000002'];

/** A homework of one short answer (10 points), submitted by two students: its id and the report ids. */
async function submittedHomework(): Promise<{ hwId: number; reports: number[] }> {
  const teacher = await login(demo.teacher);
  const bank = (await rest('/lector/ques/public', teacher, { limit: 100 })).data.list as any[];
  const essay = bank.find((q) => q.ques_type === 5);
  const published = await rest('/lector/hw/publish', teacher, {
    course_basis_id: 1,
    type: 1,
    name: NAME,
    remark: '',
    ending_time: Math.floor(Date.now() / 1000) + 30 * 86_400,
    is_set_score: 2,
    publish_scope: 1,
    question: JSON.stringify([{ id: essay.id, score: 10 }]),
  });
  expect(published.msg).toBe('作业发布成功');
  const hwId = published.data.id as number;
  const reports: number[] = [];
  for (const mobile of STUDENTS) {
    const token = await login(mobile);
    const mine = (await rest('/app/homework?limit=100', token, undefined, 'GET')).data.list as any[];
    const reportId = mine.find((r) => r.hw_id === hwId).report_id as number;
    const answer = { content: '<p>惯性是物体保持原有运动状态的性质。</p>', images: [] };
    await rest(
      `/app/homework/${reportId}/answers`,
      token,
      { answers: [{ ques_id: essay.id, user_answer: answer }] },
      'PUT',
    );
    expect((await rest(`/app/homework/${reportId}/submit`, token)).msg).toBe('提交成功');
    reports.push(reportId);
  }
  return { hwId, reports: reports.sort((a, b) => a - b) };
}

const reportIdOf = (url: string) => Number(new URL(url).searchParams.get('report_id'));

describe('操作记录 in the browser', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'a teacher grades 6, regrades 9, finishes, and reads the regrade 6分 → 9分 in the homework’s and the report’s trail',
    async () => {
      const { hwId, reports } = await submittedHomework();
      const p = page();
      await signIn(p, demo.teacher, demo.password);

      // Grade the first report's short answer 6, then regrade it 9, then finish.
      await p.goto(`/homework/approve?report_id=${reports[0]}`);
      await p.getByRole('heading', { name: '批改作业' }).waitFor();
      await p.getByText('待批改（总分 10）').waitFor();
      const score = p.locator('#grading-score');
      await score.fill('6');
      await score.press('Enter');
      await p.getByRole('button', { name: '第1题，已批阅' }).waitFor();
      await score.fill('9');
      await score.press('Enter');
      await expect.poll(() => score.inputValue()).toBe('9');
      // 完成批改 is refused (aria-disabled, with its reason) while the regrade is being saved.
      const finish = p.getByRole('button', { name: '完成批改' });
      await expect.poll(() => finish.getAttribute('aria-disabled')).toBeNull();
      await finish.click();
      await p.getByRole('dialog', { name: '完成批改' }).waitFor();
      await expect.poll(() => p.evaluate(() => document.activeElement?.id)).toBe('finish-comment');
      await p.keyboard.press('Control+Enter');
      await p.waitForURL((url) => reportIdOf(url.toString()) === reports[1]);

      // The homework detail's 操作记录: newest first, the regrade with its old and new score.
      await p.goto(`/homework/detail?hw_id=${hwId}&class_id=0`);
      await p.getByRole('heading', { name: NAME }).waitFor();
      await p.getByRole('button', { name: '操作记录' }).click();
      const dialog = p.getByRole('dialog', { name: '操作记录' });
      const rows = dialog.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(4);
      expect(await rows.nth(0).innerText()).toContain('完成批改');
      const regrade = rows.nth(1);
      expect(await regrade.innerText()).toContain('重新批改');
      expect(await regrade.innerText()).toContain('6分 → 9分');
      expect(await regrade.innerText()).toContain('讲师');
      expect(await rows.nth(2).innerText()).toContain('批改');
      expect(await rows.nth(3).innerText()).toContain('发布作业');
      await dialog.getByText('共 4 条').waitFor();
      await screenshot(p, 'operation-log-homework');
      await p.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // The graded report's own trail also shows its student's submit.
      await p.goto(`/homework/approve/view?report_id=${reports[0]}&class_id=0`);
      await p.getByRole('heading', { name: '查看作业' }).waitFor();
      await p.getByRole('button', { name: '操作记录' }).click();
      const reportRows = p.getByRole('dialog', { name: '操作记录' }).locator('tbody tr');
      await expect.poll(() => reportRows.count()).toBe(4);
      expect(await reportRows.nth(1).innerText()).toContain('6分 → 9分');
      expect(await reportRows.nth(3).innerText()).toContain('提交作业');
      await screenshot(p, 'operation-log-report');
    },
    SLOW,
  );

  it('the class detail header opens its class trail, ten rows a page', async () => {
    const p = page();
    await signIn(p, demo.teacher, demo.password);
    await p.goto('/classes/detail?id=1');
    await p.getByRole('heading', { name: '班级详情' }).waitFor();
    await p.getByRole('button', { name: '操作记录' }).click();
    const dialog = p.getByRole('dialog', { name: '操作记录' });
    const rows = dialog.locator('tbody tr');
    // Until the trail arrives the table shows skeleton rows and 共 0 条: wait for the total first.
    const shownTotal = async () =>
      Number((await dialog.getByText(/共 \d+ 条/).innerText()).replace(/\D/g, ''));
    await expect.poll(shownTotal).toBeGreaterThan(0);
    // The demo school's seed opened the class: the oldest row, on the last page, by 系统.
    const total = await shownTotal();
    await expect.poll(() => rows.count()).toBe(Math.min(total, 10));
    expect(await rows.last().innerText()).toMatch(/系统/);
    await screenshot(p, 'operation-log-class');
  });

  it('the question detail opens the question’s trail: created, then edited, by the teacher', async () => {
    const teacher = await login(demo.teacher);
    const stem = `<p>记录题${Date.now() % 100_000}</p>`;
    const form = {
      ques_type: 1,
      ques_stem: stem,
      ques_option: JSON.stringify([
        { content: '<p>甲</p>', is_right: 1 },
        { content: '<p>乙</p>', is_right: 2 },
      ]),
      right_answer: '',
      ques_analysis: '',
      facility_value: 2,
      remark: '',
    };
    const added = await rest('/lector/ques/add', teacher, form);
    const id = added.data.id as number;
    await rest(`/lector/ques/update/${id}`, teacher, { ...form, remark: '改过' }, 'PUT');
    const p = page();
    await signIn(p, demo.teacher, demo.password);
    await p.goto(`/homework/questions/detail?id=${id}`);
    await p.getByRole('heading', { name: '题目详情' }).waitFor();
    await p.getByRole('button', { name: '操作记录' }).click();
    const rows = p.getByRole('dialog', { name: '操作记录' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toContain('编辑题目');
    expect(await rows.nth(1).innerText()).toMatch(/创建题目[\s\S]*手动添加/);
    await screenshot(p, 'operation-log-question');
  });
});
