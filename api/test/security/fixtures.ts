import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../../src/demo/scale';
import type { StoredPreviewRow } from '../../src/questionBank/importPreview/previewRows';
import { type Answer, type SuiteServer, send, signIn } from '../suiteServer';

/** The people a suite acts as. `peer` is a staff member of the same role sharing no class with the owner. */
export const SUBJECTS = [
  'anonymous',
  'student',
  'teacher',
  'assistant',
  'noDispatch',
  'otherTeacher',
  'otherAssistant',
] as const;
export type Subject = (typeof SUBJECTS)[number];
export type Prefix = 'lector' | 'assistants';

/** What one staff prefix's owner has made for the suite to act on. */
export interface PrefixFixtures {
  homework: number;
  /** A draft exam of the owner's for the homework's classes. */
  exam: number;
  classIds: number[];
  question: number;
  deletableQuestion: number;
  /** A report of the homework (a student of the owner's class). */
  report: number;
  /** An import preview of the owner's: one ready question read from a Word file. */
  importPreview: string;
  /** Two draft rubrics of the owner's library: one to edit, one to archive. */
  rubric: number;
  archivableRubric: number;
}

export interface Fixtures {
  tokens: Record<Exclude<Subject, 'anonymous'>, string>;
  mobiles: Record<Exclude<Subject, 'anonymous'>, string>;
  byPrefix: Record<Prefix, PrefixFixtures>;
  publicQuestion: number;
  /** The demo student's paper of the demo exam 作文测验 (demo class 1), awaiting review. */
  examPaper: number;
  /** A stored image's name under /api/files/. */
  file: string;
  classCircle: ClassCircleFixtures;
}

/**
 * The circle of the owners' first class (demo class 1): `leaver` is a student who was in the class,
 * is still on record as a member and wrote `post`, `comment` and `collect` there, then left the class
 * (status 2), so the circle must no longer answer to them.
 */
export interface ClassCircleFixtures {
  classId: number;
  group: number;
  post: number;
  comment: number;
  collect: number;
  leaverToken: string;
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const DAY = 86_400;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export const validQuestion = (stem = '<p>安全测试题</p>') => ({
  ques_type: 1,
  ques_stem: stem,
  ques_option: JSON.stringify([
    { content: '<p>甲</p>', is_right: 1 },
    { content: '<p>乙</p>', is_right: 2 },
  ]),
  right_answer: '',
  ques_analysis: '<p>解析</p>',
  facility_value: 2,
  remark: '安全',
});

export const publishForm = (questionId: number, patch: Record<string, unknown> = {}) => ({
  course_basis_id: 1,
  type: 1,
  name: '安全测试作业',
  remark: '安全',
  ending_time: nowSeconds() + 3 * DAY,
  is_set_score: 2,
  publish_scope: 2,
  child_course_basis_ids: '2',
  question: JSON.stringify([{ id: questionId, score: 5 }]),
  ...patch,
});

/** A valid rubric form: one criterion with one level. */
export const rubricForm = () => ({
  title: '安全测试标准',
  criteria: [{ name: '观点', levels: [{ text: '清楚', points: 5 }] }],
});

/** A valid exam form: one section with a bank question and a fill-in-the-blank question. */
export const examForm = (
  questionId: number,
  classIds: readonly number[],
  patch: Record<string, unknown> = {},
) => ({
  name: '安全测试考试',
  classify_id: 1,
  sections: JSON.stringify([
    {
      name: '一、基础题',
      introduce: '',
      questions: [
        { id: questionId, score: 5 },
        { ques_type: 7, ques_stem: '<p>一加一等于____</p>', blanks: [{ answers: ['二', '2'] }], score: 5 },
      ],
    },
  ]),
  pass_score: 6,
  duration: 30,
  time_type: 2,
  test_num: 1,
  class_ids: classIds.join(','),
  ...patch,
});

/** A staff call with a Bearer token. */
export const staffCall = (
  server: SuiteServer,
  token: string,
  method: string,
  path: string,
  json?: unknown,
): Promise<Answer> =>
  send(server.url + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });

/**
 * An import preview of the prefix's owner holding one ready question, written straight to its table
 * (reading a file takes a worker thread; the upload itself is covered by the hostile-files suite).
 */
async function previewFixture(server: SuiteServer, prefix: Prefix): Promise<string> {
  const mobile = prefix === 'lector' ? DEMO_ACCOUNTS.teacher : DEMO_ACCOUNTS.assistant;
  const db = server.api.store.db;
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', mobile)
    .executeTakeFirstOrThrow();
  const row: StoredPreviewRow = {
    row_id: 1,
    where: '第1题',
    draft: {
      quesType: 5,
      stem: '<p>安全测试导入</p>',
      options: [],
      rightAnswer: '<p>答</p>',
      analysis: '',
      facilityValue: 1,
      remark: '',
      items: [],
      pointIds: [],
    },
    problems: [],
    dropped: false,
  };
  const id = randomUUID();
  const now = nowSeconds();
  await db
    .insertInto('question_import_previews')
    .values({
      preview_id: id,
      owner_uid: Number(owner.id),
      kind: 1,
      rows: JSON.stringify([row]),
      version: 1,
      committed: 0,
      added_ids: '[]',
      expires_at: now + 30 * DAY,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A staff member of `role` with classes, none of them a class of the owner's fixture homework. */
async function staffOfOtherClasses(server: SuiteServer, ownerMobile: string, role: string, avoid: number[]) {
  const db = server.api.store.db;
  const candidates = await db
    .selectFrom('users')
    .select(['id', 'mobile'])
    .where('role', '=', role as never)
    .where('can_dispatch', '=', 1)
    .where('mobile', '!=', ownerMobile)
    .orderBy('id')
    .execute();
  for (const candidate of candidates) {
    const classes = await db
      .selectFrom('class_staff')
      .select('class_id')
      .where('user_id', '=', candidate.id)
      .execute();
    if (classes.length > 0 && !classes.some((c) => avoid.includes(Number(c.class_id))))
      return candidate.mobile;
  }
  throw new Error(`no ${role} outside classes ${avoid.join(',')}: the demo school changed`);
}

async function ownerFixtures(server: SuiteServer, token: string, prefix: Prefix): Promise<PrefixFixtures> {
  const base = `/api/${prefix}`;
  const add = async () => {
    const res = await staffCall(server, token, 'POST', `${base}/ques/add`, validQuestion());
    if (res.status !== 200) throw new Error(`fixture question on ${prefix}: ${res.text}`);
    return res.body.data.id as number;
  };
  const question = await add();
  const deletableQuestion = await add();
  const published = await staffCall(server, token, 'POST', `${base}/hw/publish`, publishForm(question));
  if (published.status !== 200) throw new Error(`fixture homework on ${prefix}: ${published.text}`);
  const list = await staffCall(server, token, 'GET', `${base}/hw/index?limit=1`);
  const homework = list.body.data.list[0].id as number;
  const classes = await staffCall(server, token, 'GET', `${base}/hw/class/published/${homework}`);
  const report = await server.api.store.db
    .selectFrom('homework_reports')
    .select('id')
    .where('hw_id', '=', homework)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const classIds = (classes.body.data as { id: number; is_published: number }[])
    .filter((c) => c.is_published === 1)
    .map((c) => c.id);
  const exam = await staffCall(server, token, 'POST', `${base}/test/add`, examForm(question, classIds));
  if (exam.status !== 200) throw new Error(`fixture exam on ${prefix}: ${exam.text}`);
  const importPreview = await previewFixture(server, prefix);
  const rubric = async () => {
    const res = await staffCall(server, token, 'POST', `${base}/rubric`, rubricForm());
    if (res.status !== 200) throw new Error(`fixture rubric on ${prefix}: ${res.text}`);
    return res.body.data.id as number;
  };
  return {
    importPreview,
    rubric: await rubric(),
    archivableRubric: await rubric(),
    homework,
    exam: exam.body.data.id as number,
    question,
    deletableQuestion,
    report: Number(report.id),
    classIds,
  };
}

async function classCircleFixtures(
  server: SuiteServer,
  classId: number,
  studentMobile: string,
): Promise<ClassCircleFixtures> {
  const db = server.api.store.db;
  const klass = await db
    .selectFrom('classes')
    .select('group_id')
    .where('id', '=', classId)
    .executeTakeFirstOrThrow();
  const group = Number(klass.group_id);
  const written = await db
    .selectFrom('community_post as p')
    .innerJoin('users as u', 'u.id', 'p.uid')
    .select(['p.id', 'p.uid', 'u.mobile'])
    .where('p.group_id', '=', group)
    .where('p.user_type', '=', 4)
    .where('p.deleted', '=', 0)
    .where('u.mobile', '!=', studentMobile)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  const leaverToken = await signIn(server.url, written.mobile);
  const act = async (path: string, json: unknown) => {
    const res = await send(`${server.url}/api/app/community/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${leaverToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
    if (res.status !== 200) throw new Error(`fixture class circle ${path}: ${res.text}`);
    return res.body.data;
  };
  const post = Number(written.id);
  const comment = Number(await act('comment', { post_id: post, content: '班级圈里的评论' }));
  const collect = Number((await act('collect', { post_id: post })).collect_id);
  await db
    .updateTable('class_students')
    .set({ status: 2 })
    .where('class_id', '=', classId)
    .where('uid', '=', Number(written.uid))
    .execute();
  return { classId, group, post, comment, collect, leaverToken };
}

export async function makeFixtures(server: SuiteServer): Promise<Fixtures> {
  const teacher = await signIn(server.url, DEMO_ACCOUNTS.teacher);
  const assistant = await signIn(server.url, DEMO_ACCOUNTS.assistant);
  const byPrefix = {
    lector: await ownerFixtures(server, teacher, 'lector'),
    assistants: await ownerFixtures(server, assistant, 'assistants'),
  };
  const mobiles = {
    student: DEMO_ACCOUNTS.student,
    teacher: DEMO_ACCOUNTS.teacher,
    assistant: DEMO_ACCOUNTS.assistant,
    noDispatch: DEMO_ACCOUNTS.correctingAssistant,
    otherTeacher: await staffOfOtherClasses(
      server,
      DEMO_ACCOUNTS.teacher,
      'teacher',
      byPrefix.lector.classIds,
    ),
    otherAssistant: await staffOfOtherClasses(
      server,
      DEMO_ACCOUNTS.assistant,
      'assistant',
      byPrefix.assistants.classIds,
    ),
  };
  const tokens = {
    teacher,
    assistant,
    student: await signIn(server.url, mobiles.student),
    noDispatch: await signIn(server.url, mobiles.noDispatch),
    otherTeacher: await signIn(server.url, mobiles.otherTeacher),
    otherAssistant: await signIn(server.url, mobiles.otherAssistant),
  };
  const shared = await staffCall(server, tokens.teacher, 'POST', '/api/lector/ques/public', { limit: 1 });
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(PNG)]), 'dot.png');
  const upload = await send(`${server.url}/api/lector/public/file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.teacher}` },
    body: form,
  });
  if (upload.status !== 200) throw new Error(`fixture file: ${upload.text}`);
  const paper = await server.api.store.db
    .selectFrom('exam_reports as r')
    .innerJoin('exams as e', 'e.id', 'r.exam_id')
    .innerJoin('users as u', 'u.id', 'r.uid')
    .select('r.id')
    .where('e.name', '=', '作文测验')
    .where('u.mobile', '=', mobiles.student)
    .executeTakeFirstOrThrow();
  const classCircle = await classCircleFixtures(
    server,
    Math.min(...byPrefix.lector.classIds),
    mobiles.student,
  );
  return {
    classCircle,
    examPaper: Number(paper.id),
    tokens,
    mobiles,
    byPrefix,
    publicQuestion: shared.body.data.list[0].id,
    file: String(upload.body.data.path).split('/').pop() as string,
  };
}
