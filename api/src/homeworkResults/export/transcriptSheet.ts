import ExcelJS from 'exceljs';

/** What the worker builds a transcript workbook from: plain rows, already in display form. */
export interface TranscriptSheet {
  title: string;
  headers: string[];
  rows: (string | number | null)[][];
}

/**
 * A text cell that a spreadsheet could read as a formula (`=`, `+`, `-`, `@`, or a tab or carriage
 * return before one) is kept as text by a leading apostrophe (OWASP CSV/formula injection advice).
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The transcript as an .xlsx workbook: one sheet, a bold header row, the same columns as the screen. */
export async function buildTranscriptXlsx(sheet: TranscriptSheet): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(
    neutralise(sheet.title)
      .replace(/[*?:\\/[\]]/g, ' ')
      .slice(0, 31) || '成绩单',
  );
  ws.addRow(sheet.headers.map(neutralise));
  ws.getRow(1).font = { bold: true };
  for (const row of sheet.rows)
    ws.addRow(row.map((cell) => (typeof cell === 'string' ? neutralise(cell) : (cell ?? ''))));
  ws.columns.forEach((column) => {
    column.width = 14;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
