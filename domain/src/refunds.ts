// Refunds (DESIGN.md §5): the board gives back all or part of a completed online
// payment from the desk. The request is ours (refunds/{requestId}); the money is Stripe's: the
// account changes only when Stripe says the refund succeeded, once per Stripe refund, however
// its events arrive. A recorded (check, cash) payment is voided, not refunded.
import type { AuditActor } from './audit.js';
import { yearsStillPaid } from './disputes.js';
import { formatCents } from './money.js';
import type { Payment } from './payments.js';

export const REFUND_REASONS = ['duplicate', 'paid_in_error', 'requested_by_owner', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  duplicate: 'Duplicate payment',
  paid_in_error: 'Paid in error',
  requested_by_owner: 'Requested by the owner',
  other: 'Other',
};

/** Stripe knows three reasons; ours that it does not know go without one. */
export function stripeRefundReason(reason: RefundReason): 'duplicate' | 'requested_by_customer' | undefined {
  if (reason === 'duplicate') return 'duplicate';
  if (reason === 'requested_by_owner') return 'requested_by_customer';
  return undefined;
}

/**
 * requested: ours, Stripe not yet answered (or unreachable: asking again with the same request
 * replays Stripe's answer); pending: Stripe has it, the money is on its way; succeeded: the
 * account was changed; failed: Stripe could not give the money back, nothing changed.
 */
export const REFUND_STATUSES = ['requested', 'pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_LIMITS = { noteMax: 500, requestIdMax: 64 } as const;

/** refunds/{requestId} (admins read; the functions write). */
export interface RefundRecord<Time = unknown> {
  paymentId: string;
  propertyId: string | null;
  invoiceNumber: string;
  amountCents: number;
  reason: RefundReason;
  note: string;
  /** the paid years this refund puts back as owed, with their dues on the balance */
  yearsBack: string[];
  status: RefundStatus;
  stripeRefundId: string | null;
  /** Stripe's failure_reason, or its refusal's message */
  failureReason: string | null;
  /** null for a refund made outside the desk (the Stripe Dashboard) */
  requestedBy: AuditActor | null;
  requestedAt: Time;
  settledAt: Time | null;
}

/** The payment's refund figures (absent on payments never refunded). */
export interface PaymentRefunds {
  /** what Stripe has given back, in cents */
  refundedCents?: number;
  /**
   * the part of it that was the amount (dues or charge) rather than the fee: a refund comes off
   * the amount first. Total Revenue (amounts before fees) is net of it.
   */
  refundedAmountCents?: number;
  /** asked for at the desk and not yet succeeded or failed: not refundable again meanwhile */
  refundReservedCents?: number;
  /** the paid years refunds put back as owed */
  yearsRefunded?: string[];
}

type Refundable = Pick<Payment, 'totalChargedCents'> & PaymentRefunds;

/** What is left to refund: the charge, less what was refunded and what is being refunded. */
export function refundableCents(payment: Refundable): number {
  return payment.totalChargedCents - (payment.refundedCents ?? 0) - (payment.refundReservedCents ?? 0);
}

/** The paid years a refund may put back: those the payment still pays (disputes.ts). */
export function yearsRefundable(payment: Parameters<typeof yearsStillPaid>[0]): string[] {
  return yearsStillPaid(payment);
}

/** 'Refunded' or 'Partially refunded' with the amount, or null when nothing came back. */
export function refundLabel(payment: Refundable): string | null {
  const refunded = payment.refundedCents ?? 0;
  if (refunded <= 0) return null;
  return refunded >= payment.totalChargedCents
    ? REFUND_TEXTS.refunded(refunded)
    : REFUND_TEXTS.partiallyRefunded(refunded);
}

/** The trail entry of one Stripe refund, and its e-mail: one each per refund. */
export const refundActivityId = (stripeRefundId: string) => `refund-${stripeRefundId}`;
export const refundMailId = (stripeRefundId: string) => `refund-${stripeRefundId}`;

export interface RefundPaymentAnswer {
  requestId: string;
  status: RefundStatus;
  stripeRefundId: string | null;
}

export const REFUND_TEXTS = {
  refund: 'Refund',
  dialogTitle: (invoice: string) => `Refund ${invoice}`,
  amount: 'Amount to refund ($)',
  amountHint: (left: number, charged: number) =>
    `${formatCents(left)} of ${formatCents(charged)} is left to refund`,
  reason: 'Reason',
  chooseReason: 'Choose a reason',
  yearsBack: 'Years owed again',
  yearsBackHint: 'Tick a year only if its dues are owed again: they go back on the account',
  /** a paid year's checkbox: what ticking it does */
  yearOwedAgain: (year: string, cents: number) => `${year} dues owed again (${formatCents(cents)})`,
  /** the years of a duplicate stay paid, by the payment it duplicated */
  duplicateYearsHint: 'A duplicate payment’s years stay paid by the other payment: leave them unticked',
  duplicateYearsBack:
    'A duplicate payment’s years stay paid by the other payment: untick them, or choose another reason',
  note: 'Internal note',
  feeKept: (fee: number) =>
    `Stripe keeps its processing fee (${formatCents(fee)}) when a payment is refunded: the association pays it.`,
  confirm: 'Refund',
  refunding: 'Refunding...',
  requested: 'Refund sent to Stripe',
  requestedBody: 'The payment and the account change once Stripe confirms it, usually within a minute.',
  refunded: (cents: number) => `Refunded ${formatCents(cents)}`,
  /** the receipt: what came back in all, and when it last did */
  refundedOn: (cents: number, date: string) => `Refunded ${formatCents(cents)} on ${date}`,
  partiallyRefunded: (cents: number) => `Partially refunded ${formatCents(cents)}`,
  notAdmin: 'Only the board can refund payments',
  signInRequired: 'You must be logged in to refund payments',
  refundFailed: 'Failed to refund the payment',
  paymentNotFound: 'This payment could not be found',
  recordedNotRefunded: 'A recorded payment is voided, not refunded',
  notCompleted: 'Only a completed payment can be refunded',
  nothingLeft: 'This payment has nothing left to refund',
  amountInvalid: 'Enter an amount of at least $0.01',
  amountTooLarge: (left: number) => `At most ${formatCents(left)} is left to refund`,
  selectReason: 'Select why the money goes back',
  noteTooLong: `A note has at most ${REFUND_LIMITS.noteMax} characters`,
  yearsNotRefundable: (years: string) => `This payment did not pay ${years}, or it was put back already`,
  yearsCostMore: (years: number, refund: number) =>
    `The years put back (${formatCents(years)}) cost more than the refund (${formatCents(refund)})`,
  requestChanged: 'This refund was already asked for with other figures: close the dialog and start again',
  stripeRefused: (message: string) => `Stripe refused the refund: ${message}`,
  stripeUnavailable:
    'Stripe could not be reached. The refund may not have been made: press Refund again to finish it.',
  requestInvalid: 'This refund request is not valid: close the dialog and start again',
  /** the desk's list of refunds asked for while Stripe could not be reached */
  stuckTitle: (count: number) =>
    count === 1 ? '1 refund is not confirmed by Stripe' : `${count} refunds are not confirmed by Stripe`,
  stuckBody:
    'Stripe could not be reached when they were asked for, so their amounts stay held. Send each again: Stripe makes it once, whatever happened before.',
  stuckItem: (invoice: string, cents: number) => `${invoice} · ${formatCents(cents)}`,
  sendAgain: 'Send again',
  sendAgainFor: (invoice: string) => `Send again the refund of ${invoice}`,
} as const;
