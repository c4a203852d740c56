import { RUBRIC_MESSAGES } from '@school/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { rebuildProjections } from '../store/rebuild';

/**
 * Rubrics over HTTP on the demo school: the demo teacher builds rubrics, attaches one to a short
 * answer when publishing on course 1 (class 1), students submit, and the teacher and the demo
 * assistant grade by level.
 */

const DAY = 86_400;
const nowMs = Date.parse('2026-09-10T10:00:00+08:00');
const now = () => Math.floor(nowMs / 1000);
/** How far past `nowMs` the server's clock runs (moved past a deadline, then back). */
let lateMs = 0;
let server: TestServer;
const tokens: Record<string, string> = {};
const STUDENTS = ['13900000001', '13900000002'];
type Who = 'teacher' | 'assistant' | 'other';
const PREFIX: Record<Who, string> = {
  teacher: '/api/lector',
  assistant: '/api/assistants',
  other: '/api/lector',
};

const staff = (who: Who, method: string, path: string, json?: unknown) =>
  server.call(method, `${PREFIX[who]}${path}`, {
    token: tokens[who] as string,
    ...(json === undefined ? {} : { json }),
  });
const student = (mobile: string, method: string, path: string, json?: unknown) =>
  server.call(method, path, { token: tokens[mobile] as string, ...(json === undefined ? {} : { json }) });

const CRITERIA = [
  {
    name: '观点',
    levels: [
      { text: '缺失', points: 0 },
      { text: '清楚', points: 4 },
    ],
  },
  {
    name: '论据',
    levels: [
      { text: '不足', points: 1 },
      { text: '充分', points: 6.5 },
    ],
  },
];
const create = (who: Who, title: string, criteria: unknown = CRITERIA) =>
  staff(who, 'POST', '/rubric', { title, criteria });

interface BankQuestion {
  id: number;
  ques_type: number;
  ques_option: { id: number; is_right: number }[];
}
let single: BankQuestion;
let essay: BankQuestion;

const publish = (name: string, isSetScore: 1 | 2, question: unknown[]) =>
  staff('teacher', 'POST', '/hw/publish', {
    course_basis_id: 1,
    type: 1,
    name,
    ending_time: now() + 3 * DAY,
    is_set_score: isSetScore,
    publish_scope: 1,
    question: JSON.stringify(question),
  });

/** Publishes with the rubric on the short answer; every student answers and submits. */
async function homeworkWithRubric(name: string, isSetScore: 1 | 2, rubricId: number) {
  const published = await publish(name, isSetScore, [
    { id: single.id, score: 5 },
    { id: essay.id, score: 10, rubric_id: rubricId },
  ]);
  expect(published.body.msg).toBe('作业发布成功');
  const hwId = published.body.data.id as number;
  const reports: number[] = [];
  const studentOf: Record<number, string> = {};
  for (const mobile of STUDENTS) {
    const list = (await student(mobile, 'GET', '/api/app/homework?limit=100')).body.data.list as any[];
    const reportId = list.find((r) => r.hw_id === hwId).report_id as number;
    await student(mobile, 'PUT', `/api/app/homework/${reportId}/answers`, {
      answers: [{ ques_id: essay.id, user_answer: { content: '<p>我的回答</p>', images: [] } }],
    });
    expect((await student(mobile, 'POST', `/api/app/homework/${reportId}/submit`)).body.msg).toBe('提交成功');
    reports.push(reportId);
    studentOf[reportId] = mobile;
  }
  return { hwId, reports: reports.sort((a, b) => a - b), studentOf };
}
const grade = (who: Who, reportId: number, levels: unknown) =>
  staff(who, 'POST', '/testDetail/approveQuestion', { report_id: reportId, question_id: essay.id, levels });
const essayOf = async (who: Who, reportId: number) =>
  (await staff(who, 'GET', `/testDetail/approved/${reportId}`)).body.data.subject_question[0];
const rubricRow = async (who: Who, id: number) =>
  ((await staff(who, 'GET', '/rubric?limit=100')).body.data.list as any[]).find((r) => r.id === id);

beforeAll(async () => {
  server = await startTestServer({ clock: () => nowMs + lateMs });
  tokens.teacher = await server.login(DEMO_ACCOUNTS.teacher);
  tokens.assistant = await server.login(DEMO_ACCOUNTS.assistant);
  tokens.other = await server.login('13800100001');
  for (const mobile of STUDENTS) tokens[mobile] = await server.login(mobile);
  const mine = (await staff('teacher', 'GET', '/ques/index?limit=50')).body.data.list as BankQuestion[];
  single = mine.find((q) => q.ques_type === 1) as BankQuestion;
  essay = mine.find((q) => q.ques_type === 5) as BankQuestion;
}, 60_000);
afterAll(() => server.close());

describe('rubric library', () => {
  it.each(['teacher', 'assistant'] as const)(
    'a %s builds, lists and edits a rubric of their own',
    async (who) => {
      const created = await create(who, ' 论述评分 ');
      expect(created.status).toBe(200);
      expect(created.body.msg).toBe(RUBRIC_MESSAGES.created);
      const id = created.body.data.id as number;
      expect(created.body.data).toMatchObject({
        title: '论述评分',
        status: 1,
        max_points: 10.5,
        criteria: [
          { id: 1, name: '观点', levels: [{ id: 1, text: '缺失', points: 0 }, { id: 2 }] },
          { id: 2, name: '论据' },
        ],
        abilities: { edit: { allowed: true }, archive: { allowed: true } },
      });
      const edited = await staff(who, 'PUT', `/rubric/${id}`, {
        title: '论述评分二',
        criteria: CRITERIA.slice(0, 1),
      });
      expect(edited.body.msg).toBe(RUBRIC_MESSAGES.updated);
      expect(edited.body.data).toMatchObject({ title: '论述评分二', max_points: 4 });
      const drafts = await staff(who, 'GET', '/rubric?status=1');
      expect(drafts.body.data.list.map((r: any) => r.id)).toContain(id);
      const archived = await staff(who, 'GET', '/rubric?status=3');
      expect(archived.body.data.list.map((r: any) => r.id)).not.toContain(id);
    },
  );

  it("another staff member's rubric is neither listed nor editable", async () => {
    const id = (await create('teacher', '我的标准')).body.data.id as number;
    expect(await rubricRow('other', id)).toBeUndefined();
    const edit = await staff('other', 'PUT', `/rubric/${id}`, { title: 'x', criteria: CRITERIA });
    expect(edit.status).toBe(404);
    expect(edit.body.msg).toBe(RUBRIC_MESSAGES.notFound);
    expect((await staff('other', 'PUT', `/rubric/archive/${id}`)).status).toBe(404);
  });

  it.each([
    ['no title', '', CRITERIA, RUBRIC_MESSAGES.enterTitle],
    ['no criteria', 't', [], RUBRIC_MESSAGES.noCriteria],
    [
      'a level without text',
      't',
      [{ name: 'a', levels: [{ text: '', points: 1 }] }],
      RUBRIC_MESSAGES.enterLevel,
    ],
    [
      'points as text',
      't',
      [{ name: 'a', levels: [{ text: 'b', points: 'x' }] }],
      RUBRIC_MESSAGES.pointsOutOfRange,
    ],
    [
      'points above the limit',
      't',
      [{ name: 'a', levels: [{ text: 'b', points: 101 }] }],
      RUBRIC_MESSAGES.pointsOutOfRange,
    ],
    ['criteria that are not JSON', 't', '[{', RUBRIC_MESSAGES.noCriteria],
  ])('refuses %s with its message', async (_name, title, criteria, message) => {
    const res = await create('teacher', title, criteria);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(message);
  });

  it('an archived rubric cannot be edited, archived again or attached', async () => {
    const id = (await create('teacher', '旧标准')).body.data.id as number;
    const archived = await staff('teacher', 'PUT', `/rubric/archive/${id}`);
    expect(archived.body.msg).toBe(RUBRIC_MESSAGES.archivedDone);
    expect(archived.body.data).toMatchObject({ status: 3, abilities: { edit: { allowed: false } } });
    const edit = await staff('teacher', 'PUT', `/rubric/${id}`, { title: 'x', criteria: CRITERIA });
    expect([edit.status, edit.body.msg]).toEqual([409, RUBRIC_MESSAGES.archived]);
    const again = await staff('teacher', 'PUT', `/rubric/archive/${id}`);
    expect([again.status, again.body.msg]).toEqual([409, RUBRIC_MESSAGES.archivedTwice]);
    const attach = await publish('旧标准作业', 2, [{ id: essay.id, score: 10, rubric_id: id }]);
    expect([attach.status, attach.body.msg]).toEqual([409, RUBRIC_MESSAGES.archived]);
  });

  it("attaching another teacher's rubric, or a rubric to a choice question, is refused", async () => {
    const others = (await create('other', '别人的标准')).body.data.id as number;
    const foreign = await publish('别人的标准作业', 2, [{ id: essay.id, score: 10, rubric_id: others }]);
    expect([foreign.status, foreign.body.msg]).toEqual([404, RUBRIC_MESSAGES.notFound]);
    const mine = (await create('teacher', '选择题标准')).body.data.id as number;
    const onChoice = await publish('选择题作业', 2, [{ id: single.id, score: 5, rubric_id: mine }]);
    expect([onChoice.status, onChoice.body.msg]).toEqual([400, RUBRIC_MESSAGES.notSubjective]);
    expect((await rubricRow('teacher', mine)).status).toBe(1);
  });
});

describe('grading by rubric', () => {
  let rubricId: number;
  let hw: Awaited<ReturnType<typeof homeworkWithRubric>>;

  beforeAll(async () => {
    rubricId = (await create('teacher', '简答评分')).body.data.id as number;
    hw = await homeworkWithRubric('评分标准作业', 2, rubricId);
  }, 60_000);

  it('a rubric attached to a published homework is in use and can no longer be edited', async () => {
    expect(await rubricRow('teacher', rubricId)).toMatchObject({ status: 2, used_count: 1 });
    const edit = await staff('teacher', 'PUT', `/rubric/${rubricId}`, { title: 'x', criteria: CRITERIA });
    expect([edit.status, edit.body.msg]).toEqual([409, RUBRIC_MESSAGES.inUse]);
    const opened = await essayOf('teacher', hw.reports[0] as number);
    expect(opened.rubric).toMatchObject({
      id: rubricId,
      title: '简答评分',
      criteria: [{ id: 1 }, { id: 2 }],
    });
    expect(opened.levels).toBeNull();
  });

  it('refuses a level outside the rubric and a criterion left out', async () => {
    const outside = await grade('teacher', hw.reports[0] as number, { 1: 2, 2: 3 });
    expect([outside.status, outside.body.msg]).toEqual([400, RUBRIC_MESSAGES.levelOutside]);
    const unknown = await grade('teacher', hw.reports[0] as number, { 1: 2, 2: 1, 3: 1 });
    expect([unknown.status, unknown.body.msg]).toEqual([400, RUBRIC_MESSAGES.levelOutside]);
    const missing = await grade('teacher', hw.reports[0] as number, { 1: 2 });
    expect([missing.status, missing.body.msg]).toEqual([400, RUBRIC_MESSAGES.levelMissing]);
    const malformed = await grade('teacher', hw.reports[0] as number, '{"1":"x"}');
    expect([malformed.status, malformed.body.msg]).toEqual([400, RUBRIC_MESSAGES.levelOutside]);
    expect((await essayOf('teacher', hw.reports[0] as number)).get_score).toBeNull();
  });

  it('a sum over the question score is clamped: the stored score is the question score', async () => {
    const res = await grade('teacher', hw.reports[0] as number, { 1: 2, 2: 2 });
    expect(res.status).toBe(200);
    const shown = await essayOf('teacher', hw.reports[0] as number);
    expect(shown).toMatchObject({ score: 10, get_score: 10, levels: { 1: 2, 2: 2 }, is_review: 1 });
  });

  it('the assistant grades by rubric on its prefix; the sum is the score; levels shown to viewers', async () => {
    const res = await grade('assistant', hw.reports[1] as number, JSON.stringify({ 1: 2, 2: 1 }));
    expect(res.status).toBe(200);
    expect(await essayOf('assistant', hw.reports[1] as number)).toMatchObject({
      get_score: 5,
      levels: { 1: 2, 2: 1 },
    });
    const finished = await staff('assistant', 'POST', '/testDetail/approved', { report_id: hw.reports[1] });
    expect(finished.status).toBe(200);
    const review = await staff('teacher', 'POST', '/hw/review/detail', { report_id: hw.reports[1], type: 1 });
    expect(review.body.data.list[0]).toMatchObject({
      get_score: 5,
      levels: { 1: 2, 2: 1 },
      rubric: { id: rubricId },
    });
  });

  it("the student's own graded report shows the chosen levels, once its scores are shown", async () => {
    const finished = hw.reports[1] as number;
    const owner = hw.studentOf[finished] as string;
    const classmate = hw.studentOf[hw.reports[0] as number] as string;
    const mine = () => student(owner, 'GET', `/api/app/homework/${finished}`);
    const beforeDeadline = await mine();
    expect(beforeDeadline.body.data.status).toBe(5);
    expect(JSON.stringify(beforeDeadline.body.data)).not.toContain('rubric_levels');
    lateMs = 4 * DAY * 1000;
    try {
      const shown = (await mine()).body.data;
      expect(shown.status).toBe(3);
      const byId = new Map((shown.report_questions as any[]).map((q) => [q.ques_id, q]));
      expect(byId.get(essay.id).rubric_levels).toEqual([
        { criterion_id: 1, criterion: '观点', level_id: 2, level: '清楚', points: 4, max_points: 4 },
        { criterion_id: 2, criterion: '论据', level_id: 1, level: '不足', points: 1, max_points: 6.5 },
      ]);
      expect(byId.get(single.id).rubric_levels).toBeNull();
      // The classmate's report was graded by level but not finished: nothing of it shows, to anyone.
      const theirs = (await student(classmate, 'GET', `/api/app/homework/${hw.reports[0]}`)).body.data;
      expect(theirs.status).toBe(2);
      expect(JSON.stringify(theirs)).not.toContain('rubric_levels');
      const foreign = await student(classmate, 'GET', `/api/app/homework/${finished}`);
      expect(foreign.status).toBe(404);
    } finally {
      lateMs = 0;
    }
  });

  it('archiving the rubric later changes neither the homework copy nor the grades given', async () => {
    await staff('teacher', 'PUT', `/rubric/archive/${rubricId}`);
    const shown = await essayOf('teacher', hw.reports[1] as number);
    expect(shown).toMatchObject({ get_score: 5, levels: { 1: 2, 2: 1 }, rubric: { title: '简答评分' } });
  });

  it('a plain score on a question without a rubric refuses levels', async () => {
    const res = await staff('teacher', 'POST', '/testDetail/approveQuestion', {
      report_id: hw.reports[0],
      question_id: single.id,
      levels: { 1: 1 },
    });
    expect(res.status).toBe(400);
  });

  it('in rate mode the share of the rubric maximum maps to the nearest fixed rate', async () => {
    const id = (await create('teacher', '正确率标准')).body.data.id as number;
    const rated = await homeworkWithRubric('正确率评分标准', 1, id);
    // 4 + 1 of 10.5 is 47.6%: the nearest rate is 50.
    const res = await grade('teacher', rated.reports[0] as number, { 1: 2, 2: 1 });
    expect(res.status).toBe(200);
    expect(await essayOf('teacher', rated.reports[0] as number)).toMatchObject({ rate: 50, get_score: 0.5 });
  });

  it('a rebuild gives the same rubric rows and levels', async () => {
    const before = await server.api.store.db.selectFrom('rubrics').selectAll().orderBy('id').execute();
    const levels = await server.api.store.db
      .selectFrom('rubric_grades')
      .selectAll()
      .orderBy('report_id')
      .execute();
    await rebuildProjections(server.api.store);
    expect(await server.api.store.db.selectFrom('rubrics').selectAll().orderBy('id').execute()).toEqual(
      before,
    );
    expect(
      await server.api.store.db.selectFrom('rubric_grades').selectAll().orderBy('report_id').execute(),
    ).toEqual(levels);
  });
});

describe('copying a homework with rubrics (hw/copy)', () => {
  const copyOf = async (hwId: number) => (await staff('teacher', 'GET', `/hw/copy/${hwId}`)).body.data;

  it('carries is_anonymous and the rubric each question was published with, while it may be attached', async () => {
    const rubricId = (await create('teacher', '复制用标准')).body.data.id as number;
    const published = await staff('teacher', 'POST', '/hw/publish', {
      course_basis_id: 1,
      type: 1,
      name: '匿名评分标准作业',
      ending_time: now() + 3 * DAY,
      is_set_score: 2,
      is_anonymous: 2,
      publish_scope: 1,
      question: JSON.stringify([
        { id: single.id, score: 5 },
        { id: essay.id, score: 10, rubric_id: rubricId },
      ]),
    });
    expect(published.body.msg).toBe('作业发布成功');
    const hwId = published.body.data.id as number;
    const copy = await copyOf(hwId);
    expect(copy.hw_info).toMatchObject({ is_anonymous: 2, is_set_score: 2 });
    expect(copy.question.map((q: any) => [q.id, q.rubric_id])).toEqual([
      [single.id, null],
      [essay.id, rubricId],
    ]);
    // Published again from the copy, the same way.
    const again = await publish(
      '匿名评分标准作业（副本）',
      2,
      copy.question.map((q: any) => ({
        id: q.id,
        score: q.score,
        ...(q.rubric_id ? { rubric_id: q.rubric_id } : {}),
      })),
    );
    expect(again.body.msg).toBe('作业发布成功');
    await staff('teacher', 'PUT', `/rubric/archive/${rubricId}`);
    const afterArchive = await copyOf(hwId);
    expect(afterArchive.question.map((q: any) => q.rubric_id)).toEqual([null, null]);
  });

  it('a homework published by name copies as by name', async () => {
    const published = await publish('具名作业', 2, [{ id: essay.id, score: 10 }]);
    const copy = await copyOf(published.body.data.id as number);
    expect(copy.hw_info.is_anonymous).toBe(1);
    expect(copy.question[0].rubric_id).toBeNull();
  });
});
