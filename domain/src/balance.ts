// The balance rule: every way an HOA account's figures (its balance and the years it owes)
// move, one pure function per movement. The functions write what these return, through one
// writer (functions/src/hoaAccounts/accountWriter.ts) that records each change on the owners'
// trail; nothing else does arithmetic on a balance.
//
// | movement                                  | function            | money               |
// |-------------------------------------------|---------------------|---------------------|
// | a year billed by its run                  | billYearOn          | + the year's rate,  |
// |                                           |                     |   less any credit   |
// | an online dues payment settled            | settleDuesPayment   | − the years' dues   |
// | money received at the desk for dues       | settleReceived      | − what came in; a   |
// |                                           |                     |   short amount part |
// |                                           |                     |   pays the oldest   |
// |                                           |                     |   year, more is     |
// |                                           |                     |   credit            |
// | a recorded payment voided                 | undoPayment         | + what it took off  |
// | a refund's years, a lost dispute's years  | putYearsBack        | + their paid dues   |
// | the board's edit                          | editFigures         | set as typed        |
import { yearsDueCents } from './aging.js';
import type { HoaAccountFigures } from './audit.js';
import type { DuesRateTable } from './duesRates.js';
import { PAYMENT_REVIEW_NOTES, paidYearCents, type Payment } from './payments.js';
import { sortYears } from './years.js';

/** The credit an account holds (0 when none). */
export function creditOf(figures: HoaAccountFigures): number {
  return figures.creditCents ?? 0;
}

/**
 * What the account owes net of its credit: the statement's running balance (negative while
 * the account holds more credit than it owes).
 */
export function netBalanceCents(figures: HoaAccountFigures): number {
  return figures.balanceCents - creditOf(figures);
}

/** Figures as stored and recorded: a credit only when there is one, so old readers see none. */
export function figuresWith(balanceCents: number, yearsOwed: readonly string[], creditCents: number) {
  const figures: HoaAccountFigures = { balanceCents, yearsOwed: sortYears(yearsOwed) };
  if (creditCents > 0) figures.creditCents = creditCents;
  return figures;
}

/** Whether two sets of figures are the same (then nothing is written, nothing is recorded). */
export function sameFigures(a: HoaAccountFigures, b: HoaAccountFigures): boolean {
  return (
    a.balanceCents === b.balanceCents &&
    a.yearsOwed.join() === b.yearsOwed.join() &&
    creditOf(a) === creditOf(b)
  );
}

/**
 * An account with `year` billed at `amountCents`. A credit pays it first: what the credit does
 * not cover goes on the balance and the year is owed; a year the credit covers whole is not.
 */
export function billYearOn(account: HoaAccountFigures, year: string, amountCents: number): HoaAccountFigures {
  const usedCents = Math.min(creditOf(account), amountCents);
  const owedCents = amountCents - usedCents;
  return figuresWith(
    account.balanceCents + owedCents,
    owedCents > 0 ? [...account.yearsOwed, year] : account.yearsOwed,
    creditOf(account) - usedCents,
  );
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
  return figuresWith(
    Math.max(0, account.balanceCents - payment.amountCents),
    account.yearsOwed.filter((year) => !paid.has(year)),
    creditOf(account),
  );
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
 * The credit it left is taken back; what of that credit a bill has used since is owed again.
 */
export function undoPayment(
  account: HoaAccountFigures,
  applied: { before: HoaAccountFigures; after: HoaAccountFigures },
): HoaAccountFigures {
  const removed = applied.before.yearsOwed.filter((year) => !applied.after.yearsOwed.includes(year));
  const creditLeft = Math.max(0, creditOf(applied.after) - creditOf(applied.before));
  const takenBack = Math.min(creditOf(account), creditLeft);
  return figuresWith(
    account.balanceCents +
      (applied.before.balanceCents - applied.after.balanceCents) +
      (creditLeft - takenBack),
    [...new Set([...account.yearsOwed, ...removed])],
    creditOf(account) - takenBack,
  );
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
    after: figuresWith(
      account.balanceCents + yearsBackCents(payment, yearsBack),
      [...account.yearsOwed, ...yearsBack],
      creditOf(account),
    ),
    yearsBack,
  };
}

/** The board's edit: the balance and years as typed (the credit stays), and whether they change anything. */
export function editFigures(
  account: HoaAccountFigures,
  typed: Pick<HoaAccountFigures, 'balanceCents' | 'yearsOwed'>,
): { after: HoaAccountFigures; changed: boolean } {
  const after = figuresWith(typed.balanceCents, typed.yearsOwed, creditOf(account));
  return { after, changed: !sameFigures(account, after) };
}

/** A year ticked at the desk that the money received paid only part of. */
export interface PartPaidYear {
  year: string;
  paidCents: number;
  /** what of the year is still owed */
  leftCents: number;
}

/** What money received at the desk for dues does to the account. */
export interface ReceivedSettlement {
  after: HoaAccountFigures;
  /** the money received: what the payment records */
  receivedCents: number;
  /** each year the money reached and what it paid of it, oldest first */
  paidByYear: Record<string, number>;
  /** the years paid in full (they leave the years owed) */
  yearsPaid: string[];
  /** the year paid in part, if the money fell short: it stays owed for the rest */
  partPaid: PartPaidYear | null;
  /** what the money left as credit (0 when none) */
  creditAddedCents: number;
}

/** Why money received for ticked years cannot be applied as asked. */
export type ReceivedRefusal =
  /** short, but an older year is owed: a partial payment pays the oldest year first */
  | { refusal: 'olderYearOwed'; year: string }
  /** more than the ticked years, while other years are still owed: credit waits for them */
  | { refusal: 'yearsStillOwed'; years: string[] };

/**
 * Money received at the desk for the years ticked (years the account owes), as the treasurer
 * means it: it pays the ticked years oldest first, each at what is left of it (`yearsDueCents`).
 * Short of them, the year it runs out on is paid in part and stays owed for the rest (which the
 * aging rule then finds on the oldest year, so that year must be the oldest the account owes).
 * Over them, the rest first pays any balance the board put on the account beyond its years,
 * then stays as credit that the next bill uses (only once no other year is owed).
 */
export function settleReceived(
  before: HoaAccountFigures,
  ticked: readonly string[],
  receivedCents: number,
  rates: DuesRateTable,
): ReceivedSettlement | ReceivedRefusal {
  let left = receivedCents;
  const paidByYear: Record<string, number> = {};
  const yearsPaid: string[] = [];
  let partPaid: PartPaidYear | null = null;
  for (const { year, cents } of yearsDueCents(before, ticked, rates)) {
    const paid = Math.min(left, cents);
    left -= paid;
    if (paid === cents) yearsPaid.push(year);
    else if (paid > 0) partPaid = { year, paidCents: paid, leftCents: cents - paid };
    if (paid > 0 || paid === cents) paidByYear[year] = paid;
  }
  const stillOwed = before.yearsOwed.filter((year) => !yearsPaid.includes(year));
  if (partPaid && stillOwed.some((year) => year < partPaid.year)) {
    return { refusal: 'olderYearOwed', year: sortYears(stillOwed)[0]! };
  }
  const yearsCents = Object.values(paidByYear).reduce((sum, cents) => sum + cents, 0);
  const balanceAfterYears = Math.max(0, before.balanceCents - yearsCents);
  if (left > 0 && stillOwed.length > 0) return { refusal: 'yearsStillOwed', years: sortYears(stillOwed) };
  // beyond the years: the balance the board put on the account first, then credit
  const onBalance = Math.min(left, balanceAfterYears);
  const creditAddedCents = left - onBalance;
  return {
    after: figuresWith(balanceAfterYears - onBalance, stillOwed, creditOf(before) + creditAddedCents),
    receivedCents,
    paidByYear,
    yearsPaid,
    partPaid,
    creditAddedCents,
  };
}
