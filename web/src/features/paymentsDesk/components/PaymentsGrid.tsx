import {
  createTableColumn,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  makeStyles,
  tokens,
  type TableColumnDefinition,
} from '@fluentui/react-components';
import { formatCents } from '@lakeside/domain';
import { memo, type ReactNode } from 'react';
import { DESK_COLUMNS, type DeskColumnId, type DeskSort } from '../model/columns';
import type { DeskRow } from '../model/rows';
import { formatDate, formatTime } from '@/lib/format';
import { paymentMethodLabel, yearsLabel } from '@lakeside/domain';
import { PAYMENTS_DESK_TEXTS as M } from '../texts';
import { useFirstScreenRows } from '../hooks/useFirstScreenRows';
import type { RowActions } from '../model/rowActions';
import { ChargeActions } from './ChargeActions';
import { StatusCell } from './StatusCell';
import { TypeBadge } from './TypeBadge';

const useStyles = makeStyles({
  // Below the columns' least width the grid scrolls sideways inside its box, never the page.
  scroll: { overflowX: 'auto' },
  grid: { minWidth: '60rem' },
  money: { fontVariantNumeric: 'tabular-nums' },
  wrap: { overflowWrap: 'anywhere' },
  // an invoice breaks only at its hyphens
  invoice: { overflowWrap: 'normal' },
  // Two lines at most (ten rows to a 1280 × 800 screen): the whole text stays in the
  // page for search, screen readers and the hover title, and in the CSV.
  twoLines: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: '2',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  },
  // one line, cut with an ellipsis (the property's street, then its town)
  oneLine: { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  stack: { display: 'flex', flexDirection: 'column', minWidth: 0 },
});

// Eleven columns share a desktop's ~61rem beside the sidebar: fixed widths for short values, the
// rest to the property and the description (Fluent's cells would otherwise share equally).
// Longhands, not the `flex` shorthand, so each part is sure to override Fluent's own.
const column = (grow: number, basis: string) => ({
  flexGrow: grow,
  flexShrink: grow === 0 ? 0 : 1,
  flexBasis: basis,
  minWidth: grow === 0 ? basis : '6rem',
  // widths include the padding, so the columns add up to what the row has
  boxSizing: 'border-box' as const,
  paddingInline: tokens.spacingHorizontalXS,
});
const fixed = (width: string) => column(0, width);
const useColumnStyles = makeStyles({
  invoice: fixed('7.25rem'),
  type: fixed('3.75rem'),
  property: column(1.2, '6rem'),
  description: column(1.5, '6rem'),
  years: fixed('4.25rem'),
  amount: fixed('5.25rem'),
  totalCharged: fixed('5.25rem'),
  status: fixed('6.25rem'),
  date: { ...fixed('6.25rem'), whiteSpace: 'nowrap' },
  paymentMethod: fixed('4.5rem'),
  // an unpaid charge's three icons (Copy link, Email link, Void) on one line
  actions: fixed('5.75rem'),
});

// the date on one line, the time on the next (one line of "Nov 26, 2026, 4:50 PM" took three)
const dayOf = (ms: number | null) => (ms === null ? '-' : formatDate(new Date(ms)));
const timeOf = (ms: number | null) => (ms === null ? '' : formatTime(new Date(ms)));

function useCellRenderers(): Record<DeskColumnId, (row: DeskRow) => ReactNode> {
  const styles = useStyles();
  return {
    invoice: (row) => <span className={styles.invoice}>{row.invoiceNumber}</span>,
    type: (row) => <TypeBadge kind={row.kind} />,
    property: (row) => <PropertyLines row={row} />,
    description: (row) => (
      <span className={styles.twoLines} title={row.description}>
        {row.description}
      </span>
    ),
    years: (row) => yearsLabel(row.years),
    amount: (row) => <span className={styles.money}>{formatCents(row.amountCents)}</span>,
    totalCharged: (row) => <span className={styles.money}>{formatCents(row.totalChargedCents)}</span>,
    status: (row) => <StatusCell row={row} />,
    date: (row) => (
      <span className={styles.stack}>
        <span>{dayOf(row.dateMs)}</span>
        {/* a day received has no time of day */}
        {row.receivedOn ? null : <span>{timeOf(row.dateMs)}</span>}
      </span>
    ),
    paymentMethod: (row) => paymentMethodLabel(row.paymentMethod),
  };
}

/** The property as street, then town and state, a line each (spec §2's "street plus city, state"). */
function PropertyLines({ row }: { row: DeskRow }) {
  const styles = useStyles();
  const [street, town] = row.propertyLines;
  return (
    <span className={styles.stack} title={row.propertyLabel}>
      <span className={styles.oneLine}>{street}</span>
      {town ? <span className={styles.oneLine}>{town}</span> : null}
    </span>
  );
}

interface PaymentsGridProps {
  rows: readonly DeskRow[];
  actions: RowActions;
  sort: DeskSort;
  onSort: (sort: DeskSort) => void;
}

/**
 * Spec §2's table as a Fluent DataGrid: every column sorts by clicking its header. The desk sorts
 * all filtered rows itself and hands the grid one page, so the grid's sort state is controlled.
 * Memoised: a keystroke in the search box first re-renders the desk with the old rows (the
 * search is deferred), and the same page of rows need not render again for it.
 */
export const PaymentsGrid = memo(function PaymentsGrid({ rows, sort, onSort, actions }: PaymentsGridProps) {
  const styles = useStyles();
  const render = useCellRenderers();
  const widths = useColumnStyles();
  const shown = useFirstScreenRows(rows);
  const columns: TableColumnDefinition<DeskRow>[] = [
    ...DESK_COLUMNS.map((column) =>
      createTableColumn<DeskRow>({
        columnId: column.id,
        compare: column.compare,
        renderHeaderCell: () => column.label,
        renderCell: render[column.id],
      }),
    ),
    createTableColumn<DeskRow>({
      columnId: 'actions',
      renderHeaderCell: () => M.actions,
      renderCell: (row) => <ChargeActions row={row} actions={actions} compact />,
    }),
  ];

  return (
    <div className={styles.scroll}>
      <DataGrid
        className={styles.grid}
        aria-label={M.transactions}
        items={shown as DeskRow[]}
        columns={columns}
        getRowId={(row: DeskRow) => row.id}
        sortable
        sortState={{ sortColumn: sort.column, sortDirection: sort.direction }}
        onSortChange={(_, next) => {
          if (next.sortColumn && next.sortColumn !== 'actions') {
            onSort({ column: next.sortColumn as DeskColumnId, direction: next.sortDirection });
          }
        }}
        focusMode="composite"
        // Fluent's small rows: with two lines at most a cell, ten rows fit a 1280 × 800 screen
        size="small"
      >
        <DataGridHeader>
          <DataGridRow>
            {({ renderHeaderCell, columnId }) => (
              <DataGridHeaderCell
                className={widths[columnId as keyof typeof widths]}
                // the actions column has nothing to sort by
                {...(columnId === 'actions' ? { sortable: false } : {})}
              >
                {renderHeaderCell()}
              </DataGridHeaderCell>
            )}
          </DataGridRow>
        </DataGridHeader>
        <DataGridBody<DeskRow>>
          {({ item, rowId }) => (
            <DataGridRow<DeskRow> key={rowId}>
              {({ renderCell, columnId }) => (
                <DataGridCell
                  className={widths[columnId as keyof typeof widths]}
                  // The actions cell is not a stop of its own: the arrow keys land on its buttons.
                  // Focusable, it would be a target that its two buttons (Copy link and Refund)
                  // all but cover, which axe's target-size rule rightly calls too small.
                  {...(columnId === 'actions' ? { focusMode: 'none' as const } : {})}
                >
                  {renderCell(item)}
                </DataGridCell>
              )}
            </DataGridRow>
          )}
        </DataGridBody>
      </DataGrid>
    </div>
  );
});
