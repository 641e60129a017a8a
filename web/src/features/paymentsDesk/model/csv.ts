// Export CSV: the rows the desk's filters show, every column, for the treasurer's
// spreadsheet. RFC 4180 (CRLF, quotes doubled), money as plain decimals and dates as ISO 8601 so
// a spreadsheet reads them as numbers and times, not as text in one locale's format.
// relative, not '@/': the unit tests import the model without the app's aliases
import { centsToDollarsText, paymentMethodLabel } from '@lakeside/domain';
import { csvText } from '../../../lib/csv';
import { DESK_COLUMNS } from './columns';
import type { DeskRow } from './rows';

const money = (cents: number) => centsToDollarsText(cents);

/**
 * Beyond the grid's columns, what the accountant reconciles with: the day a check was received,
 * who paid, the reference, the fee, what refunds gave back, what the association keeps, and the
 * line under the chip (why it failed, a refund, a dispute).
 */
const EXTRA_COLUMNS = [
  { label: 'Received', csv: (row: DeskRow) => row.receivedOn ?? '' },
  { label: 'Payer', csv: (row: DeskRow) => row.payer },
  {
    label: 'Method',
    csv: (row: DeskRow) =>
      row.recorded
        ? (row.paymentMethod ?? '')
        : row.paymentMethod
          ? paymentMethodLabel(row.paymentMethod)
          : '',
  },
  { label: 'Reference', csv: (row: DeskRow) => row.reference },
  { label: 'Fee', csv: (row: DeskRow) => money(row.feeCents) },
  { label: 'Refunded', csv: (row: DeskRow) => money(row.refundedCents) },
  { label: 'Net', csv: (row: DeskRow) => money(row.netCents) },
  { label: 'Status Reason', csv: (row: DeskRow) => row.statusReason },
];

export function paymentsCsv(rows: readonly DeskRow[]): string {
  const columns = [...DESK_COLUMNS, ...EXTRA_COLUMNS];
  return csvText(
    columns.map((column) => column.label),
    rows.map((row) => columns.map((column) => column.csv(row))),
  );
}

/** payments-YYYY-MM-DD.csv, on the board member's own calendar day. */
export function csvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `payments-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
