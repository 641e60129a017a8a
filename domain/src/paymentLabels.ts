// How a payment's facts are written for people: the status words, the years paid and the
// payment method. The payer's screens, the board's desk and its CSV say them alike, and so will
// statements and e-mails. Plain data and pure functions. The status chip is one rule (spec §4's
// states, disputes, abandoned checkouts).
import { DISPUTE_TEXTS, type DisputeState } from './disputes.js';
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

/**
 * What happened to a payment, as one word for its chip, the desk's filter and the CSV: spec §4's
 * four statuses for what they mean, and what the status alone does not say (a checkout left, a
 * void, a refund, a refused bank debit, a dispute).
 */
export const PAYMENT_STANDINGS = [
  'pending',
  'processing',
  'completed',
  'failed',
  'abandoned',
  'voided',
  'refunded',
  'partlyRefunded',
  'bankRefused',
  'disputed',
  'disputeLost',
] as const;
export type PaymentStanding = (typeof PAYMENT_STANDINGS)[number];

export const PAYMENT_STANDING_LABELS: Record<PaymentStanding, string> = {
  ...PAYMENT_STATUS_LABELS,
  abandoned: ABANDONED_CHECKOUT_LABEL,
  voided: 'Voided',
  refunded: 'Refunded',
  partlyRefunded: 'Partly refunded',
  bankRefused: 'Bank refused',
  disputed: DISPUTE_TEXTS.disputed,
  disputeLost: DISPUTE_TEXTS.lost,
};

const STANDING_COLORS: Record<PaymentStanding, PaymentChipColor> = {
  pending: paymentStatusColor('pending'),
  processing: paymentStatusColor('processing'),
  completed: paymentStatusColor('completed'),
  failed: paymentStatusColor('failed'),
  abandoned: 'neutral',
  voided: 'neutral',
  refunded: 'neutral',
  partlyRefunded: 'success',
  bankRefused: 'danger',
  disputed: 'warning',
  disputeLost: 'danger',
};

/** The owners' words where the board's would alarm or say too little. */
const OWNER_LABELS: Partial<Record<PaymentStanding, string>> = {
  disputed: 'Under dispute with your bank',
};

export const PAYMENT_STANDING_TEXTS = {
  /** the owner's line under a refused bank debit's chip */
  bankRefused: 'Your bank refused the debit; nothing was taken',
  /** the receipt page of a voided payment */
  voidedReceipt: 'VOIDED — this is not a receipt',
} as const;

export interface PaymentChipFacts {
  status: PaymentStatus;
  failureReason: string | null;
  dispute?: { state: DisputeState } | null;
  /** set when the board voided it (a recorded payment, or a charge) */
  voidedAt?: unknown;
  totalChargedCents?: number;
  refundedCents?: number;
}

/**
 * The payment's standing, first rule first: a dispute (the bank decides), a void (the board's
 * act), a checkout the payer left, a refused bank debit, a refund; else its status.
 */
export function paymentStanding(payment: PaymentChipFacts): PaymentStanding {
  if (payment.dispute?.state === 'open') return 'disputed';
  if (payment.dispute?.state === 'lost') return 'disputeLost';
  // a charge paid after its void completes all the same (money wins): it is no void then
  if (payment.voidedAt && payment.status !== 'completed') return 'voided';
  if (isAbandonedCheckout(payment)) return 'abandoned';
  if (payment.status === 'failed' && payment.failureReason === PAYMENT_TEXTS.declinedReason)
    return 'bankRefused';
  const refunded = payment.refundedCents ?? 0;
  if (payment.status === 'completed' && refunded > 0) {
    return refunded >= (payment.totalChargedCents ?? Infinity) ? 'refunded' : 'partlyRefunded';
  }
  return payment.status;
}

/** The payment's chip: its standing's word and tone, in the owners' words for them. */
export function paymentChip(
  payment: PaymentChipFacts,
  audience: 'board' | 'owner' = 'board',
): { label: string; color: PaymentChipColor } {
  return standingChip(paymentStanding(payment), audience);
}

/** A standing's chip, for whoever reads it. */
export function standingChip(
  standing: PaymentStanding,
  audience: 'board' | 'owner' = 'board',
): { label: string; color: PaymentChipColor } {
  const label =
    (audience === 'owner' ? OWNER_LABELS[standing] : undefined) ?? PAYMENT_STANDING_LABELS[standing];
  return { label, color: STANDING_COLORS[standing] };
}

/**
 * What a payment's total is called: what was charged once money moved (completed, or a bank
 * debit in transit, and what happened after), what is due until then (an abandoned checkout
 * charged nothing). A void or a refused debit neither charged nor asks anything: its total.
 */
export function totalLabel(standing: PaymentStanding): string {
  if (standing === 'voided' || standing === 'bankRefused') return 'Total';
  if (standing === 'pending' || standing === 'failed' || standing === 'abandoned') return 'Amount due';
  return 'Total charged';
}

/**
 * The owner's line under the chip, when the chip alone does not say it: why the board voided
 * it, that the bank refused the debit, what a dispute holds (never the board's deadline to
 * answer it). null when there is nothing to add.
 */
export function ownerStandingLine(
  payment: PaymentChipFacts & {
    voidReason?: string;
    dispute?: { state: DisputeState; amountCents: number } | null;
  },
): string | null {
  const standing = paymentStanding(payment);
  if (standing === 'voided') return payment.voidReason || payment.failureReason;
  if (standing === 'bankRefused') return PAYMENT_STANDING_TEXTS.bankRefused;
  if (standing === 'disputed' && payment.dispute)
    return DISPUTE_TEXTS.openLine(payment.dispute.amountCents, null);
  if (standing === 'disputeLost' && payment.dispute)
    return DISPUTE_TEXTS.lostLine(payment.dispute.amountCents);
  if (payment.dispute?.state === 'won') return DISPUTE_TEXTS.wonLine;
  return null;
}
