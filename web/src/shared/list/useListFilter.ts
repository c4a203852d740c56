import { useState } from 'react';
import type { ListPaging } from './ListTable';

/**
 * A list's filter and page: the draft the filter bar edits, the filter last searched (what the query
 * asks), and the page. Searching or resetting goes back to page 1; a new page size too.
 */
export function useListFilter<D>(empty: D, initialPageSize = 20) {
  const [draft, setDraft] = useState<D>(empty);
  const [applied, setApplied] = useState<D>(empty);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const search = (next: D) => {
    setDraft(next);
    setApplied(next);
    setPage(1);
  };
  return {
    /** The filter last searched. */
    applied,
    page,
    pageSize,
    /** What `FilterBar` needs: the draft and its handlers. */
    bar: { draft, onChange: setDraft, onSearch: search, onReset: () => search(empty) },
    /** `ListTable`'s paging for a list of `total` rows. */
    paging: (total: number): ListPaging => ({
      page,
      pageSize,
      total,
      onChange: (p, size) => {
        setPage(size === pageSize ? p : 1);
        setPageSize(size);
      },
    }),
  };
}
