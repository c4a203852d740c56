/**
 * Text that a spreadsheet could read as a formula (`=`, `+`, `-`, `@`, tab or carriage return at the
 * start) gets a leading apostrophe, so a nickname like `=HYPERLINK(…)` stays text when opened (OWASP
 * CSV/formula injection advice). Numbers and empty cells are unchanged.
 */
export function formulaSafe<T extends string | number | null | undefined>(value: T): T {
  if (typeof value !== 'string') return value;
  return (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) as T;
}
