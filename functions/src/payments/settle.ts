import {
  ANNUAL_DUES_CENTS,
  COLLECTIONS,
  PAYMENT_MESSAGES,
  SUBCOLLECTIONS,
  applyPayment,
  paymentActivityId,
  receiptMailId,
  type AccountActivity,
  type HoaAccount,
  type HoaAccountFigures,
  type PaymentStatus,
} from '@lakeside/domain';
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logEvent } from '../shared/logs.js';
import { receiptMail } from './receiptMail.js';
import type { CheckoutFacts } from './sessionFacts.js';
import type { StoredPayment } from './storedPayment.js';

/** The Stripe event a settlement came from, when it came from the webhook. */
export interface StripeEventRef {
  id: string;
  type: string;
}

export interface SettleResult {
  paymentId: string | null;
  status: PaymentStatus | null;
  /** whether this call changed anything (false for a duplicate, a replay or a stale event) */
  changed: boolean;
  /** the event was seen before: nothing was done */
  duplicate?: boolean;
  /** no payment of ours: recorded for review */
  unmatched?: boolean;
}

/**
 * fulfil (DESIGN.md §5): brings a payment in line with what Stripe says about its checkout,
 * safe to run any number of times and in any order, from the webhook and from the success
 * page. One transaction records the event (so a duplicate delivery does nothing), moves the
 * payment forward only (a completed payment never goes back), and on settling applies the
 * account change, writes the account trail and queues the receipt, each exactly once.
 */
export async function settleCheckout(
  db: Firestore,
  facts: CheckoutFacts,
  event?: StripeEventRef,
): Promise<SettleResult> {
  const eventRef = event ? db.collection(COLLECTIONS.stripeEvents).doc(event.id) : null;
  const paymentRef = facts.paymentId ? db.collection(COLLECTIONS.payments).doc(facts.paymentId) : null;

  const result = await db.runTransaction(async (tx): Promise<SettleResult> => {
    // the event's record and the payment in one round trip
    const refs = [eventRef, paymentRef].filter((ref): ref is DocumentReference => ref !== null);
    const snaps = refs.length > 0 ? await tx.getAll(...refs) : [];
    const eventSnap = eventRef ? snaps[0] : undefined;
    const paymentSnap = paymentRef ? snaps[refs.length - 1] : undefined;
    if (eventSnap?.exists) {
      return { paymentId: facts.paymentId, status: null, changed: false, duplicate: true };
    }
    const eventRecord = (fields: Record<string, unknown>) => {
      if (eventRef) {
        tx.create(eventRef, {
          type: event?.type,
          sessionId: facts.sessionId,
          paymentId: facts.paymentId,
          outcome: facts.outcome,
          receivedAt: FieldValue.serverTimestamp(),
          ...fields,
        });
      }
    };
    if (!paymentRef || !paymentSnap?.exists) {
      // Not ours (another integration on the account, or a deleted record): keep it for a person.
      eventRecord({ unmatched: true });
      return { paymentId: facts.paymentId, status: null, changed: false, unmatched: true };
    }
    const payment = paymentSnap.data() as StoredPayment;
    const next = nextStatus(payment.status, facts.outcome);
    if (!next) {
      eventRecord({ applied: false });
      return { paymentId: paymentRef.id, status: payment.status, changed: false };
    }

    if (next !== 'completed') {
      tx.update(paymentRef, {
        status: next,
        checkoutSessionId: facts.sessionId,
        failureReason: next === 'failed' ? failureReason(facts) : null,
        ...(facts.paymentIntentId ? { stripePaymentIntentId: facts.paymentIntentId } : {}),
      });
      eventRecord({ applied: true });
      return { paymentId: paymentRef.id, status: next, changed: true };
    }

    // Settling. Read the account before any write (a transaction reads first, then writes).
    const accountRef = db.collection(COLLECTIONS.hoaAccounts).doc(payment.propertyId);
    const accountSnap = payment.yearsPaid.length > 0 ? await tx.get(accountRef) : null;
    const now = Timestamp.now();
    let reviewNote: string | undefined;
    if (accountSnap?.exists) {
      const account = accountSnap.data() as HoaAccount;
      const before: HoaAccountFigures = { balanceCents: account.balanceCents, yearsOwed: account.yearsOwed };
      // Years no longer owed were settled some other way meanwhile (an admin edit, or a
      // payment released as failed that Stripe then charged after all): the money is in, the
      // payment completes, but only the years still owed reduce the balance, and the board is
      // told to refund or credit the rest.
      const owed = new Set(account.yearsOwed);
      const stillOwed = payment.yearsPaid.filter((year) => owed.has(year));
      const alreadySettled = payment.yearsPaid.filter((year) => !owed.has(year));
      if (alreadySettled.length > 0) {
        reviewNote = `Paid for ${alreadySettled.join(', ')}, which ${alreadySettled.length === 1 ? 'was' : 'were'} no longer owed: refund or credit ${alreadySettled.length} × $160.00.`;
      }
      const after = applyPayment(before, {
        yearsPaid: stillOwed,
        amountCents: Math.min(payment.amountCents, stillOwed.length * ANNUAL_DUES_CENTS),
      });
      tx.update(accountRef, { ...after, updatedAt: FieldValue.serverTimestamp() });
      const activity: AccountActivity<Timestamp> = {
        kind: 'payment',
        at: now,
        before,
        after,
        paymentId: paymentRef.id,
        invoiceNumber: payment.invoiceNumber,
        yearsPaid: payment.yearsPaid,
        amountCents: payment.amountCents,
      };
      tx.create(
        accountRef.collection(SUBCOLLECTIONS.accountActivity).doc(paymentActivityId(paymentRef.id)),
        activity,
      );
    }
    tx.update(paymentRef, {
      status: 'completed',
      failureReason: null,
      checkoutSessionId: facts.sessionId,
      paymentMethod: facts.paymentMethod ?? 'card',
      stripePaymentIntentId: facts.paymentIntentId,
      stripeChargeId: facts.chargeId,
      completedAt: now,
      ...(reviewNote ? { reviewNote } : {}),
    });
    const to = payment.payerEmail ?? facts.payerEmail;
    if (to) {
      tx.create(
        db.collection(COLLECTIONS.mail).doc(receiptMailId(paymentRef.id)),
        receiptMail(payment, to, now.toDate(), facts.paymentMethod),
      );
    }
    eventRecord({ applied: true });
    return { paymentId: paymentRef.id, status: 'completed', changed: true };
  });

  if (result.changed) {
    logEvent('payment.statusChanged', {
      paymentId: result.paymentId,
      status: result.status,
      source: event ? event.type : 'confirmCheckout',
    });
  }
  return result;
}

/**
 * Payments only move forward: pending → processing → completed, or → failed. Money that
 * arrives always wins (Stripe charged the payer, so the record must say so, even for a payment
 * released as failed); an expiry or a late failure never undoes a settlement.
 */
function nextStatus(current: PaymentStatus, outcome: CheckoutFacts['outcome']): PaymentStatus | null {
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

function failureReason(facts: CheckoutFacts): string {
  return facts.outcome === 'expired' ? PAYMENT_MESSAGES.expiredReason : PAYMENT_MESSAGES.declinedReason;
}
