// Years are 4-digit strings, always kept sorted (DESIGN.md §3, spec §5).

/** The first year an admin can mark as owed (spec §9). */
export const FIRST_BILLABLE_YEAR = 2000;

const YEAR_PATTERN = /^\d{4}$/;

export function isYear(value: string): boolean {
  return YEAR_PATTERN.test(value);
}

/** Sorted ascending, without duplicates. */
export function sortYears(years: Iterable<string>): string[] {
  return [...new Set(years)].sort((a, b) => Number(a) - Number(b));
}

/** The admin's year checkboxes: 2000 through the current year + 1 (spec §2, §9). */
export function adminYearOptions(now: Date): string[] {
  const last = now.getFullYear() + 1;
  return Array.from({ length: last - FIRST_BILLABLE_YEAR + 1 }, (_, i) => String(FIRST_BILLABLE_YEAR + i));
}
