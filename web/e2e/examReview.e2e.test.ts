import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  demo,
  reviewScreenshots,
  reviewScreenshotsDir,
  screenshot,
  signIn,
  usePage,
} from './browser';

/**
 * The exam review page, marking and the paper preview in a real browser on the demo school: the
 * demo teacher heads the class that sat 作文测验 (one short answer worth 10, pass 6), whose papers
 * await review. A paper is marked in the grading workspace, its rank and pass result change; the
 * paper preview is downloaded as a PDF whose first page, rendered to an image, shows the exam name.
 */

const SLOW = 120_000;
const EXAM = '作文测验';

async function rest(path: string, token: string | null, body?: unknown, method = 'GET') {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { msg: string; data: any };
}

/** The demo exam and its first paper awaiting review. */
async function paperAwaitingReview(): Promise<{ examId: number; reportId: number }> {
  const token = (await rest('/auth/login', null, { mobile: demo.teacher, password: demo.password }, 'POST'))
    .data.token as string;
  const exams = (await rest(`/lector/test/list?name=${encodeURIComponent(EXAM)}`, token)).data.list as {
    id: number;
  }[];
  expect(exams.length, `the demo teacher sees ${EXAM}`).toBe(1);
  const examId = exams[0]?.id as number;
  const papers = (await rest(`/lector/testDetail/list/${examId}?test_status=2`, token)).data.list as {
    id: number;
  }[];
  expect(papers.length, 'papers awaiting review').toBeGreaterThan(1);
  return { examId, reportId: Math.min(...papers.map((p) => p.id)) };
}

/** The share of dark pixels in the top quarter of a binary greyscale image (PGM, as pdftoppm -gray writes it). */
function inkAtTop(pgm: Buffer): number {
  const header = pgm
    .subarray(0, 64)
    .toString('latin1')
    .match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
  if (!header) throw new Error('not a binary PGM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const start = (header[0] as string).length;
  const pixels = pgm.subarray(start, start + width * Math.floor(height / 4));
  let dark = 0;
  for (const value of pixels) if (value < 128) dark += 1;
  return pixels.length === 0 ? 0 : dark / pixels.length;
}

describe('exam review in the browser', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'marks a paper awaiting review in the grading workspace; its rank and pass result change',
    async () => {
      const { reportId } = await paperAwaitingReview();
      const p = page();
      await signIn(p, demo.teacher, demo.password);

      // Awaiting review: no rank, no pass result, the 待批阅 stamp.
      await p.goto(`/exams/paper/view?report_id=${reportId}`);
      await p.getByRole('heading', { name: EXAM }).waitFor();
      await expect.poll(() => p.getByTestId('review-rank').textContent()).toBe('--');
      expect(await p.getByTestId('review-pass').textContent()).toBe('-');
      await p.getByRole('img', { name: '待批阅' }).waitFor();
      const card = p.getByRole('navigation', { name: '答题卡' });
      await card.getByRole('button', { name: '第1题，待批阅' }).waitFor();
      await card.getByText('待批阅').waitFor();
      await screenshot(p, 'exam-review-awaiting');

      // 去批阅 opens the grading workspace on this paper.
      await p.getByRole('button', { name: '去批阅' }).click();
      await p.getByRole('heading', { name: '批阅试卷' }).waitFor();
      await p.getByText('待批阅（总分 10）').waitFor();
      await p.locator('#grading-score').waitFor();
      await p.keyboard.press('9');
      await expect.poll(() => p.locator('#grading-score').inputValue()).toBe('9');
      await p.locator('#grading-remark').fill('观点清楚，例子恰当');
      await p.getByRole('button', { name: '保存并下一题' }).click();
      await p.getByRole('button', { name: '第1题，已批阅' }).waitFor();
      await screenshot(p, 'exam-marking');
      await p.getByRole('button', { name: '完成批改' }).click();
      const finish = p.getByRole('dialog', { name: '完成批改' });
      await finish.waitFor();
      // The comment field takes the focus once the dialog has opened (and starts empty then).
      await expect.poll(() => p.evaluate(() => document.activeElement?.id)).toBe('finish-comment');
      await finish.locator('#finish-comment').fill('继续保持');
      await expect.poll(() => finish.locator('#finish-comment').inputValue()).toBe('继续保持');
      await finish.getByRole('button', { name: '提交' }).click();
      // The next paper awaiting review opens.
      await p.waitForURL((url) => Number(url.searchParams.get('report_id')) !== reportId);

      // Reviewed: a rank among the reviewed papers, 已通过 (9 ≥ 6), the score stamp.
      await p.goto(`/exams/paper/view?report_id=${reportId}`);
      await p.getByRole('heading', { name: EXAM }).waitFor();
      await expect.poll(() => p.getByTestId('review-rank').textContent()).toMatch(/^第\d+名，共\d+人$/);
      expect(await p.getByTestId('review-pass').textContent()).toBe('已通过');
      await p.getByRole('img', { name: '总分9分' }).waitFor();
      await card.getByRole('button', { name: '第1题，已批阅' }).waitFor();
      await p.getByText('观点清楚，例子恰当').waitFor();
      await p.getByText('继续保持').waitFor();
      // 只看错题 keeps subjective questions.
      await p.getByLabel('只看错题').check();
      await p.getByRole('article', { name: '第1题' }).waitFor();
      await screenshot(p, 'exam-review-reviewed');
    },
    SLOW,
  );

  it(
    'previews the paper with its answers and downloads it as a PDF showing the exam name',
    async () => {
      const { examId } = await paperAwaitingReview();
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await p.goto(`/exams/paper/preview?id=${examId}`);
      await p.getByRole('heading', { name: `试卷预览：${EXAM}` }).waitFor();
      await p.getByTestId('paper-question-1').getByRole('article', { name: '第1题' }).waitFor();
      await expect.poll(() => p.getByText('参考答案').count()).toBe(0);
      await p.getByText('显示答案').click();
      await p.getByText('参考答案').first().waitFor();
      await screenshot(p, 'exam-paper-preview');

      // 下载试卷: the server renders the paper; the address it answers is fetched with the session.
      const answered = p.waitForResponse(
        async (r) =>
          r.url().endsWith('/graphql') &&
          (r.request().postData() ?? '').includes('RenderPaperPdf') &&
          !(await r.text()).includes('PERSISTED_QUERY_NOT_FOUND'),
      );
      const popup = p
        .context()
        .waitForEvent('page')
        .catch(() => null);
      await p.getByRole('button', { name: '下载试卷' }).click();
      const body = (await (await answered).json()) as { data: { renderPaperPdf: { url: string } } };
      await popup;
      const file = await p.request.get(body.data.renderPaperPdf.url);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('application/pdf');

      // The first page, rendered to an image, carries the exam name at its top.
      const dir = mkdtempSync(join(tmpdir(), 'exam-pdf-'));
      const pdf = join(dir, 'paper.pdf');
      writeFileSync(pdf, await file.body());
      expect(execFileSync('pdftotext', ['-f', '1', '-l', '1', pdf, '-']).toString('utf8')).toContain(EXAM);
      const page1 = join(dir, 'page1');
      execFileSync('pdftoppm', ['-gray', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf, page1]);
      expect(inkAtTop(readFileSync(`${page1}.pgm`))).toBeGreaterThan(0.001);
      if (reviewScreenshots) {
        mkdirSync(reviewScreenshotsDir, { recursive: true });
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '60',
          '-f',
          '1',
          '-l',
          '1',
          '-singlefile',
          pdf,
          join(reviewScreenshotsDir, 'exam-paper-pdf-page1'),
        ]);
      }
    },
    SLOW,
  );
});
