// Past due and not yet due: what of an account's balance is late today, and by how long.
// One home for the split, read by Delinquent Accounts (rows, totals, filters, CSV), the
// reminders, the dues notices and My HOA Account, so every figure says the same thing.
//
// An account keeps its balance and the years it owes, not an amount per year. Each year owed is
// worth its dues (the board's rate, else $160.00); the balance is spread over the years from
// the newest back, so a shortfall (a partial payment goes to the oldest year; a balance the
// board set lower) lands on the oldest year, and what is over every year's dues (a balance the
// board set higher) belongs to the oldest year too. The years' amounts always add up to the
// balance.
import { daysLate, dueDateOf, type DueDates } from './delinquency.js';
import { formatDueDate, duesForYear, type DuesRateTable } from './duesRates.js';
import { formatCents } from './money.js';
import { selectedYearsLabel } from './hoaAccounts.js';
import { sortYears } from './years.js';

/** Aging buckets, by days past the due date: not yet due, then 1–30, 31–60, 61–90, over 90. */
export const AGING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export type PastDueBucket = Exclude<AgingBucket, 'current'>;
export const PAST_DUE_BUCKETS = AGING_BUCKETS.filter(
  (bucket): bucket is PastDueBucket => bucket !== 'current',
);

/** The two words every screen, e-mail, notice and CSV says the split with. */
const PAST_DUE = 'Past due';
const NOT_YET_DUE = 'Not yet due';

export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  current: NOT_YET_DUE,
  days1to30: '1–30 days',
  days31to60: '31–60 days',
  days61to90: '61–90 days',
  over90: 'Over 90 days',
};

/** The bucket of an amount `days` past its due date (0 or less: not yet due). */
export function agingBucketOf(days: number): AgingBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return 'days1to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

/** One year owed: what of the balance is for it, when it is due and how late it is. */
export interface YearOwedAmount {
  year: string;
  cents: number;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  /** days past the due date (0 or less: not yet due) */
  daysLate: number;
  bucket: AgingBucket;
}

/** An account's balance split by due date, as every screen, e-mail and CSV says it. */
export interface AgedBalance {
  /** every year owed, oldest first; their cents add up to the balance */
  years: YearOwedAmount[];
  pastDueCents: number;
  pastDueYears: string[];
  notYetDueCents: number;
  notYetDueYears: string[];
  /** the cents in each bucket */
  buckets: Record<AgingBucket, number>;
}

export const emptyBuckets = (): Record<AgingBucket, number> => ({
  current: 0,
  days1to30: 0,
  days31to60: 0,
  days61to90: 0,
  over90: 0,
});

/**
 * The years' shares of the balance (see the top of this file), oldest first. A balance with no
 * year owed belongs to no year and is not here (`agedBalance` counts it as not yet due).
 */
export function yearsOwedAmounts(
  account: { yearsOwed: readonly string[]; balanceCents: number },
  rates: DuesRateTable,
): { year: string; cents: number }[] {
  const newestFirst = sortYears(account.yearsOwed).reverse();
  let left = Math.max(0, account.balanceCents);
  const shares = newestFirst.map((year, index) => {
    const oldest = index === newestFirst.length - 1;
    const cents = oldest ? left : Math.min(left, duesForYear(year, rates));
    left -= cents;
    return { year, cents };
  });
  return shares.reverse();
}

/**
 * What each of `years` (years the account owes) costs to pay now, oldest first: its dues, or what
 * is left of them after a partial payment (its share of the balance, when that is less). Every
 * payment of years, online or at the desk, and every screen that prices one, asks this.
 */
export function yearsDueCents(
  account: { yearsOwed: readonly string[]; balanceCents: number },
  years: readonly string[],
  rates: DuesRateTable,
): { year: string; cents: number }[] {
  const shares = new Map(yearsOwedAmounts(account, rates).map(({ year, cents }) => [year, cents]));
  return sortYears([...new Set(years)]).map((year) => ({
    year,
    cents: Math.min(duesForYear(year, rates), shares.get(year) ?? duesForYear(year, rates)),
  }));
}

/** The total of `yearsDueCents`. */
export function yearsDueTotalCents(
  account: { yearsOwed: readonly string[]; balanceCents: number },
  years: readonly string[],
  rates: DuesRateTable,
): number {
  return yearsDueCents(account, years, rates).reduce((sum, year) => sum + year.cents, 0);
}

/** The account's balance as past due (by bucket) and not yet due, on `today` ('YYYY-MM-DD'). */
export function agedBalance(
  account: { yearsOwed: readonly string[]; balanceCents: number },
  rates: DuesRateTable,
  dueDates: DueDates,
  today: string,
): AgedBalance {
  const buckets = emptyBuckets();
  const years = yearsOwedAmounts(account, rates).map(({ year, cents }): YearOwedAmount => {
    const dueDate = dueDateOf(year, dueDates);
    const days = daysLate(dueDate, today);
    return { year, cents, dueDate, daysLate: days, bucket: agingBucketOf(days) };
  });
  for (const year of years) buckets[year.bucket] += year.cents;
  // a balance with no year owed is due on no date: not past due
  if (years.length === 0) buckets.current += Math.max(0, account.balanceCents);
  const past = years.filter((year) => year.bucket !== 'current');
  const notYet = years.filter((year) => year.bucket === 'current');
  return {
    years,
    pastDueCents: past.reduce((sum, year) => sum + year.cents, 0),
    pastDueYears: past.map((year) => year.year),
    notYetDueCents: buckets.current,
    notYetDueYears: notYet.map((year) => year.year),
    buckets,
  };
}

/** Several accounts' buckets added up (the page's totals, from the same rows it lists). */
export function addBuckets(balances: readonly Pick<AgedBalance, 'buckets'>[]): Record<AgingBucket, number> {
  const total = emptyBuckets();
  for (const { buckets } of balances) for (const bucket of AGING_BUCKETS) total[bucket] += buckets[bucket];
  return total;
}

/** What each year costs and when it is due, where the board set a rate (else $160.00, March 31). */
export interface DuesSchedule {
  rates: DuesRateTable;
  dueDates: DueDates;
}

/** The schedule of the rates the board set (duesRates/{year}). */
export function duesScheduleOf(
  rates: readonly { year: string; amountCents: number; dueDate: string }[],
): DuesSchedule {
  return {
    rates: Object.fromEntries(rates.map((rate) => [rate.year, rate.amountCents])),
    dueDates: Object.fromEntries(rates.map((rate) => [rate.year, rate.dueDate])),
  };
}

export const AGING_TEXTS = {
  /** My HOA Account's card of it */
  cardTitle: 'When It Is Due',
  pastDue: PAST_DUE,
  notYetDue: NOT_YET_DUE,
  /** 'Past due $160.00 (2026)' */
  pastDueLine: (balance: Pick<AgedBalance, 'pastDueCents' | 'pastDueYears'>) =>
    `${formatCents(balance.pastDueCents)} (${selectedYearsLabel(balance.pastDueYears)})`,
  /** one year's line: '$160.00, past due since March 31, 2026' or '$180.00, due March 31, 2027' */
  yearLine: (owed: YearOwedAmount) =>
    owed.bucket === 'current'
      ? `${formatCents(owed.cents)}, due ${formatDueDate(owed.dueDate)}`
      : `${formatCents(owed.cents)}, past due since ${formatDueDate(owed.dueDate)}`,
  /** '$180.00 (2027, due March 31, 2027)'; several years name the first due date */
  notYetDueLine: (balance: Pick<AgedBalance, 'notYetDueCents' | 'years'>) => {
    const notYet = balance.years.filter((year) => year.bucket === 'current');
    const first = notYet[0];
    return first
      ? `${formatCents(balance.notYetDueCents)} (${selectedYearsLabel(notYet.map((year) => year.year))}, due ${formatDueDate(first.dueDate)})`
      : formatCents(balance.notYetDueCents);
  },
} as const;
