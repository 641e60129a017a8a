// Recorded payments (DESIGN.md §9): a check, cash, money order or bank transfer the
// board received and enters at the desk. A completed payment with `source: 'recorded'`, settled
// on the account by the same rule as an online payment, with no processing fee; voided (never
// deleted) with a reason. The form's schema is recordedPaymentSchemas.ts.
import { HOA_TIME_ZONE } from './association.js';
import { madeOnFirstUse } from './dates.js';
import { formatCents } from './money.js';

export const RECORDED_METHODS = ['check', 'cash', 'money_order', 'bank_transfer'] as const;
export type RecordedMethod = (typeof RECORDED_METHODS)[number];

export const RECORDED_METHOD_LABELS: Record<RecordedMethod, string> = {
  check: 'Check',
  cash: 'Cash',
  money_order: 'Money Order',
  bank_transfer: 'Bank Transfer',
};

/** The limits of the dialog's texts (the amount's are the misc charges', spec §9). */
export const RECORDED_PAYMENT_LIMITS = {
  referenceMax: 40,
  voidReasonMax: 500,
} as const;

export const RECORDED_PAYMENT_TEXTS = {
  recordPayment: 'Record Payment',
  dialogTitle: 'Record a Payment Received',
  property: 'Property',
  method: 'Method',
  reference: 'Reference',
  referenceHint: 'The check number, or the transfer’s or money order’s reference',
  dateReceived: 'Date Received',
  paysFor: 'Pays for',
  paysForDues: 'Dues (years owed)',
  paysForCharge: 'An open charge',
  paysForOther: 'Something else',
  charges: 'Open charges',
  noOpenCharges: 'This property has no open charges',
  chargeLine: (invoice: string, description: string, amount: string) =>
    `${invoice} — ${description} — ${amount}`,
  years: 'Years paid',
  amount: 'Amount ($)',
  amountReceived: 'Amount Received ($)',
  amountReceivedHint:
    'Blank: the years ticked in full. Less pays the oldest year in part; more is kept as credit for the next bill.',
  /** the dialog's line on what the amount received will do */
  paysInFull: (years: string) => `Pays ${years} in full.`,
  paysInPart: (year: string, paid: string, left: string) =>
    `Pays ${paid} of ${year}; ${left} of ${year} stays owed.`,
  leavesCredit: (credit: string) => `Leaves ${credit} as credit for the next bill.`,
  description: 'Description',
  notes: 'Internal Notes',
  save: 'Record Payment',
  saving: 'Recording...',
  recorded: 'Payment recorded',
  recordedBody: (invoice: string) => `${invoice} is on the account, and the owners have a receipt.`,
  recordFailed: 'Failed to record the payment',
  // refusals, the form's and the server's
  selectProperty: 'Please select a property',
  selectMethod: 'Select how the payment was made',
  checkNumberRequired: 'Enter the check number',
  referenceTooLong: `A reference has at most ${RECORDED_PAYMENT_LIMITS.referenceMax} characters`,
  dateInvalid: 'Enter the date the payment was received',
  dateInFuture: 'The date received cannot be in the future',
  selectYears: 'Select the years this payment is for',
  selectCharge: 'Select the charge this payment is for',
  chargeNotOpen: 'This charge is not open: it was paid or voided, or belongs to another property',
  chargeBeingPaidOnline: (invoice: string) =>
    `${invoice} is being paid online right now: record this once that checkout has ended`,
  noYearsOwed: 'This account owes no years: record the payment as something else',
  yearsNotOwed: (years: string) => `This account does not owe ${years}`,
  olderYearOwed: (year: string) =>
    `A payment short of the years ticked pays the oldest year owed first: tick ${year} too`,
  yearsStillOwed: (years: string) =>
    `This is more than the years ticked while the account still owes ${years}: tick ${years} too before leaving a credit`,
  beingPaidOnline: (invoice: string) =>
    `An online payment (${invoice}) for these years is under way: record this once it has ended or failed`,
  noAccount: 'This property has no HOA account: run Sync All Properties first',
  referenceRecorded: (label: string, invoice: string) =>
    `${label} is already recorded for this property (${invoice})`,
  notAdmin: 'Only the board can record payments',
  signInRequired: 'You must be logged in to record payments',
  // voiding
  voidPayment: 'Void',
  voidTitle: 'Void this recorded payment?',
  voidReason: 'Reason',
  voidReasonHint: 'The owners see this reason in their payment history',
  voidReasonRequired: 'Say why the payment is voided',
  voidReasonTooLong: `A reason has at most ${RECORDED_PAYMENT_LIMITS.voidReasonMax} characters`,
  voidConfirm: 'Void Payment',
  voiding: 'Voiding...',
  voided: 'Payment voided',
  voidFailed: 'Failed to void the payment',
  notRecorded: 'Only a recorded payment can be voided; an online payment is refunded',
  alreadyVoided: 'This payment was voided already',
  voidNotAdmin: 'Only the board can void payments',
  /** the payment's failureReason once voided, and its trail entry's line */
  voidedBecause: (reason: string) => `Voided by the board: ${reason}`,
} as const;

/**
 * What a receipt (the page and the e-mail) adds for money received short of its years or over
 * them: the year paid in part and what of it is still owed, and the credit kept.
 */
export function receivedMoneyLines(payment: {
  partPaid?: { year: string; paidCents: number; leftCents: number } | null;
  creditAddedCents?: number;
}): [string, string][] {
  const lines: [string, string][] = [];
  if (payment.partPaid) {
    const { year, paidCents, leftCents } = payment.partPaid;
    lines.push([
      'Part payment',
      `${formatCents(paidCents)} of ${year}; ${formatCents(leftCents)} of ${year} still owed`,
    ]);
  }
  if (payment.creditAddedCents) {
    lines.push(['Kept as credit', `${formatCents(payment.creditAddedCents)}, used first by the next bill`]);
  }
  return lines;
}

/** 'Check #1042', 'Cash', 'Bank Transfer 88-1234': what the history and receipts call it. */
export function recordedMethodLabel(method: RecordedMethod, reference: string): string {
  const name = RECORDED_METHOD_LABELS[method];
  if (!reference) return name;
  return method === 'check' ? `${name} #${reference.replace(/^#/, '')}` : `${name} ${reference}`;
}

const isoDay = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: HOA_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** Today in the association's time zone, 'YYYY-MM-DD': no date received may be later. */
export function hoaToday(now: Date): string {
  return isoDay().format(now);
}

/**
 * A reference as people read it: "#1234", "1234." and "1 234" are one check, and so are
 * full-width digits and a number with an invisible character pasted in (compatibility forms
 * folded, then letters and digits only, upper case).
 */
export function referenceAsRead(reference: string): string {
  return reference
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toUpperCase();
}

/**
 * The key of a recorded reference (a check number, a transfer's reference) on a property: one
 * payment per key, so the same check entered twice, by one admin or two at once, in any of the
 * ways it can be typed, is recorded once. A voided payment frees its key. None for a reference
 * with no letter or digit in it.
 */
export function recordedReferenceId(
  propertyId: string,
  method: RecordedMethod,
  reference: string,
): string | null {
  const asRead = referenceAsRead(reference);
  return asRead ? `${propertyId}~${method}~${encodeURIComponent(asRead)}` : null;
}

export interface RecordPaymentAnswer {
  paymentId: string;
  invoiceNumber: string;
}

export interface VoidRecordedPaymentAnswer {
  /** false when it was voided already (nothing changed) */
  changed: boolean;
}
