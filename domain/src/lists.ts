// How the board's lists sort and search (the payments desk, Property Management, HOA Accounts,
// the desk's property picker): one comparison of text, so every list orders '9 Cove Ln' before
// '10 Cove Ln', one of direction, and one search by words.

export type SortDirection = 'ascending' | 'descending';

/** A list's order: which column, which way. */
export interface ListSort<ColumnId extends string> {
  column: ColumnId;
  direction: SortDirection;
}

/** Text as a person sorts it: case- and accent-blind, numbers by value ('9' before '10'). */
export const compareText = (a: string, b: string): number =>
  a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

/** A sorted copy; ties keep the order they came in (Array#sort is stable). */
export function sortedBy<T>(
  rows: readonly T[],
  compare: (a: T, b: T) => number,
  direction: SortDirection,
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b));
}

/**
 * Whether a search matches a record: every word typed appears in one of its texts, ignoring
 * case (so 'cove smith' finds Jane Smith's 6 Cove Ln). A number typed is a whole number: '6'
 * finds 6 Cove Ln, not 16 Cove Ln nor every home in ZIP 37016.
 */
export function matchesWords(search: string, texts: readonly string[]): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.join('\n').toLowerCase();
  const numbers = new Set(haystack.match(/\d+/g) ?? []);
  return words.every((word) => (/^\d+$/.test(word) ? numbers.has(word) : haystack.includes(word)));
}
