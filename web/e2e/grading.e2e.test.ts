import { describe, expect, it } from 'vitest';
import { answerSheet } from './answerSheet';
import { baseUrl, demo, screenshot, signIn, usePage } from './browser';
import { login, rest } from './rest';
import { settledBox } from './settledBox';

/**
 * Grading in a real browser on the demo school: the demo teacher's homework with a short answer that
 * three students of 初一1班 answered with an image (set up over REST, as the student app would), graded
 * from the keyboard, annotated on the paint board, finished with a comment, then the next reports.
 */

const SLOW = 120_000;
const NAME = `批注练习${Date.now() % 100_000}`;
const STUDENTS = ['13900000001', '13900000002', '13900000003'];
const BANKED = '要点齐全';

/** The homework and three submitted reports with an answer image; answers the report ids. */
async function submittedHomework(): Promise<number[]> {
  const teacher = await login(demo.teacher);
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(answerSheet())], { type: 'image/png' }), 'sheet.png');
  const upload = await fetch(`${baseUrl()}/api/lector/public/file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${teacher}` },
    body: form,
  });
  const image = ((await upload.json()) as { data: { path: string } }).data.path;
  // The teacher's comment bank holds one reusable comment (Alt+1 inserts it).
  const banked = (await rest('/lector/grading/comments', teacher, undefined, 'GET')).data as any[];
  if (!banked.some((c) => c.content === BANKED))
    expect((await rest('/lector/grading/comments', teacher, { content: BANKED })).msg).toBe('添加成功');
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
  const reports: number[] = [];
  for (const mobile of STUDENTS) {
    const token = await login(mobile);
    const mine = (await rest('/app/homework?limit=100', token, undefined, 'GET')).data.list as any[];
    const reportId = mine.find((r) => r.hw_id === published.data.id).report_id as number;
    const answer = { content: '<p>物体在不受外力时保持静止或匀速直线运动。</p>', images: [image] };
    await rest(
      `/app/homework/${reportId}/answers`,
      token,
      { answers: [{ ques_id: essay.id, user_answer: answer }] },
      'PUT',
    );
    expect((await rest(`/app/homework/${reportId}/submit`, token)).msg).toBe('提交成功');
    reports.push(reportId);
  }
  return reports.sort((a, b) => a - b);
}

const reportIdOf = (url: string) => Number(new URL(url).searchParams.get('report_id'));

describe('grading a homework in the browser', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'grades with the keyboard, draws on the answer image, finishes with a comment, moves on to the last student',
    async () => {
      const reports = await submittedHomework();
      const p = page();
      await signIn(p, demo.teacher, demo.password);

      // The approve tab lists the three reports; 批改 opens the first.
      await p.goto('/homework?tab=approve');
      await p.locator('#ap-name').fill(NAME);
      await p.getByRole('button', { name: '搜索' }).click();
      const rows = p.locator('tbody tr', { hasText: NAME });
      await expect.poll(() => rows.count()).toBe(3);
      await screenshot(p, 'grading-approve-list');
      // Oldest submission first: 批改 on the first row opens the first report.
      await rows.first().getByRole('button', { name: '批改' }).click();
      await p.waitForURL((url) => reportIdOf(url.toString()) === reports[0]);
      await p.getByRole('heading', { name: '批改作业' }).waitFor();
      await p.getByText('待批改（总分 10）').waitFor();

      // Draw a rectangle, an arrow and a text on the answer image.
      await p.getByRole('button', { name: '批注' }).click();
      const board = p.getByRole('img', { name: '批注画板' });
      const box = await settledBox(board);
      await p.getByRole('button', { name: '矩形' }).click();
      await p.mouse.move(box.x + 40, box.y + 40);
      await p.mouse.down();
      await p.mouse.move(box.x + 200, box.y + 120, { steps: 5 });
      await p.mouse.up();
      await p.getByRole('button', { name: '箭头' }).click();
      await p.mouse.move(box.x + 300, box.y + 200);
      await p.mouse.down();
      await p.mouse.move(box.x + 220, box.y + 130, { steps: 5 });
      await p.mouse.up();
      await p.getByRole('button', { name: '文字' }).click();
      await p.mouse.click(box.x + 250, box.y + 220);
      await p.getByLabel('批注文字').waitFor();
      // The text box takes the focus once the click that placed it has finished.
      await expect
        .poll(() => p.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('批注文字');
      await p.keyboard.type('要点不全');
      await p.keyboard.press('Enter');
      await p.getByRole('button', { name: '文字' }).click();
      await screenshot(p, 'grading-paint-board');
      await p.getByRole('button', { name: '保存批注' }).click();
      await p.getByRole('dialog', { name: '批注' }).waitFor({ state: 'hidden' });

      // The keyboard alone: the help overlay, a score typed, Enter saves, F finishes with a comment.
      await p.keyboard.press('?');
      await p.getByRole('dialog', { name: '键盘快捷键' }).waitFor();
      await p.keyboard.press('Escape');
      await p.getByRole('dialog', { name: '键盘快捷键' }).waitFor({ state: 'hidden' });
      await p.keyboard.press('8');
      await expect.poll(() => p.locator('#grading-score').inputValue()).toBe('8');
      await p.keyboard.press('Alt+1');
      await expect.poll(() => p.locator('#grading-remark').inputValue()).toContain(BANKED);
      await p.keyboard.press('Enter');
      await p.getByRole('button', { name: '第1题，已批阅' }).waitFor();
      await p.keyboard.press('f');
      await p.getByRole('dialog', { name: '完成批改' }).waitFor();
      // The comment field takes the focus once the dialog has opened.
      await expect.poll(() => p.evaluate(() => document.activeElement?.id)).toBe('finish-comment');
      await p.keyboard.type('书写工整，继续努力');
      await p.keyboard.press('Control+Enter');

      // The next report opens.
      await p.waitForURL((url) => reportIdOf(url.toString()) === reports[1]);
      await p.getByText('待批改（总分 10）').waitFor();
      await screenshot(p, 'grading-next-report');

      // Content 1200 px wide; the side card is fixed once the page has scrolled past 225 px.
      const side = p.locator('.grading-page__side');
      await p.setViewportSize({ width: 1280, height: 360 });
      await p.evaluate(() => window.scrollTo(0, 100));
      await expect.poll(() => side.evaluate((e) => e.classList.contains('is-fixed'))).toBe(false);
      await p.evaluate(() => window.scrollTo(0, 300));
      await expect.poll(() => side.evaluate((e) => e.classList.contains('is-fixed'))).toBe(true);
      await p.evaluate(() => window.scrollTo(0, 0));
      await p.setViewportSize({ width: 1280, height: 720 });
      expect(await p.locator('.grading-page').evaluate((e) => getComputedStyle(e).maxWidth)).toBe('1200px');

      // Skip this student: the third, then the last one says 已是最后一名学员.
      await p.keyboard.press('s');
      await p.waitForURL((url) => reportIdOf(url.toString()) === reports[2]);
      await p.getByText('待批改（总分 10）').waitFor();
      await p.keyboard.press('s');
      await p.getByRole('alert').filter({ hasText: '已是最后一名学员' }).waitFor();
      await screenshot(p, 'grading-last-student');

      // HomeworkManage's 去批改 opens the homework's first report still awaiting grading (the second).
      await p.goto('/homework');
      await p.locator('#hw-name').fill(NAME);
      await p.getByRole('button', { name: '搜索' }).click();
      const homeworkRow = p.locator('tbody tr', { hasText: NAME });
      await expect.poll(() => homeworkRow.count()).toBe(1);
      await homeworkRow.getByRole('button', { name: '去批改' }).click();
      await p.waitForURL((url) => reportIdOf(url.toString()) === reports[1]);
      await p.getByText('待批改（总分 10）').waitFor();

      // The graded report, viewed: score, comment and the drawing again.
      await p.goto(`/homework/approve/view?report_id=${reports[0]}&class_id=0`);
      await p.getByRole('heading', { name: '查看作业' }).waitFor();
      await p.getByText('8 / 10').waitFor();
      await p.getByText('书写工整，继续努力').waitFor();
      const drawing = p.getByRole('img', { name: '批注', exact: true });
      await drawing.waitFor();
      expect(await drawing.locator('rect').count()).toBe(1);
      expect(await drawing.locator('line').count()).toBe(1);
      expect(await drawing.locator('text').allTextContents()).toEqual(['要点不全']);
      await screenshot(p, 'grading-view');
    },
    SLOW,
  );
});
