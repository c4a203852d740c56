import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { formulaSafe, writeWorkbook } from './exportWorkbook';

describe('exports are formula-safe .xlsx files', () => {
  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x', '\r=x'])('%j is kept as text', (value) => {
    expect(formulaSafe(value)).toBe(`'${value}`);
  });

  it('plain text and numbers are unchanged', () => {
    expect(formulaSafe('吴振东')).toBe('吴振东');
    expect(formulaSafe(-3)).toBe(-3);
    expect(formulaSafe(null)).toBe(null);
  });

  it('the file opens as a workbook whose cells are text and numbers, never formulas', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'export-'));
    try {
      const file = path.join(dir, 'out.xlsx');
      await writeWorkbook({
        file,
        sheets: [
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
        ],
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.getWorksheet('学习统计');
      expect(sheet?.getRow(1).getCell(1).value).toBe('昵称');
      expect(sheet?.getRow(2).getCell(1).value).toBe('\'=HYPERLINK("http://evil.example","点我")');
      expect(sheet?.getRow(2).getCell(2).value).toBe(12);
      expect(sheet?.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
