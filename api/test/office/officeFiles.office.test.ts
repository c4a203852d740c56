import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, FIRST_START_SCALE, FORMULA_NICKNAME } from '../../src/demo/scale';
import { startTestServer, type TestServer } from '../httpServer';
import {
  type CsvCell,
  convert,
  pdfImageCount,
  pdfPages,
  readCsv,
  renderFirstPage,
  requireTool,
} from './libreOffice';

/**
 * Every export and both versions of the homework paper, as the product builds them for the demo
 * school, opened by a real office suite: LibreOffice headless converts the workbooks to CSV (one
 * process) and everything to PDF (one process); the checks read what it wrote.
 */

const DAY = 86_400;
const nowMs = Date.parse('2026-09-10T10:00:00+08:00');
const now = () => Math.floor(nowMs / 1000);

/** A 48×24 PNG (√x), pasted into a stem as the editor sends it. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAYCAAAAACZliEAAAAAVElEQVR42s3TMRbAIAgD0H//S9vNxQqmg68ZwfASDEYIVwl63Jb0naDoq8c4lWTbVUmVyBX709hb5u0Is26cSuL9fWF6DVW/VunHCaMhDZ+/30OFB9XNMQjdR7qrAAAAAElFTkSuQmCC';
const MATERIAL =
  `<p>阅读材料：水的化学式是 H<sub>2</sub>O，x<sup>2</sup> 读作 x 的平方。</p><p><img src="data:image/png;base64,${PNG}"></p>` +
  '<table><tbody><tr><td>物质名称</td><td>化学式</td></tr><tr><td>二氧化碳</td><td>CO<sub>2</sub></td></tr></tbody></table>';
const ANSWER_MARK = '参考要点：水由氢和氧组成';

/** Per file: the headers whose cells must be numbers (unquoted in the CSV), by sheet. */
const NUMBER_COLUMNS: Record<string, string[]> = {
  transcript: ['用时', '排名', '总分', '客观题得分', '主观题得分', '提交时间'],
  examStudents: ['排名', '试卷总分', '得分', '主观题得分', '用时', '提交时间', '考试次数'],
  classStudy: ['学习时长（分钟）', '学习进度', '到课次数', '请假次数', '旷课次数'],
  'studentStudy-课程': ['课时数', '学习时长（分钟）', '学习进度', '到课次数', '请假次数', '旷课次数'],
  'studentStudy-学习明细': ['开课时间', '课时时长（分钟）', '学习时长（分钟）', '学习进度'],
  'attendance-课时考勤': ['开课时间', '时长（分钟）', '到课', '请假', '旷课', '应到'],
  'attendance-学员考勤': [],
};

let server: TestServer;
let teacher: string;
let dir: string;
const files: Record<string, string> = {};
const csv: Record<string, CsvCell[][]> = {};
const pdf: Record<string, string[]> = {};

const call = async (method: string, url: string, json?: unknown) => {
  const res = await server.call(method, url, { token: teacher, ...(json === undefined ? {} : { json }) });
  expect(res.status, `${url}: ${res.body.msg}`).toBe(200);
  return res.body.data;
};

/** Downloads an export the product answered (`{ url }`) as `<key>.<ext>`. */
async function download(key: string, answer: { url: string }, ext: 'xlsx' | 'docx') {
  const res = await fetch(server.url + answer.url, { headers: { authorization: `Bearer ${teacher}` } });
  expect(res.status).toBe(200);
  const file = path.join(dir, 'files', `${key}.${ext}`);
  await writeFile(file, Buffer.from(await res.arrayBuffer()));
  files[key] = file;
}

/** A homework of the demo teacher on class 1 whose paper has a material question with rich text. */
async function publishRichHomework() {
  const opts = (contents: string[], right: number) =>
    JSON.stringify(contents.map((content, i) => ({ id: i + 1, content, is_right: i === right ? 1 : 2 })));
  const { id } = await call('POST', '/api/lector/ques/add', {
    ques_type: 6,
    ques_stem: MATERIAL,
    facility_value: 3,
    ques_analysis: '<p>材料题的解析</p>',
    ques_item: JSON.stringify([
      {
        ques_type: 1,
        ques_stem: '<p>H<sub>2</sub>O 中氢原子的个数是（　）</p>',
        ques_option: opts(['1', '2', '3'], 1),
        ques_analysis: '<p>下标 2 表示两个氢原子</p>',
      },
      { ques_type: 5, ques_stem: '<p>说说水的组成。</p>', right_answer: `<p>${ANSWER_MARK}</p>` },
    ]),
  });
  const [shown] = await call('GET', `/api/lector/ques/show/${id}`);
  expect(shown.ques_stem, 'the pasted image is stored in the files module').toMatch(
    /<img src="\/api\/files\//,
  );
  const published = await call('POST', '/api/lector/hw/publish', {
    course_basis_id: 1,
    type: 1,
    name: '水的组成（纸质）',
    ending_time: now() + DAY,
    is_set_score: 2,
    publish_scope: 3,
    question: JSON.stringify([
      { id, ques_item: shown.ques_item.map((item: { id: number }) => ({ id: item.id, score: 5 })) },
    ]),
  });
  return published.id as number;
}

beforeAll(async () => {
  await requireTool('soffice', 'libreoffice-calc libreoffice-writer');
  await requireTool('pdftotext', 'poppler-utils');
  dir = await mkdtemp(path.join(tmpdir(), 'office-files-'));
  await mkdir(path.join(dir, 'files'));
  process.env.FILES_DIR = path.join(dir, 'store');
  // the school `npm start` seeds: answered and graded homework, study figures, exams
  server = await startTestServer({ clock: () => nowMs, demoScale: FIRST_START_SCALE });
  teacher = await server.login(DEMO_ACCOUNTS.teacher);

  const demoHomework = await server.store.db
    .selectFrom('homework_classes')
    .select('hw_id')
    .where('class_id', '=', 1)
    .orderBy('hw_id')
    .executeTakeFirstOrThrow();
  await download(
    'transcript',
    await call('GET', `/api/lector/homework/export/transcripts/${demoHomework.hw_id}`),
    'xlsx',
  );
  // the demo exam marked at submit: ranks, scores and pass results
  const exam = await server.store.db
    .selectFrom('exam_reports')
    .select('exam_id as id')
    .where('test_status', '=', 1)
    .executeTakeFirstOrThrow();
  await download('examStudents', await call('POST', '/api/lector/test/export', { test_id: exam.id }), 'xlsx');
  await download(
    'classStudy',
    await call('POST', '/api/lector/stateschoolclass/studyanalysis/export', { class_id: 1 }),
    'xlsx',
  );
  const student = (await call('GET', '/api/lector/stateschoolclass/studyanalysis/1?limit=1')).list[0];
  await download(
    'studentStudy',
    await call('POST', '/api/lector/stateschoolstudent/exportStudy', { id: student.uid }),
    'xlsx',
  );
  await download(
    'attendance',
    await call('POST', '/api/lector/stateschoolcourse/exportStudy', { id: 2, class: 1 }),
    'xlsx',
  );
  const hw = await publishRichHomework();
  await download('paperTeacher', await call('GET', `/api/lector/teacher/homework/download/${hw}`), 'docx');
  await download(
    'paperStudent',
    await call('GET', `/api/lector/teacher/homework/download/${hw}?version=student`),
    'docx',
  );

  const profile = path.join(dir, 'profile');
  const workbooks = Object.values(files).filter((f) => f.endsWith('.xlsx'));
  for (const name of await convert(workbooks, 'csv', path.join(dir, 'csv'), profile)) {
    csv[name.replace(/\.csv$/, '')] = await readCsv(path.join(dir, 'csv', name));
  }
  for (const name of await convert(Object.values(files), 'pdf', path.join(dir, 'pdf'), profile))
    pdf[name.replace(/\.pdf$/, '')] = await pdfPages(path.join(dir, 'pdf', name));
  const pictures = process.env.OFFICE_PNG_DIR;
  if (pictures) {
    for (const key of ['paperTeacher', 'transcript'])
      await renderFirstPage(path.join(dir, 'pdf', `${key}.pdf`), path.join(pictures, `${key}.png`));
  }
}, 900_000);

afterAll(async () => {
  await server?.close();
  delete process.env.FILES_DIR;
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The CSV of a file's sheet: `<key>-<sheet>`; a one-sheet workbook's only sheet by its key. */
function sheetOf(key: string): CsvCell[][] {
  const sheets = Object.keys(csv).filter((k) => k === key || k.startsWith(`${key}-`));
  const exact = Object.keys(csv).find((k) => k === key);
  const found = exact ?? (sheets.length === 1 ? sheets[0] : undefined);
  expect(found, `one CSV of ${key} among ${Object.keys(csv).join(', ')}`).toBeDefined();
  return csv[found as string] as CsvCell[][];
}

const column = (rows: CsvCell[][], header: string) => {
  const at = (rows[0] ?? []).findIndex((c) => c.text === header);
  expect(at, `column ${header}`).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => r[at] ?? { text: '', quoted: false });
};

describe('every export, as LibreOffice opens it', () => {
  it('each workbook converts, every sheet of it', () => {
    for (const key of Object.keys(NUMBER_COLUMNS)) expect(sheetOf(key).length).toBeGreaterThan(1);
  });

  it.each(Object.keys(NUMBER_COLUMNS))('%s: no cell shows an added apostrophe', (key) => {
    for (const row of sheetOf(key))
      for (const cell of row) expect(cell.text.startsWith("'"), cell.text).toBe(false);
  });

  it.each(Object.entries(NUMBER_COLUMNS))(
    '%s: number columns are numbers (or empty), never text',
    (key, headers) => {
      const rows = sheetOf(key);
      for (const header of headers) {
        const cells = column(rows, header);
        expect(
          cells.some((c) => c.text !== ''),
          `${header} has values`,
        ).toBe(true);
        for (const cell of cells) expect(cell.quoted, `${header}: ${cell.text}`).toBe(false);
      }
    },
  );

  it('a student who did not submit has empty figures, not -', () => {
    const rows = sheetOf('transcript');
    const missing = rows.filter((r) => r[1]?.text === '未提交');
    expect(missing.length).toBeGreaterThan(0);
    for (const row of missing) for (const cell of row.slice(2)) expect(cell.text).toBe('');
  });

  it.each(['transcript', 'examStudents', 'classStudy'])(
    '%s: the nickname =1+1 reads as the text =1+1, not computed',
    (key) => {
      const names = column(sheetOf(key), sheetOf(key)[0]?.[0]?.text ?? '');
      expect(names).toContainEqual({ text: FORMULA_NICKNAME, quoted: true });
      expect(names.map((n) => n.text)).not.toContain('2');
    },
  );

  it('percentages, durations and times print in the screen’s words', () => {
    expect((pdf.classStudy ?? []).join('\n')).toMatch(/\d+\.\d%/);
    const transcript = (pdf.transcript ?? []).join('\n');
    expect(transcript).toMatch(/\d+分\d\d秒/);
    expect(transcript).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d/);
  });

  it('学员统计 prints one page wide: its first page holds the first and the last column', () => {
    const first = pdf.examStudents?.[0] ?? '';
    expect(first).toContain('学员');
    expect(first).toContain('学校');
    expect(first).toMatch(/第 1 页/);
  });
});

describe('the homework paper, as LibreOffice prints it', () => {
  it('the image and the table of the material survive, sub-questions under it', async () => {
    expect(await pdfImageCount(path.join(dir, 'pdf', 'paperTeacher.pdf'))).toBeGreaterThanOrEqual(1);
    const text = (pdf.paperTeacher ?? []).join('\n');
    expect(text).toMatch(/物质名称\s{2,}化学式/);
    expect(text).toMatch(/二氧化碳\s{2,}CO\s?2/);
    // pdftotext puts spaces between Chinese and digits
    const words = text.replace(/\s+/g, '');
    expect(words).toContain('第1题（材料题，共10分）');
    expect(words).toMatch(/（1）单选题，5分.*（2）简答题，5分/);
    expect(text).toMatch(/第 1 页，共 \d+ 页/);
  });

  it('the teacher version has answers and analysis; the student version has neither', async () => {
    const teacherText = (pdf.paperTeacher ?? []).join('\n');
    expect(teacherText).toContain(ANSWER_MARK);
    expect(teacherText).toContain('参考答案');
    expect(teacherText).toContain('下标 2 表示两个氢原子');
    const studentText = (pdf.paperStudent ?? []).join('\n');
    expect(studentText).toContain('说说水的组成');
    expect(studentText).not.toContain(ANSWER_MARK);
    expect(studentText).not.toContain('参考答案');
    expect(studentText).not.toContain('解析');
    expect(await pdfImageCount(path.join(dir, 'pdf', 'paperStudent.pdf'))).toBeGreaterThanOrEqual(1);
  });
});
