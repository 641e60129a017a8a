// HOA accounts (spec §2 HOA accounts management, §5, §8, §9): the account's shape, the admin's
// edit, the sync report and the texts the admin screen and the functions say. What the
// resident's My HOA Account says is the web feature's (web/src/features/hoaAccounts).
import type { HoaAccountFigures } from './audit.js';
import type { DisputeState } from './disputes.js';
import { finerThanCents, parseDollarsToCents } from './money.js';
import type { PropertyAddress } from './properties.js';
import { sortYears } from './years.js';

/** hoaAccounts/{propertyId}: one per property (DESIGN.md §3); `Time` is the SDK's timestamp type. */
export interface HoaAccount<Time = unknown> extends HoaAccountFigures {
  propertyId: string;
  ownerUids: string[];
  property: PropertyAddress;
  createdAt: Time;
  updatedAt: Time;
  /**
   * The oldest year owed, null when none: derived from yearsOwed and written with it,
   * so Delinquent Accounts can ask Firestore for the late accounts by range. Absent on accounts
   * written before it existed, until Sync All Properties fills it in (ensureAccount).
   */
  oldestYearOwed?: string | null;
  /** the last reminder sent to the owners (absent: never) and how many in all */
  remindedAt?: Time | null;
  remindersSent?: number;
}

export const HOA_ACCOUNT_TEXTS = {
  invalidBalance: 'Please enter a valid balance',
  invalidYears: 'Years must be between 2000 and next year',
  loadFailed: 'Failed to load HOA accounts',
  updateFailed: 'Failed to update HOA account',
  createFailed: 'Failed to create HOA account',
  updated: 'HOA account updated',
  syncFailed: 'Failed to sync properties',
  notAdmin: 'Admin access required',
  signInRequired: 'You must be logged in to manage HOA accounts',
  accountNotFound: 'This property has no HOA account',
  empty: 'No HOA accounts found',
  // a typed balance that is not an amount says why, where the reason is not obvious
  balanceTooPrecise: 'A balance has at most two decimal places (cents), like 160.50',
  balanceNotPlainDigits: 'Write the balance in plain digits, like 1000.00 (not 1e3)',
  balanceTooLarge: 'A balance cannot be more than $10,000,000.00',
  // each year at its own rate: the dues, not "× $160.00"
  yearsBalanceMismatch: (balance: string, years: number, expected: string) =>
    `The balance (${balance}) is not the dues of the ${years} ${years === 1 ? 'year' : 'years'} owed (${expected}).`,
  setBalanceTo: (amount: string) => `Set balance to ${amount}`,
  /** an account's credit, where its balance is shown */
  creditHeld: (credit: string) => `Credit: ${credit}, used first by the next bill`,
} as const;

export function syncedMessage(count: number): string {
  return `Synced ${count} ${count === 1 ? 'property' : 'properties'}`;
}

/** Largest balance an admin may set: a guard against typos, far above any real balance. */
export const MAX_BALANCE_CENTS = 10_000_000_00;

/**
 * What is wrong with a balance as typed in the Edit dialog, or undefined when it is an amount.
 * Spec §5's 'Please enter a valid balance' unless a plainer reason can be given: too many
 * decimals ('160.005'), exponent notation ('1e3', which a number field accepts), or a typo far
 * above any real balance.
 */
export function balanceInputProblem(text: string): string | undefined {
  const cents = parseDollarsToCents(text);
  if (cents !== undefined) {
    return cents > MAX_BALANCE_CENTS ? HOA_ACCOUNT_TEXTS.balanceTooLarge : undefined;
  }
  const plain = text.trim().replace(/,/g, '');
  if (/^(\d+\.?\d*|\.\d+)e[+-]?\d+$/i.test(plain)) return HOA_ACCOUNT_TEXTS.balanceNotPlainDigits;
  if (finerThanCents(plain)) return HOA_ACCOUNT_TEXTS.balanceTooPrecise;
  return HOA_ACCOUNT_TEXTS.invalidBalance;
}

export interface UpdateHoaAccountAnswer {
  changed: boolean;
}

export interface SyncHoaAccountsAnswer {
  /** properties that have an account after the sync (created now or before) */
  synced: number;
  created: number;
  failed: number;
}

export interface EnsureHoaAccountAnswer {
  propertyId: string;
  created: boolean;
}

/** The admin's "Selected: …" line under the year grid. */
export function selectedYearsLabel(years: readonly string[]): string {
  return years.length === 0 ? 'None' : sortYears(years).join(', ');
}

/** The trail entry a payment writes: its id is the payment's, so it is written once. */
export function paymentActivityId(paymentId: string): string {
  return `payment-${paymentId}`;
}

/** The trail entry of a recorded payment's void: one per payment, as a payment is voided once. */
export function paymentVoidedActivityId(paymentId: string): string {
  return `void-${paymentId}`;
}

/**
 * hoaAccounts/{propertyId}/activity/{id}: the account trail the owners read on My HOA Account.
 * Written only by the functions, in the same transaction as the change it records.
 */
export type AccountActivity<Time = unknown> =
  | { kind: 'adminEdit'; at: Time; before: HoaAccountFigures; after: HoaAccountFigures }
  | {
      kind: 'payment';
      at: Time;
      before: HoaAccountFigures;
      after: HoaAccountFigures;
      paymentId: string;
      invoiceNumber: string;
      yearsPaid: string[];
      amountCents: number;
      /** a recorded payment's method ('Check #1042'); absent for an online payment */
      paymentMethod?: string;
      /** money received short of the years: the year paid in part (balance.ts settleReceived) */
      partPaid?: { year: string; paidCents: number; leftCents: number };
      /** money received beyond what was owed, kept as credit */
      creditAddedCents?: number;
    }
  | {
      /** a recorded payment voided by the board: what it had settled comes back */
      kind: 'paymentVoided';
      at: Time;
      before: HoaAccountFigures;
      after: HoaAccountFigures;
      paymentId: string;
      invoiceNumber: string;
      reason: string;
    }
  | {
      /**
       * money Stripe gave back for an online payment: the years put back as owed,
       * with their dues on the balance (none for a duplicate, or a charge that was not dues)
       */
      kind: 'refund';
      at: Time;
      before: HoaAccountFigures;
      after: HoaAccountFigures;
      paymentId: string;
      invoiceNumber: string;
      amountCents: number;
      yearsBack: string[];
      reason: string;
    }
  | {
      /**
       * a payer's dispute with their bank: opened (nothing changes yet), won (nothing
       * changes), or lost: the years it paid are owed again, with their dues on the balance
       */
      kind: 'dispute';
      at: Time;
      before: HoaAccountFigures;
      after: HoaAccountFigures;
      paymentId: string;
      invoiceNumber: string;
      amountCents: number;
      state: DisputeState;
      yearsBack: string[];
    }
  | {
      /** a year's dues put on the account by its billing run */
      kind: 'duesBilled';
      at: Time;
      before: HoaAccountFigures;
      after: HoaAccountFigures;
      year: string;
      amountCents: number;
      dueDate: string;
    };
