import { Field, Select } from '@fluentui/react-components';
import type { ListSort, SortDirection } from '@lakeside/domain';
import { LIST_TEXTS } from './texts';

const DIRECTION_WORDS: Record<SortDirection, string> = { ascending: 'ascending', descending: 'descending' };

interface CardSortProps<ColumnId extends string> {
  /** the columns a list sorts by, with the words their headers show */
  columns: readonly { id: ColumnId; label: string }[];
  sort: ListSort<ColumnId>;
  onSort: (sort: ListSort<ColumnId>) => void;
}

/** Cards on a phone have no column headers to click: a list's sort, as one select. */
export function CardSort<ColumnId extends string>({ columns, sort, onSort }: CardSortProps<ColumnId>) {
  return (
    <Field label={LIST_TEXTS.sortBy}>
      <Select
        value={`${sort.column}:${sort.direction}`}
        onChange={(_, data) => {
          const [column, direction] = data.value.split(':') as [ColumnId, SortDirection];
          onSort({ column, direction });
        }}
      >
        {columns.flatMap((column) =>
          (['ascending', 'descending'] as const).map((direction) => (
            <option key={`${column.id}:${direction}`} value={`${column.id}:${direction}`}>
              {`${column.label}, ${DIRECTION_WORDS[direction]}`}
            </option>
          )),
        )}
      </Select>
    </Field>
  );
}
