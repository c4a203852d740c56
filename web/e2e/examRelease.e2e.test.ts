import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type ExamScenarioStudent,
  examForClass,
  SCENARIO_TEACHER,
} from '../../api/test/scenarios/examWithWaitingAttempts';
import { baseUrl, demo, screenshot, signIn, submitLogin, usePage } from './browser';
import { toast } from './rest';

/**
 * Released grades of an exam in the browser: an exam saved with 成绩发布 由我发布 is handed in and
 * marked; the student on a phone reads 成绩未发布 and no score; the teacher releases the results from
 * the exam detail (confirmed); the student then reads the score.
 */

const SLOW = 150_000;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 720 };

async function studentOpensReview(p: Page, student: ExamScenarioStudent, reportId: number) {
  await p.context().clearCookies();
  await p.setViewportSize(PHONE);
  await p.goto('/login');
  await submitLogin(p, student.mobile, demo.password);
  await p.waitForURL((url) => url.pathname === '/student');
  await p.goto(`/student/exam/${reportId}/review`);
}

describe('released grades of an exam', () => {
  const page = usePage({ viewport: PHONE });

  it(
    'the student sees 成绩未发布 and no score until the teacher releases the results, then the score',
    async () => {
      const s = await examForClass(baseUrl(), {
        releaseMode: 2,
        students: 1,
        testNum: 1,
        name: `由我发布考试${Date.now() % 100_000}`,
      });
      const student = s.students[0] as ExamScenarioStudent;
      const reportId = await s.handIn(student, true);
      await s.mark(reportId, 8);
      const p = page();

      // Before: marked and every attempt used, but not released.
      await studentOpensReview(p, student, reportId);
      await p.getByTestId('exam-unreleased').waitFor();
      await p.getByText('批改中，成绩未发布。老师发布成绩后可查看得分和评语。').waitFor();
      expect(await p.getByTestId('exam-score').count()).toBe(0);
      expect(await p.getByText('得 8 分').count()).toBe(0);
      expect(await p.getByText('及格', { exact: true }).count()).toBe(0);
      await screenshot(p, 'exam-release-before');

      // The teacher releases the results from the exam detail, after a confirmation.
      await p.context().clearCookies();
      await p.setViewportSize(LAPTOP);
      await signIn(p, SCENARIO_TEACHER, demo.password);
      await p.goto(`/exams/detail?id=${s.examId}`);
      await p.getByTestId('results-unreleased').waitFor();
      await screenshot(p, 'exam-release-staff');
      await p.getByRole('button', { name: '发布成绩' }).click();
      const dialog = p.getByRole('dialog', { name: '发布成绩' });
      await dialog.getByText('发布后，所选班级的学员可查看本考试的得分、评语和批注。').waitFor();
      await screenshot(p, 'exam-release-dialog');
      await dialog.getByRole('button', { name: '确定发布' }).click();
      await toast(p, '成绩已发布');
      await p.getByTestId('results-unreleased').waitFor({ state: 'detached' });

      // After: the student reads the score the teacher gave: 4 for the right choice and 8 for the essay.
      await studentOpensReview(p, student, reportId);
      await expect.poll(() => p.getByTestId('exam-score').textContent()).toBe('12');
      await p.getByText('及格', { exact: true }).waitFor();
      expect(await p.getByTestId('exam-unreleased').count()).toBe(0);
      await screenshot(p, 'exam-release-after');
    },
    SLOW,
  );
});
