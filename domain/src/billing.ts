// Billing a year (DESIGN.md §9): one run that puts a year's dues on every HOA account,
// exactly once however often it is started, and the words it says. Pure data and functions.
import type { AuditActor, HoaAccountFigures } from './audit.js';
import { formatDueDate } from './duesRates.js';
import { formatCents } from './money.js';

/**
 * A year's due date when the board set no rate for it: the end of the first quarter, as the
 * demo's 2027 rate has it and as HOAs commonly bill (docs/decisions/payments.md, "Billing a year").
 */
export function defaultDueDate(year: string): string {
  return `${year}-03-31`;
}

/** billingRuns/{year}: the run's progress, which the Dues & Billing page follows live. */
export interface BillingRun<Time = unknown> {
  year: string;
  state: 'running' | 'done';
  /** accounts the run looked at: billed + skipped + still to go */
  total: number;
  /** accounts looked at so far (billed or skipped) */
  done: number;
  billed: number;
  /** accounts that already owed the year or had paid it */
  skipped: number;
  /** what billed accounts were charged (the year's rate when the run started) */
  amountCents: number;
  dueDate: string;
  billedCents: number;
  /** accounts billed whose owners have no e-mail address: no notice went (absent: none) */
  unmailed?: number;
  startedBy: AuditActor;
  startedAt: Time;
  /** renewed as the run goes: a run whose heartbeat stopped died, and may be started again */
  heartbeatAt: Time;
  finishedAt: Time | null;
}

/** How long a run may go without a heartbeat before another start takes it over. */
export const BILLING_RUN_STALE_MS = 2 * 60 * 1000;

/** The marker of a year billed on one account: its activity entry's id, so it is written once. */
export function duesBilledActivityId(year: string): string {
  return `dues-${year}`;
}

/** The dues notice of one account and year: one mail document, so it is queued once. */
export function duesNoticeMailId(year: string, propertyId: string): string {
  return `dues-${year}-${propertyId}`;
}

/** Why an account is not billed for a year, or null when it is to be billed. */
export function billingSkipReason(
  account: HoaAccountFigures,
  year: string,
  paidForYear: boolean,
): 'owes' | 'paid' | null {
  if (account.yearsOwed.includes(year)) return 'owes';
  if (paidForYear) return 'paid';
  return null;
}

/**
 * The years a run may bill: last year (a late start), this year and next (billed ahead). An
 * older year would put years long past on every account at once; a later one, dues nobody can
 * know yet.
 */
export function billableYears(now: Date): [string, string, string] {
  const year = now.getFullYear();
  return [String(year - 1), String(year), String(year + 1)];
}

export const BILLING_RUN_TEXTS = {
  yearNotBillable: (years: readonly string[]) =>
    `Only ${years.slice(0, -1).join(', ')} or ${years.at(-1)} dues can be billed`,
  previewTitle: (year: string) => `Bill ${year} dues to every property?`,
  progress: (done: number, total: number) => `Billing ${done} of ${total}`,
  finished: (billed: number, year: string, unmailed = 0) =>
    `${billed} ${billed === 1 ? 'account' : 'accounts'} billed for ${year}` +
    (unmailed > 0
      ? `; ${unmailed} with no owner e-mail address ${unmailed === 1 ? 'was' : 'were'} not sent a notice`
      : ''),
  alreadyBilled: (year: string) => `${year} dues have already been billed`,
  alreadyRunning: (year: string) => `${year} dues are being billed right now`,
  runFailed: 'Billing stopped before every account was billed: start it again to finish',
  previewFailed: 'Failed to prepare the billing run',
  notAdmin: 'Admin access required',
  signInRequired: 'You must be logged in to bill dues',
  /** the owner-visible activity entry */
  duesBilled: (year: string, amountCents: number, dueDate: string) =>
    `${year} dues billed: ${formatCents(amountCents)}, due ${formatDueDate(dueDate)}`,
} as const;

/** What previewBilling answers: the dialog's figures. */
export interface BillingPreview {
  year: string;
  amountCents: number;
  dueDate: string;
  toBill: number;
  totalCents: number;
  /** accounts that already owe the year or have paid it */
  skipped: number;
  /** properties with no HOA account ("run Sync All Properties first") */
  withoutAccount: string[];
  /** the street addresses of accounts to bill no owner of which has an e-mail address */
  withoutEmail: string[];
  /** the year's run so far, if one was started */
  run: { state: BillingRun['state']; done: number; total: number } | null;
}

/** What billYear answers once its run has finished. */
export interface BillYearAnswer {
  billed: number;
  skipped: number;
  /** of the billed, those sent no notice: no owner has an e-mail address */
  unmailed: number;
}
