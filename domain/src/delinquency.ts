// Delinquent accounts: an HOA account is late when it owes a year whose due date has
// passed. A year's due date is its rate's (duesRates/{year}), else March 31 of the year
// (billing.ts defaultDueDate). One home for the rule: the Delinquent Accounts page, its CSV and
// the reminders (functions/src/reminders) read it from here.
import { defaultDueDate } from './billing.js';
import { formatDueDate } from './duesRates.js';
import { adminPageTitle, ROUTES } from './routes.js';
import { sortYears } from './years.js';

export const DELINQUENCY_TEXTS = {
  title: adminPageTitle(ROUTES.adminDelinquency),
  loading: 'Loading late accounts...',
  loadFailed: 'Failed to load late accounts',
  empty: 'No account is late.',
  noMatch: 'No late account matches the search.',
  search: 'Search by address',
  sortBy: 'Sort by',
  accountsLate: 'Accounts late',
  /** what the late accounts owe that is not due yet (next year's dues billed ahead) */
  notYetDueOfLate: 'Not yet due on these accounts',
  agingTitle: 'Past due by age',
  agingFilter: 'Past due',
  agingAll: 'Any age',
  agingOption: (bucket: string) => `${bucket} late`,
  exportCsv: 'Export CSV',
  exportFailed: 'Failed to export the late accounts',
  showMore: (count: number) => `Show ${count} more`,
  shown: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  /** while a search or another sort reads every late account (the default order reads 50) */
  loadedSoFar: (count: number) =>
    `Loaded ${count} late accounts so far; search and sort cover them all once every one is in.`,
  columns: {
    property: 'Property',
    owners: 'Owners',
    yearsOwed: 'Years Owed',
    pastDue: 'Past Due',
    notYetDue: 'Not Yet Due',
    aging: 'Aging',
    oldestDue: 'Oldest Due Date',
    daysLate: 'Days Late',
    reminders: 'Reminders',
  },
  noOwners: 'No owner',
  refresh: 'Refresh',
} as const;

export type DelinquencySort = 'daysLate' | 'amount' | 'property';
export const DELINQUENCY_SORT_LABELS: Record<DelinquencySort, string> = {
  daysLate: 'Most days late',
  amount: 'Largest amount owed',
  property: 'Property address',
};

/** Each year's due date where the board set one ('YYYY-MM-DD'); the others are March 31. */
export type DueDates = Readonly<Record<string, string>>;

export function dueDateOf(year: string, dueDates: DueDates): string {
  return dueDates[year] ?? defaultDueDate(year);
}

/** The years owed whose due date is before `today` ('YYYY-MM-DD', the association's day). */
export function lateYearsOf(yearsOwed: readonly string[], dueDates: DueDates, today: string): string[] {
  return sortYears(yearsOwed.filter((year) => dueDateOf(year, dueDates) < today));
}

/**
 * The oldest year an account owes, kept on the account as `oldestYearOwed` (null when it owes
 * nothing) by every write of its years (functions/src/hoaAccounts/accountFigures.ts). A year's
 * due date lies in that year (duesRateSchemas), so the oldest year owed has the oldest due date,
 * and "late" becomes one indexed range query instead of a scan of every account's years.
 */
export function oldestYearOwed(yearsOwed: readonly string[]): string | null {
  return sortYears(yearsOwed)[0] ?? null;
}

/**
 * The newest year whose due date is before `today`, or null when none is (from `firstYear`).
 * An account is late today exactly when its oldest year owed is this year or earlier: the
 * Delinquent Accounts page and the reminders ask for `oldestYearOwed <= lastLateYear(…)`.
 */
export function lastLateYear(dueDates: DueDates, today: string, firstYear = 2000): string | null {
  for (let year = Number(today.slice(0, 4)) + 1; year >= firstYear; year--) {
    if (dueDateOf(String(year), dueDates) < today) return String(year);
  }
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from a due date to today, both 'YYYY-MM-DD' (the day after the due date is 1). */
export function daysLate(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY_MS);
}

export interface LateAccountSource {
  propertyId: string;
  streetAddress: string;
  addressLine: string;
  yearsOwed: readonly string[];
  balanceCents: number;
  /** the last reminder (epoch ms; null: never) and how many were sent */
  remindedAtMs?: number | null;
  remindersSent?: number;
}

export interface LateAccount extends LateAccountSource {
  lateYears: string[];
  oldestDueDate: string;
  daysLate: number;
}

/** An account as the page lists it, or null when it is not late today. */
export function lateAccount(
  account: LateAccountSource,
  dueDates: DueDates,
  today: string,
): LateAccount | null {
  const lateYears = lateYearsOf(account.yearsOwed, dueDates, today);
  if (lateYears.length === 0) return null;
  const oldestDueDate = dueDateOf(lateYears[0]!, dueDates);
  return { ...account, lateYears, oldestDueDate, daysLate: daysLate(oldestDueDate, today) };
}

export function sortLateAccounts<Row extends LateAccount>(
  rows: readonly Row[],
  sort: DelinquencySort,
): Row[] {
  const byAddress = (a: LateAccount, b: LateAccount) => a.addressLine.localeCompare(b.addressLine);
  return [...rows].sort((a, b) => {
    if (sort === 'amount') return b.balanceCents - a.balanceCents || byAddress(a, b);
    if (sort === 'daysLate')
      return b.daysLate - a.daysLate || b.balanceCents - a.balanceCents || byAddress(a, b);
    return byAddress(a, b);
  });
}

/** 'March 31, 2025 (239 days)': the oldest due date and how late, as the list and CSV say it. */
export function lateSinceLabel(row: Pick<LateAccount, 'oldestDueDate' | 'daysLate'>): string {
  return `${formatDueDate(row.oldestDueDate)} (${row.daysLate} ${row.daysLate === 1 ? 'day' : 'days'})`;
}
