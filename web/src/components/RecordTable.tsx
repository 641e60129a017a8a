import {
  makeStyles,
  mergeClasses,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import type { ListSort } from '@lakeside/domain';
import { CardSort } from './CardSort';
import { CARDS_QUERY } from './cardsQuery';
import { useDefinitionListStyles } from './definitionList';
import { StackedList, StackedListItem } from './StackedList';

export interface RecordColumn<T, ColumnId extends string = string> {
  header: string;
  /** the list sorts by this column when its header is clicked (with `sorting`) */
  sortId?: ColumnId;
  cell: (record: T) => ReactNode;
  /** amounts: right-aligned in the table, so their digits line up */
  numeric?: boolean;
  /** a column narrower than its share (the table's columns are otherwise equal), e.g. '8rem' */
  width?: string;
}

/** A list whose headers sort it: the order shown, and what a header's click asks for. */
export interface RecordSorting<ColumnId extends string> {
  sort: ListSort<ColumnId>;
  onSort: (sort: ListSort<ColumnId>) => void;
}

interface RecordTableProps<T, ColumnId extends string> {
  /** The table's (and the list's) accessible name. */
  label: string;
  records: readonly T[];
  recordKey: (record: T) => string;
  /** The first one names the record: on a phone it is the card's heading. */
  columns: readonly [RecordColumn<T, ColumnId>, ...RecordColumn<T, ColumnId>[]];
  /** The Actions column on a desktop, the foot of each card on a phone; none when absent. */
  actions?: (record: T) => ReactNode;
  /** The Actions column's width, when its buttons need more than an equal share (e.g. '10rem'). */
  actionsWidth?: string;
  /** The cards' heading level, one below the heading the list sits under. */
  cardHeading: 'h2' | 'h3';
  /** Names each row (and card) for assistive technology, when the first column alone would not. */
  recordLabel?: (record: T) => string;
  /** Sortable headers, and a 'Sort by' select above the cards (a phone has no headers). */
  sorting?: RecordSorting<ColumnId>;
}

const useStyles = makeStyles({
  // the Sort by select, then the cards
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { margin: 0, overflowWrap: 'anywhere' },
  // labels as wide as the longest, values wrapping anywhere (a long address or e-mail)
  details: { gridTemplateColumns: 'max-content minmax(0, 1fr)', '& dd': { overflowWrap: 'anywhere' } },
  // a dt/dd pair's wrapper lays out in the list's grid
  pair: { display: 'contents' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  // Fluent's cells have no padding above and below: a cell of two lines (buttons that wrap, a
  // list of owners) would touch the row's border
  cell: { paddingBlock: tokens.spacingVerticalS },
  numeric: {
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
    // a header cell's text sits in Fluent's inner flex box
    '& > div': { justifyContent: 'flex-end' },
  },
});

/** An admin screen's records: a table on a desktop, a card per record on a phone. */
export function RecordTable<T, ColumnId extends string = string>({
  label,
  records,
  recordKey,
  columns,
  actions,
  actionsWidth,
  cardHeading,
  recordLabel,
  sorting,
}: RecordTableProps<T, ColumnId>) {
  const styles = useStyles();
  const list = useDefinitionListStyles();
  const cards = useMediaQuery(CARDS_QUERY);

  if (cards) {
    const [title, ...details] = columns;
    const sortable = columns.flatMap((column) =>
      column.sortId ? [{ id: column.sortId, label: column.header }] : [],
    );
    return (
      <div className={styles.cards}>
        {sorting ? <CardSort columns={sortable} sort={sorting.sort} onSort={sorting.onSort} /> : null}
        <StackedList label={label}>
          {records.map((record) => (
            <StackedListItem key={recordKey(record)} label={recordLabel?.(record)}>
              <Subtitle2 as={cardHeading} className={styles.title}>
                {title.cell(record)}
              </Subtitle2>
              <dl className={mergeClasses(list.list, styles.details)}>
                {details.map((column) => {
                  // a card leaves out what a table cell leaves empty (a statement line's other column)
                  const value = column.cell(record);
                  return value === '' || value === null ? null : (
                    <div key={column.header} className={styles.pair}>
                      <dt>{column.header}</dt>
                      <dd>{value}</dd>
                    </div>
                  );
                })}
              </dl>
              {actions ? <div className={styles.actions}>{actions(record)}</div> : null}
            </StackedListItem>
          ))}
        </StackedList>
      </div>
    );
  }

  // A header's click sorts by its column, ascending first; a second click turns it around.
  const headerSort = (sortId: ColumnId | undefined) => {
    if (!sorting || !sortId) return {};
    const { sort, onSort } = sorting;
    const current = sort.column === sortId;
    return {
      sortable: true,
      sortDirection: current ? sort.direction : undefined,
      onClick: () =>
        onSort({
          column: sortId,
          direction: current && sort.direction === 'ascending' ? 'descending' : 'ascending',
        }),
    } as const;
  };

  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell
              key={column.header}
              className={column.numeric ? styles.numeric : undefined}
              style={column.width ? { width: column.width } : undefined}
              {...headerSort(column.sortId)}
            >
              {column.header}
            </TableHeaderCell>
          ))}
          {actions ? (
            <TableHeaderCell style={actionsWidth ? { width: actionsWidth } : undefined}>
              Actions
            </TableHeaderCell>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((record) => (
          <TableRow key={recordKey(record)} aria-label={recordLabel?.(record)}>
            {columns.map((column) => (
              <TableCell
                key={column.header}
                className={mergeClasses(styles.cell, column.numeric && styles.numeric)}
              >
                {column.cell(record)}
              </TableCell>
            ))}
            {actions ? <TableCell className={styles.cell}>{actions(record)}</TableCell> : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
