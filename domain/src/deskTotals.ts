// The payments desk's two payment totals (spec §2 summary cards): Total Revenue and Pending
// Payments, in integer cents. One rule, used three ways:
// - the functions keep summaries/paymentsDesk by it, in the same transaction as every payment
//   write (functions/src/payments/deskTotals.ts), so the desk opens on one document read instead
//   of four sums that each scan every payment;
// - the recount sums the same figures with Firestore's aggregations (DESK_TOTALS_SUMS);
// - the tests check the kept document against the recount.
import type { PaymentStatus } from './payments.js';

/** Total Revenue counts the amounts of payments in this state (spec §2 "Completed payments"). */
export const REVENUE_STATUS: PaymentStatus = 'completed';
/** Pending Payments counts the amounts of payments in this state (spec §2 "Awaiting processing"). */
export const PENDING_STATUS: PaymentStatus = 'pending';

/** What of a payment the totals count: its status and figures as stored (fields may be missing). */
export interface DeskTotalsFigures {
  status?: unknown;
  amountCents?: unknown;
  refundedAmountCents?: unknown;
  disputeLostCents?: unknown;
  disputeHeldCents?: unknown;
}

/** The desk's payment totals, or one payment's share of them. */
export interface DeskPaymentTotals {
  /**
   * Total Revenue: completed amounts less what refunds gave back, lost disputes took and open
   * disputes hold
   */
  revenueCents: number;
  /** Pending Payments: the amounts of payments still pending */
  pendingCents: number;
}

/** summaries/paymentsDesk: the totals kept by the functions (DESIGN §3). */
export interface DeskTotalsSummary<Time = unknown> extends DeskPaymentTotals {
  /**
   * Set by a recount, which sums every payment in one transaction: until one has run, the
   * increments alone count only the payments written since, and the desk recounts instead.
   */
  complete?: boolean;
  recountedAt?: Time;
}

/**
 * Firestore's sum() counts a field only where it is a number, and the recount's sums are exactly
 * these: so does this, or the kept totals and the recount would differ over a malformed payment.
 */
const summed = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * One payment's share of the desk's totals (none for a payment that does not exist). A refund, a
 * lost dispute or the money a bank holds in an open one comes off revenue only while the payment
 * is completed, as Total Revenue is summed over completed payments; only a completed payment can
 * have any of them.
 */
export function deskTotalsShare(payment: DeskTotalsFigures | null | undefined): DeskPaymentTotals {
  if (!payment) return { revenueCents: 0, pendingCents: 0 };
  const amount = summed(payment.amountCents);
  return {
    revenueCents:
      payment.status === REVENUE_STATUS
        ? amount -
          summed(payment.refundedAmountCents) -
          summed(payment.disputeLostCents) -
          summed(payment.disputeHeldCents)
        : 0,
    pendingCents: payment.status === PENDING_STATUS ? amount : 0,
  };
}

/** What writing `after` over `before` changes in the totals (null: the payment is not there). */
export function deskTotalsChange(
  before: DeskTotalsFigures | null | undefined,
  after: DeskTotalsFigures | null | undefined,
): DeskPaymentTotals {
  const was = deskTotalsShare(before);
  const is = deskTotalsShare(after);
  return {
    revenueCents: is.revenueCents - was.revenueCents,
    pendingCents: is.pendingCents - was.pendingCents,
  };
}

/** What recountDeskTotals answers a caller it refuses, or when the sums fail. */
export const DESK_TOTALS_TEXTS = {
  signInRequired: 'You must be logged in to see the payment totals',
  notAdmin: 'Only the board can see the payment totals',
  recountFailed: 'Failed to load payments. Please try again.',
} as const;

/**
 * What the association keeps of one payment, fee and all: the total charged, less the
 * processing fee (Stripe's), what refunds gave back and what a lost dispute took. Nothing for a
 * payment that took no money (pending, failed, voided, a checkout left) or whose money a bank
 * holds in an open dispute. The payments CSV's Net.
 */
export function keptCents(payment: {
  status: PaymentStatus;
  totalChargedCents: number;
  feeCents?: number;
  refundedCents?: number;
  disputeLostCents?: number;
  dispute?: { state: string } | null;
}): number {
  // a void is failed; a charge paid after its void completed, and its money is kept
  if (payment.status !== 'completed' || payment.dispute?.state === 'open') return 0;
  return (
    payment.totalChargedCents -
    (payment.feeCents ?? 0) -
    (payment.refundedCents ?? 0) -
    (payment.disputeLostCents ?? 0)
  );
}
