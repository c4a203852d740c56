import { type ZipEntry, zipFile } from './zipFile';

/**
 * Office files built part by part, for the suite's hostile-files class: the smallest archives a
 * reader accepts, and the same with one thing made hostile (entities, external links, names that
 * climb out of their folder, huge row and paragraph counts).
 */
const xml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`);

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const S = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Most texts here have nothing to escape: they are returned as they are (a huge sheet has a million). */
const escapeXml = (text: string) =>
  /[&<>]/.test(text) ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : text;

export const paragraph = (text: string) =>
  `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;

/** A .docx whose document body is `body` (paragraph XML); `extra` parts are added or replace. */
export function wordArchive(
  body: string,
  options: { prolog?: string; rels?: string; extra?: ZipEntry[] } = {},
): Buffer {
  const parts: ZipEntry[] = [
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/></Relationships>`,
      ),
    },
    {
      name: 'word/_rels/document.xml.rels',
      data: xml(`<Relationships xmlns="${PKG}">${options.rels ?? ''}</Relationships>`),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${options.prolog ?? ''}<w:document xmlns:w="${W}" xmlns:r="${R}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><w:body>${body}</w:body></w:document>`,
      ),
    },
  ];
  return zipFile(mergeParts(parts, options.extra ?? []));
}

/** A .xlsx of one sheet named `sheetName` whose rows are `rowsXml`. */
export function excelArchive(
  sheetName: string,
  rowsXml: string,
  options: { sheetProlog?: string; extra?: ZipEntry[]; workbookRels?: string } = {},
): Buffer {
  const parts: ZipEntry[] = [
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${R}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${S}" xmlns:r="${R}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${R}/worksheet" Target="worksheets/sheet1.xml"/>${options.workbookRels ?? ''}</Relationships>`,
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${options.sheetProlog ?? ''}<worksheet xmlns="${S}"><sheetData>${rowsXml}</sheetData></worksheet>`,
      ),
    },
  ];
  return zipFile(mergeParts(parts, options.extra ?? []));
}

function mergeParts(parts: ZipEntry[], extra: ZipEntry[]): ZipEntry[] {
  const names = new Set(extra.map((e) => e.name));
  return [...parts.filter((p) => !names.has(p.name)), ...extra];
}

const inline = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`;

/** Excel rows: the header, then `count` short-answer questions (题干, 答案, 难度). */
export function shortAnswerRows(count: number, filler = 0): string {
  const rows = [`<row r="1">${inline('A1', '题干')}${inline('B1', '答案')}${inline('C1', '难度')}</row>`];
  for (let n = 2; n <= count + 1; n++) {
    let noise = '';
    for (let i = 0; i < filler; i++) noise += (Math.imul(n * 31 + i, 2654435761) >>> 0).toString(16);
    rows.push(
      `<row r="${n}">${inline(`A${n}`, `题${n}${noise}`)}${inline(`B${n}`, '答')}<c r="C${n}"><v>3</v></c></row>`,
    );
  }
  return rows.join('');
}

/** A 简答题 sheet of `count` questions, random text making it as large packed as a real one. */
export const hugeExcel = (count: number, filler: number) =>
  excelArchive('简答题', shortAnswerRows(count, filler));

/** One question followed by `count` paragraphs of text, no separators: a single enormous question. */
export function hugeWord(count: number): Buffer {
  const body = [paragraph('【题型】简答题'), paragraph('【题干】')];
  for (let i = 0; i < count; i++) body.push(`<w:p><w:r><w:t>${i % 9973}</w:t></w:r></w:p>`);
  return wordArchive(body.join(''));
}

/** `count` separate questions, so the question limit is what refuses it. */
export function manyWordQuestions(count: number): Buffer {
  const body: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0) body.push(paragraph('#####'));
    body.push(
      paragraph('【题型】简答题'),
      paragraph(`【题干】第${i + 1}题`),
      paragraph('【答案】答'),
      paragraph('【难度】3'),
    );
  }
  return wordArchive(body.join(''));
}

/** A well-formed short-answer question in Word, for files that differ from a good one by one part. */
export const goodWordBody = [
  paragraph('【题型】简答题'),
  paragraph('【题干】好题'),
  paragraph('【答案】答'),
  paragraph('【难度】3'),
].join('');

export const goodExcelRows = shortAnswerRows(1);
