import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/** Homework publishing and management through GraphQL against the real REST API (demo school). */
let server: RunningServer;
let graphql: string;

beforeAll(async () => {
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
  graphql = `${server.url}/graphql`;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

async function signIn(mobile: string) {
  const login = await post(graphql, {
    query: 'mutation($m: String!) { login(mobile: $m, password: "Demo2026") { token } }',
    variables: { m: mobile },
  });
  return { authorization: `Bearer ${login.body.data.login.token}` };
}

const gql = async (auth: Record<string, string>, query: string, variables: Record<string, unknown> = {}) =>
  (await post(graphql, { query, variables }, auth)).body;

const ROW = `id name classCount publishedClassCount dueCount notGradedCount multiClass isOwner recalled
  publisherRole publisherName endingTime classNames scored type
  abilities { continuePublishing { shown allowed reason } recall { shown allowed reason } view { allowed reason } }`;
const LIST = `query($filter: HomeworkFilter) { homeworkList(filter: $filter) { total limit list { ${ROW} } } }`;
const PUBLISH = 'mutation($input: PublishHomeworkInput!) { publishHomework(input: $input) { id } }';
const inThreeDays = () => new Date(Date.now() + 3 * 86_400_000).toISOString();

describe('homework over GraphQL', () => {
  let teacher: Record<string, string>;
  let questionId: string;
  let hwId: string;

  beforeAll(async () => {
    teacher = await signIn('13800000001');
    const mine = await gql(teacher, '{ myQuestions(limit: 20) { list { id type } } }');
    questionId = mine.data.myQuestions.list.find((q: any) => q.type === 'SINGLE_CHOICE').id;
  });

  it('the course picker follows the role: a teacher sees the classes of course 1', async () => {
    const res = await gql(teacher, '{ publishableCourses { list { id parentId classes { id name } } } }');
    const course = res.data.publishableCourses.list.find((c: any) => c.id === '1');
    expect(course.parentId).toBeNull();
    expect(course.classes.map((c: any) => c.id)).toEqual(['1', '3', '4']);
    const assistant = await signIn('13800000002');
    const theirs = await gql(assistant, '{ publishableCourses { list { id classes { id } } } }');
    expect(theirs.errors).toBeUndefined();
    const children = await gql(teacher, '{ publishableCourses(parentId: "1") { list { id parentId } } }');
    expect(children.data.publishableCourses.list).toEqual([
      { id: '2', parentId: '1' },
      { id: '3', parentId: '1' },
    ]);
  });

  it('a refused form keeps the spec message', async () => {
    const res = await gql(teacher, PUBLISH, { input: { questions: [] } });
    expect(res.errors[0].message).toBe('请选择课程');
  });

  it('publishes to two of three classes and lists it with its counts', async () => {
    const res = await gql(teacher, PUBLISH, {
      input: {
        courseId: '1',
        type: 'COURSE',
        name: '网关作业',
        endingTime: inThreeDays(),
        scored: true,
        scope: 'CHOSEN_CHILD_COURSES',
        childCourseIds: ['2'],
        questions: [{ id: questionId, score: 8 }],
      },
    });
    expect(res.errors).toBeUndefined();
    hwId = res.data.publishHomework.id;
    const list = await gql(teacher, LIST, { filter: { name: '网关作业' } });
    expect(list.data.homeworkList.limit).toBe(20);
    expect(list.data.homeworkList.list[0]).toMatchObject({
      id: hwId,
      classCount: 3,
      publishedClassCount: 2,
      dueCount: 60,
      multiClass: true,
      isOwner: true,
      recalled: false,
      publisherRole: 'TEACHER',
      scored: true,
      type: 'COURSE',
    });
    expect(list.data.homeworkList.list[0].endingTime).toMatch(/\+08:00$/);
    expect(list.data.homeworkList.list[0].abilities).toEqual({
      continuePublishing: { shown: true, allowed: true, reason: null },
      recall: { shown: true, allowed: true, reason: null },
      view: { allowed: true, reason: null },
    });
  });

  it('continues to the third class, adjusts the deadline, copies, then recalls', async () => {
    const classes = await gql(teacher, `{ homeworkClasses(id: "${hwId}") { id published } }`);
    const third = classes.data.homeworkClasses.find((c: any) => !c.published).id;
    const more = await gql(
      teacher,
      `mutation { publishHomeworkToClasses(id: "${hwId}", classIds: ["${third}"]) { id publishedClassCount } }`,
    );
    expect(more.errors).toBeUndefined();
    expect(more.data.publishHomeworkToClasses).toEqual({ id: hwId, publishedClassCount: 3 });
    const info = await gql(
      teacher,
      `{ homeworkPublishInfo(id: "${hwId}") { publishedClassCount classCount } }`,
    );
    expect(info.data.homeworkPublishInfo).toEqual({ publishedClassCount: 3, classCount: 3 });
    const later = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const adjusted = await gql(
      teacher,
      'mutation($id: ID!, $t: DateTime!) { adjustHomeworkDeadline(id: $id, endingTime: $t) { id endingTime } }',
      { id: hwId, t: later },
    );
    expect(adjusted.errors).toBeUndefined();
    const copy = await gql(
      teacher,
      `{ homeworkCopy(id: "${hwId}") { name scored anonymous questions { id score type rubricId } } }`,
    );
    expect(copy.data.homeworkCopy).toEqual({
      name: '网关作业',
      scored: true,
      anonymous: false,
      questions: [{ id: questionId, score: 8, type: 'SINGLE_CHOICE', rubricId: null }],
    });
    const recalled = await gql(teacher, `mutation { recallHomework(id: "${hwId}") { id recalled } }`);
    expect(recalled.data.recallHomework).toEqual({ id: hwId, recalled: true });
    const twice = await gql(teacher, `mutation { recallHomework(id: "${hwId}") { id } }`);
    expect(twice.errors[0].message).toBe('作业已撤回');
    const list = await gql(teacher, LIST, { filter: { name: '网关作业' } });
    expect(list.data.homeworkList.list[0]).toMatchObject({
      recalled: true,
      dueCount: 0,
      abilities: { recall: { shown: true, allowed: false, reason: '作业已撤回' } },
    });
  });

  it('history, its questions, and the pending count', async () => {
    const history = await gql(teacher, '{ homeworkHistory { list { id name questionCount arranged } } }');
    const row = history.data.homeworkHistory.list.find((h: any) => h.id === hwId);
    expect(row).toMatchObject({ name: '网关作业', questionCount: 1, arranged: false });
    const questions = await gql(teacher, `{ historicalHomeworkQuestions(ids: ["${hwId}"]) { id score } }`);
    expect(questions.data.historicalHomeworkQuestions).toEqual([{ id: questionId, score: 8 }]);
    expect((await gql(teacher, '{ pendingGradingCount }')).data.pendingGradingCount).toBe(0);
  });
});
