import ExcelJS from 'exceljs';
import { formulaSafe } from '../../exports/index';

/** What the worker builds the 学员统计 workbook from: plain rows, already in display form. */
export interface StudentSheet {
  title: string;
  headers: string[];
  rows: (string | number)[][];
}

/** 学员统计 as an .xlsx workbook: one sheet, a bold header row, the screen's columns; text cells formula-safe. */
export async function buildStudentSheetXlsx(sheet: StudentSheet): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  // A sheet's name is never read as a formula; Excel refuses some characters and quotes at its ends.
  const name = sheet.title
    .replace(/[*?:\\/[\]]/g, ' ')
    .replace(/^'+|'+$/g, '')
    .slice(0, 31);
  const ws = workbook.addWorksheet(name || '学员统计');
  ws.addRow(sheet.headers.map((h) => formulaSafe(h)));
  ws.getRow(1).font = { bold: true };
  for (const row of sheet.rows) ws.addRow(row.map((cell) => formulaSafe(cell) ?? ''));
  ws.columns.forEach((column) => {
    column.width = 14;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
