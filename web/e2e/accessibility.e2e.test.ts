import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type RouteName, routes } from '../src/app/routes/routes';
import { demo, signIn, usePage } from './browser';

/**
 * axe-core over every built screen of the demo school, signed in as the teacher and as an assistant:
 * no serious or critical violation. The records a screen needs are found through the GraphQL API as
 * the signed-in user sees them (other browser tests share the database and change it), then each
 * screen is opened by its URL once its heading has drawn and its requests have settled.
 */

const SLOW = 600_000;
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
  if (body.errors) throw new Error(`${query}\n${JSON.stringify(body.errors)}`);
  return body.data as T;
}

/** Opens a screen, waits for it to settle (heading drawn, no spinner, no pending request), and lists what axe finds. */
async function check(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  try {
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  } catch {
    return [`${url}\n  no level-1 heading drew`];
  }
  await page.waitForLoadState('networkidle');
  await page.locator('.p-progress-spinner, [aria-busy="true"]').first().waitFor({ state: 'hidden' });
  return (await seriousViolations(page)).map((v) => `${url}\n  ${v}`);
}

type Rows = { list: Record<string, string | number | null>[] };
const first = (rows: Rows, test: (row: Record<string, string | number | null>) => boolean = () => true) =>
  rows.list.find(test);

/** Records of the demo school each screen needs, as the signed-in user sees them. */
async function teacherIds(page: Page) {
  const { classes } = await gql<{ classes: Rows }>(
    page,
    'query { classes(page: 1, limit: 1) { list { id } } }',
  );
  const classId = first(classes)?.id;
  const { classStudents, classCourses, classMeetings } = await gql<{
    classStudents: Rows;
    classCourses: Rows['list'];
    classMeetings: Rows;
  }>(
    page,
    `query($id: ID!) {
      classStudents(classId: $id) { list { id } }
      classCourses(classId: $id) { id courseType canViewAttendance }
      classMeetings(classId: $id) { list { id } }
    }`,
    { id: classId },
  );
  const { homeworkList } = await gql<{ homeworkList: Rows }>(
    page,
    'query { homeworkList(page: 1, limit: 50, filter: { showOther: true }) { list { id } } }',
  );
  let gradedReport: string | number | undefined;
  let pendingReport: string | number | undefined;
  for (const { id } of homeworkList.list) {
    const { homeworkStudents } = await gql<{ homeworkStudents: Rows }>(
      page,
      'query($id: ID!) { homeworkStudents(homeworkId: $id, limit: 100) { list { reportId status } } }',
      { id },
    );
    gradedReport ??= first(homeworkStudents, (r) => r.status === 3)?.reportId ?? undefined;
    pendingReport ??= first(homeworkStudents, (r) => r.status === 2)?.reportId ?? undefined;
    if (gradedReport && pendingReport) break;
  }
  const { myQuestions, exams, lessonSessions, communityGroups } = await gql<{
    myQuestions: Rows;
    exams: Rows;
    lessonSessions: Rows;
    communityGroups: Rows;
  }>(
    page,
    `query {
      myQuestions(limit: 1) { list { id } }
      exams(limit: 50) { list { id } }
      lessonSessions(limit: 100) { list { id classType userId } }
      communityGroups(page: 1, limit: 15) { list { id } }
    }`,
  );
  let examReport: string | number | undefined;
  for (const { id } of exams.list) {
    const { examAttempts } = await gql<{ examAttempts: Rows }>(
      page,
      'query($id: ID!) { examAttempts(examId: $id, limit: 1) { list { id } } }',
      { id },
    );
    examReport = first(examAttempts)?.id ?? undefined;
    if (examReport) break;
  }
  let groupId: string | number | undefined;
  let postId: string | number | undefined;
  for (const { id } of communityGroups.list) {
    const { circlePosts } = await gql<{ circlePosts: Rows }>(
      page,
      'query($id: ID) { circlePosts(groupId: $id, limit: 1) { list { id } } }',
      { id },
    );
    postId = first(circlePosts)?.id ?? undefined;
    groupId = id ?? undefined;
    if (postId) break;
  }
  const ids = {
    classId,
    studentId: first(classStudents)?.id,
    attendCourse: classCourses.find((c) => c.canViewAttendance)?.id,
    meetingId: first(classMeetings)?.id,
    homeworkId: first(homeworkList)?.id,
    gradedReport,
    pendingReport: pendingReport ?? gradedReport,
    questionId: first(myQuestions)?.id,
    examId: first(exams)?.id,
    examReport,
    groupSession: first(lessonSessions, (r) => r.classType !== 2)?.id,
    oneToOneSession: first(lessonSessions, (r) => r.classType === 2)?.id,
    communication: first(lessonSessions, (r) => !!r.userId),
    groupId,
    postId,
  };
  for (const [name, value] of Object.entries(ids))
    if (!value) throw new Error(`the demo school shows the teacher no record for ${name}`);
  return ids as { [K in keyof typeof ids]: NonNullable<(typeof ids)[K]> };
}

describe('accessibility (axe-core)', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'the signed-out screens have no serious or critical violation',
    async () => {
      const p = page();
      await p.goto('/login');
      await p.locator('#login-mobile').waitFor();
      const found = await seriousViolations(p);
      await p.getByRole('button', { name: '登录' }).click();
      await p.getByText('请输入手机号').first().waitFor();
      found.push(...(await seriousViolations(p)));
      expect(found).toEqual([]);
    },
    SLOW,
  );

  it(
    "every screen of the teacher's has no serious or critical violation",
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      const ids = await teacherIds(p);
      const hw = `hw_id=${ids.homeworkId}&class_id=0`;
      const classTabs = [
        'students',
        'courses',
        'homework',
        'statistics',
        'courseware',
        'calendar',
        'leave',
        'circle',
        'announcement',
        'meeting',
      ];
      const screens: [RouteName, string][] = [
        ['Home', '/'],
        ['HomeworkManage', '/homework?tab=main'],
        ['HomeworkManage', '/homework?tab=approve'],
        ['HomeworkManage', '/homework?tab=ques'],
        ['HomeworkPublish', '/homework/publish'],
        ['HomeworkAddQues', '/homework/questions/new'],
        ['HomeworkEditQues', `/homework/questions/edit?id=${ids.questionId}`],
        ['HomeworkQuesDetail', `/homework/questions/detail?id=${ids.questionId}`],
        ['HomeworkDetail', `/homework/detail?${hw}`],
        ['HomeworkStatis', `/homework/statistics?${hw}`],
        ['HomeworkPreview', `/homework/preview?hw_id=${ids.homeworkId}`],
        ['HomeworkAnswerPreview', `/homework/answer-preview?${hw}`],
        ['HomeworkApprove', `/homework/approve?report_id=${ids.pendingReport}`],
        ['HomeworkApproveView', `/homework/approve/view?report_id=${ids.gradedReport}&class_id=0`],
        ['ExamManage', '/exams'],
        ['ExamEdit', '/exams/edit'],
        ['ExamEdit', `/exams/edit?id=${ids.examId}`],
        ['ExamDetail', `/exams/detail?id=${ids.examId}`],
        ['ExamPaperPreview', `/exams/paper/preview?id=${ids.examId}`],
        ['ExamPaperApprove', `/exams/paper/approve?report_id=${ids.examReport}`],
        ['ExamPaperApproveView', `/exams/paper/view?report_id=${ids.examReport}`],
        ['ClassManage', '/classes'],
        ...classTabs.map((tab): [RouteName, string] => [
          'ClassDetail',
          `/classes/detail?id=${ids.classId}&tab=${tab}`,
        ]),
        ['ClassesHomeworkDetail', `/classes/homework?hw_id=${ids.homeworkId}&class_id=${ids.classId}`],
        [
          'StudentDetail',
          `/classes/student?id=${ids.studentId}&uid=${ids.studentId}&class_id=${ids.classId}`,
        ],
        ['PostNotice', `/classes/notice?class_id=${ids.classId}`],
        [
          'AttendInfo',
          `/classes/attendance?id=${ids.attendCourse}&course_id=${ids.attendCourse}&class_id=${ids.classId}`,
        ],
        ['AddClassMeeting', `/classes/meetings/edit?class_id=${ids.classId}`],
        ['ClassMeetingStatistics', `/classes/meetings/statistics?id=${ids.meetingId}`],
        ['LessonSessions', '/sessions'],
        ['CurriculumTimeDetail', `/sessions/curriculum?id=${ids.groupSession}`],
        ['OtoTimeDetail', `/sessions/one-to-one?id=${ids.oneToOneSession}`],
        [
          'ScheduleCommunication',
          `/sessions/communication?id=${ids.communication.id}&user_id=${ids.communication.userId}`,
        ],
        ['Calendar', '/calendar'],
        ['CommunityGroup', '/community'],
        ['CommunityGroupShow', `/community/circles/${ids.groupId}`],
        ['CommunityDetail', `/community/detail/${ids.postId}?group_id=${ids.groupId}&type=1`],
        ...[0, 1, 2, 3].map((tab): [RouteName, string] => ['MemberCommunity', `/community/mine?tab=${tab}`]),
        ['CommunityPost', `/community/compose?id=${ids.groupId}&type=1`],
        ['AssistantProfile', '/profile'],
        ['NotFound', '/no-such-page'],
      ];
      // Every built screen is here (the login page and the assistant's own screens have their
      // tests): a new screen joins this list.
      const covered = new Set<RouteName>([
        'Login',
        'CurriculumManage',
        'CurriculumDetail',
        ...screens.map(([n]) => n),
      ]);
      expect(liveRoutes.filter((name) => !covered.has(name))).toEqual([]);
      const found: string[] = [];
      for (const [, url] of screens) found.push(...(await check(p, url)));
      expect(found).toEqual([]);
    },
    SLOW,
  );

  it(
    "an assistant's screens have no serious or critical violation",
    async () => {
      const p = page();
      await signIn(p, demo.assistant, demo.password);
      const { teamClasses } = await gql<{ teamClasses: Rows }>(
        p,
        'query { teamClasses(page: 1, limit: 1) { list { id } } }',
      );
      const teamClass = first(teamClasses)?.id;
      if (!teamClass) throw new Error('the demo school shows the assistant no team class');
      const found: string[] = [];
      for (const url of [
        '/',
        '/homework?tab=main',
        '/classes',
        '/curricula',
        ...[1, 2, 3].map((tab) => `/curricula/detail?id=${teamClass}&tab=${tab}`),
        '/sessions',
        '/profile',
      ])
        found.push(...(await check(p, url)));
      expect(found).toEqual([]);
    },
    SLOW,
  );
});
