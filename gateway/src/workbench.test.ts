import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RestGradebook, RestWorkbench } from './rest/workbench';
import { fail, ok, startFakeUpstream } from './testing/fakeUpstream';
import { post, startGateway } from './testing/graphqlClient';

/** The home (工作台) and the class gradebook resolvers over a stand-in REST API: what each field becomes. */
let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  gateway = await startGateway({ upstream: upstream.url, viewerReuseMs: 0 });
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});
afterEach(() => {
  upstream.seen.length = 0;
  upstream.state.answers.clear();
});

const gql = (query: string, variables: Record<string, unknown> = {}) =>
  post(gateway.url, { query, variables }, { authorization: 'Bearer tok-1' });
const calls = () => upstream.seen.filter((c) => !c.path.startsWith('/api/auth/'));

// 2026-09-01 20:00 in Shanghai.
const SEPT_1_EVENING = 1_788_264_000;

const book: RestGradebook = {
  class_id: 3,
  class_name: '一年级1班',
  items: [
    {
      key: 'homework-12',
      kind: 'homework',
      id: 12,
      name: '第一次课后作业',
      is_set_score: 1,
      full_score: 100,
      deadline: SEPT_1_EVENING,
      publish_time: SEPT_1_EVENING - 86_400,
      names_hidden: 1,
      total: 3,
      submit: 2,
      revise: 1,
      not_revised_count: 1,
      submit_rate: 66.67,
      average_score: null,
      correct_rate: 80,
    },
    {
      key: 'exam-12',
      kind: 'exam',
      id: 12,
      name: '期中测验',
      is_set_score: 2,
      full_score: 10,
      deadline: null,
      publish_time: SEPT_1_EVENING,
      names_hidden: 0,
      total: 3,
      submit: 1,
      revise: 1,
      not_revised_count: 0,
      submit_rate: 33.33,
      average_score: 8.5,
      correct_rate: 85,
    },
  ],
  students: [
    {
      uid: 41,
      nickname: '张三',
      mobile: '13900000041',
      average: 82.5,
      status: [0, 3],
      value: [null, 8.5],
      report_id: [null, 901],
      late: [0, 1],
    },
    {
      uid: 42,
      nickname: '李四',
      mobile: '13900000042',
      average: null,
      status: [1, 2],
      value: [null, null],
      report_id: [null, 902],
      late: [0, 0],
    },
  ],
};

const GRADEBOOK = `query ($classId: ID!) { gradebook(classId: $classId) {
  classId className
  items { key kind id name scored fullScore deadline publishTime namesHidden total submitted graded waiting
    submitRate averageScore correctRate }
  students { id nickname mobile average statuses values reportIds late } } }`;

describe('gradebook', () => {
  it('hands each row’s cells over whole as the REST arrays (GradebookCells), the same cells as the lists', async () => {
    upstream.state.answers.set('GET /api/lector/class/gradebook/3', ok(book));
    const { body } = await gql(
      `query ($classId: ID!) { gradebook(classId: $classId) { students { id statuses cells } } }`,
      { classId: '3' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.gradebook.students).toEqual([
      {
        id: '41',
        statuses: ['HIDDEN', 'GRADED'],
        cells: { status: [0, 3], value: [null, 8.5], report_id: [null, 901], late: [0, 1] },
      },
      {
        id: '42',
        statuses: ['NOT_SUBMITTED', 'WAITING'],
        cells: { status: [1, 2], value: [null, null], report_id: [null, 902], late: [0, 0] },
      },
    ]);
  });

  it('asks the class’s gradebook on the caller’s prefix and renames each field once', async () => {
    upstream.state.answers.set('GET /api/lector/class/gradebook/3', ok(book));
    const { body } = await gql(GRADEBOOK, { classId: '3' });
    expect(body.errors).toBeUndefined();
    expect(calls().map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/lector/class/gradebook/3']);
    expect(body.data.gradebook).toEqual({
      classId: '3',
      className: '一年级1班',
      items: [
        {
          key: 'homework-12',
          kind: 'HOMEWORK',
          id: '12',
          name: '第一次课后作业',
          scored: false,
          fullScore: 100,
          deadline: '2026-09-01T20:00:00+08:00',
          publishTime: '2026-08-31T20:00:00+08:00',
          namesHidden: true,
          total: 3,
          submitted: 2,
          graded: 1,
          waiting: 1,
          submitRate: 66.67,
          averageScore: null,
          correctRate: 80,
        },
        {
          key: 'exam-12',
          kind: 'EXAM',
          id: '12',
          name: '期中测验',
          scored: true,
          fullScore: 10,
          deadline: null,
          publishTime: '2026-09-01T20:00:00+08:00',
          namesHidden: false,
          total: 3,
          submitted: 1,
          graded: 1,
          waiting: 0,
          submitRate: 33.33,
          averageScore: 8.5,
          correctRate: 85,
        },
      ],
      students: [
        {
          id: '41',
          nickname: '张三',
          mobile: '13900000041',
          average: 82.5,
          statuses: ['HIDDEN', 'GRADED'],
          values: [null, 8.5],
          reportIds: [null, '901'],
          late: [false, true],
        },
        {
          id: '42',
          nickname: '李四',
          mobile: '13900000042',
          average: null,
          statuses: ['NOT_SUBMITTED', 'WAITING'],
          values: [null, null],
          reportIds: [null, '902'],
          late: [false, false],
        },
      ],
    });
  });

  it('someone else’s class is null, with the REST message and NOT_FOUND', async () => {
    upstream.state.answers.set('GET /api/lector/class/gradebook/9', fail(404, '班级不存在'));
    const { body } = await gql(GRADEBOOK, { classId: '9' });
    expect(body.data.gradebook).toBeNull();
    expect(body.errors[0]).toMatchObject({ message: '班级不存在', extensions: { code: 'NOT_FOUND' } });
  });

  it('the export sends the tab’s filters in REST’s words, and none when the tab has none', async () => {
    upstream.state.answers.set(
      'POST /api/lector/class/gradebook/export/3',
      ok({ url: '/api/files/exports/abc', file_name: '一年级1班成绩册.xlsx' }),
    );
    const EXPORT = `mutation ($kind: GradebookItemKind, $student: String) {
      exportGradebook(classId: "3", kind: $kind, student: $student) { url fileName } }`;
    const { body } = await gql(EXPORT, { kind: 'EXAM', student: '张' });
    expect(body.data.exportGradebook).toEqual({
      url: '/api/files/exports/abc',
      fileName: '一年级1班成绩册.xlsx',
    });
    await gql(EXPORT);
    expect(calls().map((c) => c.body)).toEqual([{ kind: 'exam', student: '张' }, {}]);
  });
});

const workbench: RestWorkbench = {
  recent_days: 7,
  grading: {
    total: 5,
    groups: 2,
    list: [
      {
        hw_id: 12,
        class_id: 3,
        homework_name: '第一次课后作业',
        class_name: '一年级1班',
        ending_time: SEPT_1_EVENING,
        waiting: 4,
        oldest_submit_time: SEPT_1_EVENING - 3600,
        report_id: 77,
      },
    ],
  },
  exam_marking: {
    total: 1,
    groups: 1,
    list: [
      { exam_id: 5, exam_name: '作文测验', waiting: 1, oldest_submit_time: SEPT_1_EVENING, report_id: 88 },
    ],
  },
  leave: {
    total: 2,
    groups: 1,
    list: [{ class_id: 3, class_name: '一年级1班', waiting: 2, latest_created_at: SEPT_1_EVENING }],
  },
  handouts: {
    total: 1,
    groups: 1,
    list: [
      {
        session_id: 21,
        team_class_id: 2,
        class_name: '一对一数学',
        class_type: 2,
        arrange_time: SEPT_1_EVENING + 86_400,
        time_name: '19:00-20:00',
        file_name: '讲义.pdf',
      },
    ],
  },
  recent_deadlines: {
    total: 1,
    groups: 1,
    list: [
      {
        hw_id: 12,
        class_id: 3,
        homework_name: '第一次课后作业',
        class_name: '一年级1班',
        ending_time: SEPT_1_EVENING,
        total: 30,
        submit: 24,
        submit_rate: 80,
      },
    ],
  },
};

describe('workbench', () => {
  it('answers each section’s count (things waiting), item count and items, renamed once', async () => {
    upstream.state.answers.set('GET /api/lector/workbench', ok(workbench));
    const { body } = await gql(`{ workbench {
      recentDays
      grading { count itemCount items { homeworkId classId homeworkName className endingTime waiting oldestSubmitTime reportId } }
      examMarking { count itemCount items { examId examName waiting oldestSubmitTime reportId } }
      leave { count itemCount items { classId className waiting latestCreatedAt } }
      handouts { count itemCount items { sessionId teamClassId className oneToOne arrangeTime timeName fileName } }
      recentDeadlines { count itemCount items { homeworkId classId homeworkName className endingTime total submitted submitRate } }
    } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.workbench).toEqual({
      recentDays: 7,
      grading: {
        count: 5,
        itemCount: 2,
        items: [
          {
            homeworkId: '12',
            classId: '3',
            homeworkName: '第一次课后作业',
            className: '一年级1班',
            endingTime: '2026-09-01T20:00:00+08:00',
            waiting: 4,
            oldestSubmitTime: '2026-09-01T19:00:00+08:00',
            reportId: '77',
          },
        ],
      },
      examMarking: {
        count: 1,
        itemCount: 1,
        items: [
          {
            examId: '5',
            examName: '作文测验',
            waiting: 1,
            oldestSubmitTime: '2026-09-01T20:00:00+08:00',
            reportId: '88',
          },
        ],
      },
      leave: {
        count: 2,
        itemCount: 1,
        items: [
          { classId: '3', className: '一年级1班', waiting: 2, latestCreatedAt: '2026-09-01T20:00:00+08:00' },
        ],
      },
      handouts: {
        count: 1,
        itemCount: 1,
        items: [
          {
            sessionId: '21',
            teamClassId: '2',
            className: '一对一数学',
            oneToOne: true,
            arrangeTime: '2026-09-02T20:00:00+08:00',
            timeName: '19:00-20:00',
            fileName: '讲义.pdf',
          },
        ],
      },
      recentDeadlines: {
        count: 1,
        itemCount: 1,
        items: [
          {
            homeworkId: '12',
            classId: '3',
            homeworkName: '第一次课后作业',
            className: '一年级1班',
            endingTime: '2026-09-01T20:00:00+08:00',
            total: 30,
            submitted: 24,
            submitRate: 80,
          },
        ],
      },
    });
    expect(calls().map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/lector/workbench']);
  });
});
