// CSV for the treasurer's spreadsheet (the desk's Export CSV, Delinquent Accounts'): RFC 4180
// (CRLF, every cell quoted, quotes doubled), safe from formulas in any locale, saved as UTF-8
// that Excel reads.

/**
 * Where a spreadsheet would start a formula (CSV injection, OWASP): at a cell's start, or after
 * a character some locale's spreadsheet splits cells on (`;` where the decimal mark is a comma,
 * a tab, a line break), since a cell can be read there as two.
 */
const FORMULA_START = /(^|[,;\t\r\n])([=+\-@\t\r])/g;

/**
 * One cell, always quoted (quotes doubled), so no locale's separator splits it. Text that a
 * spreadsheet would run as a formula gets an apostrophe in front, so a description typed as
 * "=HYPERLINK(…)" or a name typed as "x;=cmd|…" stays text.
 */
export function csvCell(value: string): string {
  const safe = value.replace(FORMULA_START, "$1'$2");
  return `"${safe.replace(/"/g, '""')}"`;
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
