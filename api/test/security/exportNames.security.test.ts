import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/demo/scale';
import { isValidFileName, isValidSheetName } from '../../src/exports/index';
import { startTestServer, type TestServer } from '../httpServer';

/**
 * Hostile names through every export route, end to end: whatever name the product holds for a
 * homework, an exam, a class, a course or a student, its export answers 200 and a file that opens,
 * with valid sheet names and a file name every system saves as is (never a 500, as a neutralised
 * `=…` or a cut landing on an apostrophe made before). Homework and exams get their names through
 * the product's own forms; class, course and student names are set in the read models (no form
 * renames them here). The PDF takes its name from the call.
 *
 * Two names carry every failure seen: a formula start with an apostrophe at the end, and a long name
 * whose 31st character (after 30 of 考) is an apostrophe, followed by every character Excel or a file
 * system refuses, controls and the reserved sheet name. Homework names are at most 20: the last 20.
 */
const HOSTILE = ["=1+1 作业'", `${'考'.repeat(30)}'[a]:*?/\\ "x"<y>|\t\u0001History`];

let server: TestServer;
let token: string;
const DAY = 86_400;
const ids = { course: 0, student: 0 };
const bank: { id: number; ques_type: number }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(DEMO_ACCOUNTS.teacher);
  const db = server.store.db;
  ids.student = Number(
    (
      await db
        .selectFrom('users')
        .select('id')
        .where('mobile', '=', DEMO_ACCOUNTS.student)
        .executeTakeFirstOrThrow()
    ).id,
  );
  ids.course = Number(
    (
      await db
        .selectFrom('class_courses')
        .select('course_id')
        .where('class_id', '=', 1)
        .orderBy('course_id')
        .executeTakeFirstOrThrow()
    ).course_id,
  );
  bank.push(...(await call('GET', '/ques/index?limit=50')).body.data.list);
}, 120_000);
afterAll(() => server.close());

const call = (method: string, path: string, json?: unknown) =>
  server.call(method, `/api/lector${path}`, { token, ...(json === undefined ? {} : { json }) });
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A homework published under `name` through the product's own form: its id (names over 20 are refused). */
async function homeworkNamed(name: string): Promise<number> {
  const single = bank.find((q) => q.ques_type === 1) as { id: number };
  const res = await call('POST', '/hw/publish', {
    course_basis_id: 1,
    type: 1,
    name,
    ending_time: nowSeconds() + DAY,
    is_set_score: 2,
    publish_scope: 3,
    question: JSON.stringify([{ id: single.id, score: 10 }]),
  });
  if ([...name].length > 20) {
    expect(res.body.msg).toBe('作业名称不能超过20个字');
    return homeworkNamed([...name].slice(-20).join(''));
  }
  expect(res.body.msg, JSON.stringify(name)).toBe('作业发布成功');
  return res.body.data.id;
}

/** An exam created under `name` through the product's own form: its id. */
async function examNamed(name: string): Promise<number> {
  const single = bank.find((q) => q.ques_type === 1) as { id: number };
  const res = await call('POST', '/test/add', {
    name,
    classify_id: 6,
    sections: JSON.stringify([
      { name: '一、基础题', introduce: '', questions: [{ id: single.id, score: 6 }] },
    ]),
    pass_score: 6,
    duration: 60,
    time_type: 1,
    start_time: nowSeconds() + 3600,
    end_time: nowSeconds() + 2 * DAY,
    test_num: 1,
    class_ids: '1',
  });
  expect(res.status, `${JSON.stringify(name)}: ${res.body.msg}`).toBe(200);
  return res.body.data.id;
}

interface Route {
  name: string;
  kind: 'xlsx' | 'docx' | 'pdf';
  /** Gives the exported thing the hostile name, and asks for its export. */
  ask(name: string): ReturnType<typeof call>;
}

const ROUTES: Route[] = [
  {
    name: 'homework transcript',
    kind: 'xlsx',
    ask: async (name) => call('GET', `/homework/export/transcripts/${await homeworkNamed(name)}`),
  },
  {
    name: 'homework paper',
    kind: 'docx',
    ask: async (name) => call('GET', `/teacher/homework/download/${await homeworkNamed(name)}`),
  },
  {
    name: 'exam 学员统计',
    kind: 'xlsx',
    ask: async (name) => call('POST', '/test/export', { test_id: await examNamed(name) }),
  },
  {
    name: 'class study statistics',
    kind: 'xlsx',
    ask: async (name) => {
      await server.store.db.updateTable('classes').set({ name }).where('id', '=', 1).execute();
      return call('POST', '/stateschoolclass/studyanalysis/export', { class_id: 1 });
    },
  },
  {
    name: "a student's study",
    kind: 'xlsx',
    ask: async (name) => {
      await server.store.db
        .updateTable('users')
        .set({ nickname: name })
        .where('id', '=', ids.student)
        .execute();
      return call('POST', '/stateschoolstudent/exportStudy', { id: ids.student });
    },
  },
  {
    name: "a course's attendance",
    kind: 'xlsx',
    ask: async (name) => {
      await server.store.db
        .updateTable('courses')
        .set({ title: name })
        .where('id', '=', ids.course)
        .execute();
      return call('POST', '/stateschoolcourse/exportStudy', { id: ids.course, class: 1 });
    },
  },
  {
    name: 'exam paper PDF',
    kind: 'pdf',
    ask: (name) => call('POST', '/download/pdf', { html: '<p>试卷</p>', name }),
  },
];

const MAGIC = { xlsx: 'PK', docx: 'PK', pdf: '%PDF' };

describe('hostile names on every export route', () => {
  it.each(ROUTES)('$name: answers 200 and a file that opens, under a valid name', async (route) => {
    // the names side by side: each export is built in a worker thread of its own
    const answers = await Promise.all(HOSTILE.map(async (name) => [name, await route.ask(name)] as const));
    for (const [name, res] of answers) {
      expect(res.status, `${JSON.stringify(name)}: ${res.body.msg}`).toBe(200);
      const url = (res.body.data.url ?? res.body.data.path) as string;
      const file = await fetch(server.url + url, { headers: { authorization: `Bearer ${token}` } });
      expect(file.status).toBe(200);
      const disposition = file.headers.get('content-disposition') ?? '';
      const encoded = /filename\*=UTF-8''(\S+)$/.exec(disposition)?.[1] ?? '';
      const fileName = decodeURIComponent(encoded);
      expect(isValidFileName(fileName), JSON.stringify(fileName)).toBe(true);
      expect(fileName.endsWith(`.${route.kind}`)).toBe(true);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.subarray(0, MAGIC[route.kind].length).toString('latin1')).toBe(MAGIC[route.kind]);
      if (route.kind === 'xlsx') {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(
          bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
        );
        expect(workbook.worksheets.length).toBeGreaterThan(0);
        for (const ws of workbook.worksheets)
          expect(isValidSheetName(ws.name), JSON.stringify(ws.name)).toBe(true);
      }
    }
  });
});
