import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, rowAction, screenshot, signIn, usePage } from './browser';

/**
 * Exams in a real browser on the demo school: teacher 13800100001 serves class 5, where student
 * 13900000121 sits. The teacher writes an exam with a bank question and a fill-in-the-blank question
 * and publishes it; the student sits it twice over REST (marked at submit); the teacher switches
 * between the two attempts on the review page, reads 试卷管理 with drop-repeat on and exports 学员统计.
 */

const SLOW = 180_000;
const TEACHER = '13800100001';
const STUDENT = '13900000121';
const PASSWORD = 'Demo2026';
const EXAM = `期末填空测验${Date.now() % 100_000}`;

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

/** The student app's calls, as the student's own client makes them. */
async function studentApi() {
  const base = baseUrl();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: STUDENT, password: PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return async (method: string, path: string, json?: unknown) => {
    const res = await fetch(`${base}/api/app${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return (await res.json()) as { code: number; msg: string; data: any };
  };
}

/** Types into a PrimeReact number input as a user does (select what is there, type the new value). */
async function typeNumber(page: Page, selector: string, value: string) {
  const input = page.locator(selector);
  await input.click();
  await input.press('Control+a');
  await input.pressSequentially(value);
  await input.press('Tab');
}

describe('exams', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'a teacher writes an exam with a fill-in-the-blank question and publishes it; attempts are marked; 试卷管理 drops repeats; 学员统计 exports',
    async () => {
      const p = page();
      await signIn(p, TEACHER, PASSWORD);
      const { schoolClass } = await gql<{ schoolClass: { name: string } }>(
        p,
        'query { schoolClass(id: "5") { name } }',
      );

      // ExamManage is in the menu; 创建考试 opens the form.
      await p.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '考试管理' }).click();
      await p.locator('.list-table__table[aria-label="考试列表"]').waitFor();
      await p.locator('.list-table tbody tr').first().waitFor();
      await screenshot(p, 'exam-manage');
      await p.getByRole('button', { name: '创建考试' }).click();
      await p.getByRole('heading', { name: '创建考试' }).waitFor();

      await p.locator('#exam-form-name').fill(EXAM);
      await p.locator('.p-dropdown:has(#exam-form-classify)').click();
      await p.getByRole('option', { name: '期末考试', exact: true }).click();
      await p.locator('.p-multiselect:has(#exam-form-classes)').click();
      await p.getByRole('option', { name: schoolClass.name }).click();
      await p.keyboard.press('Escape');
      await typeNumber(p, '#exam-form-duration', '30');
      await typeNumber(p, '#exam-form-attempts', '2');

      // A bank question from the shared bank, 6 points.
      await p.getByRole('button', { name: '从题库选题' }).click();
      const picker = p.getByRole('dialog', { name: '从题库选题' });
      await picker.getByRole('tab', { name: '公共题库' }).click();
      await picker.locator('.p-dropdown', { hasText: '全部题型' }).click();
      await p.getByRole('option', { name: '单选题', exact: true }).click();
      const bank = picker.locator('.list-table__table[aria-label="公共题库"]');
      await expect.poll(() => bank.locator('tbody tr').first().textContent()).toContain('单选题');
      await bank.locator('tbody tr .p-checkbox').first().click();
      await typeNumber(p, '#exam-picker-score', '6');
      await picker.getByRole('button', { name: '确定' }).click();
      await picker.waitFor({ state: 'hidden' });

      // A fill-in-the-blank question with two accepted answers, 4 points.
      await p.getByRole('button', { name: '添加填空题' }).click();
      await p.locator('#blank-stem-0-1').fill('____是中国的首都。');
      await p.locator('#blank-stem-0-1-0').fill('北京|北京市');
      await typeNumber(p, 'input[aria-label="第2题分值"]', '4');
      await typeNumber(p, '#exam-form-pass', '6');
      await expect.poll(() => p.getByTestId('exam-total').textContent()).toBe('试卷总分 10 分');
      await screenshot(p, 'exam-form');

      await p.getByRole('button', { name: '保存草稿' }).click();
      await p.getByRole('heading', { name: '考试管理' }).waitFor();
      const row = p.locator('.list-table tbody tr', { hasText: EXAM });
      await row.waitFor();
      expect(await row.textContent()).toContain('草稿');

      // Publish from the row (its ability), confirmed.
      await rowAction(p, row, '发布');
      await p.locator('.p-confirm-dialog').getByRole('button', { name: '发布' }).click();
      await row.getByText('已发布').waitFor();
      await screenshot(p, 'exam-manage-published');

      // The student sits it twice over REST: right, then one blank wrong; each marked at submit.
      const { exams } = await gql<{ exams: { list: { id: string }[] } }>(
        p,
        'query($name: String) { exams(filter: { name: $name }) { list { id } } }',
        { name: EXAM },
      );
      const examId = exams.list[0]?.id as string;
      const paper = await p.evaluate(
        async (id) => (await fetch(`/api/lector/test/info/${id}`)).json(),
        examId,
      );
      const choice = paper.data.sections[0].questions[0];
      const right = choice.ques_option
        .filter((o: { is_right: number }) => o.is_right === 1)
        .map((o: { id: number }) => o.id)
        .join(',');
      const student = await studentApi();
      const scores: number[] = [];
      const reports: number[] = [];
      for (const blank of ['北京市', '上海']) {
        const started = await student('POST', `/exam/${examId}/start`);
        expect(started.msg).toBe('开始考试');
        const reportId = started.data.report_id;
        reports.push(reportId);
        await student('PUT', `/exam/report/${reportId}/answers`, {
          answers: [
            { question_id: 1, user_answer: right },
            // The student flags the blank on the second sitting.
            { question_id: 2, user_answer: [blank], is_sign: blank === '上海' ? 1 : 0 },
          ],
        });
        const submitted = await student('POST', `/exam/report/${reportId}/submit`);
        expect(submitted.msg).toBe('提交成功');
        const report = await student('GET', `/exam/report/${reportId}`);
        expect(report.data.test_status).toBe(1);
        scores.push(report.data.user_score);
      }
      expect(scores).toEqual([10, 6]);

      // The review page of the second attempt; the attempts selector reloads the first one.
      await p.goto(`/exams/paper/view?report_id=${reports[1]}`);
      await p.getByRole('heading', { name: EXAM }).waitFor();
      await p.getByRole('img', { name: '总分6分' }).waitFor();
      const selector = p.locator('.p-dropdown:has(#review-attempt)');
      await expect.poll(() => selector.textContent()).toContain('第2次');
      await selector.click();
      const choices = p.getByRole('option');
      await expect
        .poll(() => choices.allTextContents())
        .toEqual([expect.stringMatching(/^第1次（/), expect.stringMatching(/^第2次（/)]);
      await screenshot(p, 'exam-review-attempts');
      await p.keyboard.press('Escape');
      // The flagged wrong blank is marked on the answer card; clicking it scrolls to the question.
      const card = p.getByRole('navigation', { name: '答题卡' });
      await card.getByRole('button', { name: '第1题，正确' }).waitFor();
      const flagged = card.getByRole('button', { name: '第2题，错误，已标记' });
      const second = p.getByRole('article', { name: '第2题' });
      const top = async () => Math.round((await second.boundingBox())?.y ?? Number.NaN);
      expect(await top()).toBeGreaterThan(720);
      await flagged.click();
      await expect.poll(top).toBeLessThan(600);
      expect(await top()).toBeGreaterThanOrEqual(0);
      await screenshot(p, 'exam-review-flagged');
      // 只看错题 keeps only the wrong blank.
      await p.getByLabel('只看错题').check();
      await expect.poll(() => p.getByRole('article').count()).toBe(1);
      await second.waitFor();
      await selector.click();
      await choices.first().click();
      await p.waitForURL((url) => Number(url.searchParams.get('report_id')) === reports[0]);
      await p.getByRole('img', { name: '总分10分' }).waitFor();
      await expect.poll(() => selector.textContent()).toContain('第1次');
      expect(await p.getByTestId('review-pass').textContent()).toBe('已通过');
      await p.goBack();
      await p.getByRole('img', { name: '总分6分' }).waitFor();
      await p.goto('/exams');
      await row.waitFor();

      // ExamDetail: the header, then 试卷管理 with drop-repeat on keeps the latest attempt.
      await rowAction(p, row, '查看');
      await p.getByRole('heading', { name: EXAM }).waitFor();
      const facts = p.getByRole('definition');
      await expect.poll(() => facts.allTextContents()).toEqual(['10分', '6分', '1人', '30分钟']);
      const attempts = p.locator('.list-table__table[aria-label="试卷列表"]');
      await expect.poll(() => attempts.locator('tbody tr').count()).toBe(2);
      await p.locator('.p-inputswitch:has(#attempt-latest)').click();
      await expect.poll(() => attempts.locator('tbody tr').count()).toBe(1);
      const latest = attempts.locator('tbody tr').first();
      expect(await latest.textContent()).toContain('已批阅');
      expect(await latest.textContent()).toContain('已通过');
      expect(await latest.getByRole('button', { name: '批阅' }).count()).toBe(0);
      await screenshot(p, 'exam-detail-attempts');

      await p.getByRole('tab', { name: '成绩统计' }).click();
      await p.getByRole('img', { name: '成绩分布柱状图' }).waitFor();
      await expect.poll(() => p.locator('.exam-chart .main-svg').count()).toBeGreaterThan(0);
      await screenshot(p, 'exam-detail-scores');

      // 学员统计: the best attempt counts; the export is fetched with the teacher's session as .xlsx.
      await p.getByRole('tab', { name: '学员统计' }).click();
      const students = p.locator('.list-table__table[aria-label="学员统计"]');
      await students.locator('tbody tr').first().waitFor();
      await screenshot(p, 'exam-detail-students');
      const answered = p.waitForResponse(
        async (r) =>
          r.url().endsWith('/graphql') &&
          (r.request().postData() ?? '').includes('ExportExamStudents') &&
          !(await r.text()).includes('PERSISTED_QUERY_NOT_FOUND'),
      );
      await p.getByRole('button', { name: '导出' }).click();
      const body = (await (await answered).json()) as {
        data: { exportExamStudents: { url: string } };
        errors?: unknown;
      };
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      const file = await p.request.get(body.data.exportExamStudents.url);
      expect(file.status()).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Uint8Array.from(await file.body()).buffer);
      const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
      expect(sheet.getRow(1).getCell(1).value).toBe('学员');
      const sat = sheet
        .getColumn(8)
        .values.slice(2)
        .filter((v) => v === '是');
      expect(sat).toHaveLength(1);
      const best = sheet.getRow(2);
      expect(best.getCell(2).value).toBe(1);
      expect(best.getCell(4).value).toBe(10);

      await p.getByRole('tab', { name: '试题统计' }).click();
      const questions = p.locator('.list-table__table[aria-label="试题统计"]');
      await expect.poll(() => questions.locator('tbody tr').count()).toBe(2);
      expect(await questions.locator('tbody tr').nth(1).textContent()).toContain('填空题');
      await screenshot(p, 'exam-detail-questions');
    },
    SLOW,
  );
});
