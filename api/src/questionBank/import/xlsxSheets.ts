import { posix } from 'node:path';
import { parseXmlChunks, readXml, readXmlTags, type ZipParts } from './zipParts';

/**
 * A streaming reader of .xlsx worksheets: the workbook's sheet names, the shared strings, then each
 * sheet row by row, so a reader can stop at any row without the rest being parsed. Cells come as
 * text: shared and inline strings, formula results, numbers as written, booleans as true/false.
 */
export interface SheetRow {
  /** 1-based, as Excel numbers rows. */
  number: number;
  /** Text by 1-based column. */
  cells: Map<number, string>;
}

export interface Sheet {
  name: string;
  rows(): AsyncGenerator<SheetRow>;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';

/** "AB12" → 28. */
export function columnOf(ref: string): number {
  let column = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column;
}

async function sharedStrings(parts: ZipParts): Promise<string[]> {
  if (!parts.has(SHARED_STRINGS)) return [];
  const strings: string[] = [];
  let current: string[] | undefined;
  let inText = false;
  let phonetic = 0;
  await readXml(parts, SHARED_STRINGS, {
    open: (tag) => {
      if (tag.name === 'si') current = [];
      else if (tag.name === 'rPh') phonetic += 1;
      else if (tag.name === 't' && phonetic === 0) inText = true;
    },
    close: (tag) => {
      if (tag.name === 'si') {
        strings.push((current ?? []).join(''));
        current = undefined;
      } else if (tag.name === 'rPh') phonetic -= 1;
      else if (tag.name === 't') inText = false;
    },
    text: (text) => {
      if (inText) current?.push(text);
    },
  });
  return strings;
}

/** The workbook's sheets in their order, each with its part's path. */
async function sheetParts(parts: ZipParts): Promise<{ name: string; path: string }[]> {
  const targets = new Map(
    (await readXmlTags(parts, WORKBOOK_RELS, 'Relationship')).map((r) => [
      r.attributes.Id,
      r.attributes.Target,
    ]),
  );
  return (await readXmlTags(parts, WORKBOOK, 'sheet')).flatMap((sheet) => {
    const target = targets.get(sheet.attributes['r:id'] ?? '');
    if (!target) return [];
    const path = target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join('xl', target));
    return parts.has(path) ? [{ name: sheet.attributes.name ?? '', path }] : [];
  });
}

function cellText(type: string | undefined, value: string, strings: readonly string[]): string {
  switch (type) {
    case 's':
      return strings[Number(value)] ?? '';
    case 'b':
      return value === '1' ? 'true' : value === '0' ? 'false' : '';
    case 'e':
      return '';
    case 'str':
    case 'inlineStr':
      return value;
    default: {
      if (value === '') return '';
      const number = Number(value);
      return Number.isFinite(number) ? String(number) : value;
    }
  }
}

export async function xlsxSheets(parts: ZipParts): Promise<Sheet[]> {
  const strings = await sharedStrings(parts);
  return (await sheetParts(parts)).map(({ name, path }) => ({
    name,
    async *rows() {
      const ready: SheetRow[] = [];
      let row: SheetRow | undefined;
      let nextRow = 1;
      let cell: { column: number; type: string | undefined; text: string[] } | undefined;
      let nextColumn = 1;
      let inValue = false;
      const handlers = {
        open: (tag: { name: string; attributes: Record<string, string> }) => {
          if (tag.name === 'row') {
            const number = Number(tag.attributes.r) || nextRow;
            row = { number, cells: new Map() };
            nextRow = number + 1;
            nextColumn = 1;
          } else if (tag.name === 'c' && row) {
            const column = tag.attributes.r ? columnOf(tag.attributes.r) : nextColumn;
            cell = { column, type: tag.attributes.t, text: [] };
            nextColumn = column + 1;
          } else if ((tag.name === 'v' || tag.name === 't') && cell) inValue = true;
        },
        close: (tag: { name: string }) => {
          if (tag.name === 'v' || tag.name === 't') inValue = false;
          else if (tag.name === 'c' && cell && row) {
            const text = cellText(cell.type, cell.text.join(''), strings);
            if (text !== '') row.cells.set(cell.column, text);
            cell = undefined;
          } else if (tag.name === 'row' && row) {
            ready.push(row);
            row = undefined;
          }
        },
        text: (text: string) => {
          if (inValue) cell?.text.push(text);
        },
      };
      for await (const _ of parseXmlChunks(parts, path, handlers)) {
        // the rows of each chunk are handed out before the next chunk is read
        while (ready.length > 0) yield ready.shift() as SheetRow;
      }
      yield* ready;
    },
  }));
}
