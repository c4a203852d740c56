import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeWorkbook } from './workbook';

describe('exports are formula-safe .xlsx files', () => {
  it('the bytes open as a workbook whose cells are text and numbers, never formulas', async () => {
    const bytes = await writeWorkbook([
      {
        name: '学习统计',
        columns: [
          { header: '昵称', key: 'nickname' },
          { header: '学习时长（分钟）', key: 'minutes' },
        ],
        rows: [
          { nickname: '=HYPERLINK("http://evil.example","点我")', minutes: 12 },
          { nickname: '吴振东', minutes: 0 },
        ],
      },
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.slice().buffer as ArrayBuffer);
    const sheet = workbook.getWorksheet('学习统计');
    expect(sheet?.getRow(1).getCell(1).value).toBe('昵称');
    expect(sheet?.getRow(2).getCell(1).value).toBe('\'=HYPERLINK("http://evil.example","点我")');
    expect(sheet?.getRow(2).getCell(2).value).toBe(12);
    expect(sheet?.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
  });
});
