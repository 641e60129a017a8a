import { Field, Select } from '@fluentui/react-components';
import { DESK_COLUMNS, type DeskColumnId, type DeskSort, type SortDirection } from '../model/columns';
import { PAYMENTS_DESK_TEXTS as M } from '../texts';

const DIRECTION_WORDS: Record<SortDirection, string> = { ascending: 'ascending', descending: 'descending' };

/** The cards have no column headers to click: the grid's sort, as one select. */
export function CardSort({ sort, onSort }: { sort: DeskSort; onSort: (sort: DeskSort) => void }) {
  return (
    <Field label={M.sortBy}>
      <Select
        value={`${sort.column}:${sort.direction}`}
        onChange={(_, data) => {
          const [column, direction] = data.value.split(':') as [DeskColumnId, SortDirection];
          onSort({ column, direction });
        }}
      >
        {DESK_COLUMNS.flatMap((column) =>
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
