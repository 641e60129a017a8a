// The owner's statement: an account's charges and payments with a running balance
// that ends at the balance the account holds, and the property's other charges beside it. Built
// from what is recorded (the account trail, the payments), never from guesses: what the trail
// cannot itemize is said on one line.
import type { HoaAccountFigures } from './audit.js';
import { creditOf, netBalanceCents } from './balance.js';
import { BILLING_RUN_TEXTS } from './billing.js';
import { disputeEntryTitle } from './disputes.js';
import { selectedYearsLabel, type AccountActivity } from './hoaAccounts.js';
import { isMiscCharge } from './miscCharges.js';
import { formatCents } from './money.js';
import type { Payment, PaymentStatus } from './payments.js';

export const STATEMENT_TEXTS = {
  title: 'Statement',
  viewStatement: 'View Statement',
  duesAccount: 'HOA Dues Account',
  otherCharges: 'Other Charges',
  noOtherCharges: 'No other charges.',
  balanceDue: 'Balance due',
  yearsOwed: 'Years owed',
  openOtherCharges: 'Other charges open',
  asOf: 'As of',
  broughtForward: 'Balance brought forward',
  /** the one line for what happened before the account's trail began */
  notItemizedBefore: 'Changes before this date are not itemized: the account kept no record of them.',
  noHistoryYet: 'This account has no itemized history yet.',
  notItemized: 'Balance change not itemized',
  notItemizedDetail: 'The account changed without a recorded entry.',
  adjustment: 'Adjusted by the board',
  payment: (invoice: string) => `Payment ${invoice}`,
  paymentVoided: (invoice: string) => `Payment ${invoice} voided`,
  refund: (invoice: string, cents: number) => `Refund of ${formatCents(cents)} on ${invoice}`,
  partPaid: (year: string, left: string) => `Part payment: ${left} of ${year} still owed`,
  creditAdded: (credit: string) => `${credit} kept as credit for the next bill`,
  creditUsed: (credit: string) => `${credit} paid from the account’s credit`,
  creditHeld: 'Credit on the account',
  paidMoreThanApplied: (paid: string, applied: string) =>
    `${paid} paid; ${applied} applied to the balance (the board reviews the rest)`,
  yearsChange: (before: readonly string[], after: readonly string[]) =>
    `Years owed: ${selectedYearsLabel(before)} → ${selectedYearsLabel(after)}`,
  loadFailed: 'Failed to load the statement',
  notFound: 'Statement not found',
  notFoundText: 'There is no statement for this property, or it is not yours to see.',
  loading: 'Loading statement...',
  print: 'Print',
  back: 'Back to My Account',
  backToAccounts: 'Back to HOA Accounts',
  chargeStatus: {
    open: 'Open',
    processing: 'Payment processing',
    paid: 'Paid',
    voided: 'Voided',
  },
} as const;

export type StatementLineKind =
  | 'broughtForward'
  | 'duesBilled'
  | 'payment'
  | 'paymentVoided'
  | 'refund'
  | 'dispute'
  | 'adjustment'
  | 'notItemized';

/**
 * One line of the dues account: what it did to the balance, and the balance after it. The
 * running balance is net of the account's credit (negative while it holds more than it owes).
 */
export interface StatementLine<Time> {
  kind: StatementLineKind;
  /** when it happened; null for a line with no moment of its own (a gap at the end) */
  at: Time | null;
  description: string;
  /** a second line of text: the years it changed, why an amount differs, … ('' when none) */
  detail: string;
  /** the balance went up by this much (0 when it did not) */
  chargeCents: number;
  /** the balance went down by this much (0 when it did not) */
  creditCents: number;
  balanceCents: number;
}

export interface DuesStatement<Time> {
  lines: StatementLine<Time>[];
  /** the account's balance less its credit: the last line's balance */
  closingBalanceCents: number;
  totalChargesCents: number;
  totalCreditsCents: number;
}

const change = (fromCents: number, toCents: number) => ({
  chargeCents: Math.max(0, toCents - fromCents),
  creditCents: Math.max(0, fromCents - toCents),
});

/**
 * A payment taken back (voided, refunded, lost to a dispute) is not a charge: it sits in the
 * payments column, negative by what it put back on the balance, so the payments' total is what
 * the association kept.
 */
const reversal = (fromCents: number, toCents: number) => ({
  chargeCents: 0,
  creditCents: fromCents - toCents,
});

const sameYears = (a: readonly string[], b: readonly string[]) => a.join() === b.join();

function entryLine<Time>(entry: AccountActivity<Time>): StatementLine<Time> {
  const { before, after } = entry;
  const from = netBalanceCents(before);
  const to = netBalanceCents(after);
  const base = { at: entry.at, balanceCents: to, ...change(from, to) };
  const reversed = { at: entry.at, balanceCents: to, ...reversal(from, to) };
  const yearsChanged = sameYears(before.yearsOwed, after.yearsOwed)
    ? ''
    : STATEMENT_TEXTS.yearsChange(before.yearsOwed, after.yearsOwed);
  if (entry.kind === 'duesBilled') {
    const creditUsed = creditOf(before) - creditOf(after);
    return {
      ...base,
      kind: 'duesBilled',
      description: BILLING_RUN_TEXTS.duesBilled(entry.year, entry.amountCents, entry.dueDate),
      detail: creditUsed > 0 ? STATEMENT_TEXTS.creditUsed(formatCents(creditUsed)) : '',
    };
  }
  if (entry.kind === 'paymentVoided') {
    return {
      ...reversed,
      kind: 'paymentVoided',
      description: STATEMENT_TEXTS.paymentVoided(entry.invoiceNumber),
      detail: entry.reason,
    };
  }
  if (entry.kind === 'refund') {
    // the money went back to the payer; the years put back are owed again (the detail says which)
    return {
      ...reversed,
      kind: 'refund',
      description: STATEMENT_TEXTS.refund(entry.invoiceNumber, entry.amountCents),
      detail: [yearsChanged, entry.reason].filter(Boolean).join(' · '),
    };
  }
  if (entry.kind === 'dispute') {
    // the bank's decision on a payment; a lost one puts the years it paid back as owed
    return {
      ...reversed,
      kind: 'dispute',
      description: disputeEntryTitle(entry),
      detail: yearsChanged,
    };
  }
  if (entry.kind === 'payment') {
    const applied = base.creditCents;
    const yearsPart = entry.yearsPaid.length > 0 ? ` · ${selectedYearsLabel(entry.yearsPaid)}` : '';
    // a recorded payment says how it came ('Check #1042'); an online one is the card's
    const methodPart = entry.paymentMethod ? ` · ${entry.paymentMethod}` : '';
    return {
      ...base,
      kind: 'payment',
      description: `${STATEMENT_TEXTS.payment(entry.invoiceNumber)}${yearsPart}${methodPart}`,
      // a payment for years no longer owed (or above the balance) lowers it by less than it paid;
      // money received at the desk may pay a year in part, or leave credit
      detail: [
        entry.partPaid
          ? STATEMENT_TEXTS.partPaid(entry.partPaid.year, formatCents(entry.partPaid.leftCents))
          : '',
        entry.creditAddedCents ? STATEMENT_TEXTS.creditAdded(formatCents(entry.creditAddedCents)) : '',
        applied === entry.amountCents
          ? ''
          : STATEMENT_TEXTS.paidMoreThanApplied(formatCents(entry.amountCents), formatCents(applied)),
      ]
        .filter(Boolean)
        .join(' · '),
    };
  }
  return { ...base, kind: 'adjustment', description: STATEMENT_TEXTS.adjustment, detail: yearsChanged };
}

function notItemizedLine<Time>(at: Time | null, fromCents: number, toCents: number): StatementLine<Time> {
  return {
    kind: 'notItemized',
    at,
    description: STATEMENT_TEXTS.notItemized,
    detail: STATEMENT_TEXTS.notItemizedDetail,
    balanceCents: toCents,
    ...change(fromCents, toCents),
  };
}

/**
 * The dues account's statement from its trail, oldest entry first, and the account as it is.
 * It opens with the balance before the first entry (accounts held balances before the trail
 * began: anything earlier is one 'brought forward' line, not invented entries), and wherever the
 * balance moved without an entry (which no function does today) one 'not itemized' line keeps
 * the running balance true, so the last line is always the account's balance.
 */
export function duesStatement<Time>(
  trail: readonly AccountActivity<Time>[],
  account: HoaAccountFigures,
): DuesStatement<Time> {
  const first = trail[0];
  const closingCents = netBalanceCents(account);
  const openingCents = first ? netBalanceCents(first.before) : closingCents;
  const openingYears = first ? first.before.yearsOwed : account.yearsOwed;
  const somethingBefore = openingCents !== 0 || openingYears.length > 0;
  const lines: StatementLine<Time>[] = [
    {
      kind: 'broughtForward',
      at: first ? first.at : null,
      description: STATEMENT_TEXTS.broughtForward,
      detail: first
        ? somethingBefore
          ? STATEMENT_TEXTS.notItemizedBefore
          : ''
        : STATEMENT_TEXTS.noHistoryYet,
      chargeCents: 0,
      creditCents: 0,
      balanceCents: openingCents,
    },
  ];
  let running = openingCents;
  for (const entry of trail) {
    if (netBalanceCents(entry.before) !== running) {
      lines.push(notItemizedLine(entry.at, running, netBalanceCents(entry.before)));
    }
    const line = entryLine(entry);
    lines.push(line);
    running = line.balanceCents;
  }
  if (running !== closingCents) lines.push(notItemizedLine<Time>(null, running, closingCents));
  return {
    lines,
    closingBalanceCents: closingCents,
    totalChargesCents: lines.reduce((sum, line) => sum + line.chargeCents, 0),
    totalCreditsCents: lines.reduce((sum, line) => sum + line.creditCents, 0),
  };
}

export type OtherChargeState = keyof (typeof STATEMENT_TEXTS)['chargeStatus'];

export interface OtherChargeLine<Time> {
  paymentId: string;
  at: Time | null;
  invoiceNumber: string;
  description: string;
  amountCents: number;
  state: OtherChargeState;
  /** when it was paid, for 'paid' */
  paidAt: Time | null;
}

export interface OtherCharges<Time> {
  lines: OtherChargeLine<Time>[];
  /** what is still to pay: open charges, and those whose payment has not cleared yet */
  openCents: number;
}

function otherChargeState(payment: Pick<Payment, 'status' | 'voidedAt'>): OtherChargeState {
  const status: PaymentStatus = payment.status;
  if (status === 'completed') return 'paid';
  if (payment.voidedAt) return 'voided';
  if (status === 'processing') return 'processing';
  return 'open';
}

/**
 * The property's miscellaneous charges, in the order given: paid through their own link,
 * so they sit beside the dues account, not in its balance (settling one never touches the
 * account, DESIGN.md §5). Dues payments are on the dues side, through the trail.
 */
export function otherCharges<Time>(
  payments: readonly (Pick<
    Payment<Time>,
    | 'yearsPaid'
    | 'status'
    | 'voidedAt'
    | 'invoiceNumber'
    | 'description'
    | 'amountCents'
    | 'createdAt'
    | 'completedAt'
  > & { id: string })[],
): OtherCharges<Time> {
  const lines = payments
    .filter((payment) => isMiscCharge(payment))
    .map((payment) => ({
      paymentId: payment.id,
      at: payment.createdAt,
      invoiceNumber: payment.invoiceNumber,
      description: payment.description,
      amountCents: payment.amountCents,
      state: otherChargeState(payment),
      paidAt: payment.completedAt,
    }));
  const openCents = lines
    .filter((line) => line.state === 'open' || line.state === 'processing')
    .reduce((sum, line) => sum + line.amountCents, 0);
  return { lines, openCents };
}
