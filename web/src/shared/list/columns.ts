/** How a column of a list table behaves when space is short. */
export type ColumnPriority =
  /** Always shown; cannot be hidden. */
  | 'fixed'
  /** Shown until the viewer hides it with the column chooser. */
  | 'default'
  /** Hidden until the viewer shows it with the column chooser. */
  | 'optional';

export interface ColumnChoice {
  key: string;
  priority: ColumnPriority;
}

/** The keys shown when the viewer has chosen nothing: fixed and default columns. */
export const defaultColumns = (columns: readonly ColumnChoice[]): string[] =>
  columns.filter((c) => c.priority !== 'optional').map((c) => c.key);

/**
 * The columns to show: the remembered choice (unknown keys dropped, fixed columns always in), or the
 * defaults when nothing is remembered.
 */
export function visibleColumns(
  columns: readonly ColumnChoice[],
  remembered: readonly string[] | null,
): string[] {
  if (!remembered) return defaultColumns(columns);
  return columns.filter((c) => c.priority === 'fixed' || remembered.includes(c.key)).map((c) => c.key);
}

/** Where one viewer's column choice for one list is remembered (per user, per list). */
export const columnStorageKey = (userId: string, listId: string) => `listColumns:${userId}:${listId}`;

export function readColumnChoice(storage: Pick<Storage, 'getItem'>, key: string): string[] | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
  } catch {
    return null;
  }
}

/** The page a jump-to-page entry leads to, within 1 … pages; undefined when it is not a number. */
export function jumpTarget(entry: string, pages: number): number | undefined {
  const n = Number.parseInt(entry.trim(), 10);
  if (!Number.isFinite(n)) return undefined;
  return Math.min(Math.max(n, 1), Math.max(pages, 1));
}
