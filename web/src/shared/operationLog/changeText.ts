/** A change as the trail shows it: old → new when there was a value before, the new value alone otherwise. */
export const changeText = (row: { before?: string | null; after?: string | null }): string =>
  row.before !== null && row.before !== undefined
    ? `${row.before} → ${row.after ?? '-'}`
    : (row.after ?? '-');
