import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';

/** A table to write as one sheet of an .xlsx file. */
export interface ExportSheet {
  name: string;
  columns: { header: string; key: string; width?: number }[];
  rows: Record<string, string | number | null>[];
}

export interface ExportJob {
  file: string;
  sheets: ExportSheet[];
}

/**
 * Text that a spreadsheet could read as a formula (`=`, `+`, `-`, `@`, tab, carriage return at the
 * start) gets a leading apostrophe, so a nickname like `=HYPERLINK(…)` stays text when opened.
 */
export function formulaSafe(value: string | number | null): string | number | null {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Writes the workbook (in a worker thread: see runExport), aside first, then renamed into place. */
export async function writeWorkbook(job: ExportJob): Promise<{ bytes: number }> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);
  for (const sheet of job.sheets) {
    const ws = workbook.addWorksheet(sheet.name.slice(0, 31));
    ws.columns = sheet.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 14 }));
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      ws.addRow(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, formulaSafe(v)])));
    }
  }
  await mkdir(path.dirname(job.file), { recursive: true });
  const tmp = `${job.file}.part`;
  await workbook.xlsx.writeFile(tmp);
  await rename(tmp, job.file);
  const { size } = await stat(job.file);
  return { bytes: size };
}
