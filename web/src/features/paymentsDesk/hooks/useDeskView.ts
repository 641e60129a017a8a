import { useListView } from '@/hooks/useListView';
import { DEFAULT_SORT, sortRows } from '../model/columns';
import { filterRows, type DeskRow, type StatusFilter } from '../model/rows';

/** How many rows the desk renders at once: 10,000 DOM rows would make every keystroke slow. */
export const PAGE_SIZE = 50;

const filterByStatus = (rows: readonly DeskRow[], search: string, status: StatusFilter) =>
  filterRows(rows, { search, status });

/** What the desk shows of its rows: the board's list (search, status, sort, pages). */
export function useDeskView(rows: readonly DeskRow[]) {
  const view = useListView(rows, {
    pageSize: PAGE_SIZE,
    defaultSort: DEFAULT_SORT,
    sortRows,
    filterRows: filterByStatus,
    defaultFilter: 'all' as StatusFilter,
  });
  return { ...view, status: view.filter, setStatus: view.setFilter };
}
