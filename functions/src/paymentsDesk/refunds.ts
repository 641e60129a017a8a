// The desk's half of a refund (DESIGN.md §5); the webhook's half is applyRefund.ts, and the two
// meet in refunds/{requestId}. requestRefund checks what the payment allows and reserves the
// amount in one transaction, then asks Stripe with the request's id as the idempotency key, so a
// double click or a retry after a lost answer makes one refund. It changes no account: Stripe's
// word on the refund, by webhook, does.
import {
  COLLECTIONS,
  DISPUTE_TEXTS,
  REFUND_TEXTS as T,
  disputeBlocksRefund,
  refundableCents,
  sortYears,
  stripeRefundReason,
  yearsBackCents,
  yearsRefundable,
  type AuditActor,
  type RefundPaymentAnswer,
  type RefundPaymentInput,
  type RefundRecord,
  type RefundStatus,
} from '@lakeside/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { ServiceError } from '../shared/errors.js';
import { logEvent } from '../shared/logs.js';
import { runTransaction } from '../shared/transactions.js';
import { isStripeUnavailable, stripeClient } from '../stripe/index.js';
import { type StoredPayment } from '../payments/index.js';

type StoredRefund = RefundRecord<Timestamp>;

const refundsRef = (db: Firestore) => db.collection(COLLECTIONS.refunds);
const paymentsRef = (db: Firestore) => db.collection(COLLECTIONS.payments);

/** The figures a request is made of: asking again with the same id must ask the same. */
const sameRequest = (stored: StoredRefund, input: RefundPaymentInput) =>
  stored.paymentId === input.paymentId &&
  stored.amountCents === input.amountCents &&
  stored.reason === input.reason &&
  stored.yearsBack.join() === sortYears(input.yearsBack).join();

/**
 * refundPayment (an admin; the handler checks the caller). Refuses, writing nothing: a payment
 * that is not a completed online one, an amount above what is left, years the payment did not
 * pay (or already put back), and years worth more than the refund.
 */
export async function requestRefund(
  db: Firestore,
  actor: AuditActor,
  input: RefundPaymentInput,
): Promise<RefundPaymentAnswer> {
  const requestRef = refundsRef(db).doc(input.requestId);
  const paymentRef = paymentsRef(db).doc(input.paymentId);
  const { record: reserved, askedBefore } = await runTransaction(db, (tx) =>
    reserveRefund(tx, requestRef, paymentRef, actor, input),
  );
  if (reserved.status !== 'requested') {
    // asked before and answered by Stripe: the same answer again
    return { requestId: requestRef.id, status: reserved.status, stripeRefundId: reserved.stripeRefundId };
  }
  const refund = await askStripe(db, requestRef, paymentRef, input, askedBefore);
  // Stripe's answer is not what changes the account (the webhook is); it names the refund
  const status = await noteStripeRefund(db, requestRef, refund);
  logEvent('refund.requested', { paymentId: paymentRef.id, requestId: requestRef.id, refundId: refund.id });
  return { requestId: requestRef.id, status, stripeRefundId: refund.id };
}

/**
 * The request, recorded with its amount held on the payment until Stripe says the refund
 * succeeded or failed, so two requests cannot both take it. The same request again (the dialog
 * keeps its id) answers what is stored; a changed one is refused.
 */
async function reserveRefund(
  tx: Transaction,
  requestRef: DocumentReference,
  paymentRef: DocumentReference,
  actor: AuditActor,
  input: RefundPaymentInput,
): Promise<{ record: StoredRefund; askedBefore: boolean }> {
  const [requestSnap, paymentSnap] = await tx.getAll(requestRef, paymentRef);
  if (requestSnap!.exists) {
    const stored = requestSnap!.data() as StoredRefund;
    if (!sameRequest(stored, input)) throw new ServiceError('already-exists', T.requestChanged);
    return { record: stored, askedBefore: true };
  }
  if (!paymentSnap!.exists) throw new ServiceError('not-found', T.paymentNotFound);
  const payment = paymentSnap!.data() as StoredPayment;
  const yearsBack = sortYears(input.yearsBack);
  refuseUnrefundable(payment, input.amountCents, yearsBack);
  const record: StoredRefund = {
    paymentId: paymentRef.id,
    propertyId: payment.propertyId ?? null,
    invoiceNumber: payment.invoiceNumber,
    amountCents: input.amountCents,
    reason: input.reason,
    note: input.note,
    yearsBack,
    status: 'requested',
    stripeRefundId: null,
    failureReason: null,
    requestedBy: actor,
    requestedAt: Timestamp.now(),
    settledAt: null,
  };
  tx.create(requestRef, record);
  tx.update(paymentRef, { refundReservedCents: FieldValue.increment(input.amountCents) });
  return { record, askedBefore: false };
}

/**
 * Refuses, writing nothing: a payment that is not a completed online one, an amount above what
 * is left, years the payment did not pay (or already put back), and years worth more than the
 * refund.
 */
function refuseUnrefundable(payment: StoredPayment, amountCents: number, yearsBack: string[]): void {
  const refuse = (message: string) => new ServiceError('failed-precondition', message);
  if (payment.source === 'recorded') throw refuse(T.recordedNotRefunded);
  if (payment.status !== 'completed' || !payment.stripePaymentIntentId) throw refuse(T.notCompleted);
  // the bank has the money while a dispute is open (and kept it if lost): Stripe refuses too
  if (disputeBlocksRefund(payment)) throw refuse(DISPUTE_TEXTS.notRefundable);
  const left = refundableCents(payment);
  if (left <= 0) throw refuse(T.nothingLeft);
  if (amountCents > left) throw refuse(T.amountTooLarge(left));
  const refundable = new Set(yearsRefundable(payment));
  const notRefundable = yearsBack.filter((year) => !refundable.has(year));
  if (notRefundable.length > 0) throw refuse(T.yearsNotRefundable(notRefundable.join(', ')));
  const backCents = yearsBackCents(payment, yearsBack);
  if (backCents > amountCents) throw refuse(T.yearsCostMore(backCents, amountCents));
}

/**
 * Asks Stripe for the refund, keyed by the request, so asking again makes no second refund. A
 * request asked before (Stripe unreachable, or its answer lost) first looks for the refund Stripe
 * may have made of it: Stripe keeps an idempotency key 24 hours, and a key sent again after that
 * would make a second refund.
 */
async function askStripe(
  db: Firestore,
  requestRef: DocumentReference,
  paymentRef: DocumentReference,
  input: RefundPaymentInput,
  askedBefore: boolean,
): Promise<Stripe.Refund> {
  const payment = (await paymentRef.get()).data() as StoredPayment;
  try {
    const made = askedBefore ? await refundMadeOf(requestRef.id, payment, input.amountCents) : null;
    if (made) return made;
    return await stripeClient().refunds.create(
      {
        payment_intent: payment.stripePaymentIntentId!,
        amount: input.amountCents,
        ...(stripeRefundReason(input.reason) ? { reason: stripeRefundReason(input.reason) } : {}),
        metadata: {
          paymentId: paymentRef.id,
          refundRequestId: requestRef.id,
          propertyId: payment.propertyId,
        },
      },
      { idempotencyKey: `refund-${requestRef.id}` },
    );
  } catch (error) {
    if (isStripeUnavailable(error)) {
      // Stripe may or may not have made it: the request stays asked, and asking again (the
      // dialog keeps its id) replays Stripe's answer; a refund that was made arrives by webhook
      throw new ServiceError('failed-precondition', T.stripeUnavailable);
    }
    if (error instanceof Stripe.errors.StripeError) {
      await refuseRequest(db, requestRef, error.message);
      // a dispute Stripe knows of and our records do not yet (its event is on its way)
      if (error.code === 'charge_disputed') {
        throw new ServiceError('failed-precondition', DISPUTE_TEXTS.notRefundable);
      }
      throw new ServiceError('failed-precondition', T.stripeRefused(error.message));
    }
    throw error;
  }
}

/**
 * The refund Stripe made of this request, if any: on the payment's own payment intent, for the
 * request's amount, naming the request, not failed. All three, since anyone with the key can
 * write metadata (a refund that only names the request is not taken for it).
 */
async function refundMadeOf(
  requestId: string,
  payment: StoredPayment,
  amountCents: number,
): Promise<Stripe.Refund | null> {
  const refunds = await stripeClient().refunds.list({
    payment_intent: payment.stripePaymentIntentId!,
    limit: 100,
  });
  return (
    refunds.data.find(
      (refund) =>
        refund.metadata?.refundRequestId === requestId &&
        refund.amount === amountCents &&
        refund.status !== 'failed' &&
        refund.status !== 'canceled',
    ) ?? null
  );
}

/** Stripe refused the request: it failed, and its amount is refundable again. */
async function refuseRequest(db: Firestore, requestRef: DocumentReference, message: string): Promise<void> {
  await runTransaction(db, async (tx) => {
    const stored = (await tx.get(requestRef)).data() as StoredRefund | undefined;
    if (!stored || stored.status !== 'requested') return;
    tx.update(requestRef, { status: 'failed', failureReason: message, settledAt: Timestamp.now() });
    tx.update(paymentsRef(db).doc(stored.paymentId), {
      refundReservedCents: FieldValue.increment(-stored.amountCents),
    });
  });
}

/** Names the Stripe refund on its request (pending) unless the webhook got there first. */
async function noteStripeRefund(
  db: Firestore,
  requestRef: DocumentReference,
  refund: Stripe.Refund,
): Promise<RefundStatus> {
  return runTransaction(db, async (tx) => {
    const stored = (await tx.get(requestRef)).data() as StoredRefund;
    if (stored.status !== 'requested') return stored.status;
    tx.update(requestRef, { status: 'pending', stripeRefundId: refund.id });
    return 'pending';
  });
}
