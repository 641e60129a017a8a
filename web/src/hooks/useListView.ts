import { useDeferredValue, useMemo, useState } from 'react';
import type { ListSort } from '@lakeside/domain';

interface ListViewOptions<T, Filter extends string, ColumnId extends string> {
  /** how many records a page shows */
  pageSize: number;
  defaultSort: ListSort<ColumnId>;
  /** a sorted copy of the records */
  sortRows: (rows: readonly T[], sort: ListSort<ColumnId>) => T[];
  /** the records the search and the filter let through, in the order given */
  filterRows: (rows: readonly T[], search: string, filter: Filter) => T[];
  defaultFilter: Filter;
}

/**
 * What a board's list shows of its records (the payments desk, Property Management, HOA
 * Accounts): sorted, searched and filtered in memory, then one page of them. The search is
 * deferred, so typing stays responsive while a large list is filtered.
 */
export function useListView<T, Filter extends string, ColumnId extends string>(
  rows: readonly T[],
  { pageSize, defaultSort, sortRows, filterRows, defaultFilter }: ListViewOptions<T, Filter, ColumnId>,
) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>(defaultFilter);
  const [sort, setSort] = useState<ListSort<ColumnId>>(defaultSort);
  const deferredSearch = useDeferredValue(search);

  // Sorted once per sort (and per batch of rows read), then filtered: filtering keeps the order,
  // so a keystroke costs one pass over the rows, not a sort of thousands.
  const allSorted = useMemo(() => sortRows(rows, sort), [rows, sort, sortRows]);
  const sorted = useMemo(
    () => filterRows(allSorted, deferredSearch, filter),
    [allSorted, deferredSearch, filter, filterRows],
  );

  // The page belongs to one set of filters: a new search or sort starts again at the first page.
  const viewKey = `${deferredSearch}\u0000${filter}\u0000${sort.column}\u0000${sort.direction}`;
  const [paging, setPaging] = useState({ viewKey, page: 0 });
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = paging.viewKey === viewKey ? Math.min(paging.page, pageCount - 1) : 0;
  const first = page * pageSize;
  // While more records arrive (the desk reads older years page by page), the page on screen
  // usually stays the same: the same array then, so a memoised list does not draw it again.
  // (The page last answered is kept in state, React's way to remember a previous render.)
  const pageRecords = useMemo(() => sorted.slice(first, first + pageSize), [sorted, first, pageSize]);
  const [lastPage, setLastPage] = useState<readonly T[]>(pageRecords);
  const visible = samePageOrNext(lastPage, pageRecords);
  if (visible !== lastPage) setLastPage(visible);

  return {
    search,
    setSearch,
    filter,
    setFilter,
    sort,
    setSort,
    /** every record the filters let through, in the shown order (what an export writes) */
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

/** `last` when `next` holds the same records in the same order, else `next`. */
export function samePageOrNext<T>(last: readonly T[], next: readonly T[]): readonly T[] {
  return last.length === next.length && last.every((record, index) => record === next[index]) ? last : next;
}

export type ListView<T, Filter extends string, ColumnId extends string> = ReturnType<
  typeof useListView<T, Filter, ColumnId>
>;
