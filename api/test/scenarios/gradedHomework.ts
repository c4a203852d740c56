import { deflateSync } from 'node:zlib';

/**
 * "A graded homework" on the demo school, made over REST the way people make it: the demo teacher
 * publishes a single-choice question (5 points) and a short answer (10 points) on course 1; the three
 * students of 初一1班 answer (the short answer with an image) and submit; the teacher grades the first
 * report with a remark, a drawing on the answer image and a closing comment. By default the deadline
 * is then moved to a minute ago, so the students may see their results (spec section 4: status 3).
 *
 * It only needs a REST client, so API tests (in-process server), gateway tests and browser tests
 * (the server under test) share it.
 */

export interface Envelope {
  code: number;
  msg: string;
  data: any;
}

/** REST calls under `/api` with a bearer token, and sign-in as a demo account. */
export interface ScenarioClient {
  call(method: string, path: string, token: string | null, body?: unknown): Promise<Envelope>;
  login(mobile: string): Promise<string>;
}

/** A client for the API served at `baseUrl` (the origin; calls go to `${baseUrl}/api…`). */
export function restAt(baseUrl: string, password = 'Demo2026'): ScenarioClient {
  const call: ScenarioClient['call'] = async (method, path, token, body) => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Envelope;
  };
  return {
    call,
    login: async (mobile) => {
      const res = await call('POST', '/auth/login', null, { mobile, password });
      if (!res.data?.token) throw new Error(`login ${mobile} failed: ${res.msg}`);
      return res.data.token as string;
    },
  };
}

export const DEMO_TEACHER = '13800000001';
/** The three students of 初一1班, which course 1 reaches. */
export const CLASS_ONE_STUDENTS = ['13900000001', '13900000002', '13900000003'] as const;

/** A small ruled sheet as a PNG, like a photographed answer (`ink` varies the bytes, so the hash). */
export function answerSheetPng(ink = 60, w = 96, h = 64): Buffer {
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const line = y % 16 === 0 || (y > 20 && y < 24 && x > 8 && x < 80);
      const o = y * (w * 3 + 1) + 1 + x * 3;
      raw[o] = line ? ink : 250;
      raw[o + 1] = line ? ink : 250;
      raw[o + 2] = line ? 90 : 240;
    }
  }
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (table[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface StudentReport {
  mobile: string;
  token: string;
  reportId: number;
}

/** Published and answered: every student of 初一1班 submitted, nobody graded yet. */
export interface AnsweredHomework {
  hwId: number;
  name: string;
  teacherToken: string;
  single: { id: number; rightId: number; wrongId: number };
  essayId: number;
  /** The answer image every student attached (a file URL of the files module). */
  answerImage: string;
  /** In the order of CLASS_ONE_STUDENTS. */
  students: StudentReport[];
}

export interface GradedHomework extends AnsweredHomework {
  /** What the grader wrote on the first student's report; the other two await grading. */
  graded: {
    reportId: number;
    comment: string;
    remark: string;
    score: number;
    /** The images saved with the grade, as sent (`draw` is the section 3 JSON text). */
    images: { url: string; draw: string }[];
  };
}

export interface AnsweredHomeworkOptions {
  /** Unix seconds of the server's clock. */
  now: number;
  /** Homework name (at most 20 characters); unique by default. */
  name?: string;
  /** When results reach the students: 1 automatically (the default), 2 when the teacher releases them. */
  releaseMode?: 1 | 2;
}

export interface GradedHomeworkOptions extends AnsweredHomeworkOptions {
  comment?: string;
  remark?: string;
  score?: number;
  /** Whether the deadline is moved a minute into the past after grading (default true). */
  closeDeadline?: boolean;
}

const DAY = 86_400;

function expectMsg(res: Envelope, msg: string, what: string) {
  if (res.msg !== msg) throw new Error(`${what}: expected ${msg}, got ${res.code} ${res.msg}`);
  return res.data;
}

/** The drawing the grader leaves on the answer image (spec section 3, annotation data). */
export const GRADER_DRAWING = JSON.stringify({
  bg: [{ rotate: 0 }],
  draw: [
    { name: 'rect', x: 10, y: 12, w: 40, h: 20 },
    { name: 'text', x: 12, y: 40, text: '要点不全' },
  ],
});

const teacherCalls =
  (client: ScenarioClient, token: string) => (method: string, path: string, body?: unknown) =>
    client.call(method, `/lector${path}`, token, body);

/** The demo teacher publishes; the three students of 初一1班 answer (one picks the wrong option) and submit. */
export async function answeredHomework(
  client: ScenarioClient,
  options: AnsweredHomeworkOptions,
): Promise<AnsweredHomework> {
  const { now } = options;
  const name = options.name ?? `批改示例${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const teacherToken = await client.login(DEMO_TEACHER);
  const teacher = teacherCalls(client, teacherToken);

  const bank = (await teacher('GET', '/ques/index?limit=50')).data.list as {
    id: number;
    ques_type: number;
    ques_option: { id: number; is_right: number }[];
  }[];
  const single = bank.find((q) => q.ques_type === 1);
  const essay = bank.find((q) => q.ques_type === 5);
  if (!single || !essay) throw new Error('the demo teacher has no single-choice or short-answer question');
  const rightId = single.ques_option.find((o) => o.is_right === 1)?.id as number;
  const wrongId = single.ques_option.find((o) => o.is_right !== 1)?.id as number;

  const answerImage = expectMsg(
    await teacher('POST', '/public/imgBase64', { base64_image: answerSheetPng().toString('base64') }),
    '上传成功',
    'answer image',
  ).path as string;

  const hwId = expectMsg(
    await teacher('POST', '/hw/publish', {
      course_basis_id: 1,
      type: 1,
      name,
      remark: '',
      ending_time: now + 3 * DAY,
      is_set_score: 2,
      publish_scope: 1,
      ...(options.releaseMode === undefined ? {} : { release_mode: options.releaseMode }),
      question: JSON.stringify([
        { id: single.id, score: 5 },
        { id: essay.id, score: 10 },
      ]),
    }),
    '作业发布成功',
    'publish',
  ).id as number;

  const students: StudentReport[] = [];
  for (const [i, mobile] of CLASS_ONE_STUDENTS.entries()) {
    const token = await client.login(mobile);
    const mine = (await client.call('GET', '/app/homework?limit=100', token)).data.list as {
      hw_id: number;
      report_id: number;
    }[];
    const reportId = mine.find((r) => r.hw_id === hwId)?.report_id;
    if (!reportId) throw new Error(`${mobile} has no report of homework ${hwId}`);
    const answers = [
      { ques_id: single.id, user_answer: String(i === 1 ? wrongId : rightId) },
      { ques_id: essay.id, user_answer: { content: '<p>惯性定律。</p>', images: [answerImage] } },
    ];
    expectMsg(
      await client.call('PUT', `/app/homework/${reportId}/answers`, token, { answers }),
      '保存成功',
      'answers',
    );
    expectMsg(await client.call('POST', `/app/homework/${reportId}/submit`, token), '提交成功', 'submit');
    students.push({ mobile, token, reportId });
  }
  return {
    hwId,
    name,
    teacherToken,
    single: { id: single.id, rightId, wrongId },
    essayId: essay.id,
    answerImage,
    students,
  };
}

/** Moves the deadline to a minute before `now`, so graded reports may be seen (spec section 4, status 3). */
export async function closeDeadline(client: ScenarioClient, homework: AnsweredHomework, now: number) {
  const teacher = teacherCalls(client, homework.teacherToken);
  expectMsg(
    await teacher('PUT', `/hw/update/ending_time/${homework.hwId}/${now - 60}`),
    '调整成功',
    'deadline',
  );
}

/** Answered, then the first report graded over REST with a remark, a drawing and a comment. */
export async function gradedHomework(
  client: ScenarioClient,
  options: GradedHomeworkOptions,
): Promise<GradedHomework> {
  const homework = await answeredHomework(client, options);
  const comment = options.comment ?? '<p>书写工整，继续努力</p>';
  const remark = options.remark ?? '第二点没有写到';
  const score = options.score ?? 8;
  const teacher = teacherCalls(client, homework.teacherToken);
  const first = homework.students[0] as StudentReport;
  const images = [{ url: homework.answerImage, draw: GRADER_DRAWING }];
  await teacher('GET', `/testDetail/approved/${first.reportId}`);
  expectMsg(
    await teacher('POST', '/testDetail/approveQuestion', {
      report_id: first.reportId,
      question_id: homework.essayId,
      score,
      remark,
      image: JSON.stringify(images),
    }),
    '保存成功',
    'grade',
  );
  expectMsg(
    await teacher('POST', '/testDetail/approved', { report_id: first.reportId, remark: comment }),
    '操作成功',
    'finish grading',
  );
  if (options.closeDeadline ?? true) await closeDeadline(client, homework, options.now);
  return { ...homework, graded: { reportId: first.reportId, comment, remark, score, images } };
}

/** The scenario client over an in-process test server (`startTestServer`). */
export function overTestServer(server: {
  call(method: string, path: string, init?: { token?: string; json?: unknown }): Promise<{ body: Envelope }>;
  login(mobile: string): Promise<string>;
}): ScenarioClient {
  return {
    call: async (method, path, token, body) =>
      (
        await server.call(method, `/api${path}`, {
          ...(token ? { token } : {}),
          ...(body === undefined ? {} : { json: body }),
        })
      ).body,
    login: (mobile) => server.login(mobile),
  };
}
