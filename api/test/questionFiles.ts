import { Document, Packer, Paragraph, TextRun } from 'docx';
import ExcelJS from 'exceljs';
import { EXCEL_COLUMNS } from '../src/questionBank/import/excelImport';

/** Import files for tests (API and browser): each with known mistakes, and the errors they must produce. */

export const wordFile = (lines: string[]) =>
  Packer.toBuffer(
    new Document({
      sections: [{ children: lines.map((text) => new Paragraph({ children: [new TextRun(text)] })) }],
    }),
  );

export async function excelFile(
  sheets: Record<string, (string | number)[][]>,
  header: string[] = [...EXCEL_COLUMNS],
) {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    sheet.addRow(header);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Three questions with one mistake each, and a fourth without any: nothing may be imported. */
export const wordWithThreeMistakes = () =>
  wordFile([
    '【题型】单选题',
    '【题干】',
    '【选项】',
    'A. 1',
    'B. 2',
    '【答案】A',
    '【难度】1',
    '#####',
    '【题型】多选题',
    '【题干】第二题',
    '【选项】',
    'A. 1',
    'B. 2',
    '【答案】AE',
    '【难度】2',
    '#####',
    '【题型】简答题',
    '【题干】第三题',
    '【答案】答',
    '【难度】7',
    '#####',
    '【题型】判断题',
    '【题干】这一题没有错',
    '【答案】正确',
    '【难度】1',
  ]);
export const WORD_MISTAKES = ['第1题：请输入题干', '第2题：答案E不是有效的选项', '第3题：难度只能是1到5'];

export const excelWithThreeMistakes = () =>
  excelFile({
    单选题: [
      ['第一题', 'A', '', 'C', '', '', '', 'A', 1],
      ['这一题没有错', 'A', 'B', '', '', '', '', 'B', 2],
    ],
    多选题: [['多选', '甲', '乙', '丙', '', '', '', 'A', 3]],
    简答题: [
      ['简答一', '', '', '', '', '', '', '答案', 2],
      ['简答二', '', '', '', '', '', '', '', 2],
    ],
  });
export const EXCEL_MISTAKES = [
  '单选题 第2行：选项B内容不能为空',
  '多选题 第2行：请至少选择两个正确答案',
  '简答题 第3行：请输入答案',
];
