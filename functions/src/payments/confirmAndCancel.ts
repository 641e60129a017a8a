import {
  COLLECTIONS,
  PAYMENT_TEXTS,
  type AuditActor,
  type CancelCheckoutAnswer,
  type ConfirmCheckoutAnswer,
} from '@lakeside/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import Stripe from 'stripe';
import { logError } from '../shared/logs.js';
import { runTransaction } from '../shared/transactions.js';
import { countInDeskTotals } from './deskTotals.js';
import { settleCheckout } from './settle.js';
import { checkoutFacts } from './sessionFacts.js';
import { retrieveCheckout, stripeClient } from '../stripe/index.js';
import type { StoredPayment } from './storedPayment.js';

/**
 * Who may confirm or cancel a payment's checkout: the board, and the property's owners as they
 * are now (the account's ownerUids, as the rules read payments), not as they were when the
 * payment was made: an owner removed since, even the one who started the checkout, loses it at
 * once.
 */
async function mayActOn(
  db: Firestore,
  payment: StoredPayment,
  caller: AuditActor & { admin: boolean },
): Promise<boolean> {
  if (caller.admin) return true;
  const account = await db.collection(COLLECTIONS.hoaAccounts).doc(payment.propertyId).get();
  const owners = account.get('ownerUids') as unknown;
  return Array.isArray(owners) && owners.includes(caller.uid);
}

/**
 * The success page's door to fulfil (DESIGN.md §5): asks Stripe how the checkout went and
 * settles the payment if the webhook has not yet. Whoever comes first settles; the other
 * changes nothing. Only the payment's owners (or an admin) learn anything about it.
 */
export async function confirmCheckout(
  db: Firestore,
  caller: AuditActor & { admin: boolean },
  sessionId: string,
): Promise<ConfirmCheckoutAnswer> {
  let session: Stripe.Checkout.Session;
  try {
    session = await retrieveCheckout(sessionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new HttpsError('not-found', PAYMENT_TEXTS.paymentNotFound);
    }
    logError('confirmCheckout.stripeFailed', error);
    throw new HttpsError('unavailable', PAYMENT_TEXTS.confirmFailed);
  }
  const facts = checkoutFacts(session);
  const payment = facts.paymentId ? await readPayment(db, facts.paymentId) : null;
  if (!payment || !(await mayActOn(db, payment, caller))) {
    throw new HttpsError('not-found', PAYMENT_TEXTS.paymentNotFound);
  }
  const result = await settleCheckout(db, facts);
  return {
    paymentId: facts.paymentId as string,
    invoiceNumber: payment.invoiceNumber,
    status: result.status ?? payment.status,
  };
}

/**
 * The cancel page: Stripe keeps a session open after its Cancel button (until it expires), so
 * the page expires it now, and once Stripe has it the payment is released and its years are
 * payable again at once. While Stripe cannot be reached the session may still be paid, so the
 * years stay held (a new checkout for them is refused) until its own expiry, which Stripe keeps
 * whatever happens here. A session that was paid after all (another tab) is settled instead.
 */
export async function cancelCheckout(
  db: Firestore,
  caller: AuditActor & { admin: boolean },
  invoiceNumber: string,
): Promise<CancelCheckoutAnswer> {
  const found = await db
    .collection(COLLECTIONS.payments)
    .where('invoiceNumber', '==', invoiceNumber)
    .limit(1)
    .get();
  const doc = found.docs[0];
  const payment = doc?.data() as StoredPayment | undefined;
  if (!doc || !payment || !(await mayActOn(db, payment, caller))) {
    throw new HttpsError('not-found', PAYMENT_TEXTS.paymentNotFound);
  }
  if (payment.status !== 'pending') return { status: payment.status };
  if (payment.checkoutSessionId) {
    // noted first, so that Stripe's expiry event, if it comes before this call ends, says why
    await doc.ref.update({ cancelRequestedAt: Timestamp.now() });
    try {
      await stripeClient().checkout.sessions.expire(payment.checkoutSessionId);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) {
        // Not reached: the session can still be paid, and its years stay held until it expires
        logError('cancelCheckout.expireFailed', error, { paymentId: doc.id });
        return { status: 'pending' };
      }
      // Not open any more: paid (in another tab) or expired meanwhile. Record what happened.
      const session = await retrieveCheckout(payment.checkoutSessionId);
      return { status: (await settleCheckout(db, checkoutFacts(session))).status ?? 'failed' };
    }
  }
  const released = await runTransaction(db, async (tx) => {
    const fresh = (await tx.get(doc.ref)).data() as StoredPayment;
    if (fresh.status !== 'pending') return fresh.status;
    const canceled = { status: 'failed', failureReason: PAYMENT_TEXTS.canceledReason } as const;
    tx.update(doc.ref, canceled);
    countInDeskTotals(tx, db, fresh, { ...fresh, ...canceled });
    return canceled.status;
  });
  return { status: released };
}

async function readPayment(db: Firestore, paymentId: string): Promise<StoredPayment | null> {
  const snap = await db.collection(COLLECTIONS.payments).doc(paymentId).get();
  return snap.exists ? (snap.data() as StoredPayment) : null;
}
