// Export CSV: the rows the desk's filters show, every column, for the treasurer's
// spreadsheet. RFC 4180 (CRLF, quotes doubled), money as plain decimals and dates as ISO 8601 so
// a spreadsheet reads them as numbers and times, not as text in one locale's format.
// relative, not '@/': the unit tests import the model without the app's aliases
import { csvText } from '../../../lib/csv';
import { DESK_COLUMNS } from './columns';
import type { DeskRow } from './rows';

/** Beyond the grid's columns: why a payment failed, e.g. 'Voided by the board'. */
const EXTRA_COLUMNS = [{ label: 'Failure Reason', csv: (row: DeskRow) => row.failureReason ?? '' }];

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
