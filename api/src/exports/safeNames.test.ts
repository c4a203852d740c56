import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  exportFileName,
  isValidFileName,
  isValidSheetName,
  SHEET_NAME_MAX,
  sheetName,
  sheetNames,
} from './safeNames';
import { writeWorkbook } from './workbook';

/**
 * Any name the product accepts (text without NUL, as every text field takes it): random strings of any
 * code point, and strings built from the pieces that broke exports (formula starts, apostrophes where
 * a cut lands, the characters Excel refuses, its reserved name, device names, controls, surrogates).
 */
const PIECES = [
  "'",
  '=',
  '+',
  '-',
  '@',
  '[',
  ']',
  ':',
  '*',
  '?',
  '/',
  '\\',
  '"',
  '<',
  '>',
  '|',
  '.',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0001',
  '\u001f',
  '\uD800',
  '\uDC00',
  '\uFFFF',
  '😀',
  '作业',
  'History',
  'history',
  'CON',
  'x'.repeat(29),
  '题'.repeat(30),
];
const acceptedName = fc
  .oneof(
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.array(fc.constantFrom(...PIECES), { maxLength: 10 }).map((pieces) => pieces.join('')),
  )
  .filter((name) => !name.includes('\u0000'));

const HOSTILE = [
  '=1+1 作业',
  "作业'",
  `${'考'.repeat(30)}'期中`,
  "'History'",
  '[a]:b*c?d/e\\f',
  '',
  ' \u0001 ',
];

async function sheetNamesOf(bytes: Uint8Array): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.slice().buffer as ArrayBuffer);
  return workbook.worksheets.map((ws) => ws.name);
}

const NICKNAME = [{ header: '昵称', key: 'a', kind: 'text' as const }];

/** Every workbook an export builds, given a name the product accepted, as its domain passes it. */
const BUILDERS: [string, (name: string) => Promise<Uint8Array>][] = [
  [
    'homework transcript',
    (name) => writeWorkbook([{ name, fallbackName: '成绩单', columns: NICKNAME, rows: [{ a: name }] }]),
  ],
  [
    'exam 学员统计',
    (name) =>
      writeWorkbook([
        { name: `${name}-学员统计`, fallbackName: '学员统计', columns: NICKNAME, rows: [{ a: name }] },
      ]),
  ],
  [
    'study and attendance workbooks',
    (name) =>
      writeWorkbook([
        { name: `${name}学习统计`, columns: NICKNAME, rows: [{ a: name }] },
        { name, columns: NICKNAME, rows: [] },
        { name: name.toUpperCase(), columns: NICKNAME, rows: [] },
      ]),
  ],
];

describe('export names', () => {
  it.each(BUILDERS)('%s: every accepted name gives a workbook with valid sheet names', async (_, build) => {
    for (const name of HOSTILE) {
      const names = await sheetNamesOf(await build(name));
      for (const n of names) expect(isValidSheetName(n), JSON.stringify({ name, n })).toBe(true);
    }
    await fc.assert(
      fc.asyncProperty(acceptedName, async (name) => {
        const names = await sheetNamesOf(await build(name));
        expect(names.length).toBeGreaterThan(0);
        for (const n of names) expect(isValidSheetName(n), JSON.stringify(n)).toBe(true);
        expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
      }),
      { numRuns: 60 },
    );
  });

  it('sheet names: valid, distinct ignoring case, and the name kept when it was already valid', () => {
    fc.assert(
      fc.property(fc.array(acceptedName, { maxLength: 6 }), (names) => {
        const safe = sheetNames(names, '工作表');
        for (const n of safe) expect(isValidSheetName(n), JSON.stringify(n)).toBe(true);
        expect(new Set(safe.map((n) => n.toLowerCase())).size).toBe(safe.length);
        for (const name of names) {
          // Whitespace other than a plain space (a no-break or ideographic space) becomes one space.
          if (isValidSheetName(name) && name.trim() === name && !/\s\s|[^\S ]/.test(name))
            expect(sheetName(name, '工作表')).toBe(name);
        }
      }),
      { numRuns: 500 },
    );
    expect(sheetName(`${'考'.repeat(30)}'期中`, '学员统计')).toBe('考'.repeat(30));
    expect(sheetName('=1+1 作业', '成绩单')).toBe('=1+1 作业');
    expect(sheetName("作业'", '成绩单')).toBe('作业');
    expect(sheetName('History', '成绩单')).toBe('成绩单');
    expect(sheetName('😀'.repeat(20), '成绩单').length).toBeLessThanOrEqual(SHEET_NAME_MAX);
  });

  it('file names: valid, within 100 characters and the extension, and Content-Disposition builds', () => {
    fc.assert(
      fc.property(acceptedName, (name) => {
        const file = exportFileName(name, 'xlsx', '导出');
        expect(isValidFileName(file), JSON.stringify(file)).toBe(true);
        expect(file.endsWith('.xlsx')).toBe(true);
        expect([...file].length).toBeLessThanOrEqual(105);
        const disposition = attachmentDisposition(file);
        // a header value: printable ASCII only
        expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[\x21-\x7e]+$/);
      }),
      { numRuns: 500 },
    );
    expect(exportFileName('a/b:c', 'pdf', '试卷')).toBe('a_b_c.pdf');
    expect(exportFileName(' .. ', 'pdf', '试卷')).toBe('试卷.pdf');
    expect(exportFileName('CON', 'docx', '试卷')).toBe('_CON.docx');
    expect(exportFileName('=1+1 作业-成绩单', 'xlsx', '成绩单')).toBe('=1+1 作业-成绩单.xlsx');
  });
});
