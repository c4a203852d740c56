import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, screenshot, signIn, usePage } from './browser';

/**
 * Homework results in a real browser on the demo school: its students answered the demo homework and
 * the demo teachers graded it (deadlines passed), so every tab has data at first start. One demo
 * student's nickname is `=1+1`: the exported transcript keeps it as text.
 */

const SLOW = 120_000;

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

interface Row {
  id: string;
  name: string;
}

/** A demo homework graded to the end, with objective questions, whose students include the `=1+1` nickname. */
async function gradedHomework(page: Page): Promise<Row> {
  const { homeworkList } = await gql<{ homeworkList: { list: Row[] } }>(
    page,
    'query { homeworkList(page: 1, limit: 100, filter: { showOther: true }) { list { id name } } }',
  );
  for (const row of homeworkList.list) {
    const { homeworkResultDetail } = await gql<{
      homeworkResultDetail: { tabsReady: boolean; gradedCount: number };
    }>(page, 'query($id: ID!) { homeworkResultDetail(homeworkId: $id) { tabsReady gradedCount } }', {
      id: row.id,
    });
    if (!homeworkResultDetail.tabsReady || homeworkResultDetail.gradedCount === 0) continue;
    const { transcript } = await gql<{ transcript: { total: number } }>(
      page,
      'query($id: ID!) { transcript(homeworkId: $id, filter: { name: "=1+1" }) { total } }',
      { id: row.id },
    );
    if (transcript.total === 0) continue;
    // Other files publish homework of written answers only, which has no item analysis to show.
    const { questionAnalysis } = await gql<{ questionAnalysis: { itemAnalysis: unknown }[] }>(
      page,
      'query($id: ID!) { questionAnalysis(homeworkId: $id) { itemAnalysis { p } } }',
      { id: row.id },
    );
    if (questionAnalysis.some((q) => q.itemAnalysis !== null)) return row;
  }
  throw new Error('no graded demo homework with the =1+1 student: the demo school changed');
}

describe('homework results', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'a teacher opens a graded demo homework: header figures, every tab, the export and the charts',
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      const hw = await gradedHomework(p);

      // From the list row's 查看 to the detail page.
      await p.goto(`/homework/detail?hw_id=${hw.id}&class_id=0`);
      await p.getByRole('heading', { name: hw.name }).waitFor();
      const { homeworkResultDetail: d } = await gql<{
        homeworkResultDetail: {
          dueCount: number;
          submittedCount: number;
          gradedCount: number;
          tabsReady: boolean;
        };
      }>(
        p,
        'query($id: ID!) { homeworkResultDetail(homeworkId: $id) { dueCount submittedCount gradedCount tabsReady } }',
        {
          id: hw.id,
        },
      );
      expect(d.tabsReady).toBe(true);
      expect(await p.getByTestId('count-due').textContent()).toBe(String(d.dueCount));
      expect(await p.getByTestId('count-submitted').textContent()).toBe(String(d.submittedCount));
      expect(await p.getByTestId('count-graded').textContent()).toBe(String(d.gradedCount));
      expect(await p.getByTestId('count-not-graded').textContent()).toBe('0');
      await p.getByRole('figure', { name: /^提交率 \d+%$/ }).waitFor();
      await p.locator('.list-table tbody tr').first().waitFor();
      await screenshot(p, 'homework-detail-submissions');

      await p.getByRole('tab', { name: '试题分析' }).click();
      const analysis = p.getByRole('region', { name: '试题分析' });
      await analysis.locator('tbody tr').first().waitFor();
      expect(await analysis.locator('tbody tr').count()).toBeGreaterThan(0);
      await expect
        .poll(() => analysis.locator('.result-item__figures').count(), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await screenshot(p, 'homework-detail-analysis');

      await p.getByRole('tab', { name: '成绩单' }).click();
      const transcript = p.getByRole('region', { name: '成绩单' });
      await transcript.getByTestId('medal-1').first().waitFor();
      await transcript.getByTestId('transcript-summary').waitFor();
      // Each row's 老师评语 reads the comment its grader wrote, as the API answers it ('-' for none).
      const { transcript: firstPage } = await gql<{ transcript: { list: { comment: string | null }[] } }>(
        p,
        'query($id: ID!) { transcript(homeworkId: $id, page: 1, limit: 10) { list { comment } } }',
        { id: hw.id },
      );
      // The column is the teacher's to show (列设置), beside the spec's columns.
      await transcript.getByRole('button', { name: '列设置' }).click();
      await p.locator('.list-table__chooser-panel').getByText('老师评语', { exact: true }).click();
      await p.keyboard.press('Escape');
      await transcript.locator('thead th', { hasText: '老师评语' }).waitFor();
      const headers = await transcript.locator('thead th').allTextContents();
      const column = headers.findIndex((h) => h.includes('老师评语'));
      expect(column).toBeGreaterThanOrEqual(0);
      const shown = await transcript
        .locator('tbody tr')
        .evaluateAll((rows, i) => rows.slice(0, 10).map((r) => r.children[i]?.textContent?.trim()), column);
      expect(shown).toEqual(firstPage.list.map((r) => r.comment ?? '-'));
      expect(firstPage.list.some((r) => r.comment)).toBe(true);
      await transcript.locator('tbody tr').nth(3).scrollIntoViewIfNeeded();
      await screenshot(p, 'homework-detail-transcript');

      // Export: the URL the server answers is fetched with the teacher's session and parsed as .xlsx.
      // A persisted query's first miss (PERSISTED_QUERY_NOT_FOUND) is retried with its text: wait for that.
      const answered = p.waitForResponse(
        async (r) =>
          r.url().endsWith('/graphql') &&
          (r.request().postData() ?? '').includes('ExportTranscript') &&
          !(await r.text()).includes('PERSISTED_QUERY_NOT_FOUND'),
      );
      const popup = p
        .context()
        .waitForEvent('page')
        .catch(() => null);
      await transcript.getByRole('button', { name: '导出成绩单' }).click();
      const body = (await (await answered).json()) as { data: { exportTranscript: { url: string } } };
      await popup;
      const file = await p.request.get(body.data.exportTranscript.url);
      expect(file.status()).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Uint8Array.from(await file.body()).buffer);
      const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
      expect(sheet.getRow(1).getCell(1).value).toBe('学员');
      const names = sheet.getColumn(1).values.slice(2);
      expect(names).toContain('=1+1');
      expect(names).not.toContain("'=1+1");

      await p.getByRole('tab', { name: '成绩分布' }).click();
      const distribution = p.getByRole('region', { name: '成绩分布' });
      await distribution.getByTestId('distribution-summary').waitFor();
      await distribution.getByText('饼图').click();
      await distribution
        .locator('[data-testid="result-plot"] .main-svg')
        .first()
        .waitFor({ timeout: 20_000 });
      expect(await distribution.locator('.slice').count()).toBeGreaterThan(0);
      await screenshot(p, 'homework-detail-distribution-pie');

      // HomeworkStatis: 统计表 and 统计图 (y axis 0–100 in steps of 20).
      await p.goto(`/homework/statistics?hw_id=${hw.id}&class_id=0`);
      await p.getByTestId('statis-completion').waitFor();
      await p.locator('.p-datatable', { hasText: '平均答对题数' }).locator('tbody tr').first().waitFor();
      await screenshot(p, 'homework-statis-table');
      await p.getByRole('tab', { name: '统计图' }).click();
      await p.locator('[data-testid="result-plot"] .main-svg').first().waitFor({ timeout: 20_000 });
      const ticks = await p.locator('.ytick text').allTextContents();
      expect(ticks).toEqual(['0', '20', '40', '60', '80', '100']);
      await screenshot(p, 'homework-statis-chart');

      // HomeworkPreview and HomeworkAnswerPreview.
      await p.goto(`/homework/preview?hw_id=${hw.id}`);
      await p.getByTestId('preview-summary').waitFor();
      expect(await p.getByTestId('preview-summary').textContent()).toMatch(/^共\d+题/);
      await screenshot(p, 'homework-preview');
      await p.goto(`/homework/answer-preview?hw_id=${hw.id}&class_id=0`);
      const first = p.getByTestId('answer-stats-1');
      await first.waitFor();
      await first.getByRole('button', { name: /^答对 \d+人$/ }).click();
      await p.getByRole('dialog').locator('tbody tr').first().waitFor();
      await screenshot(p, 'homework-answer-preview');
    },
    SLOW,
  );
});
