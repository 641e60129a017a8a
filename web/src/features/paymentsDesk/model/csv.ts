// Export CSV (issue 10): the rows the desk's filters show, every column, for the treasurer's
// spreadsheet. RFC 4180 (CRLF, quotes doubled), money as plain decimals and dates as ISO 8601 so
// a spreadsheet reads them as numbers and times, not as text in one locale's format.
import { DESK_COLUMNS } from './columns';
import type { DeskRow } from './rows';

/** Beyond the grid's columns: why a payment failed, e.g. 'Voided by the board'. */
const EXTRA_COLUMNS = [{ label: 'Failure Reason', csv: (row: DeskRow) => row.failureReason ?? '' }];

/** A cell that would start a formula in a spreadsheet (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell. Text that a spreadsheet would run as a formula gets a leading apostrophe, so a
 * description typed as "=HYPERLINK(…)" stays text; money never needs it (never negative).
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function paymentsCsv(rows: readonly DeskRow[]): string {
  const columns = [...DESK_COLUMNS, ...EXTRA_COLUMNS];
  const lines = [
    columns.map((column) => csvCell(column.label)).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(column.csv(row))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** payments-YYYY-MM-DD.csv, on the board member's own calendar day. */
export function csvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `payments-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
