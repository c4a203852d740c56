import ExcelJS from 'exceljs';
import { type CellKind, type CellValue, cellValue, columnWidth, NUMBER_FORMAT } from './cells';
import { sheetName, sheetNames } from './safeNames';

export type { CellKind, CellValue } from './cells';

/** A table to write as one sheet of an .xlsx file. */
export interface ExportSheet {
  name: string;
  /** The sheet's name when nothing of `name` is left to name it (default 工作表). */
  fallbackName?: string;
  /** `width` in characters; without it the column fits its header and values. */
  columns: { header: string; key: string; kind: CellKind; width?: number }[];
  rows: Record<string, CellValue>[];
}

/** A4 (paperSize 9), landscape, as many pages down as needed but one page wide. */
const PRINT: Partial<ExcelJS.PageSetup> = {
  paperSize: 9,
  orientation: 'landscape',
  fitToPage: true,
  fitToWidth: 1,
  fitToHeight: 0,
  margins: { left: 0.5, right: 0.5, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
  printTitlesRow: '1:1',
};

function addSheet(workbook: ExcelJS.Workbook, name: string, sheet: ExportSheet) {
  const ws = workbook.addWorksheet(name, {
    views: [{ state: 'frozen', ySplit: 1 }],
    pageSetup: PRINT,
    headerFooter: { oddFooter: '&C第 &P 页，共 &N 页' },
  });
  ws.columns = sheet.columns.map((c) => ({
    key: c.key,
    width:
      c.width ??
      columnWidth(
        c.header,
        c.kind,
        sheet.rows.map((r) => r[c.key] ?? null),
      ),
    style: { numFmt: NUMBER_FORMAT[c.kind] },
  }));
  const header = ws.addRow(sheet.columns.map((c) => cellValue('text', c.header)));
  header.font = { bold: true };
  header.numFmt = NUMBER_FORMAT.text;
  for (const row of sheet.rows) {
    ws.addRow(Object.fromEntries(sheet.columns.map((c) => [c.key, cellValue(c.kind, row[c.key])])));
  }
  if (sheet.columns.length > 0)
    ws.autoFilter = {
      from: { row: 1, column: 1 },
      to: { row: 1 + sheet.rows.length, column: sheet.columns.length },
    };
}

/**
 * The workbook's bytes (built in a domain's export worker thread): every sheet name valid and
 * distinct whatever name it was given, cells typed by their column, a bold frozen header row with a
 * filter, printed landscape one page wide.
 */
export async function writeWorkbook(sheets: ExportSheet[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);
  const names = sheetNames(
    sheets.map((s) => sheetName(s.name, s.fallbackName ?? '工作表')),
    '工作表',
  );
  for (const [i, sheet] of sheets.entries()) addSheet(workbook, names[i] as string, sheet);
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}
