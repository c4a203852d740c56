import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, rowRefusal, screenshot, signIn, usePage } from './browser';
import { pickFromMyBank } from './questionPicker';

/**
 * Screens staff work in all day, in a real browser on laptop sizes: lists that fit, forms that do not
 * lose work, pages refused before any form shows, school time whatever the browser's zone, and a side
 * menu that works with the keyboard alone.
 */

const COURSE = '初一语文秋季班';
const SLOW = 120_000;
const NO_DISPATCH_ASSISTANT = '13800000003';
const run = String(Date.now() % 100_000);

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

/** Enough homework for a full page of the list, published the way the publish form does. */
async function ensureHomework(page: Page, count: number) {
  const { homeworkList } = await gql<{ homeworkList: { total: number } }>(
    page,
    'query { homeworkList(page: 1, limit: 1) { total } }',
  );
  if (homeworkList.total >= count) return;
  const { publishableCourses } = await gql<{ publishableCourses: { list: { id: string; title: string }[] } }>(
    page,
    'query($t: String) { publishableCourses(title: $t, limit: 10) { list { id title } } }',
    { t: COURSE },
  );
  const course = publishableCourses.list.find((c) => c.title === COURSE);
  const { myQuestions } = await gql<{ myQuestions: { list: { id: string; type: string }[] } }>(
    page,
    'query { myQuestions(page: 1, limit: 20) { list { id type } } }',
  );
  const questions = myQuestions.list
    .filter((q) => q.type !== 'MATERIAL')
    .slice(0, 3)
    .map((q) => ({ id: q.id, score: null, subQuestions: null }));
  for (let i = homeworkList.total; i < count; i++) {
    await gql(page, 'mutation($input: PublishHomeworkInput!) { publishHomework(input: $input) { id } }', {
      input: {
        courseId: course?.id,
        type: 'COURSE',
        periodId: null,
        name: `第${i + 1}周语文练习${run}`.slice(0, 20),
        remark: null,
        endingTime: '2030-06-30T18:00:00+08:00',
        scored: false,
        scope: 'ALL_CHILD_COURSES',
        childCourseIds: [],
        arrangeId: null,
        arrangeType: null,
        questions,
      },
    });
  }
}

describe.each([
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
])('the homework list at $width×$height', (viewport) => {
  const page = usePage({ viewport });

  it(
    'shows every column header or the column chooser without scrolling sideways, one row per line',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await ensureHomework(p, 21);
      await p.goto('/homework?tab=main');
      const rows = p.locator('.list-table tbody tr');
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(20);
      await p.getByText(/共 \d+ 条/).waitFor();

      const widths = await p.evaluate(() => {
        const wrapper = document.querySelector('.list-table .p-datatable-wrapper') as HTMLElement;
        return {
          page: document.documentElement.scrollWidth - window.innerWidth,
          table: wrapper.scrollWidth - wrapper.clientWidth,
        };
      });
      expect(widths.page).toBeLessThanOrEqual(0);
      expect(widths.table).toBeLessThanOrEqual(0);

      // Every shown header and the chooser sit inside the window, above the fold.
      const headers = p.locator('.list-table thead th');
      for (const box of await headers.evaluateAll((ths) =>
        ths.map((th) => th.getBoundingClientRect().toJSON()),
      )) {
        expect(box.right).toBeLessThanOrEqual(viewport.width);
        expect(box.bottom).toBeLessThanOrEqual(viewport.height);
      }
      const chooser = p.getByRole('button', { name: '列设置' });
      const chooserBox = await chooser.boundingBox();
      expect(chooserBox && chooserBox.x + chooserBox.width).toBeLessThanOrEqual(viewport.width);
      expect(chooserBox && chooserBox.y + chooserBox.height).toBeLessThanOrEqual(viewport.height);

      // One row per line: every row as tall as a single line of text.
      const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
      expect(Math.max(...heights)).toBeLessThan(52);
      expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(2);
      // At most two visible actions, the rest behind 更多.
      const visible = await rows.first().locator('.row-actions > .p-button').allTextContents();
      expect(visible.length).toBeLessThanOrEqual(3);

      // The columns left out are one click away, and the choice is remembered.
      await chooser.click();
      const panel = p.locator('.list-table__chooser-panel');
      for (const label of ['课时', '类型', '发布人', '发布时间'])
        await panel.getByText(label, { exact: true }).waitFor();
      if (viewport.width === 1280) await screenshot(p, 'homework-list-column-chooser');
      await panel.getByText('发布人', { exact: true }).click();
      await p.keyboard.press('Escape');
      await p.locator('.list-table thead th', { hasText: '发布人' }).waitFor();
      await p.reload();
      await p.locator('.list-table thead th', { hasText: '发布人' }).waitFor();
      await p.getByRole('button', { name: '列设置' }).click();
      await p.locator('.list-table__chooser-panel').getByText('发布人', { exact: true }).click();
      await p.keyboard.press('Escape');
      await expect.poll(() => p.locator('.list-table thead th', { hasText: '发布人' }).count()).toBe(0);

      if (viewport.width === 1280) await screenshot(p, 'homework-list');
    },
    SLOW,
  );
});

describe('screens staff work in all day', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'a refused action says why on focus, and paging offers size and jump-to-page',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await ensureHomework(p, 21);
      await p.goto('/homework?tab=main');
      // A homework published to every class of its course: 继续发布 is refused and says why.
      const row = p.locator('.list-table tbody tr', { hasText: '周语文练习' }).first();
      expect(await rowRefusal(p, row, '继续发布')).toBe('作业已发布到全部班级');
      await p.keyboard.press('Escape');

      const pager = p.getByRole('navigation', { name: '分页' });
      await pager.getByLabel('跳至').fill('2');
      await pager.getByLabel('跳至').press('Enter');
      await expect.poll(() => p.locator('.list-table tbody tr').count()).toBeLessThan(20);
      await pager.locator('.list-pager__size').click();
      await p.getByRole('option', { name: '50 条/页' }).click();
      await expect.poll(() => p.locator('.list-table tbody tr').count()).toBeGreaterThanOrEqual(21);
    },
    SLOW,
  );

  it('a failed search says so with 重试 and keeps the old rows marked stale', async () => {
    const p = page();
    await signIn(p, demo.teacher, demo.password);
    await ensureHomework(p, 21);
    await p.goto('/homework?tab=main');
    await p.locator('.list-table tbody tr').nth(19).waitFor();
    await p.context().setOffline(true);
    await p.locator('#hw-name').fill('语文');
    await p.getByRole('button', { name: '搜索' }).click();
    const alert = p.locator('.list-table__stale');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('加载失败');
    expect(await p.locator('.list-table--stale tbody tr').count()).toBe(20);
    await screenshot(p, 'homework-list-offline');
    await p.context().setOffline(false);
    await alert.getByRole('button', { name: '重试' }).click();
    await alert.waitFor({ state: 'hidden' });
  });

  it('tabbing through the 发布时间 filter does not open the calendar or trap focus', async () => {
    const p = page();
    await signIn(p, demo.teacher, demo.password);
    await p.goto('/homework?tab=main');
    await p.locator('#hw-published').focus();
    expect(await p.locator('.p-datepicker:visible').count()).toBe(0);
    await p.keyboard.press('Tab');
    expect(await p.evaluate(() => document.activeElement?.id)).toBe('hw-ending');
    // ArrowDown opens the calendar when wanted; Escape closes it and focus stays in the field.
    await p.keyboard.press('ArrowDown');
    await p.locator('.p-datepicker:visible').waitFor();
    await p.keyboard.press('Escape');
    await expect.poll(() => p.locator('.p-datepicker:visible').count()).toBe(0);
    expect(await p.evaluate(() => document.activeElement?.id)).toBe('hw-ending');
  });

  it('a date filter is drawn on one line before PrimeReact injects its calendar rules, so opening the list moves nothing', async () => {
    const p = page();
    await signIn(p, demo.teacher, demo.password);
    await p.goto('/homework?tab=main');
    const input = p.locator('#hw-published');
    await input.waitFor();
    // The first paint's styles: the page's own, without the rules the Calendar injects once mounted.
    const emptied = await p.evaluate(() => {
      const injected = [...document.querySelectorAll('style[data-primereact-style-id="calendar"]')];
      for (const style of injected) style.textContent = '';
      return injected.length;
    });
    expect(emptied).toBeGreaterThan(0);
    const trigger = p.locator('.p-calendar:has(#hw-published) .p-datepicker-trigger');
    const [field, button] = [await input.boundingBox(), await trigger.boundingBox()];
    expect(button?.y).toBeCloseTo(field?.y ?? Number.NaN, 0);
    expect(button?.x).toBeCloseTo((field?.x ?? Number.NaN) + (field?.width ?? Number.NaN), 0);
  });

  it('the side menu works with the keyboard alone', async () => {
    const p = page();
    await signIn(p, demo.teacher, demo.password);
    await p.goto('/');
    await p.getByTestId('user-nickname').waitFor();
    for (let i = 0; i < 6; i++) {
      await p.keyboard.press('Tab');
      if (await p.evaluate(() => document.activeElement?.classList.contains('side-nav__link'))) break;
    }
    expect(await p.evaluate(() => document.activeElement?.textContent)).toBe('工作台');
    await p.keyboard.press('ArrowDown');
    expect(await p.evaluate(() => document.activeElement?.textContent)).toBe('作业管理');
    await p.keyboard.press('Enter');
    await p.waitForURL('**/homework');
    await p.locator('#nav-HomeworkManage').focus();
    await p.keyboard.press('ArrowUp');
    await p.keyboard.press(' ');
    await p.waitForURL((url) => url.pathname === '/');
  });

  it(
    'leaving a changed publish form or question form asks first',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await p.goto('/homework?tab=main');
      await p.getByRole('button', { name: '发布作业' }).click();
      await p.getByRole('heading', { name: '发布作业' }).waitFor();
      expect(await p.getByRole('navigation', { name: '当前位置' }).textContent()).toContain('作业管理');
      await screenshot(p, 'homework-publish');
      await p.locator('#hw-name-input').fill('未保存的作业');

      await p.locator('.homework-publish__footer').getByRole('button', { name: '返回' }).click();
      const ask = p.locator('.p-confirm-dialog', { hasText: '已填写的内容尚未保存' });
      await ask.waitFor();
      await ask.getByRole('button', { name: '留在此页' }).click();
      expect(await p.locator('#hw-name-input').inputValue()).toBe('未保存的作业');

      await p.getByRole('link', { name: '工作台' }).click();
      await ask.waitFor();
      await ask.getByRole('button', { name: '离开' }).click();
      await p.waitForURL((url) => url.pathname === '/');

      await p.goto('/homework/questions/new');
      await p.getByRole('heading', { name: '添加题目' }).waitFor();
      await screenshot(p, 'question-form');
      await p.locator('#ques-remark').fill('未保存');
      await p.getByRole('button', { name: '返回' }).first().click();
      await ask.waitFor();
      await ask.getByRole('button', { name: '离开' }).click();
      await p.waitForURL('**/homework?tab=ques');
      await p.locator('.ques-tab tbody tr').first().waitFor();
      await screenshot(p, 'question-bank');
    },
    SLOW,
  );

  it('an assistant without the publish right sees 无权访问 before any form', async () => {
    const p = page();
    await signIn(p, NO_DISPATCH_ASSISTANT, demo.password);
    for (const path of ['/homework/publish', '/homework/publish?type=copy&id=1', '/homework/questions/new']) {
      await p.goto(path);
      await p.getByRole('heading', { name: '无权访问' }).waitFor();
      expect(await p.locator('form, #hw-name-input, .question-form').count()).toBe(0);
    }
    await screenshot(p, 'publish-no-access');
  });
});

describe('school time in a browser set to UTC', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 }, timezoneId: 'UTC' });

  it(
    'a deadline typed as 18:00 is listed at 18:00 school time',
    async () => {
      const p = page();
      const name = `时区作业${run}`;
      await signIn(p, demo.teacher, demo.password);
      await p.goto('/homework?tab=main');
      await p.getByRole('button', { name: '发布作业' }).click();
      await p.getByRole('button', { name: '选择课程' }).click();
      const courses = p.getByRole('dialog', { name: '选择课程' });
      await courses.locator('tr', { hasText: COURSE }).first().locator('.p-radiobutton').click();
      await courses.getByRole('button', { name: '确定' }).click();
      await p.locator('#hw-name-input').fill(name);
      await p.locator('#hw-ending-input').fill('2030-03-05 18:00');
      await p.locator('#hw-ending-input').press('Tab');
      await pickFromMyBank(p, 'first');
      // Questions already added are marked in the picker, not chosen again.
      await p.getByRole('button', { name: '从我的题库选择' }).click();
      const picker = p.getByRole('dialog', { name: '从我的题库选择' });
      await picker.locator('tbody tr', { hasText: '已添加' }).first().waitFor();
      await picker.getByRole('button', { name: '取消' }).click();
      await p.getByRole('button', { name: '发布', exact: true }).click();
      await p.locator('.p-toast-message', { hasText: '作业发布成功' }).waitFor();
      await p.waitForURL('**/homework?tab=main');
      const row = p.locator('tr', { hasText: name });
      await expect.poll(() => row.textContent()).toContain('2030-03-05 18:00');
    },
    SLOW,
  );
});
