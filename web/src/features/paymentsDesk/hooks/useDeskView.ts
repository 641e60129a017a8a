import { useDeferredValue, useMemo, useState } from 'react';
import { DEFAULT_SORT, sortRows, type DeskSort } from '../model/columns';
import { filterRows, type DeskRow, type StatusFilter } from '../model/rows';

/** How many rows the desk renders at once: 10,000 DOM rows would make every keystroke slow. */
export const PAGE_SIZE = 50;

/**
 * What the desk shows of its rows: sorted, searched and filtered in memory, then one page of
 * them. The search is deferred, so typing stays responsive while a large list is filtered.
 */
export function useDeskView(rows: readonly DeskRow[]) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<DeskSort>(DEFAULT_SORT);
  const deferredSearch = useDeferredValue(search);

  // Sorted once per sort (and per page of rows read), then filtered: filtering keeps the order,
  // so a keystroke costs one pass over the rows, not a sort of thousands.
  const allSorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const sorted = useMemo(
    () => filterRows(allSorted, { search: deferredSearch, status }),
    [allSorted, deferredSearch, status],
  );

  // The page belongs to one set of filters: a new search or sort starts again at the first page.
  const viewKey = `${deferredSearch}\u0000${status}\u0000${sort.column}\u0000${sort.direction}`;
  const [paging, setPaging] = useState({ viewKey, page: 0 });
  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const page = paging.viewKey === viewKey ? Math.min(paging.page, pageCount - 1) : 0;
  const first = page * PAGE_SIZE;
  const visible = useMemo(() => sorted.slice(first, first + PAGE_SIZE), [sorted, first]);

  return {
    search,
    setSearch,
    status,
    setStatus,
    sort,
    setSort,
    /** every row the filters let through, in the shown order (what Export CSV writes) */
    sorted,
    visible,
    page,
    pageCount,
    first,
    /** true while the list still shows the previous search's result */
    stale: search !== deferredSearch,
    goToPage: (next: number) => setPaging({ viewKey, page: Math.max(0, Math.min(next, pageCount - 1)) }),
  };
}
