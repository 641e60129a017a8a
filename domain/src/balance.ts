// The balance rule: every way an HOA account's figures (its balance and the years it owes)
// move, one pure function per movement. The functions write what these return, through one
// writer (functions/src/hoaAccounts/accountWriter.ts) that records each change on the owners'
// trail; nothing else does arithmetic on a balance.
//
// | movement                                  | function            | money               |
// |-------------------------------------------|---------------------|---------------------|
// | a year billed by its run                  | billYearOn          | + the year's rate   |
// | a dues payment settled (online, recorded) | settleDuesPayment   | − the years' dues   |
// | a recorded payment voided                 | undoPayment         | + what it took off  |
// | a refund's years, a lost dispute's years  | putYearsBack        | + their paid dues   |
// | the board's edit                          | editFigures         | set as typed        |
import type { HoaAccountFigures } from './audit.js';
import { PAYMENT_REVIEW_NOTES, paidYearCents, type Payment } from './payments.js';
import { sortYears } from './years.js';

/** Whether two sets of figures are the same (then nothing is written, nothing is recorded). */
export function sameFigures(a: HoaAccountFigures, b: HoaAccountFigures): boolean {
  return a.balanceCents === b.balanceCents && a.yearsOwed.join() === b.yearsOwed.join();
}

/** An account with `year` billed at `amountCents`: the year owed (sorted) and the balance up. */
export function billYearOn(account: HoaAccountFigures, year: string, amountCents: number): HoaAccountFigures {
  return {
    balanceCents: account.balanceCents + amountCents,
    yearsOwed: sortYears([...account.yearsOwed, year]),
  };
}

/**
 * What a settled payment does to an account (DESIGN.md §5): the paid years leave the years
 * owed, and the balance goes down by the amount paid (not the fee), never below zero (an admin
 * may have set a balance lower than the years it covers).
 */
export function applyPayment(
  account: HoaAccountFigures,
  payment: { yearsPaid: readonly string[]; amountCents: number },
): HoaAccountFigures {
  const paid = new Set(payment.yearsPaid);
  return {
    balanceCents: Math.max(0, account.balanceCents - payment.amountCents),
    yearsOwed: sortYears(account.yearsOwed.filter((year) => !paid.has(year))),
  };
}

/** The dues of `years` as this payment paid them (what a refund or a lost dispute puts back). */
export function yearsBackCents(payment: Pick<Payment, 'duesByYear'>, years: readonly string[]): number {
  return years.reduce((sum, year) => sum + paidYearCents(payment, year), 0);
}

/** What settling a dues payment does to its account, and what the board must look at. */
export interface DuesSettlement {
  /** the account after the payment: only the years it still owed are settled */
  after: HoaAccountFigures;
  /** the paid years the account no longer owed, in the payment's order (empty when none) */
  alreadySettled: string[];
  /** the review note asking the board to refund or credit those years, or null when none */
  reviewNote: string | null;
}

/**
 * A completed dues payment against the account as it is now (DESIGN.md §5). Years no longer
 * owed were settled some other way meanwhile (an admin edit, or a payment released as failed
 * that Stripe then charged after all): the money is in and the payment completes, but only the
 * years still owed reduce the balance, by at most their dues, and the board is told to refund or
 * credit the rest.
 */
export function settleDuesPayment(
  before: HoaAccountFigures,
  payment: Pick<Payment, 'yearsPaid' | 'amountCents' | 'duesByYear'>,
): DuesSettlement {
  const owed = new Set(before.yearsOwed);
  const stillOwed = payment.yearsPaid.filter((year) => owed.has(year));
  const alreadySettled = payment.yearsPaid.filter((year) => !owed.has(year));
  const after = applyPayment(before, {
    yearsPaid: stillOwed,
    amountCents: Math.min(payment.amountCents, yearsBackCents(payment, stillOwed)),
  });
  const reviewNote =
    alreadySettled.length > 0
      ? PAYMENT_REVIEW_NOTES.yearsNoLongerOwed(alreadySettled, yearsBackCents(payment, alreadySettled))
      : null;
  return { after, alreadySettled, reviewNote };
}

/**
 * A payment undone (a recorded payment voided): exactly what its trail entry says it did comes
 * back, the years it removed and the amount it took off, whatever happened to the account since.
 */
export function undoPayment(
  account: HoaAccountFigures,
  applied: { before: HoaAccountFigures; after: HoaAccountFigures },
): HoaAccountFigures {
  const removed = applied.before.yearsOwed.filter((year) => !applied.after.yearsOwed.includes(year));
  return {
    balanceCents: account.balanceCents + (applied.before.balanceCents - applied.after.balanceCents),
    yearsOwed: sortYears([...new Set([...account.yearsOwed, ...removed])]),
  };
}

/** Years a payment had paid, owed again: the account after, and the years that came back. */
export interface YearsPutBack {
  after: HoaAccountFigures;
  /** the years owed again now: those asked for that the account did not owe already */
  yearsBack: string[];
}

/**
 * Years a payment paid, owed again (a refund's years, a lost dispute's): each comes back with
 * the dues this payment paid for it, except a year the account owes already (put back before,
 * or owed again by the board's edit), which is not owed twice.
 */
export function putYearsBack(
  account: HoaAccountFigures,
  payment: Pick<Payment, 'duesByYear'>,
  years: readonly string[],
): YearsPutBack {
  const yearsBack = sortYears([...new Set(years)].filter((year) => !account.yearsOwed.includes(year)));
  return {
    after: {
      balanceCents: account.balanceCents + yearsBackCents(payment, yearsBack),
      yearsOwed: sortYears([...account.yearsOwed, ...yearsBack]),
    },
    yearsBack,
  };
}

/** The board's edit: the figures as typed, and whether they change anything. */
export function editFigures(
  account: HoaAccountFigures,
  typed: HoaAccountFigures,
): { after: HoaAccountFigures; changed: boolean } {
  const after = { balanceCents: typed.balanceCents, yearsOwed: [...typed.yearsOwed] };
  return { after, changed: !sameFigures(account, after) };
}
