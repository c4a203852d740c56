import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gradedHomework, restAt } from '../../api/test/scenarios/gradedHomework';
import { baseUrl, demo, screenshot, signIn, submitLogin, usePage } from './browser';
import { pickFromMyBank } from './questionPicker';
import { login, rest, toast } from './rest';

/**
 * Released grades in the browser: a homework published to be released by its teacher is graded and
 * past its deadline; the student on a phone sees 成绩未发布 and no score; the teacher releases it from
 * the homework detail (confirmed); the student then sees the score.
 */

const SLOW = 150_000;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 720 };

async function studentOpensReport(p: Page, reportId: number) {
  await p.context().clearCookies();
  await p.setViewportSize(PHONE);
  await p.goto('/login');
  await submitLogin(p, demo.student, demo.password);
  await p.waitForURL((url) => url.pathname === '/student');
  await p.goto(`/student/homework/${reportId}`);
}

describe('released grades', () => {
  const page = usePage({ viewport: PHONE });

  it(
    'the publish form offers 成绩发布: 由我发布 publishes a homework whose results wait for the teacher',
    async () => {
      const p = page();
      const name = `手动发布${Date.now() % 100_000}`;
      await p.setViewportSize(LAPTOP);
      await signIn(p, demo.teacher, demo.password);
      await p.goto('/homework?tab=main');
      await p.getByRole('button', { name: '发布作业' }).click();
      await p.getByRole('button', { name: '选择课程' }).click();
      const courses = p.getByRole('dialog', { name: '选择课程' });
      await courses.locator('tr', { hasText: '初一语文秋季班' }).first().locator('.p-radiobutton').click();
      await courses.getByRole('button', { name: '确定' }).click();
      await p.locator('#hw-name-input').fill(name);
      await p.locator('#hw-ending-input').fill('2030-01-15 18:00');
      await p.keyboard.press('Escape');
      await p.locator('label[for="hw-score-2"]').click();
      await p.locator('label[for="hw-scope-1"]').click();
      await p.locator('label[for="hw-release-2"]').click();
      await expect.poll(() => p.locator('#hw-release-2').isChecked()).toBe(true);
      await pickFromMyBank(p, { type: '简答题' });
      await p.locator('.publish-questions tbody tr').first().waitFor();
      await p.locator('#hw-release-2').scrollIntoViewIfNeeded();
      await screenshot(p, 'released-grades-publish-form');
      await p.getByRole('button', { name: '发布', exact: true }).click();
      await toast(p, '作业发布成功');

      const teacher = await login(demo.teacher);
      const list = (
        await rest(`/lector/hw/index?name=${encodeURIComponent(name)}`, teacher, undefined, 'GET')
      ).data.list as { id: number; name: string }[];
      const hwId = list.find((h) => h.name === name)?.id;
      const detail = (await rest(`/lector/class/homework/detail/0/${hwId}`, teacher, undefined, 'GET')).data;
      expect(detail.release_mode).toBe(2);
    },
    SLOW,
  );

  it(
    'the student sees 成绩未发布 and no score until the teacher releases the results, then the score',
    async () => {
      const client = restAt(baseUrl());
      const hw = await gradedHomework(client, { now: Math.floor(Date.now() / 1000), releaseMode: 2 });
      const mine = hw.students[0] as { reportId: number };
      const p = page();

      // Before: graded and past the deadline, but not released.
      await studentOpensReport(p, mine.reportId);
      await p.getByTestId('report-notice').getByText('批改中，成绩未发布').waitFor();
      expect(await p.getByText('成绩未发布', { exact: true }).count()).toBe(1);
      expect(await p.locator('.student-score__number').count()).toBe(0);
      expect(await p.getByText(hw.graded.remark).count()).toBe(0);
      await screenshot(p, 'released-grades-before');

      // The teacher releases the results from the homework detail, after a confirmation.
      await p.context().clearCookies();
      await p.setViewportSize(LAPTOP);
      await signIn(p, demo.teacher, demo.password);
      await p.goto(`/homework/detail?hw_id=${hw.hwId}&class_id=0`);
      await p.getByTestId('results-unreleased').waitFor();
      await screenshot(p, 'released-grades-staff');
      await p.getByRole('button', { name: '发布成绩' }).click();
      const dialog = p.getByRole('dialog', { name: '发布成绩' });
      await dialog.waitFor();
      await screenshot(p, 'released-grades-dialog');
      await dialog.getByRole('button', { name: '确定发布' }).click();
      await toast(p, '成绩已发布');
      await p.getByTestId('results-unreleased').waitFor({ state: 'detached' });

      // After: the student reads the score the teacher gave.
      await studentOpensReport(p, mine.reportId);
      await p.locator('.student-score__number').waitFor();
      expect(await p.locator('.student-score__number').innerText()).toBe(String(hw.graded.score + 5));
      expect(await p.getByText(hw.graded.remark).count()).toBe(1);
      await screenshot(p, 'released-grades');
    },
    SLOW,
  );
});
