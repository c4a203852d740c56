import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerSheet } from './answerSheet';
import { baseUrl, demo, screenshot, signIn, usePage } from './browser';
import { login, rest } from './rest';

/**
 * What staff read on a 1280 × 720 laptop, each screen checked where it once went wrong: a session page
 * that scrolled its title under the header, a turned annotation over the answer and its 批注 button,
 * the publish form's stale messages, the rank medal drawn as an empty box, bare item-analysis figures,
 * an announcement cut mid-line and the adjust-deadline picker's time below the screen.
 */

const SLOW = 120_000;
const HEADER_PX = 56;

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
};

/** A demo homework graded to the end (every results tab has data). */
async function gradedHomework(page: Page): Promise<string> {
  const { homeworkList } = await gql<{ homeworkList: { list: { id: string }[] } }>(
    page,
    'query { homeworkList(page: 1, limit: 100, filter: { showOther: true }) { list { id } } }',
  );
  for (const row of homeworkList.list) {
    const { homeworkResultDetail: d } = await gql<{
      homeworkResultDetail: { tabsReady: boolean; gradedCount: number };
    }>(page, 'query($id: ID!) { homeworkResultDetail(homeworkId: $id) { tabsReady gradedCount } }', {
      id: row.id,
    });
    if (d.tabsReady && d.gradedCount >= 3) return row.id;
  }
  throw new Error('no graded demo homework: the demo school changed');
}

/** A short answer with an image, submitted, and graded with the image turned a quarter and marked. */
async function turnedAnnotation(): Promise<number> {
  const teacher = await login(demo.teacher);
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(answerSheet())], { type: 'image/png' }), 'sheet.png');
  const upload = await fetch(`${baseUrl()}/api/lector/public/file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${teacher}` },
    body: form,
  });
  const image = ((await upload.json()) as { data: { path: string } }).data.path;
  const bank = (await rest('/lector/ques/public', teacher, { limit: 100 })).data.list as any[];
  const essay = bank.find((q) => q.ques_type === 5);
  const published = await rest('/lector/hw/publish', teacher, {
    course_basis_id: 1,
    type: 1,
    name: `转向批注${Date.now() % 100_000}`,
    remark: '',
    ending_time: Math.floor(Date.now() / 1000) + 30 * 86_400,
    is_set_score: 2,
    publish_scope: 1,
    question: JSON.stringify([{ id: essay.id, score: 10 }]),
  });
  expect(published.msg).toBe('作业发布成功');
  const student = await login('13900000002');
  const mine = (await rest('/app/homework?limit=100', student, undefined, 'GET')).data.list as any[];
  const reportId = mine.find((r) => r.hw_id === published.data.id).report_id as number;
  const saved = await rest(
    `/app/homework/${reportId}/answers`,
    student,
    { answers: [{ ques_id: essay.id, user_answer: { content: '<p>见图</p>', images: [image] } }] },
    'PUT',
  );
  expect(saved.msg).not.toMatch(/不|错/);
  expect((await rest(`/app/homework/${reportId}/submit`, student)).msg).toBe('提交成功');
  await rest(`/lector/testDetail/approved/${reportId}`, teacher, undefined, 'GET');
  const drawing = { bg: [{ rotate: 90 }], draw: [{ name: 'rect', x: 40, y: 40, w: 160, h: 80 }] };
  const graded = await rest('/lector/testDetail/approveQuestion', teacher, {
    report_id: reportId,
    question_id: essay.id,
    score: 6,
    type: 1,
    image: JSON.stringify([{ url: image, draw: JSON.stringify(drawing) }]),
  });
  expect(graded.msg, JSON.stringify(graded)).not.toMatch(/不|错/);
  return reportId;
}

describe('staff screens on a 1280 × 720 laptop', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'a lesson session opens at its top: title and 进入直播间 below the header',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await p.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的课次' }).click();
      const rows = p.locator('[aria-label="课次列表"] tbody tr:not(.p-datatable-emptymessage)');
      await rows.first().waitFor();
      await rows
        .filter({ hasText: '班课' })
        .first()
        .getByRole('button', { name: '查看', exact: true })
        .click();
      await p.getByRole('tablist').first().waitFor();
      // The page is whole once its students are listed (the tab strip's own scrolling has run by then).
      await p.getByRole('tabpanel').locator('tbody tr').first().waitFor();
      // Neither the page nor any box in it has scrolled on its own.
      const scrolled = await p.evaluate(() => [
        window.scrollY,
        ...[...document.querySelectorAll('*')].filter((e) => e.scrollTop > 0).map((e) => e.className),
      ]);
      expect(scrolled).toEqual([0]);
      const live = p.getByRole('button', { name: '进入直播间' });
      expect((await box(live)).y).toBeGreaterThanOrEqual(HEADER_PX);
      await screenshot(p, 'screens-session-top');
    },
    SLOW,
  );

  it(
    'a turned annotation stays in its own box, clear of the 批注 button',
    async () => {
      const reportId = await turnedAnnotation();
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await p.goto(`/homework/approve?report_id=${reportId}`);
      const figure = p.locator('.answer-view__images figure').first();
      await figure.locator('svg').waitFor();
      // The picture's bounds as turned (a quarter: taller than wide) ...
      const turned = await box(figure);
      expect(turned.height).toBeGreaterThan(turned.width);
      // ... lie below the student's words and above the 批注 button (a pixel for rounding).
      const words = await box(p.locator('.answer-view__answer').getByText('见图'));
      expect(turned.y).toBeGreaterThanOrEqual(words.y + words.height - 1);
      const annotate = await box(p.getByRole('button', { name: '批注' }));
      expect(annotate.y).toBeGreaterThanOrEqual(turned.y + turned.height - 1);
      await screenshot(p, 'screens-turned-annotation');
    },
    SLOW,
  );

  it(
    'the publish form drops a field’s message once it is filled',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await p.goto('/homework/publish');
      await p.locator('#hw-name-input').waitFor();
      await p.locator('.homework-publish__footer').getByRole('button', { name: /发布/ }).click();
      const nameField = p.locator('.publish-field', { has: p.locator('#hw-name-input') });
      await nameField.locator('.publish-field__error').waitFor();
      await screenshot(p, 'screens-publish-refused');
      await p.locator('#hw-name-input').fill('第三单元练习');
      await expect.poll(() => nameField.locator('.publish-field__error').count()).toBe(0);
      // The course is still missing: its message stays.
      expect(await p.getByText('请选择课程').count()).toBeGreaterThan(0);
      await screenshot(p, 'screens-publish-name-filled');
    },
    SLOW,
  );

  it(
    'results: a drawn medal, item analysis in words, an uncut pie',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      const id = await gradedHomework(p);
      await p.goto(`/homework/detail?hw_id=${id}&class_id=0`);
      await p.getByRole('tab', { name: '成绩单' }).click();
      const medal = p.getByTestId('medal-1').first();
      await medal.waitFor();
      await medal.scrollIntoViewIfNeeded();
      expect(await medal.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
      await screenshot(p, 'screens-transcript-medal');

      await p.getByRole('tab', { name: /试题分析/ }).click();
      const figures = p.locator('.result-item__figures').first();
      await figures.waitFor();
      expect(await figures.innerText()).toMatch(/难度 p = \d\.\d\d（\d+% 答对）/);
      expect(await figures.innerText()).toMatch(/区分度 D = /);
      expect(await figures.innerText()).toMatch(/相关 r = /);
      await screenshot(p, 'screens-item-analysis');

      await p.getByRole('tab', { name: /成绩分布/ }).click();
      await p.getByText('饼图').click();
      const plot = p.getByTestId('result-plot').first();
      await plot.locator('.slicetext, .pielayer text').first().waitFor();
      await plot.scrollIntoViewIfNeeded();
      const frame = await box(plot);
      for (const label of await plot.locator('.pielayer text').all()) {
        const b = await box(label);
        expect(b.x).toBeGreaterThanOrEqual(frame.x - 1);
        expect(b.x + b.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
        expect(b.y).toBeGreaterThanOrEqual(frame.y - 1);
        expect(b.y + b.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
      }
      await screenshot(p, 'screens-distribution-pie');
    },
    SLOW,
  );

  it(
    'an announcement reads as a plain excerpt, whole on hover',
    async () => {
      const teacher = await login(demo.teacher);
      const long = `<p><strong>重要：</strong>${'本周五下午举行春季运动会，请各位同学穿运动服，带好水杯。'.repeat(6)}</p>`;
      const added = await rest('/lector/announcement', teacher, {
        class_id: 1,
        title: '运动会长通知',
        content: long,
      });
      expect(added.msg, JSON.stringify(added)).toBe('添加成功');
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await p.goto('/classes/detail?id=1&tab=announcement');
      const cell = p.locator('tbody tr', { hasText: '运动会长通知' }).locator('.announcement__content');
      await cell.waitFor();
      const title = await cell.getAttribute('title');
      expect(title?.startsWith('重要：本周五下午')).toBe(true);
      // Clamped to whole lines: no more than two of them.
      const lineHeight = await cell.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
      expect((await box(cell)).height).toBeLessThanOrEqual(lineHeight * 2 + 1);
      // Wrapped, not cut sideways: nothing runs past the cell's right edge.
      expect(await cell.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      expect(await cell.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('2');
      await screenshot(p, 'screens-announcements');
    },
    SLOW,
  );

  it(
    'the adjust-deadline picker shows its time within the screen',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await p.goto('/homework');
      const row = p
        .locator('tbody tr')
        .filter({ has: p.getByRole('button', { name: '更多' }) })
        .first();
      await row.waitFor();
      await row.getByRole('button', { name: '更多' }).click();
      const item = p.getByRole('menuitem', { name: '调整截止时间' });
      if ((await item.count()) === 0) return;
      await item.click();
      const dialog = p.getByRole('dialog', { name: '调整截止时间' });
      const time = dialog.locator('.p-timepicker');
      await time.waitFor();
      // Whole within the dialog's visible content, not under its footer or below the screen.
      const b = await box(time);
      const content = await box(dialog.locator('.p-dialog-content'));
      expect(b.y + b.height).toBeLessThanOrEqual(content.y + content.height + 1);
      expect(b.y + b.height).toBeLessThanOrEqual(720);
      await screenshot(p, 'screens-deadline-picker');
    },
    SLOW,
  );
});
