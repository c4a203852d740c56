import ExcelJS from 'exceljs';
import { formulaSafe } from './formulaSafe';

/** A table to write as one sheet of an .xlsx file. */
export interface ExportSheet {
  name: string;
  columns: { header: string; key: string; width?: number }[];
  rows: Record<string, string | number | null>[];
}

/** The workbook's bytes (built in a domain's export worker thread), every text cell formula-safe. */
export async function writeWorkbook(sheets: ExportSheet[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name.slice(0, 31));
    ws.columns = sheet.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 14 }));
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      ws.addRow(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, formulaSafe(v)])));
    }
  }
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}
