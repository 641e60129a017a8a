// The payments desk's columns (spec §2): one table of names, how each sorts, and how each is
// written as text. The grid, the phone's cards and the CSV export all read it, so they agree.
import {
  centsToDollarsText,
  compareText as text,
  PAYMENT_STANDING_LABELS,
  paymentMethodLabel,
  sortedBy,
  yearsLabel,
  type ListSort,
} from '@lakeside/domain';
import type { DeskRow } from './rows';

export type DeskColumnId =
  | 'invoice'
  | 'type'
  | 'property'
  | 'description'
  | 'years'
  | 'amount'
  | 'totalCharged'
  | 'status'
  | 'date'
  | 'paymentMethod';

export interface DeskColumn {
  id: DeskColumnId;
  label: string;
  compare: (a: DeskRow, b: DeskRow) => number;
  /** the cell as the CSV writes it: plain decimals for money, ISO 8601 for dates, '' for none */
  csv: (row: DeskRow) => string;
}

const number = (a: number, b: number) => a - b;
// a payment whose server time has not arrived yet is the newest
const time = (ms: number | null) => ms ?? Number.MAX_SAFE_INTEGER;

/** The chip's words: a dispute's, an abandoned checkout's, or the status's. */
const statusLabel = (row: DeskRow) => PAYMENT_STANDING_LABELS[row.standing];

export const TYPE_LABELS = { misc: 'Misc', annual: 'Annual' } as const;

export const DESK_COLUMNS: readonly DeskColumn[] = [
  {
    id: 'invoice',
    label: 'Invoice',
    compare: (a, b) => text(a.invoiceNumber, b.invoiceNumber),
    csv: (row) => row.invoiceNumber,
  },
  {
    id: 'type',
    label: 'Type',
    compare: (a, b) => text(TYPE_LABELS[a.kind], TYPE_LABELS[b.kind]),
    csv: (row) => TYPE_LABELS[row.kind],
  },
  {
    id: 'property',
    label: 'Property',
    compare: (a, b) => text(a.propertyLabel, b.propertyLabel),
    csv: (row) => row.propertyLabel,
  },
  {
    id: 'description',
    label: 'Description',
    compare: (a, b) => text(a.description, b.description),
    csv: (row) => row.description,
  },
  {
    id: 'years',
    label: 'Years',
    compare: (a, b) => text(yearsLabel(a.years), yearsLabel(b.years)),
    // empty, not the screen's '-', for a spreadsheet: nothing there is no value
    csv: (row) => row.years.join(', '),
  },
  {
    id: 'amount',
    label: 'Amount',
    compare: (a, b) => number(a.amountCents, b.amountCents),
    csv: (row) => centsToDollarsText(row.amountCents),
  },
  {
    id: 'totalCharged',
    label: 'Total Charged',
    compare: (a, b) => number(a.totalChargedCents, b.totalChargedCents),
    csv: (row) => centsToDollarsText(row.totalChargedCents),
  },
  {
    id: 'status',
    label: 'Status',
    compare: (a, b) => text(statusLabel(a), statusLabel(b)),
    csv: statusLabel,
  },
  {
    id: 'date',
    label: 'Date',
    // a check is dated by the day it was received, not the moment it was entered
    compare: (a, b) => number(time(a.dateMs), time(b.dateMs)),
    csv: (row) => row.receivedOn ?? (row.dateMs === null ? '' : new Date(row.dateMs).toISOString()),
  },
  {
    id: 'paymentMethod',
    label: 'Payment Method',
    compare: (a, b) => text(paymentMethodLabel(a.paymentMethod), paymentMethodLabel(b.paymentMethod)),
    csv: (row) => (row.paymentMethod ? paymentMethodLabel(row.paymentMethod) : ''),
  },
];

export const DESK_COLUMN = Object.fromEntries(DESK_COLUMNS.map((c) => [c.id, c])) as Record<
  DeskColumnId,
  DeskColumn
>;

export type DeskSort = ListSort<DeskColumnId>;

/** Newest first: the order the payments are loaded in (spec §7). */
export const DEFAULT_SORT: DeskSort = { column: 'date', direction: 'descending' };

/** Sorted copy; ties keep their loaded (newest-first) order, since Array#sort is stable. */
export function sortRows(rows: readonly DeskRow[], { column, direction }: DeskSort): DeskRow[] {
  return sortedBy(rows, DESK_COLUMN[column].compare, direction);
}
