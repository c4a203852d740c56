import { join } from 'node:path';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { demo, screenshot, signIn, usePage } from './browser';
import { login, rest } from './rest';

/**
 * The teacher's 工作台 and a class's gradebook in a real browser on the demo school: what the screens
 * say is read and compared with what the screens they lead to answer over REST, then each item is
 * followed to its screen. Two students of 初一1班 submit a homework with a short answer first (over
 * REST, as the student app would), so the home has grading waiting in the teacher's own class.
 */

const SLOW = 180_000;
const NAME = `工作台练习${Date.now() % 100_000}`;
const STUDENTS = ['13900000001', '13900000002'];
const DOCS = join(import.meta.dirname, '..', '..', 'docs');

async function waitingHomework(): Promise<{ hwId: number; reports: number[] }> {
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
  const reports: number[] = [];
  for (const mobile of STUDENTS) {
    const token = await login(mobile);
    const mine = (await rest('/app/homework?limit=100', token, undefined, 'GET')).data.list as any[];
    const reportId = mine.find((r) => r.hw_id === published.data.id).report_id as number;
    await rest(
      `/app/homework/${reportId}/answers`,
      token,
      { answers: [{ ques_id: essay.id, user_answer: { content: '<p>惯性定律</p>', images: [] } }] },
      'PUT',
    );
    expect((await rest(`/app/homework/${reportId}/submit`, token)).msg).toBe('提交成功');
    reports.push(reportId);
  }
  return { hwId: published.data.id as number, reports };
}

describe('the teacher’s 工作台 and the class gradebook', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'lists the waiting grading, leave requests and today’s lessons as their screens count them, each opening its screen',
    async () => {
      const { hwId, reports } = await waitingHomework();
      const teacher = await login(demo.teacher);
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await p.goto('/');
      const grading = p.getByTestId('todo-grading');
      await grading.getByText(NAME).waitFor();

      // Grading: the section's total is the approve tab's, the item's count the homework detail's 未批改.
      const approve = (await rest('/lector/hw/correct', teacher, { page: 1, limit: 1 })).data;
      expect(Number(await grading.getAttribute('data-total'))).toBe(approve.total);
      const detail = (await rest(`/lector/class/homework/detail/1/${hwId}`, teacher, undefined, 'GET')).data;
      const item = grading.getByRole('link', { name: new RegExp(NAME) });
      expect(await item.innerText()).toContain(`${detail.not_revised_count} 份待批改`);

      // Leave: each class's count is its leave tab's total under 待审核.
      const leave = p.getByTestId('todo-leave');
      const leaveLinks = leave.getByRole('link');
      expect(await leaveLinks.count()).toBeGreaterThan(0);
      let leaveSum = 0;
      for (const classId of [1, 3, 4, 6]) {
        leaveSum += (
          await rest(`/lector/leave/getLeaveList/${classId}?op_status=1&limit=1`, teacher, undefined, 'GET')
        ).data.total as number;
      }
      expect(Number(await leave.getAttribute('data-total'))).toBe(leaveSum);

      // Today's lessons: the calendar's own cards for today, with their enter buttons.
      const today = DateTime.now().setZone('Asia/Shanghai').toFormat('yyyy-MM-dd');
      const cards = (await rest(`/lector/teacher/courseCalendar?date=${today}`, teacher, undefined, 'GET'))
        .data as unknown[];
      const todayCards = p.locator(`[data-day="${today}"] .calendar-card`);
      await p.locator(`[data-day="${today}"]`).waitFor();
      await expect.poll(() => todayCards.count()).toBe(cards.length);
      await p.screenshot({ path: join(DOCS, 'workbench-home.png'), animations: 'disabled' });
      await screenshot(p, 'workbench-home');

      // One click opens the work: the oldest waiting report's grading.
      await item.click();
      await p.waitForURL((url) => url.searchParams.get('report_id') === String(reports[0]));
      await p.getByRole('heading', { name: '批改作业' }).waitFor();

      await p.goto('/');
      await leaveLinks.first().click();
      await p.waitForURL(
        (url) => url.pathname === '/classes/detail' && url.searchParams.get('tab') === 'leave',
      );
    },
    SLOW,
  );

  it(
    'the gradebook of 初一1班 shows the homework detail’s figures, sorts, filters and opens a report',
    async () => {
      const teacher = await login(demo.teacher);
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await p.goto('/classes/detail?id=1&tab=gradebook');
      const table = p.getByRole('table', { name: '成绩册' });
      await table.waitFor();
      const book = (await rest('/lector/class/gradebook/1', teacher, undefined, 'GET')).data;
      const homework = book.items.filter((i: { kind: string }) => i.kind === 'homework');
      expect(homework.length).toBeGreaterThan(0);
      // The first columns shown: each says what the homework detail says for the class.
      for (const item of homework.slice(0, 3)) {
        const detail = (await rest(`/lector/class/homework/detail/1/${item.id}`, teacher, undefined, 'GET'))
          .data;
        const figures = await table.getByTestId(`figures-${item.key}`).innerText();
        expect(figures).toContain(`已交 ${detail.submit}/${detail.total}`);
        if (detail.not_revised_count > 0) expect(figures).toContain(`待批 ${detail.not_revised_count}`);
        const distribution = (
          await rest(`/lector/homework/grade/distribution/${item.id}/1`, teacher, undefined, 'GET')
        ).data;
        const average = await table.getByTestId(`average-${item.key}`).innerText();
        expect(average).toBe(
          distribution.average_score === null
            ? '-'
            : String(item.is_set_score === 2 ? distribution.average_score : `${distribution.correct_rate}%`),
        );
      }
      // The averages row stays in view while the rows scroll: pinned to the scroller's bottom edge.
      const scroller = p.locator('.gradebook__scroller');
      await scroller.evaluate((el) => {
        el.scrollIntoView({ block: 'end' });
        el.scrollTop = 150;
      });
      const box = await scroller.boundingBox();
      const foot = await table.locator('tfoot').boundingBox();
      if (!box || !foot) throw new Error('the gradebook or its averages row is not shown');
      expect(foot.y).toBeGreaterThan(box.y);
      expect(box.y + box.height - (foot.y + foot.height)).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height - (foot.y + foot.height)).toBeLessThan(24);
      await p.screenshot({ path: join(DOCS, 'gradebook.png'), animations: 'disabled' });
      await screenshot(p, 'gradebook');

      // Sort by the average (highest first on the first click): the rows read in that order.
      await table.getByRole('columnheader', { name: /平均/ }).getByRole('button').click();
      const averages = await table.locator('.gradebook__average').allInnerTexts();
      const numbers = averages.filter((a) => a !== '-').map((a) => Number.parseFloat(a));
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

      // Filter by a student: one row left.
      const first = book.students[0];
      await p.getByLabel('搜索学员姓名或手机号').fill(first.mobile);
      await expect.poll(() => table.locator('tbody tr').count()).toBe(1);

      // A graded cell opens the report's view.
      const graded = first.status.findIndex((s: number) => s === 3);
      if (graded >= 0) {
        await table.locator(`tbody tr td[data-item="${book.items[graded].key}"] button`).first().click();
        await p.waitForURL((url) => url.searchParams.get('report_id') === String(first.report_id[graded]));
      }
    },
    SLOW,
  );
});
