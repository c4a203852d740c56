import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { schedulePeriodIn } from '../../api/test/schedulePeriod';
import { baseUrl, demo, screenshot, serverUnderTest, signIn, submitLogin, usePage } from './browser';
import { login, rest, toast } from './rest';

/**
 * 我的课表 on a phone (390×844): the student asks leave of an upcoming period with a reason; the
 * teacher approves it on the class's leave tab in another browser; the student reads the new state,
 * exactly as the API has it. A second request is cancelled while pending, after its confirmation.
 * A class meeting's student code joins it; a wrong code says 邀请码不正确. axe finds nothing serious.
 */

const SLOW = 180_000;
const PHONE = { width: 390, height: 844 };
const DAY = 86_400;
/** Course 2 (live) is taken by class 1 (初一1班), headed by the demo teacher, where the demo student sits. */
const COURSE = 2;
const CLASS_NAME = '初一1班';
/** The labels the screen gives op_status (spec section 4), to compare with what the API answers. */
const OP_LABEL: Record<number, string> = {
  [-1]: '待上课',
  1: '请假待审批',
  2: '请假已通过',
  4: '请假已取消',
};

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

async function seriousViolations(p: Page): Promise<string[]> {
  if (!(await p.evaluate(() => 'axe' in window))) await p.evaluate(axeSource);
  const violations = (await p.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(ctx: Document, options: object): Promise<{ violations: unknown[] }> };
    };
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as { id: string; impact: string | null; nodes: { target: string[] }[] }[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The period's card on 我的课表, by its title. */
const card = (p: Page, title: string) => p.locator('.student-period').filter({ hasText: title });
const badgeOf = (p: Page, title: string) => card(p, title).getByTestId('op-status').textContent();

/** The period as the student app's REST call answers it. */
async function restPeriod(token: string, id: number) {
  const page = await rest(`/app/schedule?period_id=${id}`, token, undefined, 'GET');
  return page.data.list[0] as { op_status: number; leave_cause?: string; leave_id?: number };
}

describe('我的课表 on a phone', () => {
  const page = usePage({ viewport: PHONE });

  it(
    'asks leave with a reason, sees it approved on the staff screen, cancels another while pending, joins a meeting by code',
    async () => {
      const tag = String(Date.now() % 100_000).padStart(5, '0');
      const tomorrow = nowSeconds() + DAY;
      const titles = { approved: `课表请假${tag}`, cancelled: `课表取消${tag}` };
      const approvedId = await schedulePeriodIn(serverUnderTest().databaseUrl, {
        courseId: COURSE,
        title: titles.approved,
        startPlay: tomorrow,
        endPlay: tomorrow + 5400,
      });
      const cancelledId = await schedulePeriodIn(serverUnderTest().databaseUrl, {
        courseId: COURSE,
        title: titles.cancelled,
        startPlay: tomorrow + DAY,
        endPlay: tomorrow + DAY + 5400,
      });
      const student = await login(demo.student);

      // The student opens 我的课表 from the navigation: the period, not asked, offers 请假.
      const p = page();
      await p.goto('/login');
      await submitLogin(p, demo.student, demo.password);
      await p.waitForURL((url) => url.pathname === '/student');
      await p.getByRole('navigation', { name: '学员端导航' }).getByRole('link', { name: '我的课表' }).click();
      await p.getByRole('heading', { name: '我的课表', level: 1 }).waitFor();
      await card(p, titles.approved).waitFor();
      expect(await badgeOf(p, titles.approved)).toBe(
        OP_LABEL[(await restPeriod(student, approvedId)).op_status],
      );
      expect(await badgeOf(p, titles.approved)).toBe('待上课');
      const asks = card(p, titles.approved).getByRole('button', { name: '请假' });
      expect((await asks.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      expect(await seriousViolations(p)).toEqual([]);

      // 请假: the reason is required (请输入), then sent.
      await asks.click();
      const dialog = p.getByRole('dialog', { name: `请假 · ${titles.approved}` });
      await dialog.getByText('确认请假吗？').waitFor();
      await dialog.getByRole('button', { name: '确定' }).click();
      await dialog.getByText('请输入', { exact: true }).waitFor();
      await dialog.getByLabel('请假原因').fill('发烧，去医院复查');
      expect(await seriousViolations(p)).toEqual([]);
      await dialog.getByRole('button', { name: '确定' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await p.getByRole('status').filter({ hasText: '请假申请已提交' }).waitFor();
      const asked = await restPeriod(student, approvedId);
      expect(asked).toMatchObject({ op_status: 1, leave_cause: '发烧，去医院复查' });
      expect(await badgeOf(p, titles.approved)).toBe(OP_LABEL[asked.op_status]);
      await card(p, titles.approved).getByText('请假原因：发烧，去医院复查').waitFor();

      // The teacher approves it on the class's leave tab, in another browser.
      const staff = await (p.context().browser() as Browser).newContext({
        baseURL: baseUrl(),
        viewport: { width: 1280, height: 720 },
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
      });
      try {
        const tp = await staff.newPage();
        await signIn(tp, demo.teacher, demo.password);
        await tp.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '班级管理' }).click();
        await tp.locator('[aria-label="班级列表"]').waitFor();
        const only = tp.getByLabel('只看我管理的班级');
        if ((await only.count()) > 0 && (await only.isChecked())) await only.click();
        const classRow = tp
          .locator('.list-table tbody tr:not(.p-datatable-emptymessage)')
          .filter({ hasText: CLASS_NAME })
          .first();
        await classRow.waitFor({ timeout: 20_000 });
        await classRow.getByRole('button', { name: '管理班级' }).click();
        await tp.getByRole('tab', { name: '请假', exact: true }).click();
        const row = tp.locator('[aria-label="请假申请"] tbody tr').filter({ hasText: titles.approved });
        await row.waitFor({ timeout: 20_000 });
        expect(await row.textContent()).toContain('待审批');
        await row.getByRole('button', { name: '通过' }).click();
        const confirm = tp.locator('.p-dialog:has(> .p-dialog-content > .attendance-confirm__question)');
        await confirm.getByText(/^确定通过.+的请假申请吗？$/).waitFor();
        await confirm.getByRole('button', { name: '确定' }).click();
        await toast(tp, '操作成功');
        await row.filter({ hasText: '已通过' }).waitFor();
      } finally {
        await staff.close();
      }

      // The student sees the new state, as the API has it.
      await p.reload();
      await card(p, titles.approved).waitFor();
      const approved = await restPeriod(student, approvedId);
      expect(approved.op_status).toBe(2);
      expect(await badgeOf(p, titles.approved)).toBe(OP_LABEL[approved.op_status]);
      expect(await card(p, titles.approved).getByRole('button').count()).toBe(0);

      // Another period: asked, then cancelled while pending after 确认取消请假吗？
      await card(p, titles.cancelled).getByRole('button', { name: '请假' }).click();
      const second = p.getByRole('dialog', { name: `请假 · ${titles.cancelled}` });
      await second.getByLabel('请假原因').fill('家里有事');
      await second.getByRole('button', { name: '确定' }).click();
      await second.waitFor({ state: 'hidden' });
      await card(p, titles.cancelled).getByRole('button', { name: '取消请假' }).click();
      const cancelDialog = p.getByRole('dialog', { name: '取消请假' });
      await cancelDialog.getByText('确认取消请假吗？').waitFor();
      await cancelDialog.getByRole('button', { name: '确定' }).click();
      await cancelDialog.waitFor({ state: 'hidden' });
      await p.getByRole('status').filter({ hasText: '取消请假成功' }).waitFor();
      const cancelled = await restPeriod(student, cancelledId);
      expect(cancelled.op_status).toBe(4);
      expect(await badgeOf(p, titles.cancelled)).toBe(OP_LABEL[cancelled.op_status]);

      // A class meeting of class 1, live in a few seconds: a wrong code, then the student code.
      const teacher = await login(demo.teacher);
      const start = nowSeconds() + 3;
      const meeting = await rest('/lector/class/meeting', teacher, {
        class_id: 1,
        meeting_name: `课表班会${tag}`,
        start_time: start,
        end_time: start + 3600,
        teacher_name: '黎老师',
        room_id: 'R-2026',
      });
      expect(meeting.msg).toBe('添加成功');
      const codes = (await rest(`/lector/class/meeting/code/${meeting.data.id}`, teacher, undefined, 'GET'))
        .data;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, (start + 1) * 1000 - Date.now())));
      const code = p.getByLabel('班会邀请码');
      await code.fill(codes.teacher_code);
      await p.getByRole('button', { name: '加入', exact: true }).click();
      await p.getByRole('alert').filter({ hasText: '邀请码不正确' }).waitFor();
      await code.fill(String(codes.student_code).toLowerCase());
      await p.getByRole('button', { name: '加入', exact: true }).click();
      const joined = p.getByRole('status').filter({ hasText: `加入成功：课表班会${tag}` });
      await joined.waitFor();
      expect(await joined.textContent()).toContain('房间号 R-2026');
      const meetings = await rest('/lector/class/meeting/lists/1?limit=100', teacher, undefined, 'GET');
      const row = meetings.data.list.find((m: { id: number }) => m.id === meeting.data.id);
      expect(row.join_num).toBe(1);
      expect(await seriousViolations(p)).toEqual([]);
      await p.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await screenshot(p, 'student-schedule');
    },
    SLOW,
  );
});
