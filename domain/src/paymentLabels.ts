// How a payment's facts are written for people: the status words, the years paid and the
// payment method. The payer's screens, the board's desk and its CSV say them alike, and so will
// statements and e-mails. Plain data and pure functions. The status chip is one rule (spec §4's
// states, disputes, abandoned checkouts).
import { disputeChip, type DisputeState } from './disputes.js';
import {
  PAYMENT_TEXTS,
  paymentStatusColor,
  type PaymentStatus,
  type PaymentStatusColor,
} from './payments.js';

/** The status chip's words (spec §4's states, as the payments desk's filter names them). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

/** Years paid, or '-' for a charge that pays none (spec §2, the payments desk's Years column). */
export function yearsLabel(years: readonly string[]): string {
  return years.length > 0 ? years.join(', ') : '-';
}

/** Stripe's names for the methods it says a payment was made with, as people say them. */
const STRIPE_METHOD_LABELS: Record<string, string> = { us_bank_account: 'Bank account' };

/** 'card' → 'Card', 'us_bank_account' → 'Bank account'; '-' before one is known. */
export function paymentMethodLabel(method: string | null): string {
  if (!method) return '-';
  return STRIPE_METHOD_LABELS[method] ?? method.charAt(0).toUpperCase() + method.slice(1);
}

/** The chip of a checkout the payer left: nothing was charged, so it is no failure. */
export const ABANDONED_CHECKOUT_LABEL = 'Canceled — not charged';

/**
 * A checkout the payer canceled or let expire: the payment failed without money ever being
 * asked of a card or a bank. A declined card or a refused bank debit is a real failure, and a
 * voided charge is the board's act; neither is abandoned.
 */
export function isAbandonedCheckout(payment: {
  status: PaymentStatus;
  failureReason: string | null;
}): boolean {
  return (
    payment.status === 'failed' &&
    (payment.failureReason === PAYMENT_TEXTS.canceledReason ||
      payment.failureReason === PAYMENT_TEXTS.expiredReason)
  );
}

/** A chip's tone: spec §4's four, and grey for what is neither good nor bad news. */
export type PaymentChipColor = PaymentStatusColor | 'neutral';

export interface PaymentChipFacts {
  status: PaymentStatus;
  failureReason: string | null;
  dispute?: { state: DisputeState } | null;
}

/** The payment's chip: a dispute's first, then an abandoned checkout's, else its status's. */
export function paymentChip(payment: PaymentChipFacts): { label: string; color: PaymentChipColor } {
  const disputed = disputeChip(payment.dispute);
  if (disputed) return disputed;
  if (isAbandonedCheckout(payment)) return { label: ABANDONED_CHECKOUT_LABEL, color: 'neutral' };
  return { label: PAYMENT_STATUS_LABELS[payment.status], color: paymentStatusColor(payment.status) };
}

/**
 * What a payment's total is called: what was charged once money moved (completed, or a bank
 * debit in transit), what is due until then (an abandoned checkout charged nothing).
 */
export function totalLabel(status: PaymentStatus): string {
  return status === 'completed' || status === 'processing' ? 'Total charged' : 'Amount due';
}
