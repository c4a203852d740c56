import type { Page } from 'playwright-core';
import { examForClass } from '../../api/test/scenarios/examWithWaitingAttempts';
import { type RouteName, routes } from '../src/app/routes/routes';
import { demo, serverUnderTest, submitLogin } from './browser';

/**
 * Every built screen of the demo school as a URL, for the checks that visit them all (accessibility,
 * English). The records a screen needs are found through the GraphQL API as the signed-in user sees
 * them: the other browser tests share the database and change it, so no id is fixed.
 */

export const liveRoutes = (Object.keys(routes) as RouteName[]).filter((name) => routes[name].live);

export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
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

type Rows = { list: Record<string, string | number | null>[] };
const first = (rows: Rows, test: (row: Record<string, string | number | null>) => boolean = () => true) =>
  rows.list.find(test);

/** Records of the demo school each screen needs, as the signed-in user sees them. */
export async function teacherIds(page: Page) {
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
    gradedReport ??= first(homeworkStudents, (r) => r.status === 'GRADED')?.reportId ?? undefined;
    pendingReport ??= first(homeworkStudents, (r) => r.status === 'SUBMITTED')?.reportId ?? undefined;
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
  const { communityPlates } = await gql<{ communityPlates: { id: string }[] }>(
    page,
    'query($id: ID!) { communityPlates(groupId: $id) { id } }',
    { id: groupId },
  );
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
    groupSession: first(lessonSessions, (r) => r.classType !== 'ONE_TO_ONE')?.id,
    oneToOneSession: first(lessonSessions, (r) => r.classType === 'ONE_TO_ONE')?.id,
    communication: first(lessonSessions, (r) => !!r.userId),
    groupId,
    postId,
    plateId: communityPlates[0]?.id,
  };
  for (const [name, value] of Object.entries(ids))
    if (!value) throw new Error(`the demo school shows the teacher no record for ${name}`);
  return ids as { [K in keyof typeof ids]: NonNullable<(typeof ids)[K]> };
}

/** The teacher's screens: every live route but the login page and the assistant's own, each tab of the tabbed ones. */
export async function teacherScreens(page: Page): Promise<[RouteName, string][]> {
  const ids = await teacherIds(page);
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
  return [
    ['Home', '/'],
    ['HomeworkManage', '/homework?tab=main'],
    ['HomeworkManage', '/homework?tab=approve'],
    ['HomeworkManage', '/homework?tab=ques'],
    ['HomeworkManage', '/homework?tab=rubric'],
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
    ['StudentDetail', `/classes/student?id=${ids.studentId}&uid=${ids.studentId}&class_id=${ids.classId}`],
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
    ['CommunityShow', `/community/plates/${ids.plateId}?group_id=${ids.groupId}`],
    ['CommunityDetail', `/community/detail/${ids.postId}?group_id=${ids.groupId}&type=1`],
    ...[0, 1, 2, 3].map((tab): [RouteName, string] => ['MemberCommunity', `/community/mine?tab=${tab}`]),
    ['CommunityPost', `/community/compose?id=${ids.groupId}&type=1`],
    ['AssistantProfile', '/profile'],
    ['NotFound', '/no-such-page'],
  ];
}

/** The routes only an assistant opens, visited by {@link assistantScreens}. */
export const ASSISTANT_ONLY: RouteName[] = ['CurriculumManage', 'CurriculumDetail'];

/** An assistant's screens: the team classes with each tab, and a few shared ones. */
export async function assistantScreens(page: Page): Promise<string[]> {
  const { teamClasses } = await gql<{ teamClasses: Rows }>(
    page,
    'query { teamClasses(page: 1, limit: 1) { list { id } } }',
  );
  const teamClass = first(teamClasses)?.id;
  if (!teamClass) throw new Error('the demo school shows the assistant no team class');
  return [
    '/',
    '/homework?tab=main',
    '/classes',
    '/curricula',
    ...[1, 2, 3].map((tab) => `/curricula/detail?id=${teamClass}&tab=${tab}`),
    '/sessions',
    '/profile',
  ];
}

/** Opens a screen and waits for it to settle: its level-1 heading drawn, no spinner, no pending request. False when no heading drew. */
export async function openScreen(page: Page, url: string): Promise<boolean> {
  await page.goto(url);
  try {
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  } catch {
    return false;
  }
  await page.waitForLoadState('networkidle');
  await page.locator('.p-progress-spinner, [aria-busy="true"]').first().waitFor({ state: 'hidden' });
  return true;
}

/**
 * Publishes a homework of the teacher's first publishable course and recalls it, so the list shows a
 * recalled row (styled apart) among the others.
 */
export async function publishRecalledHomework(page: Page, name: string): Promise<void> {
  const { publishableCourses } = await gql<{ publishableCourses: { list: { id: string }[] } }>(
    page,
    'query { publishableCourses(limit: 1) { list { id } } }',
  );
  const { myQuestions } = await gql<{ myQuestions: { list: { id: string; type: string }[] } }>(
    page,
    'query { myQuestions(page: 1, limit: 20) { list { id type } } }',
  );
  const question = myQuestions.list.find((q) => q.type !== 'MATERIAL');
  if (!publishableCourses.list[0] || !question)
    throw new Error('the teacher has no course or question to publish');
  const { publishHomework } = await gql<{ publishHomework: { id: string } }>(
    page,
    'mutation($input: PublishHomeworkInput!) { publishHomework(input: $input) { id } }',
    {
      input: {
        courseId: publishableCourses.list[0].id,
        type: 'COURSE',
        name,
        endingTime: '2030-06-30T18:00:00+08:00',
        scored: false,
        scope: 'ALL_CHILD_COURSES',
        questions: [{ id: question.id, score: null, subQuestions: null }],
      },
    },
  );
  await gql(page, 'mutation($id: ID!) { recallHomework(id: $id) { id } }', { id: publishHomework.id });
}

/**
 * A student of the demo school with an exam of each kind the student side draws: one attempt handed in
 * (its review) and one being sat. The exam is made fresh for class 5 (other files sit its exams), and
 * the student is its first; the page is signed in as them on the student side.
 */
export async function studentWithExams(page: Page): Promise<{ mobile: string; screens: string[] }> {
  const exam = await examForClass(serverUnderTest().baseUrl, { students: 1, testNum: 3 });
  const student = exam.students[0];
  if (!student) throw new Error('class 5 of the demo school has no student');
  await exam.handIn(student, true);
  await student.call('POST', `/app/exam/${exam.examId}/start`);
  await page.goto('/login');
  await submitLogin(page, student.mobile, demo.password);
  await page.waitForURL((url) => url.pathname === '/student');
  return { mobile: student.mobile, screens: await studentScreens(page) };
}

/**
 * The student side's screens of the signed-in student: the homework list, an answer sheet and a
 * feedback page, the exams with a paper being sat and a review, the schedule, the saved questions and
 * the student side's not-found page.
 */
export async function studentScreens(page: Page): Promise<string[]> {
  const { myHomework, myExams } = await gql<{
    myHomework: { list: { reportId: string; status: string }[] };
    myExams: { list: { answeringReportId: string | null; reportIds: string[] }[] };
  }>(
    page,
    `query {
      myHomework(limit: 100) { list { reportId status } }
      myExams(limit: 100) { list { answeringReportId reportIds } }
    }`,
  );
  const report = (status: string) => myHomework.list.find((r) => r.status === status)?.reportId;
  const ids = {
    toAnswer: report('NOT_SUBMITTED'),
    feedback: report('REVIEWED'),
    sitting: myExams.list.find((e) => e.answeringReportId)?.answeringReportId,
    review: myExams.list.flatMap((e) => e.reportIds.filter((id) => id !== e.answeringReportId))[0],
  };
  for (const [name, value] of Object.entries(ids))
    if (!value) throw new Error(`the demo school shows the student no record for ${name}`);
  return [
    '/student',
    `/student/homework/${ids.toAnswer}`,
    `/student/homework/${ids.feedback}`,
    '/student/exams',
    `/student/exam/${ids.sitting}`,
    `/student/exam/${ids.review}/review`,
    '/student/schedule',
    '/student/saved',
    '/student/no-such-page',
  ];
}
