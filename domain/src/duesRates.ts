// Dues rates per year (DESIGN.md §9): what the board charges for each year. A year
// without a rate document costs the spec's $160.00 (ANNUAL_DUES_CENTS), so accounts, screens and
// payments from before rates existed read the same. Everything that prices a year asks
// duesForYear; the schemas are duesRateSchemas.ts (so a page that only prices loads no zod).
import type { AuditActor } from './audit.js';
import { ANNUAL_DUES_CENTS } from './dues.js';
import { formatIsoDay } from './dates.js';
import { formatCents } from './money.js';
import { FIRST_BILLABLE_YEAR } from './years.js';

/** duesRates/{year}: written only by the setDuesRate callable; `Time` is the SDK's timestamp. */
export interface DuesRate<Time = unknown> {
  amountCents: number;
  /** the day the year's dues are due, 'YYYY-MM-DD' (a calendar day, no time zone) */
  dueDate: string;
  setBy: AuditActor;
  setAt: Time;
  /** set by the year's billing run: from then on the rate is locked */
  billedAt?: Time | null;
  billedBy?: AuditActor | null;
}

/** The rates the board set, by year, as pricing needs them: year → cents. */
export type DuesRateTable = Readonly<Record<string, number>>;

/** What `year` costs: the board's rate where it set one, else the spec's $160.00. */
export function duesForYear(year: string, rates: DuesRateTable): number {
  return rates[year] ?? ANNUAL_DUES_CENTS;
}

/** Each year's dues, in the years' order: what a payment for them charges per year. */
export function duesByYear(years: readonly string[], rates: DuesRateTable): Record<string, number> {
  return Object.fromEntries(years.map((year) => [year, duesForYear(year, rates)]));
}

/** The dues of several years together. */
export function duesTotalCents(years: readonly string[], rates: DuesRateTable): number {
  return years.reduce((sum, year) => sum + duesForYear(year, rates), 0);
}

export const DUES_RATE_LIMITS = {
  minCents: 1,
  maxCents: 100_000_00,
  firstYear: FIRST_BILLABLE_YEAR,
} as const;

/** The last year a rate may be set for: next year, as the board sets it ahead. */
export function lastRateYear(now: Date): number {
  return now.getFullYear() + 1;
}

/**
 * The year Set Rate offers first: the next year without a rate (next year, then this year), so
 * the board is not led to replace a rate it set; next year when both have one.
 */
export function yearToRateFirst(ratedYears: Iterable<string>, now: Date): string {
  const rated = new Set(ratedYears);
  const next = lastRateYear(now);
  const free = [next, next - 1].map(String).find((year) => !rated.has(year));
  return free ?? String(next);
}

/** '2027-03-31' → 'March 31, 2027' (the calendar day as written, whatever the time zone). */
export function formatDueDate(dueDate: string): string {
  return formatIsoDay(dueDate);
}

/** Whether `text` is a real calendar day written 'YYYY-MM-DD'. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
}

export const DUES_RATE_TEXTS = {
  yearRange: (last: number) => `Year must be between ${DUES_RATE_LIMITS.firstYear} and ${last}`,
  amountMin: `Amount must be at least ${formatCents(DUES_RATE_LIMITS.minCents)}`,
  amountMax: `Amount must be at most ${formatCents(DUES_RATE_LIMITS.maxCents)}`,
  dueDateInvalid: 'Enter the due date as a day, like 2027-03-31',
  dueDateYear: (year: string) => `The due date must be in ${Number(year) - 1} or ${year}`,
  locked: (year: string) => `${year} dues have been billed, so the ${year} rate can no longer change`,
  lockedOwed: (year: string) =>
    `Accounts owe ${year} dues at the current rate, so the ${year} rate can no longer change`,
  notAdmin: 'Admin access required',
  signInRequired: 'You must be logged in to manage dues rates',
  saved: (year: string) => `${year} rate saved`,
  saveFailed: 'Failed to save the rate',
  loadFailed: 'Failed to load the dues rates',
} as const;

/** What setDuesRate answers: whether anything changed (the same rate again changes nothing). */
export interface SetDuesRateAnswer {
  changed: boolean;
}
