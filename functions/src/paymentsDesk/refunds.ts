// Refunds (issue 31, DESIGN.md §5). Two halves that meet in refunds/{requestId}:
// - requestRefund (the desk): checks what the payment allows and reserves the amount in one
//   transaction, then asks Stripe with the request's id as the idempotency key, so a double
//   click or a retry after a lost answer makes one refund. It changes no account.
// - applyRefund (the webhook): what Stripe says of one refund, retrieved from Stripe, applied
//   once per Stripe refund in one transaction: the payment's refunded amount, the years put
//   back as owed with their dues, the owners' trail entry and the payer's e-mail. A failed
//   refund changes nothing but its request. A refund made in the Stripe Dashboard (no request
//   of ours) is recorded and applied as money back with no years.
import {
  COLLECTIONS,
  DISPUTE_TEXTS,
  REFUND_REASON_LABELS,
  REFUND_TEXTS as T,
  myAccountPath,
  disputeBlocksRefund,
  refundActivityId,
  refundMailId,
  putYearsBack,
  refundableCents,
  sortYears,
  stripeRefundReason,
  yearsBackCents,
  yearsRefundable,
  type AuditActor,
  type HoaAccount,
  type RefundPaymentAnswer,
  type RefundPaymentInput,
  type RefundRecord,
  type RefundStatus,
} from '@lakeside/domain';
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { figuresOf, writeAccountChange } from '../hoaAccounts/index.js';
import { refundMail } from '../mail/index.js';
import { appUrl } from '../shared/appOrigins.js';
import { ServiceError } from '../shared/errors.js';
import { logError, logEvent } from '../shared/logs.js';
import { runTransaction } from '../shared/transactions.js';
import { isStripeUnavailable, stripeClient } from '../stripe/index.js';
import { countInDeskTotals, type StoredPayment } from '../payments/index.js';
import { type StripeEventRef } from '../stripe/index.js';

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
  const yearsBack = sortYears(input.yearsBack);

  const reserved = await runTransaction(db, async (tx) => {
    const [requestSnap, paymentSnap] = await tx.getAll(requestRef, paymentRef);
    if (requestSnap!.exists) {
      const stored = requestSnap!.data() as StoredRefund;
      if (!sameRequest(stored, input)) throw new ServiceError('already-exists', T.requestChanged);
      return stored;
    }
    if (!paymentSnap!.exists) throw new ServiceError('not-found', T.paymentNotFound);
    const payment = paymentSnap!.data() as StoredPayment;
    if (payment.source === 'recorded') throw new ServiceError('failed-precondition', T.recordedNotRefunded);
    if (payment.status !== 'completed' || !payment.stripePaymentIntentId) {
      throw new ServiceError('failed-precondition', T.notCompleted);
    }
    // the bank has the money while a dispute is open (and kept it if lost): Stripe refuses too
    if (disputeBlocksRefund(payment))
      throw new ServiceError('failed-precondition', DISPUTE_TEXTS.notRefundable);
    const left = refundableCents(payment);
    if (left <= 0) throw new ServiceError('failed-precondition', T.nothingLeft);
    if (input.amountCents > left) throw new ServiceError('failed-precondition', T.amountTooLarge(left));
    const refundable = new Set(yearsRefundable(payment));
    const notRefundable = yearsBack.filter((year) => !refundable.has(year));
    if (notRefundable.length > 0) {
      throw new ServiceError('failed-precondition', T.yearsNotRefundable(notRefundable.join(', ')));
    }
    const backCents = yearsBackCents(payment, yearsBack);
    if (backCents > input.amountCents) {
      throw new ServiceError('failed-precondition', T.yearsCostMore(backCents, input.amountCents));
    }
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
    // held until Stripe says the refund succeeded or failed, so two requests cannot both take it
    tx.update(paymentRef, { refundReservedCents: FieldValue.increment(input.amountCents) });
    return record;
  });
  if (reserved.status !== 'requested') {
    // asked before and answered by Stripe: the same answer again
    return { requestId: requestRef.id, status: reserved.status, stripeRefundId: reserved.stripeRefundId };
  }

  const payment = (await paymentRef.get()).data() as StoredPayment;
  let refund: Stripe.Refund;
  try {
    refund = await stripeClient().refunds.create(
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
      throw new ServiceError('failed-precondition', T.stripeRefused(error.message));
    }
    throw error;
  }
  // Stripe's answer is not what changes the account (the webhook is); it names the refund
  const status = await noteStripeRefund(db, requestRef, refund);
  logEvent('refund.requested', { paymentId: paymentRef.id, requestId: requestRef.id, refundId: refund.id });
  return { requestId: requestRef.id, status, stripeRefundId: refund.id };
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

export interface ApplyRefundResult {
  refundId: string;
  status: RefundStatus | null;
  changed: boolean;
  /** not a refund of one of our payments: recorded for review */
  unmatched?: boolean;
}

/**
 * Brings our records in line with what Stripe says of one refund (`refund`, as retrieved from
 * Stripe). Safe to run any number of times, in any order: the request is the refund's marker,
 * so a succeeded refund changes the payment and the account once.
 */
export async function applyRefund(
  db: Firestore,
  refund: Stripe.Refund,
  event?: StripeEventRef,
): Promise<ApplyRefundResult> {
  const intentId =
    typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
  const metadata = refund.metadata ?? {};
  // our payment: the one the refund's metadata names, else the one its payment intent paid
  let paymentId = metadata.paymentId ?? null;
  if (!paymentId && intentId) {
    const found = await paymentsRef(db).where('stripePaymentIntentId', '==', intentId).limit(1).get();
    paymentId = found.docs[0]?.id ?? null;
  }
  const requestRef = refundsRef(db).doc(metadata.refundRequestId || refund.id);
  const eventRef = event ? db.collection(COLLECTIONS.stripeEvents).doc(event.id) : null;
  let mailTo: string | null = null;

  const result = await runTransaction(db, async (tx): Promise<ApplyRefundResult> => {
    mailTo = null;
    const paymentRef = paymentId ? paymentsRef(db).doc(paymentId) : null;
    const refs = [requestRef, ...(paymentRef ? [paymentRef] : []), ...(eventRef ? [eventRef] : [])];
    const snaps = await tx.getAll(...refs);
    const requestSnap = snaps[0]!;
    const paymentSnap = paymentRef ? snaps[1]! : null;
    const eventSeen = eventRef ? snaps[snaps.length - 1]!.exists : false;
    const recordEvent = (fields: Record<string, unknown>) => {
      if (eventRef && event && !eventSeen) {
        tx.create(eventRef, {
          type: event.type,
          refundId: refund.id,
          paymentId,
          receivedAt: FieldValue.serverTimestamp(),
          ...fields,
        });
      }
    };
    const payment = paymentSnap?.exists ? (paymentSnap.data() as StoredPayment) : null;
    if (!paymentRef || !payment || payment.stripePaymentIntentId !== intentId) {
      // not a refund of a payment of ours (or its metadata names another payment): for a person
      recordEvent({ unmatched: true });
      return { refundId: refund.id, status: null, changed: false, unmatched: true };
    }
    const stored = requestSnap.exists ? (requestSnap.data() as StoredRefund) : null;
    if (stored && stored.paymentId !== paymentRef.id) {
      // metadata naming one payment's request and another payment: nothing is applied
      recordEvent({ unmatched: true });
      return { refundId: refund.id, status: null, changed: false, unmatched: true };
    }
    const now = Timestamp.now();
    if (stored && (stored.status === 'succeeded' || stored.status === 'failed')) {
      // settled before: a succeeded refund that later fails is for a person, not undone here
      if (stored.status === 'succeeded' && (refund.status === 'failed' || refund.status === 'canceled')) {
        tx.update(paymentRef, {
          reviewNote: `${payment.reviewNote ? `${payment.reviewNote} ` : ''}Refund ${refund.id} failed after it had succeeded: the money did not go back.`,
        });
        recordEvent({ applied: false, failedAfterSuccess: true });
        return { refundId: refund.id, status: stored.status, changed: true };
      }
      recordEvent({ applied: false });
      return { refundId: refund.id, status: stored.status, changed: false };
    }
    // the request as Stripe's refund makes it: ours, or one made in the Stripe Dashboard
    const request: StoredRefund = stored ?? {
      paymentId: paymentRef.id,
      propertyId: payment.propertyId ?? null,
      invoiceNumber: payment.invoiceNumber,
      amountCents: refund.amount,
      reason: 'other',
      note: 'Refunded outside the desk (in Stripe)',
      yearsBack: [],
      status: 'pending',
      stripeRefundId: refund.id,
      failureReason: null,
      requestedBy: null,
      requestedAt: now,
      settledAt: null,
    };
    const reservedCents = stored ? stored.amountCents : 0;
    const write = (fields: Partial<StoredRefund>) =>
      stored ? tx.update(requestRef, fields) : tx.create(requestRef, { ...request, ...fields });

    if (refund.status === 'failed' || refund.status === 'canceled') {
      write({
        status: 'failed',
        stripeRefundId: refund.id,
        failureReason: refund.failure_reason ?? refund.status,
        settledAt: now,
      });
      if (reservedCents > 0) {
        tx.update(paymentRef, { refundReservedCents: FieldValue.increment(-reservedCents) });
      }
      recordEvent({ applied: true });
      return { refundId: refund.id, status: 'failed', changed: true };
    }
    if (refund.status !== 'succeeded') {
      const changed = !stored || stored.stripeRefundId !== refund.id || stored.status !== 'pending';
      if (changed) write({ status: 'pending', stripeRefundId: refund.id });
      if (!stored && refund.amount > 0) {
        // a Dashboard refund on its way: not refundable again at the desk meanwhile
        tx.update(paymentRef, { refundReservedCents: FieldValue.increment(refund.amount) });
      }
      recordEvent({ applied: changed });
      return { refundId: refund.id, status: 'pending', changed };
    }

    // Succeeded: Stripe gave `refund.amount` back. Put the years back (those not owed again
    // already), with the dues this payment paid for them; read the account before writing.
    const accountRef = payment.propertyId
      ? db.collection(COLLECTIONS.hoaAccounts).doc(payment.propertyId)
      : null;
    // a dues payment's refund goes on the account's trail (with no change when no year comes
    // back); a miscellaneous charge's shows on the charge itself
    const accountSnap = accountRef && payment.yearsPaid.length > 0 ? await tx.get(accountRef) : null;
    // the years come back only with the amount the desk asked for them (Stripe's is the money)
    const yearsBack = stored && refund.amount === stored.amountCents ? request.yearsBack : [];
    write({ status: 'succeeded', stripeRefundId: refund.id, settledAt: now });
    const refundedCents = (payment.refundedCents ?? 0) + refund.amount;
    // what of the dues (or charge) came back, before the fee: Total Revenue is net of it
    const refundedAmountCents = Math.min(refundedCents, payment.amountCents);
    tx.update(paymentRef, {
      refundedCents,
      refundedAmountCents,
      ...(reservedCents > 0 ? { refundReservedCents: FieldValue.increment(-reservedCents) } : {}),
      ...(yearsBack.length > 0 ? { yearsRefunded: FieldValue.arrayUnion(...yearsBack) } : {}),
    });
    countInDeskTotals(tx, db, payment, { ...payment, refundedAmountCents });
    if (accountRef && accountSnap?.exists) {
      const before = figuresOf(accountSnap.data() as HoaAccount);
      const { after, yearsBack: owedAgain } = putYearsBack(before, payment, yearsBack);
      writeAccountChange(tx, {
        account: accountRef,
        before,
        after,
        at: now,
        entry: {
          kind: 'refund',
          paymentId: paymentRef.id,
          invoiceNumber: payment.invoiceNumber,
          amountCents: refund.amount,
          yearsBack: owedAgain,
          reason: REFUND_REASON_LABELS[request.reason],
        },
        entryId: refundActivityId(refund.id),
      });
    }
    if (payment.payerEmail) {
      mailTo = payment.payerEmail;
      tx.set(
        db.collection(COLLECTIONS.mail).doc(refundMailId(refund.id)),
        refundMail(payment.payerEmail, {
          invoiceNumber: payment.invoiceNumber,
          property: payment.property ?? null,
          amountCents: refund.amount,
          yearsBack,
          reason: REFUND_REASON_LABELS[request.reason],
          accountUrl: appUrl(myAccountPath(payment.propertyId)),
        }),
      );
    }
    recordEvent({ applied: true });
    return { refundId: refund.id, status: 'succeeded', changed: true };
  });

  if (result.unmatched)
    logError('refund.unmatched', new Error('A refund of no payment of ours'), { refundId: refund.id });
  if (result.changed)
    logEvent('refund.applied', {
      refundId: refund.id,
      paymentId,
      status: result.status,
      mailed: mailTo !== null,
    });
  return result;
}

/** The refunds a Stripe event is about, as Stripe has them now (never the event's copy). */
export async function refundsOfEvent(event: Stripe.Event): Promise<Stripe.Refund[]> {
  const object = event.data.object as { id?: unknown; object?: unknown };
  if (typeof object.id !== 'string') return [];
  if (object.object === 'refund') return [await stripeClient().refunds.retrieve(object.id)];
  if (object.object === 'charge') {
    const list = await stripeClient().refunds.list({ charge: object.id, limit: 100 });
    return list.data;
  }
  return [];
}
