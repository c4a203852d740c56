/**
 * Names an export carries outside its cells: worksheet names, the file's name (and its
 * Content-Disposition) and document titles. Each is made safe here, from the name the product
 * accepted, separately from cell text (formulaSafe.ts): a sheet name is never read as a formula, so
 * it gets no apostrophe, and whatever the name held, the export is built rather than refused.
 */

/** Excel's limit on a worksheet's name, in UTF-16 units (what Excel and exceljs count). */
export const SHEET_NAME_MAX = 31;
/** Characters Excel refuses in a worksheet's name. */
const SHEET_FORBIDDEN = /[[\]:*?/\\]/g;
/** Excel keeps `History` for itself, in any case. */
const SHEET_RESERVED = /^history$/i;

/** A file's name, before its extension, at most this many characters (a Chinese name fits well). */
export const FILE_NAME_MAX = 100;
/** Characters Windows, macOS or a shell would trip over in a file's name. */
const FILE_FORBIDDEN = /[\\/:*?"<>|]/g;
/** Names Windows keeps for devices, whatever the extension. */
const FILE_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/**
 * Characters XML 1.0 cannot carry (every export is XML inside or HTML): controls other than tab, line
 * feed and carriage return, lone surrogates, U+FFFE and U+FFFF.
 */
const XML_INVALID =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text any export may carry (titles, cells): what XML cannot hold is dropped, the rest kept as is. */
export const documentText = (text: string): string => text.replace(XML_INVALID, '');

/** A title or name on one line: every control character and line break becomes a space, runs of space one. */
const oneLine = (text: string): string =>
  documentText(text)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: tab, line feed and carriage return
    .replace(/[\u0000-\u001F\u007F\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The first `max` UTF-16 units of `text`, never splitting a surrogate pair. */
function clip(text: string, max: number): string {
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out;
}

/** Apostrophes and spaces trimmed from both ends (Excel refuses a sheet name quoted at either end). */
const unquoted = (text: string) => text.replace(/^[\s']+|[\s']+$/g, '');

/** Whether Excel (and exceljs) accept `name` as a worksheet's name. */
export const isValidSheetName = (name: string): boolean =>
  name.length > 0 &&
  name.length <= SHEET_NAME_MAX &&
  !/[[\]:*?/\\]/.test(name) &&
  !name.startsWith("'") &&
  !name.endsWith("'") &&
  !SHEET_RESERVED.test(name) &&
  documentText(name) === name;

/**
 * A valid worksheet name from any name: forbidden characters become spaces, it is cut to 31 and
 * unquoted after cutting (a cut may leave an apostrophe last); `fallback` when nothing is left.
 */
export function sheetName(name: string, fallback: string): string {
  const safe = unquoted(clip(unquoted(oneLine(name).replace(SHEET_FORBIDDEN, ' ')), SHEET_NAME_MAX));
  return safe === '' || SHEET_RESERVED.test(safe) ? fallback : safe;
}

/**
 * Valid and distinct worksheet names for one workbook (Excel compares them ignoring case): a name met
 * again gets ` (2)`, ` (3)`, … within the 31.
 */
export function sheetNames(names: readonly string[], fallback: string): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = sheetName(name, fallback);
    let candidate = base;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) {
      const suffix = ` (${n})`;
      candidate = `${unquoted(clip(base, SHEET_NAME_MAX - suffix.length))}${suffix}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** Whether `name` (with its extension) is a file name every system saves as is. */
export const isValidFileName = (name: string): boolean =>
  name.length > 0 &&
  !/[\\/:*?"<>|]/.test(name) &&
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  !/[\u0000-\u001F\u007F]/.test(name) &&
  documentText(name) === name &&
  !/^[\s.]|[\s.]$/.test(name) &&
  !FILE_RESERVED.test(name.replace(/\..*$/, ''));

/**
 * An export's file name: `name` on one line without the characters file systems refuse, at most
 * 100 characters, no dot or space at either end, not a device name; `fallback` when nothing is left.
 * `ext` is appended (without its dot).
 */
export function exportFileName(name: string, ext: string, fallback: string): string {
  const trimEnds = (text: string) => text.replace(/^[\s.]+|[\s.]+$/g, '');
  let safe = trimEnds(clip(trimEnds(oneLine(name).replace(FILE_FORBIDDEN, '_')), FILE_NAME_MAX));
  if (safe === '') safe = fallback;
  if (FILE_RESERVED.test(safe.replace(/\..*$/, ''))) safe = `_${safe}`;
  return `${safe}.${ext}`;
}

/** The readable name in quotes for old clients: ASCII only, the real name goes in `filename*`. */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');
/** RFC 5987 `filename*` value: UTF-8, percent-encoded, with the characters it reserves encoded too. */
const utf8Name = (name: string) =>
  encodeURIComponent(documentText(name)).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** The Content-Disposition of a download saved as `fileName`. */
export const attachmentDisposition = (fileName: string): string =>
  `attachment; filename="${asciiName(fileName)}"; filename*=UTF-8''${utf8Name(fileName)}`;
