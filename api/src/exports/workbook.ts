import ExcelJS from 'exceljs';
import { formulaSafe } from './formulaSafe';
import { documentText, sheetNames } from './safeNames';

/** A table to write as one sheet of an .xlsx file. */
export interface ExportSheet {
  name: string;
  columns: { header: string; key: string; width?: number }[];
  rows: Record<string, string | number | null>[];
}

/** A cell's value as written: text XML can carry, never read as a formula. */
export const cellText = <T extends string | number | null | undefined>(value: T): T =>
  formulaSafe(typeof value === 'string' ? (documentText(value) as T) : value);

/**
 * The workbook's bytes (built in a domain's export worker thread): every sheet name valid and
 * distinct whatever name it was given, every text cell formula-safe.
 */
export async function writeWorkbook(sheets: ExportSheet[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);
  const names = sheetNames(
    sheets.map((s) => s.name),
    '工作表',
  );
  for (const [i, sheet] of sheets.entries()) {
    const ws = workbook.addWorksheet(names[i]);
    ws.columns = sheet.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 14 }));
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      ws.addRow(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, cellText(v)])));
    }
  }
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}
