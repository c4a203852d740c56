import ExcelJS from 'exceljs';
import { cellText, sheetName } from '../../exports/index';

/** What the worker builds the 学员统计 workbook from: plain rows, already in display form. */
export interface StudentSheet {
  title: string;
  headers: string[];
  rows: (string | number)[][];
}

/** 学员统计 as an .xlsx workbook: one sheet, a bold header row, the screen's columns; text cells formula-safe. */
export async function buildStudentSheetXlsx(sheet: StudentSheet): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(sheetName(sheet.title, '学员统计'));
  ws.addRow(sheet.headers.map((h) => cellText(h)));
  ws.getRow(1).font = { bold: true };
  for (const row of sheet.rows) ws.addRow(row.map((cell) => cellText(cell) ?? ''));
  ws.columns.forEach((column) => {
    column.width = 14;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
