// CSV for the treasurer's spreadsheet (the desk's Export CSV, Delinquent Accounts'): RFC 4180
// (CRLF, quotes doubled), safe from formulas, saved as UTF-8 that Excel reads.

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

/** A header line and one line per row, each cell through csvCell. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Saves `text` as a file named `fileName` (a link with `download`, clicked). The byte-order
 * mark tells Excel the file is UTF-8, so names with accents are not garbled.
 */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // after the click has handed the file to the browser's download
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
