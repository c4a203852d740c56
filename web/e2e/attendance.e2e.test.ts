import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, demo, screenshot, signIn, usePage } from './browser';
import { pickFromMyBank } from './questionPicker';
import { login, rest, toast } from './rest';

/**
 * Attendance and leave in a real browser, on the first-start demo school (its term is over, so every
 * team class lesson has been held). Each class has two pending leave requests, one approved and one
 * rejected. The demo assistant serves 初一1班 and 高一1班; the demo teacher heads 初一1班.
 */

const SLOW = 180_000;
const run = String(Date.now() % 100_000);

const rows = (page: Page) => page.locator('.list-table tbody tr:not(.p-datatable-emptymessage)');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const leaveRows = (page: Page) =>
  page.locator('[aria-label="请假申请"] tbody tr:not(.p-datatable-emptymessage)');
const pendingRows = (page: Page) => leaveRows(page).filter({ hasText: '待审批' });
/** The confirmation dialog (its question is its content's own child, so an enclosing dialog never matches). */
const confirmDialog = (page: Page) =>
  page.locator('.p-dialog:has(> .p-dialog-content > .attendance-confirm__question)');

async function openLeaveTab(page: Page, className: string) {
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '班级管理' }).click();
  await page.locator('[aria-label="班级列表"]').waitFor();
  const only = page.getByLabel('只看我管理的班级');
  if ((await only.count()) > 0 && (await only.isChecked())) await only.click();
  const row = rows(page).filter({ hasText: className }).first();
  await row.waitFor({ timeout: 20_000 });
  await row.getByRole('button', { name: '管理班级' }).click();
  await page.getByRole('region', { name: '班级信息' }).getByText(className).waitFor();
  await tab(page, '请假').click();
  await page.locator('[aria-label="请假申请"]').waitFor();
  await expect.poll(() => leaveRows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
}

/** Confirms the open confirmation dialog after checking its question. */
async function confirm(page: Page, question: string | RegExp) {
  const dialog = confirmDialog(page);
  await dialog.getByText(question).waitFor();
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** A matrix cell's button, by the start of its label (student and lesson) and its state. */
const cell = (page: Page, prefix: string, state: string): Locator =>
  page.getByRole('button', { name: `${prefix} ${state}`, exact: true });

describe('attendance and leave', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'an assistant approves a batch of leave requests and rejects one, each after its confirmation',
    async () => {
      const p = page();
      await signIn(p, demo.assistant, demo.password);

      await openLeaveTab(p, '高一1班');
      await expect.poll(() => pendingRows(p).count()).toBe(2);
      // Handled requests offer neither approve nor reject and cannot be chosen.
      const handled = leaveRows(p).filter({ hasText: '已通过' }).first();
      expect(await handled.getByRole('button', { name: '通过' }).count()).toBe(0);
      for (const row of await pendingRows(p).all()) await row.locator('.p-checkbox').click();
      await p.getByText('已选择 2 条').waitFor();
      await screenshot(p, 'attendance-leave-batch-selected');
      await p.getByRole('button', { name: '批量通过' }).click();
      await confirmDialog(p).getByText('确定通过选中的 2 条请假申请吗？').waitFor();
      await screenshot(p, 'attendance-leave-batch-confirm');
      await confirm(p, '确定通过选中的 2 条请假申请吗？');
      await toast(p, '操作成功');
      await expect.poll(() => pendingRows(p).count()).toBe(0);

      await openLeaveTab(p, '初一1班');
      await expect.poll(() => pendingRows(p).count()).toBe(2);
      const first = pendingRows(p).first();
      const name = (await first.locator('td').nth(1).textContent())?.trim() ?? '';
      await first.getByRole('button', { name: '拒绝' }).click();
      await confirm(p, `确定拒绝${name}的请假申请吗？`);
      await toast(p, '操作成功');
      await expect.poll(() => pendingRows(p).count()).toBe(1);
      await leaveRows(p).filter({ hasText: name }).filter({ hasText: '已拒绝' }).first().waitFor();
      await screenshot(p, 'attendance-leave-after');
    },
    SLOW,
  );

  it(
    'an assistant marks a truant present with a reason and cancels a leave in the matrix, then publishes an arranged homework',
    async () => {
      const p = page();
      await signIn(p, demo.assistant, demo.password);
      await p.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '班课列表' }).click();
      await p.locator('[aria-label="班课"]').waitFor();
      await rows(p).filter({ hasText: '小班' }).first().waitFor({ timeout: 20_000 });
      await screenshot(p, 'attendance-team-classes');
      // The list filters by teaching mode (and classification, grade, subject, room, campus).
      await p
        .locator('.p-dropdown')
        .filter({ has: p.locator('#team-teachingMode') })
        .click();
      await p.getByRole('option', { name: '面授' }).click();
      await p.getByRole('button', { name: '搜索' }).click();
      await expect
        .poll(async () => (await rows(p).allInnerTexts()).every((t) => t.includes('面授')), {
          timeout: 20_000,
        })
        .toBe(true);
      await screenshot(p, 'attendance-team-classes-filtered');
      await p.getByRole('button', { name: '重置' }).click();
      // A team class of several students (the demo's one-to-one class has a single one).
      const team = rows(p).filter({ hasText: '小班' }).filter({ hasText: '直播' }).first();
      await team.waitFor({ timeout: 20_000 });
      await team.getByRole('button', { name: '考勤' }).click();
      const matrix = p.getByRole('table', { name: '考勤表' });
      await matrix.waitFor();
      const truant = matrix.getByRole('button', { name: / 旷课$/ });
      await expect.poll(() => truant.count(), { timeout: 20_000 }).toBeGreaterThan(1);
      await screenshot(p, 'attendance-matrix');

      // A truant student is marked present: the reason is required and at most 100 characters.
      const markLabel = (await truant.first().getAttribute('aria-label')) ?? '';
      const marked = markLabel.replace(/ 旷课$/, '');
      await truant.first().click();
      await p.getByRole('menuitem', { name: '补考勤' }).click();
      const dialog = confirmDialog(p);
      await dialog.getByText('确认补考勤吗？').waitFor();
      await dialog.getByRole('button', { name: '确定' }).click();
      await dialog.getByText('请填写补考勤原因').waitFor();
      await p.locator('#attendance-reason').fill('补'.repeat(101));
      await dialog.getByRole('button', { name: '确定' }).click();
      await dialog.getByText('补考勤原因不能超过100个字').waitFor();
      await p.locator('#attendance-reason').fill('上课迟到，已到教室补签');
      await screenshot(p, 'attendance-matrix-manual');
      await dialog.getByRole('button', { name: '确定' }).click();
      await toast(p, '操作成功');
      await cell(p, marked, '到课').waitFor();

      // Another truant cell: leave, then the leave is cancelled.
      const leaveLabel = (await truant.first().getAttribute('aria-label')) ?? '';
      const onLeave = leaveLabel.replace(/ 旷课$/, '');
      await truant.first().click();
      await p.getByRole('menuitem', { name: '请假' }).click();
      await confirm(p, '确认请假吗？');
      await toast(p, '操作成功');
      await cell(p, onLeave, '请假').click();
      await p.getByRole('menuitem', { name: '取消请假' }).click();
      await confirm(p, '确认取消请假吗？');
      await cell(p, onLeave, '旷课').waitFor();
      await screenshot(p, 'attendance-matrix-after');

      // The homework tab publishes to HomeworkPublish in arrange mode (arrange_type 4).
      await tab(p, '作业').click();
      await p.locator('[aria-label="班课作业"]').waitFor();
      await p.getByRole('button', { name: '发布作业' }).click();
      await p.waitForURL(/\/homework\/publish\?.*arrange_type=4/);
      // Arrange mode shows the target (the team class) and the lesson the homework follows.
      await p.getByText('发布对象').first().waitFor();
      await p
        .locator('.publish-arrange')
        .filter({ hasText: /\d{4}-\d{2}-\d{2} \d{2}:\d{2}-\d{2}:\d{2}/ })
        .waitFor();
      const name = `排课作业${run}`;
      await p.getByRole('button', { name: '选择课程' }).click();
      const courses = p.getByRole('dialog', { name: '选择课程' });
      await courses.locator('tbody tr').first().locator('.p-radiobutton').click();
      await courses.getByRole('button', { name: '确定' }).click();
      await p.locator('#hw-name-input').fill(name);
      await p.locator('#hw-ending-input').fill('2030-01-15 18:00');
      await p.keyboard.press('Escape');
      await pickFromMyBank(p, 'first');
      await screenshot(p, 'attendance-arranged-publish');
      await p.getByRole('button', { name: '发布', exact: true }).click();
      await toast(p, '作业发布成功');
      await p.waitForURL(/\/curricula\/detail/);
      await p.locator('[aria-label="班课作业"]').getByText(name).waitFor({ timeout: 20_000 });
      await screenshot(p, 'attendance-team-homework');

      // A lesson time of the matrix opens its lesson session screen.
      await tab(p, '考勤').click();
      await matrix.getByRole('link').first().click();
      await p.waitForURL(/\/sessions\/(curriculum|one-to-one)/);
      await p.getByText('课次详情').first().waitFor({ timeout: 20_000 });
      await screenshot(p, 'attendance-lesson-session');
      await p.goBack();

      // The arranged homework's detail shows its target and lesson instead of type, course and period.
      await tab(p, '作业').click();
      await p
        .locator('[aria-label="班课作业"]')
        .locator('tr', { hasText: name })
        .getByRole('button', { name: '查看' })
        .click();
      await p.getByRole('button', { name: '展开更多信息' }).click();
      const more = p.locator('.result-header__more');
      await more.getByText('课次').waitFor();
      await expect.poll(() => more.innerText()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}-\d{2}:\d{2}/);
      await screenshot(p, 'attendance-arranged-detail');
    },
    SLOW,
  );

  it(
    'a teacher approves the last pending request of their class on the teacher prefix and sees AttendInfo',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await openLeaveTab(p, '初一1班');
      await expect.poll(() => pendingRows(p).count(), { timeout: 20_000 }).toBeGreaterThan(0);
      const before = await pendingRows(p).count();
      await pendingRows(p).first().getByRole('button', { name: '通过' }).click();
      await confirm(p, /^确定通过.+的请假申请吗？$/);
      await toast(p, '操作成功');
      await expect.poll(() => pendingRows(p).count()).toBe(before - 1);
      await screenshot(p, 'attendance-leave-teacher');

      // 查看考勤 opens AttendInfo; the attendance-detail dialog offers the op_status buttons.
      await tab(p, '课程').click();
      await p.locator('[aria-label="班级课程"]').waitFor();
      const view = p.getByRole('button', { name: '查看考勤' }).first();
      await view.waitFor({ timeout: 20_000 });
      await view.click();
      await p.getByRole('region', { name: '课程信息' }).waitFor();
      await expect.poll(() => rows(p).count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await screenshot(p, 'attendance-attend-info');
      await rows(p).last().getByRole('button', { name: '考勤详情' }).click();
      const absent = p.locator('[aria-label="学员考勤"] tbody tr').filter({ hasText: '旷课' }).first();
      await absent.waitFor({ timeout: 20_000 });
      await screenshot(p, 'attendance-period-dialog');
      // An in-person course: an absent student is marked attended, with a reason.
      const student = (await absent.locator('td').first().textContent())?.trim() ?? '';
      await absent.getByRole('button', { name: '补考勤' }).click();
      await p.locator('#attendance-reason').fill('线下签到漏记');
      await confirm(p, '确认补考勤吗？');
      await toast(p, '操作成功');
      await p
        .locator('[aria-label="学员考勤"] tbody tr')
        .filter({ hasText: student })
        .filter({ hasText: '已到课' })
        .first()
        .waitFor();
    },
    SLOW,
  );

  it(
    'AttendInfo, its dialog, the statistics tab and the export show the same buckets as the API',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      const token = await login(demo.teacher);
      const api = async (path: string) => (await rest(`/lector${path}`, token, undefined, 'GET')).data;

      await p.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '班级管理' }).click();
      const row = rows(p).filter({ hasText: '初一1班' }).first();
      await row.waitFor({ timeout: 20_000 });
      await row.getByRole('button', { name: '管理班级' }).click();
      await tab(p, '课程').click();
      await p.locator('[aria-label="班级课程"]').waitFor();
      // The class's last course with attendance: the live one, where the demo's leave requests are.
      const views = p.getByRole('button', { name: '查看考勤' });
      await views.first().waitFor({ timeout: 20_000 });
      await views.last().click();
      await p.getByRole('region', { name: '课程信息' }).waitFor();
      const url = new URL(p.url());
      const courseId = Number(url.searchParams.get('course_id'));
      const classId = Number(url.searchParams.get('class_id'));
      const periods = await api(`/stateschoolcourse/studyperiods/${courseId}/${classId}`);
      await expect.poll(() => rows(p).count(), { timeout: 20_000 }).toBe(periods.length);
      await p.setViewportSize({ width: 1280, height: 720 });
      await screenshot(p, 'attend-info');

      // The period table: 到课 / 请假 / 旷课 / 应到 of every period, as the API counts them.
      const shown = await tableOf(p, '.attendance-screen .list-table');
      expect(shown.map((r) => [r.到课, r.请假, r.旷课, r.应到].map(Number))).toEqual(
        periods.map((x: any) => [x.attend_num, x.leave_num, x.truant_num, x.total_num]),
      );

      // The dialog of the last ended period: each student's 计入 is the API's bucket, and they add up.
      const ended = periods.map((x: any, i: number) => [x, i] as const).filter(([x]: any) => x.status === 3);
      const [period, index] = ended[ended.length - 1] as [any, number];
      const students = await api(
        `/stateschoolcourse/studystudents/${courseId}/${classId}?period_id=${period.id}`,
      );
      await rows(p).nth(index).getByRole('button', { name: '考勤详情' }).click();
      const dialogRows = p.locator('[aria-label="学员考勤"] tbody tr:not(.p-datatable-emptymessage)');
      await expect.poll(() => dialogRows.count(), { timeout: 20_000 }).toBe(students.length);
      const inDialog = await tableOf(p, '[aria-label="学员考勤"]');
      const BUCKET: Record<number, string> = { 1: '到课', 2: '请假', 3: '旷课', 0: '未结束' };
      const byName = new Map(inDialog.map((r) => [r.学员, r.计入]));
      for (const s of students) expect(byName.get(s.nickname), s.nickname).toBe(BUCKET[s.attendance]);
      const count = (b: string) => inDialog.filter((r) => r.计入 === b).length;
      expect([count('到课'), count('请假'), count('旷课')]).toEqual([
        period.attend_num,
        period.leave_num,
        period.truant_num,
      ]);
      await p.keyboard.press('Escape');

      // The export: the period sheet's counts are the API's.
      const exported = (
        await rest('/lector/stateschoolcourse/exportStudy', token, { id: courseId, class: classId })
      ).data;
      const file = await fetch(`${baseUrl()}${exported.url}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await file.arrayBuffer());
      const sheet = book.getWorksheet('课时考勤');
      const sheetRows: number[][] = [];
      sheet?.eachRow((r, n) => {
        if (n > 1) sheetRows.push([5, 6, 7, 8].map((c) => Number(r.getCell(c).value)));
      });
      expect(sheetRows).toEqual(
        periods.map((x: any) => [x.attend_num, x.leave_num, x.truant_num, x.total_num]),
      );

      // The statistics tab: each student's 到课次数 / 请假次数 / 旷课次数 are the API's class statistics.
      await p.goBack();
      await tab(p, '学习统计').click();
      const statsApi = (await api(`/stateschoolclass/studyanalysis/${classId}?limit=1000`)).list;
      // While the tab loads, the table shows skeleton rows with no 手机号; read it once it has its rows.
      const loaded = '.p-datatable[aria-label="学习统计"][aria-busy="false"]';
      await expect
        .poll(
          async () => {
            if ((await p.locator(loaded).count()) === 0) return false;
            const shownRows = await tableOf(p, loaded);
            return shownRows.length > 0 && shownRows.every((r) => r.手机号);
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      const stats = await tableOf(p, loaded);
      for (const r of stats) {
        const a = statsApi.find((x: any) => x.mobile === r.手机号);
        expect(a, r.手机号).toBeTruthy();
        expect([r.到课次数, r.请假次数, r.旷课次数].map(Number), r.手机号).toEqual([
          a.attend_times,
          a.leave_times,
          a.truant_times,
        ]);
      }
    },
    SLOW,
  );
});

/** A table's body rows as objects keyed by their column headers' text. */
async function tableOf(page: Page, selector: string): Promise<Record<string, string>[]> {
  return page
    .locator(selector)
    .first()
    .evaluate((root) => {
      const headers = [...root.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim());
      return [...root.querySelectorAll('tbody tr:not(.p-datatable-emptymessage)')].map((tr) =>
        Object.fromEntries(
          [...tr.querySelectorAll('td')].map((td, i) => [
            headers[i] ?? String(i),
            (td.textContent ?? '').trim(),
          ]),
        ),
      );
    });
}
