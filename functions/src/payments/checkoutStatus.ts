import { PAYMENT_REVIEW_NOTES, PAYMENT_TEXTS, isMiscCharge, type PaymentStatus } from '@lakeside/domain';
import type { CheckoutFacts } from './sessionFacts.js';
import type { StoredPayment } from './storedPayment.js';

// What a checkout's outcome does to its payment's status: the rules settleCheckout applies.

/**
 * Payments only move forward: pending → processing → completed, or → failed. Money that
 * arrives always wins (Stripe charged the payer, so the record must say so, even for a payment
 * released as failed); an expiry or a late failure never undoes a settlement.
 */
export function nextStatus(current: PaymentStatus, outcome: CheckoutFacts['outcome']): PaymentStatus | null {
  switch (outcome) {
    case 'paid':
      return current === 'completed' ? null : 'completed';
    case 'processing':
      return current === 'pending' ? 'processing' : null;
    case 'failed':
      return current === 'pending' || current === 'processing' ? 'failed' : null;
    case 'expired':
      return current === 'pending' ? 'failed' : null;
    case 'open':
      return null;
  }
}

/**
 * A miscellaneous charge is owed until it is paid or voided, whatever happens to one checkout:
 * it may have several sessions over time (payLinkCheckout.ts), and an old one expiring (we
 * expire it ourselves before opening the next) or a declined bank debit must not make it look
 * settled. So: paid → completed (from any session, even after a void: money wins); processing
 * from pending; a failure of the session in transit → pending again (payable); expiry → nothing.
 */
export function nextMiscStatus(payment: StoredPayment, facts: CheckoutFacts): PaymentStatus | null {
  switch (facts.outcome) {
    case 'paid':
      return payment.status === 'completed' ? null : 'completed';
    case 'processing':
      return payment.status === 'pending' ? 'processing' : null;
    case 'failed':
      return payment.status === 'processing' && payment.checkoutSessionId === facts.sessionId
        ? 'pending'
        : null;
    case 'expired':
    case 'open':
      return null;
  }
}

/**
 * Whether an expiry is of the misc charge's stored, live session. While Pay opens the next
 * session the stored URL is null (payLinkCheckout.ts), so the old session's expiry, which that
 * Pay itself causes, leaves the new attempt alone.
 */
export function staleMiscCheckout(payment: StoredPayment, facts: CheckoutFacts): boolean {
  return (
    isMiscCharge(payment) &&
    facts.outcome === 'expired' &&
    payment.status === 'pending' &&
    !!payment.checkoutUrl &&
    payment.checkoutSessionId === facts.sessionId
  );
}

/** The review note for a paid session that is not the one that settled the payment, if so. */
export function paidAgain(payment: StoredPayment, facts: CheckoutFacts): string | null {
  if (facts.outcome !== 'paid' || payment.status !== 'completed') return null;
  if (!payment.checkoutSessionId || payment.checkoutSessionId === facts.sessionId) return null;
  return PAYMENT_REVIEW_NOTES.paidTwice(facts.sessionId, facts.paymentIntentId, payment.checkoutSessionId);
}

/** Adds a note to a payment's review note once (settling may run again). */
export function withNote(existing: string | undefined, note: string): string {
  if (!existing) return note;
  return existing.includes(note) ? existing : `${existing} ${note}`;
}

/** Why a checkout failed: the payer's Cancel (its expiry asked for), its own expiry, or a decline. */
export function failureReason(
  facts: CheckoutFacts,
  payment: Pick<StoredPayment, 'cancelRequestedAt'>,
): string {
  if (facts.outcome !== 'expired') return PAYMENT_TEXTS.declinedReason;
  return payment.cancelRequestedAt ? PAYMENT_TEXTS.canceledReason : PAYMENT_TEXTS.expiredReason;
}
