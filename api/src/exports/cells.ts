import { DateTime } from 'luxon';
import { SCHOOL_ZONE } from '../shared/schoolZone';
import { documentText } from './safeNames';

/**
 * How a column's cells are stored and shown. Values come as the API answers them: rates in percent
 * (65.3 is 65.3 %), durations in seconds, times in Unix seconds; `null` is an empty cell.
 */
export type CellKind = 'text' | 'integer' | 'decimal' | 'percent' | 'duration' | 'dateTime';
export type CellValue = string | number | null;

/**
 * Each kind's number format. Text is `@` (Text): a value that begins with `=`, `+`, `-` or `@` is
 * stored as a string, so no spreadsheet evaluates it on opening, and Excel, WPS and LibreOffice keep
 * it text when it is edited, with no apostrophe shown. A duration is a fraction of a day shown in
 * elapsed minutes and seconds (`8分21秒`, `125分03秒`), so it sorts and sums.
 */
export const NUMBER_FORMAT: Record<CellKind, string> = {
  text: '@',
  integer: '0',
  decimal: '0.##',
  percent: '0.0%',
  duration: '[m]"分"ss"秒"',
  dateTime: 'yyyy-mm-dd hh:mm',
};

const SECONDS_PER_DAY = 86_400;

/**
 * A moment as the school's clock shows it, for a spreadsheet: spreadsheets hold no time zone, and
 * exceljs writes a Date by its UTC fields, so the Date carries the school's wall clock in them.
 */
export function schoolWallClock(unixSeconds: number): Date {
  const local = DateTime.fromSeconds(unixSeconds, { zone: SCHOOL_ZONE });
  return new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second));
}

/** The value a cell of `kind` stores for `value`; a number kind given text is a mistake of the export. */
export function cellValue(kind: CellKind, value: CellValue | undefined): string | number | Date | null {
  if (value === null || value === undefined) return null;
  if (kind === 'text') return documentText(String(value));
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new TypeError(`a ${kind} cell holds a number, not ${JSON.stringify(value)}`);
  switch (kind) {
    case 'integer':
    case 'decimal':
      return value;
    case 'percent':
      return value / 100;
    case 'duration':
      return value / SECONDS_PER_DAY;
    case 'dateTime':
      return schoolWallClock(value);
    default:
      return kind satisfies never;
  }
}

/** Columns as wide as a date, a duration or a rate need; text as wide as its longest line, within bounds. */
const FIXED_WIDTH: Partial<Record<CellKind, number>> = { dateTime: 17, duration: 11, percent: 9 };
const WIDTH_MIN = 8;
const WIDTH_MAX = 40;

/** Characters a spreadsheet's column width counts: a CJK or full-width character is two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text)
    width +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u.test(
        ch,
      )
        ? 2
        : 1;
  return width;
}

/** A sensible width for a column: its header and its values fit, nothing is wider than WIDTH_MAX. */
export function columnWidth(header: string, kind: CellKind, values: CellValue[]): number {
  const longest = Math.max(
    displayWidth(header),
    FIXED_WIDTH[kind] ?? 0,
    ...values.map((v) => (v === null || kind !== 'text' ? String(v ?? '').length : displayWidth(String(v)))),
  );
  return Math.min(WIDTH_MAX, Math.max(WIDTH_MIN, longest + 2));
}
