// The webhook's half of a refund (DESIGN.md §5): what Stripe says of one refund, retrieved from
// Stripe, applied once per Stripe refund in one transaction: the payment's refunded amount, the
// years put back as owed with their dues, the owners' trail entry and the payer's e-mail. A
// failed refund changes nothing but its request. A refund made in the Stripe Dashboard (no
// request of ours) is recorded and applied as money back with no years.
import {
  COLLECTIONS,
  REFUND_REASON_LABELS,
  myAccountPath,
  putYearsBack,
  refundActivityId,
  refundMailId,
  type HoaAccount,
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
import type Stripe from 'stripe';
import { figuresOf, writeAccountChange } from '../hoaAccounts/index.js';
import { refundMail } from '../mail/index.js';
import { countInDeskTotals, type StoredPayment } from '../payments/index.js';
import { appUrl } from '../shared/appOrigins.js';
import { logError, logEvent } from '../shared/logs.js';
import { runTransaction } from '../shared/transactions.js';
import { eventRecorder, stripeClient, stripeEventDoc, type StripeEventRef } from '../stripe/index.js';

type StoredRefund = RefundRecord<Timestamp>;

export interface ApplyRefundResult {
  refundId: string;
  status: RefundStatus | null;
  changed: boolean;
  /** not a refund of one of our payments: recorded for review */
  unmatched?: boolean;
}

/** What every step of applying a refund works on, inside the one transaction. */
interface Applying {
  tx: Transaction;
  db: Firestore;
  refund: Stripe.Refund;
  requestRef: DocumentReference;
  paymentRef: DocumentReference;
  payment: StoredPayment;
  /** our request for it, or null for a refund made in the Stripe Dashboard */
  stored: StoredRefund | null;
  /** the request as this refund makes it: ours, or one built for a Dashboard refund */
  request: StoredRefund;
  now: Timestamp;
  record: (outcome: Record<string, unknown>) => void;
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
  const intentId = idOf(refund.payment_intent);
  const paymentId = await paymentOfRefund(db, refund, intentId);
  const requestRef = db.collection(COLLECTIONS.refunds).doc(refund.metadata?.refundRequestId || refund.id);
  const paymentRef = paymentId ? db.collection(COLLECTIONS.payments).doc(paymentId) : null;

  const { result, mailed } = await runTransaction(db, async (tx) => {
    const refs = [
      requestRef,
      ...(paymentRef ? [paymentRef] : []),
      ...(event ? [stripeEventDoc(db, event)] : []),
    ];
    const snaps = await tx.getAll(...refs);
    const paymentSnap = paymentRef ? snaps[1]! : null;
    const seen = event ? snaps[snaps.length - 1]!.exists : false;
    const record = eventRecorder(tx, db, event, { refundId: refund.id, paymentId }, seen);
    const payment = paymentSnap?.exists ? (paymentSnap.data() as StoredPayment) : null;
    const stored = snaps[0]!.exists ? (snaps[0]!.data() as StoredRefund) : null;
    // not a refund of a payment of ours, or metadata naming one payment's request and another
    // payment: nothing is applied, the event is kept for a person
    if (
      !paymentRef ||
      !payment ||
      payment.stripePaymentIntentId !== intentId ||
      (stored && stored.paymentId !== paymentRef.id)
    ) {
      record({ unmatched: true });
      return {
        result: { refundId: refund.id, status: null, changed: false, unmatched: true },
        mailed: false,
      };
    }
    const now = Timestamp.now();
    const request = stored ?? dashboardRequest(refund, paymentRef.id, payment, now);
    const step: Applying = { tx, db, refund, requestRef, paymentRef, payment, stored, request, now, record };
    if (stored && (stored.status === 'succeeded' || stored.status === 'failed'))
      return settledBefore(step, stored);
    if (refund.status === 'failed' || refund.status === 'canceled') return refundFailed(step);
    if (refund.status !== 'succeeded') return refundPending(step);
    return refundSucceeded(step);
  });

  if (result.unmatched)
    logError('refund.unmatched', new Error('A refund of no payment of ours'), { refundId: refund.id });
  if (result.changed)
    logEvent('refund.applied', { refundId: refund.id, paymentId, status: result.status, mailed });
  return result;
}

interface Applied {
  result: ApplyRefundResult;
  mailed: boolean;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Our payment: the one the refund's metadata names, else the one its payment intent paid. */
async function paymentOfRefund(db: Firestore, refund: Stripe.Refund, intentId: string | null) {
  const named = refund.metadata?.paymentId;
  if (named) return named;
  if (!intentId) return null;
  const found = await db
    .collection(COLLECTIONS.payments)
    .where('stripePaymentIntentId', '==', intentId)
    .limit(1)
    .get();
  return found.docs[0]?.id ?? null;
}

/** The request a refund made in the Stripe Dashboard stands for: money back, no years. */
function dashboardRequest(
  refund: Stripe.Refund,
  paymentId: string,
  payment: StoredPayment,
  now: Timestamp,
): StoredRefund {
  return {
    paymentId,
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
}

/** Writes the request: ours is updated, a Dashboard refund's is created with these fields. */
function writeRequest({ tx, requestRef, stored, request }: Applying, fields: Partial<StoredRefund>) {
  if (stored) tx.update(requestRef, fields);
  else tx.create(requestRef, { ...request, ...fields });
}

/** What our request reserved on the payment (a Dashboard refund reserved nothing). */
const reservedCents = ({ stored }: Applying) => (stored ? stored.amountCents : 0);

/** Settled before: a succeeded refund that later fails is for a person, not undone here. */
function settledBefore({ tx, refund, paymentRef, payment, record }: Applying, stored: StoredRefund): Applied {
  if (stored.status === 'succeeded' && (refund.status === 'failed' || refund.status === 'canceled')) {
    tx.update(paymentRef, {
      reviewNote: `${payment.reviewNote ? `${payment.reviewNote} ` : ''}Refund ${refund.id} failed after it had succeeded: the money did not go back.`,
    });
    record({ applied: false, failedAfterSuccess: true });
    return { result: { refundId: refund.id, status: stored.status, changed: true }, mailed: false };
  }
  record({ applied: false });
  return { result: { refundId: refund.id, status: stored.status, changed: false }, mailed: false };
}

/** Failed or canceled: the request says why, and what it reserved is refundable again. */
function refundFailed(step: Applying): Applied {
  const { tx, refund, paymentRef, now, record } = step;
  writeRequest(step, {
    status: 'failed',
    stripeRefundId: refund.id,
    failureReason: refund.failure_reason ?? refund.status,
    settledAt: now,
  });
  const reserved = reservedCents(step);
  if (reserved > 0) tx.update(paymentRef, { refundReservedCents: FieldValue.increment(-reserved) });
  record({ applied: true });
  return { result: { refundId: refund.id, status: 'failed', changed: true }, mailed: false };
}

/** On its way (a bank refund): the request names it; a Dashboard refund's amount is held. */
function refundPending(step: Applying): Applied {
  const { tx, refund, paymentRef, stored, record } = step;
  const changed = !stored || stored.stripeRefundId !== refund.id || stored.status !== 'pending';
  if (changed) writeRequest(step, { status: 'pending', stripeRefundId: refund.id });
  if (!stored && refund.amount > 0) {
    // not refundable again at the desk meanwhile
    tx.update(paymentRef, { refundReservedCents: FieldValue.increment(refund.amount) });
  }
  record({ applied: changed });
  return { result: { refundId: refund.id, status: 'pending', changed }, mailed: false };
}

/**
 * Succeeded: Stripe gave `refund.amount` back. The payment says so (Total Revenue is net of the
 * amount part), the years come back as owed with the dues this payment paid for them (only with
 * the amount the desk asked for them: Stripe's is the money), and the payer is told.
 */
async function refundSucceeded(step: Applying): Promise<Applied> {
  const { tx, db, refund, paymentRef, payment, stored, request, now, record } = step;
  // a dues payment's refund goes on the account's trail (with no change when no year comes
  // back); a miscellaneous charge's shows on the charge itself. Read before any write.
  const accountRef =
    payment.propertyId && payment.yearsPaid.length > 0
      ? db.collection(COLLECTIONS.hoaAccounts).doc(payment.propertyId)
      : null;
  const accountSnap = accountRef ? await tx.get(accountRef) : null;
  const yearsBack = stored && refund.amount === stored.amountCents ? request.yearsBack : [];
  writeRequest(step, { status: 'succeeded', stripeRefundId: refund.id, settledAt: now });
  const refundedCents = (payment.refundedCents ?? 0) + refund.amount;
  const refundedAmountCents = Math.min(refundedCents, payment.amountCents);
  const reserved = reservedCents(step);
  tx.update(paymentRef, {
    refundedCents,
    refundedAmountCents,
    ...(reserved > 0 ? { refundReservedCents: FieldValue.increment(-reserved) } : {}),
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
  const mailed = mailRefund(step, yearsBack);
  record({ applied: true });
  return { result: { refundId: refund.id, status: 'succeeded', changed: true }, mailed };
}

/** The payer hears of the money back, once per refund. */
function mailRefund({ tx, db, refund, payment, request }: Applying, yearsBack: string[]): boolean {
  if (!payment.payerEmail) return false;
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
  return true;
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
