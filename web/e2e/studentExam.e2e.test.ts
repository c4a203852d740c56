import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { examForClass } from '../../api/test/scenarios/examWithWaitingAttempts';
import { baseUrl, demo, screenshot, submitLogin, usePage } from './browser';

/**
 * Exams on the student side at phone size (390×844): a student of class 5 starts an exam after a
 * confirmation, answers, flags a question, reloads mid-exam and finds answers and flag kept, hands in,
 * and reads the staff's marks on the review. A one-minute exam is handed in by itself when time runs
 * out, and one whose page was closed is handed in by the server when it is opened again; a late save
 * is refused with the spec's message. Answers written during an offline spell are kept in the browser
 * and sent when the network returns, also after the page was closed. axe-core finds nothing serious on
 * each screen.
 */

const SLOW = 240_000;
const PHONE = { width: 390, height: 844 };
const docs = join(import.meta.dirname, '..', '..', 'docs');

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** The serious and critical violations axe-core finds on the page as it is now (rule id and targets). */
async function seriousViolations(p: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses inline scripts.
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

async function keepForDocs(p: Page, name: string) {
  mkdirSync(docs, { recursive: true });
  const path = join(docs, `${name}.png`);
  await p.screenshot({ path, animations: 'disabled', fullPage: false });
}

/** Signs a student in on the Login page and opens My exams from the student side's navigation. */
async function openMyExams(p: Page, mobile: string) {
  await p.goto('/login');
  await submitLogin(p, mobile, demo.password);
  await p.waitForURL((url) => url.pathname === '/student');
  await p.getByRole('navigation', { name: '学员端导航' }).getByRole('link', { name: '我的考试' }).click();
  await p.getByRole('heading', { name: '我的考试' }).waitFor();
}

/** Starts the named exam from My exams, through its confirmation; answers the attempt's report id. */
async function startFromList(p: Page, name: string): Promise<string> {
  const card = p.getByRole('article', { name });
  await card.getByRole('button', { name: '开始考试' }).click();
  const dialog = p.getByRole('dialog', { name: '开始考试' });
  await dialog.getByText('开始后开始计时').waitFor();
  await dialog.getByRole('button', { name: '开始考试' }).click();
  await p.waitForURL(/\/student\/exam\/\d+$/);
  return p.url().split('/').pop() as string;
}

const question = (p: Page, n: number) => p.locator(`[aria-label="第${n}题"]`).first();

describe('exams on the student side at phone size', () => {
  const page = usePage({ viewport: PHONE });

  it(
    'start, answer, flag, reload mid-exam keeps answers and flag, hand in, read the staff marks',
    async () => {
      const s = await examForClass(baseUrl(), { students: 1, testNum: 1, durationMinutes: 30 });
      const student = s.students[0] as { mobile: string };
      const p = page();
      await openMyExams(p, student.mobile);
      expect(await seriousViolations(p)).toEqual([]);
      const reportId = await startFromList(p, s.name);

      // The countdown runs from the server's 30 minutes.
      await p.getByRole('heading', { name: s.name }).waitFor();
      await expect.poll(() => p.getByTestId('exam-timer').textContent()).toMatch(/(30:00|29:[0-5]\d)$/);

      await question(p, 1).locator('label.student-option').nth(s.rightIndex).click();
      await question(p, 2).getByRole('textbox').fill('我的作文。');
      const flag = p.getByRole('button', { name: /^标记\s*第2题$/ });
      await flag.click();
      await expect.poll(() => flag.getAttribute('aria-pressed')).toBe('true');
      await p.getByRole('status').filter({ hasText: '已自动保存' }).waitFor({ timeout: 15_000 });

      // The answer card: both answered, question 2 flagged.
      await p.getByRole('button', { name: /答题卡/ }).click();
      const card = p.getByRole('navigation', { name: '答题卡' });
      await card.getByRole('button', { name: '第2题，已答，已标记' }).waitFor();
      await card.getByRole('button', { name: '第1题，已答' }).waitFor();
      expect(await seriousViolations(p)).toEqual([]);
      await keepForDocs(p, 'student-exam');
      await screenshot(p, 'student-exam');
      await card.getByRole('button', { name: '第2题，已答，已标记' }).click();

      // Reload mid-exam: the answers and the flag are still there.
      await p.reload();
      await p.getByRole('heading', { name: s.name }).waitFor();
      await expect.poll(() => question(p, 1).locator('input').nth(s.rightIndex).isChecked()).toBe(true);
      expect(await question(p, 2).getByRole('textbox').inputValue()).toBe('我的作文。');
      expect(await p.getByRole('button', { name: /^标记\s*第2题$/ }).getAttribute('aria-pressed')).toBe(
        'true',
      );

      // Hand in after the confirmation: the review says the written answer awaits marking.
      await p.getByRole('button', { name: '交卷' }).click();
      const confirm = p.getByRole('dialog', { name: '交卷' });
      await confirm.getByText('交卷后不能再修改答案').waitFor();
      await confirm.getByRole('button', { name: '交卷' }).click();
      await p.waitForURL(new RegExp(`/student/exam/${reportId}/review$`));
      await p.getByText('试卷已提交，等待老师批阅主观题。').waitFor();

      // The teacher marks the essay 8: the student reads 12 of 14, passed, and the question's 8 points.
      await s.mark(Number(reportId), 8);
      await p.reload();
      await expect.poll(() => p.getByTestId('exam-score').textContent()).toBe('12');
      await p.getByText('及格', { exact: true }).waitFor();
      const essay = question(p, 2);
      await essay.getByText('得 8 分').waitFor();
      await essay.getByText('我的作文。').waitFor();
      await question(p, 1).getByText('正确', { exact: true }).first().waitFor();
      // The only attempt is used: the answers are shown (the right option is marked).
      await question(p, 1).getByText('正确答案').waitFor();
      expect(await seriousViolations(p)).toEqual([]);
      await keepForDocs(p, 'student-exam-review');
      await screenshot(p, 'student-exam-review');
    },
    SLOW,
  );

  it(
    'an exam timed out mid-answer is handed in by itself; one reopened after its time, by the server; late answers are refused',
    async () => {
      const s = await examForClass(baseUrl(), { testNum: 1, durationMinutes: 1, students: 3 });
      const [first, second, third] = s.students as [
        (typeof s.students)[number],
        (typeof s.students)[number],
        (typeof s.students)[number],
      ];
      // The second student starts and saves the right answer, then closes the page; the third starts
      // and saves nothing more until the time is up.
      const { report_id: closedId } = await second.call('POST', `/app/exam/${s.examId}/start`);
      await second.call('PUT', `/app/exam/report/${closedId}/answers`, {
        answers: JSON.stringify([{ question_id: 1, user_answer: s.right }]),
      });
      const { report_id: lateId } = await third.call('POST', `/app/exam/${s.examId}/start`);

      const p = page();
      await openMyExams(p, first.mobile);
      const reportId = await startFromList(p, s.name);
      await question(p, 1).locator('label.student-option').nth(s.rightIndex).click();
      await question(p, 2).getByRole('textbox').fill('写到一半');
      // Nobody presses 交卷: when the minute is up the paper is handed in and the review opens.
      await p.waitForURL(new RegExp(`/student/exam/${reportId}/review$`), { timeout: 90_000 });
      await expect.poll(() => p.getByTestId('exam-score').textContent()).toBe('--');
      await p.getByText('试卷已提交，等待老师批阅主观题。').waitFor();
      const handedIn = await first.call('GET', `/app/exam/report/${reportId}`);
      expect(handedIn.test_status).toBe(2);
      expect(handedIn.objective_score).toBe(4);

      // The second student opens their attempt after its time: the server has handed it in.
      await p.context().clearCookies();
      await openMyExams(p, second.mobile);
      await p.goto(`/student/exam/${closedId}`);
      await p.waitForURL(new RegExp(`/student/exam/${closedId}/review$`));
      await p.getByText('试卷已提交，等待老师批阅主观题。').waitFor();
      const reopened = await second.call('GET', `/app/exam/report/${closedId}`);
      expect(reopened.objective_score).toBe(4);
      // A save after the time is refused with the spec's message.
      await expect(
        third.call('PUT', `/app/exam/report/${lateId}/answers`, {
          answers: JSON.stringify([{ question_id: 1, user_answer: s.right }]),
        }),
      ).rejects.toThrow('答题时间已到，试卷已自动提交');
    },
    SLOW,
  );

  it(
    'keeps answers in the browser across an offline spell and sends them when the network returns',
    async () => {
      const s = await examForClass(baseUrl(), { students: 1, testNum: 1, durationMinutes: 30 });
      const student = s.students[0] as (typeof s.students)[number];
      const saved = async (id: string) =>
        ((await student.call('GET', `/app/exam/report/${id}`)).answers ?? {}) as Record<
          string,
          { answer: string | string[] }
        >;
      const p = page();
      await openMyExams(p, student.mobile);
      const reportId = await startFromList(p, s.name);
      await p.getByRole('heading', { name: s.name }).waitFor();

      // Offline, with the page open: the choice is kept in the browser, not on the server.
      await p.context().setOffline(true);
      await question(p, 1).locator('label.student-option').nth(s.rightIndex).click();
      await p
        .getByRole('status')
        .filter({ hasText: '网络已断开，答案已保存在本机，联网后自动提交' })
        .waitFor();
      const kept = await p.evaluate(
        (key) => localStorage.getItem(key),
        `school.student.draft.exam.${reportId}`,
      );
      expect(kept).toContain(s.right);
      expect((await saved(reportId))['1']?.answer ?? '').not.toContain(s.right);
      await keepForDocs(p, 'student-exam-offline');
      await screenshot(p, 'student-exam-offline');

      // The network returns: the kept answer is sent by itself.
      await p.context().setOffline(false);
      await p.getByRole('status').filter({ hasText: '已自动保存' }).waitFor({ timeout: 15_000 });
      expect((await saved(reportId))['1']?.answer).toContain(s.right);

      // Offline again, then the page is closed: the essay is sent when the paper opens again online.
      await p.context().setOffline(true);
      await question(p, 2).getByRole('textbox').fill('断网时写的作文');
      await p
        .getByRole('status')
        .filter({ hasText: '网络已断开，答案已保存在本机，联网后自动提交' })
        .waitFor();
      const context = p.context();
      await p.close();
      await context.setOffline(false);
      // Not asked of the server here: Chromium can still send a closing page's request after going offline.
      const again = await context.newPage();
      await again.goto(`/student/exam/${reportId}`);
      await again.getByRole('heading', { name: s.name }).waitFor();
      expect(await question(again, 2).getByRole('textbox').inputValue()).toBe('断网时写的作文');
      await again.getByRole('status').filter({ hasText: '已自动保存' }).waitFor({ timeout: 15_000 });
      await expect
        .poll(async () => JSON.stringify((await saved(reportId))['2'] ?? ''))
        .toContain('断网时写的作文');
      expect((await saved(reportId))['1']?.answer).toContain(s.right);
      await again.close();
    },
    SLOW,
  );
});
