import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnWidth, displayWidth, schoolWallClock } from './cells';
import { writeWorkbook } from './workbook';

const SUBMITTED = Date.parse('2026-09-10T21:05:00+08:00') / 1000;

async function transcript() {
  const bytes = await writeWorkbook([
    {
      name: '成绩单',
      columns: [
        { header: '学员', key: 'nickname', kind: 'text' },
        { header: '用时', key: 'answer_time', kind: 'duration' },
        { header: '排名', key: 'ranking', kind: 'integer' },
        { header: '正确率', key: 'rate', kind: 'percent' },
        { header: '提交时间', key: 'submit_time', kind: 'dateTime' },
      ],
      rows: [
        { nickname: '=1+1', answer_time: 501, ranking: 1, rate: 65.3, submit_time: SUBMITTED },
        { nickname: '-吴振东', answer_time: null, ranking: null, rate: null, submit_time: null },
      ],
    },
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.slice().buffer as ArrayBuffer);
  return { sheet: workbook.worksheets[0] as ExcelJS.Worksheet, bytes };
}

describe('exports are typed workbooks', () => {
  it('numbers, percentages, durations and times are numbers with their format; nothing is an empty cell', async () => {
    const { sheet } = await transcript();
    const row = sheet.getRow(2);
    // 501 s as a fraction of a day (exceljs reads a cell with a time format back as a Date)
    expect(row.getCell(2).value).toEqual(new Date(Date.UTC(1899, 11, 30, 0, 8, 21)));
    expect(row.getCell(2).numFmt).toBe('[m]"分"ss"秒"');
    expect(row.getCell(3).value).toBe(1);
    expect(row.getCell(4).value).toBeCloseTo(0.653, 12);
    expect(row.getCell(4).numFmt).toBe('0.0%');
    // the school's wall clock (21:05 in Shanghai), not UTC
    expect(row.getCell(5).value).toEqual(new Date(Date.UTC(2026, 8, 10, 21, 5)));
    expect(row.getCell(5).numFmt).toBe('yyyy-mm-dd hh:mm');
    for (const column of [2, 3, 4, 5]) expect(sheet.getRow(3).getCell(column).value).toBeNull();
  });

  it('text that begins like a formula is stored as text in a Text-formatted cell, with nothing added', async () => {
    const { sheet } = await transcript();
    for (const [row, text] of [
      [2, '=1+1'],
      [3, '-吴振东'],
    ] as const) {
      const cell = sheet.getRow(row).getCell(1);
      expect(cell.value).toBe(text);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.numFmt).toBe('@');
    }
  });

  it('a bold frozen header row with a filter; landscape, one page wide, with the fitToPage flag', async () => {
    const { sheet, bytes } = await transcript();
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:E3');
    expect(sheet.pageSetup).toMatchObject({
      orientation: 'landscape',
      paperSize: 9,
      fitToWidth: 1,
      fitToHeight: 0,
    });
    // exceljs reads fitToPage back from the sheet's properties: the flag that makes fitToWidth apply
    expect(sheet.pageSetup.fitToPage).toBe(true);
    expect(bytes.length).toBeGreaterThan(0);
  });

  it('a number kind given text is refused rather than written as text', async () => {
    await expect(
      writeWorkbook([
        { name: 'x', columns: [{ header: '得分', key: 's', kind: 'decimal' }], rows: [{ s: '-' }] },
      ]),
    ).rejects.toThrow(/decimal cell holds a number/);
  });
});

describe('cell helpers', () => {
  it('a moment is written as the school clock shows it', () => {
    expect(schoolWallClock(Date.parse('2026-01-01T00:30:00+08:00') / 1000)).toEqual(
      new Date(Date.UTC(2026, 0, 1, 0, 30)),
    );
  });

  it('a column fits its header and values, a CJK character counting two, within bounds', () => {
    expect(displayWidth('学员a')).toBe(5);
    expect(columnWidth('学员', 'text', ['吴振东', null])).toBe(8);
    expect(columnWidth('昵称', 'text', ['很'.repeat(30)])).toBe(40);
    expect(columnWidth('提交时间', 'dateTime', [SUBMITTED])).toBe(19);
  });
});
