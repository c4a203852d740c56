import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type RouteName, routes } from '../src/app/routes/routes';
import { demo, signIn, usePage } from './browser';

/**
 * axe-core over every built screen of the demo school, signed in as the teacher and as an assistant:
 * no serious or critical violation. Each screen is opened by its URL once its main content has drawn,
 * then axe checks the whole document (frame, navigation and screen).
 */

const SLOW = 300_000;
const liveRoutes = (Object.keys(routes) as RouteName[]).filter((name) => routes[name].live);
const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The serious and critical violations axe finds on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: Document, options: object): Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return (violations as Violation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `    ${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`,
          )
          .join('\n')}`,
    );
}

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

/** Opens a screen, waits for it to settle (no spinner, no pending request), and lists what axe finds. */
async function check(page: Page, url: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.locator('.p-progress-spinner, [aria-busy="true"]').first().waitFor({ state: 'hidden' });
  return (await seriousViolations(page)).map((v) => `${url}\n  ${v}`);
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name }).first().waitFor();
const anyHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
const table = (page: Page) => page.locator('table').first().waitFor();

/** Ids of demo records each screen needs, read through the GraphQL API as the signed-in user. */
async function demoIds(page: Page) {
  const { classes } = await gql<{ classes: { list: { id: string }[] } }>(
    page,
    'query { classes(page: 1, limit: 1) { list { id } } }',
  );
  const classId = classes.list[0]?.id;
  const { classStudents } = await gql<{ classStudents: { list: { id: string }[] } }>(
    page,
    'query($id: ID!) { classStudents(classId: $id) { list { id } } }',
    { id: classId },
  );
  const { homeworkList } = await gql<{ homeworkList: { list: { id: string }[] } }>(
    page,
    'query { homeworkList(page: 1, limit: 50, filter: { showOther: true }) { list { id } } }',
  );
  const homeworkId = homeworkList.list[0]?.id;
  let gradedReport: string | undefined;
  let pendingReport: string | undefined;
  for (const { id } of homeworkList.list) {
    const { homeworkStudents } = await gql<{
      homeworkStudents: { list: { reportId: string; status: number }[] };
    }>(
      page,
      'query($id: ID!) { homeworkStudents(homeworkId: $id, limit: 100) { list { reportId status } } }',
      {
        id,
      },
    );
    gradedReport ??= homeworkStudents.list.find((r) => r.status === 3)?.reportId;
    pendingReport ??= homeworkStudents.list.find((r) => r.status === 2)?.reportId;
    if (gradedReport && pendingReport) break;
  }
  const { myQuestions } = await gql<{ myQuestions: { list: { id: string }[] } }>(
    page,
    'query { myQuestions(limit: 1) { list { id } } }',
  );
  for (const [name, value] of Object.entries({
    classId,
    studentId: classStudents.list[0]?.id,
    homeworkId,
    gradedReport,
    pendingReport: pendingReport ?? gradedReport,
    questionId: myQuestions.list[0]?.id,
  }))
    if (!value) throw new Error(`the demo school has no record for ${name}`);
  return {
    classId: classId as string,
    studentId: classStudents.list[0]?.id as string,
    homeworkId: homeworkId as string,
    gradedReport: gradedReport as string,
    pendingReport: (pendingReport ?? gradedReport) as string,
    questionId: myQuestions.list[0]?.id as string,
  };
}

describe('accessibility (axe-core)', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'the signed-out screens have no serious or critical violation',
    async () => {
      const p = page();
      const found = [
        ...(await check(p, '/login', (p) => p.locator('#login-mobile').waitFor())),
        ...(await check(p, '/login', async (p) => {
          await p.getByRole('button', { name: '登录' }).click();
          await p.getByText('请输入手机号').first().waitFor();
        })),
      ];
      expect(found).toEqual([]);
    },
    SLOW,
  );

  it(
    "every screen of the teacher's has no serious or critical violation",
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      const ids = await demoIds(p);
      const hw = `hw_id=${ids.homeworkId}&class_id=0`;
      const screens: [RouteName, string, (page: Page) => Promise<unknown>][] = [
        ['Home', '/', anyHeading],
        ['HomeworkManage', '/homework?tab=main', table],
        ['HomeworkManage', '/homework?tab=approve', table],
        ['HomeworkManage', '/homework?tab=ques', table],
        ['HomeworkPublish', '/homework/publish', anyHeading],
        ['HomeworkAddQues', '/homework/questions/new', anyHeading],
        ['HomeworkEditQues', `/homework/questions/edit?id=${ids.questionId}`, anyHeading],
        ['HomeworkQuesDetail', `/homework/questions/detail?id=${ids.questionId}`, heading('题目详情')],
        ['HomeworkDetail', `/homework/detail?${hw}`, heading('作业详情')],
        ['HomeworkStatis', `/homework/statistics?${hw}`, heading('作业统计')],
        ['HomeworkPreview', `/homework/preview?hw_id=${ids.homeworkId}`, heading(/预览/)],
        ['HomeworkAnswerPreview', `/homework/answer-preview?${hw}`, heading(/答题详情/)],
        ['HomeworkApprove', `/homework/approve?report_id=${ids.pendingReport}`, heading('批改作业')],
        [
          'HomeworkApproveView',
          `/homework/approve/view?report_id=${ids.gradedReport}&class_id=0`,
          heading('查看作业'),
        ],
        ['ClassManage', '/classes', table],
        ['ClassDetail', `/classes/detail?id=${ids.classId}`, heading('班级详情')],
        [
          'ClassesHomeworkDetail',
          `/classes/homework?hw_id=${ids.homeworkId}&class_id=${ids.classId}`,
          heading('作业详情'),
        ],
        [
          'StudentDetail',
          `/classes/student?id=${ids.studentId}&uid=${ids.studentId}&class_id=${ids.classId}`,
          heading('学员详情'),
        ],
        ['NotFound', '/no-such-page', anyHeading],
      ];
      // Every built screen is here (Login has its own test above): a new screen joins this list.
      const covered = new Set<RouteName>(['Login', ...screens.map(([name]) => name)]);
      expect(liveRoutes.filter((name) => !covered.has(name))).toEqual([]);
      const found: string[] = [];
      for (const [, url, ready] of screens) found.push(...(await check(p, url, ready)));
      expect(found).toEqual([]);
    },
    SLOW,
  );

  it(
    "an assistant's screens have no serious or critical violation",
    async () => {
      const p = page();
      await signIn(p, demo.assistant, demo.password);
      const found = [
        ...(await check(p, '/', anyHeading)),
        ...(await check(p, '/homework?tab=main', table)),
        ...(await check(p, '/classes', table)),
      ];
      expect(found).toEqual([]);
    },
    SLOW,
  );
});
