// The webhook's half of a refund (DESIGN.md §5): what Stripe says of one refund, retrieved from
// Stripe, applied once per Stripe refund in one transaction: the payment's refunded amount, the
// years put back as owed with their dues, the owners' trail entry and the payer's e-mail. A
// failed refund changes nothing but its request. A refund is the desk's request only by the
// refund id the request's own create returned (or, before that answer is noted, by its payment
// intent and amount), never by its metadata alone, which anyone with the key can write. Any
// other refund (made in the Stripe Dashboard, say) is recorded and applied as money back with no
// years, with a note on the payment for the board to look at.
import {
  COLLECTIONS,
  PAYMENT_REVIEW_NOTES,
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
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { figuresOf, writeAccountChange } from '../hoaAccounts/index.js';
import { queuedMail, refundMail } from '../mail/index.js';
import { countInDeskTotals, withNote, type StoredPayment } from '../payments/index.js';
import { appUrl } from '../shared/appOrigins.js';
import { logError, logEvent } from '../shared/logs.js';
import { payerOf } from '../shared/payers.js';
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
  const refunds = db.collection(COLLECTIONS.refunds);
  const namedRef = refund.metadata?.refundRequestId ? refunds.doc(refund.metadata.refundRequestId) : null;
  const ownRef = refunds.doc(refund.id);
  const paymentRef = paymentId ? db.collection(COLLECTIONS.payments).doc(paymentId) : null;

  const { result, mailed } = await runTransaction(db, async (tx) => {
    const eventRef = event ? stripeEventDoc(db, event) : null;
    const read = await readOnce(tx, [ownRef, namedRef, paymentRef, eventRef]);
    const record = eventRecorder(
      tx,
      db,
      event,
      { refundId: refund.id, paymentId },
      read(eventRef)?.exists ?? false,
    );
    const paymentSnap = read(paymentRef);
    const payment = paymentSnap?.exists ? (paymentSnap.data() as StoredPayment) : null;
    const { requestRef, stored } = requestFor(
      refund,
      paymentId,
      [ownRef, read(ownRef)!],
      [namedRef, read(namedRef)],
    );
    // not a refund of a payment of ours: nothing is applied, the event is kept for a person
    if (!paymentRef || !payment || payment.stripePaymentIntentId !== intentId) {
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

/** Reads each document once (a refund's metadata may name its own record), in one getAll. */
async function readOnce(tx: Transaction, refs: (DocumentReference | null)[]) {
  const unique = [...new Map(refs.filter((ref) => ref !== null).map((ref) => [ref.path, ref])).values()];
  const snaps = await tx.getAll(...unique);
  const byPath = new Map(snaps.map((snap) => [snap.ref.path, snap]));
  return (ref: DocumentReference | null) => (ref ? byPath.get(ref.path) : undefined);
}

type Read = [DocumentReference, DocumentSnapshot];

/**
 * The request this refund settles: the desk's request its metadata names, when it is this
 * refund's (isRequestOf); else the refund's own record, made the first time it is seen.
 */
function requestFor(
  refund: Stripe.Refund,
  paymentId: string | null,
  [ownRef, ownSnap]: Read,
  [namedRef, namedSnap]: [DocumentReference | null, DocumentSnapshot | undefined],
): { requestRef: DocumentReference; stored: StoredRefund | null } {
  const named = namedRef && namedSnap?.exists ? (namedSnap.data() as StoredRefund) : null;
  if (namedRef && named && paymentId && isRequestOf(named, refund, paymentId)) {
    return { requestRef: namedRef, stored: named };
  }
  return { requestRef: ownRef, stored: ownSnap.exists ? (ownSnap.data() as StoredRefund) : null };
}

/**
 * Whether `request` is the desk's request for this refund: the refund its create returned, or,
 * before that answer was noted, one of the same payment and amount.
 */
function isRequestOf(request: StoredRefund, refund: Stripe.Refund, paymentId: string): boolean {
  if (request.paymentId !== paymentId) return false;
  if (request.stripeRefundId) return request.stripeRefundId === refund.id;
  return request.amountCents === refund.amount;
}

/** Our payment: the one its payment intent paid (Stripe's own), else the one metadata names. */
async function paymentOfRefund(db: Firestore, refund: Stripe.Refund, intentId: string | null) {
  if (!intentId) return refund.metadata?.paymentId || null;
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

/**
 * Writes the request: ours is updated; one for a refund made outside the desk is created with
 * these fields, and the payment says so for the board to look at.
 */
function writeRequest(step: Applying, fields: Partial<StoredRefund>) {
  const { tx, requestRef, stored, request, refund, paymentRef, payment } = step;
  if (stored) {
    tx.update(requestRef, fields);
    return;
  }
  tx.create(requestRef, { ...request, ...fields });
  const note = PAYMENT_REVIEW_NOTES.refundMadeInStripe(refund.id, refund.amount);
  tx.update(paymentRef, { reviewNote: withNote(payment.reviewNote, note) });
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
  const [accountSnap, { payerEmail }] = await Promise.all([
    accountRef ? tx.get(accountRef) : null,
    payerOf(tx, paymentRef, payment),
  ]);
  const yearsBack = stored && refund.amount === stored.amountCents ? request.yearsBack : [];
  writeRequest(step, { status: 'succeeded', stripeRefundId: refund.id, settledAt: now });
  const refundedCents = (payment.refundedCents ?? 0) + refund.amount;
  const refundedAmountCents = Math.min(refundedCents, payment.amountCents);
  const reserved = reservedCents(step);
  tx.update(paymentRef, {
    refundedCents,
    refundedAmountCents,
    lastRefundedAt: now,
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
  const mailed = mailRefund(step, payerEmail, yearsBack);
  record({ applied: true });
  return { result: { refundId: refund.id, status: 'succeeded', changed: true }, mailed };
}

/** The payer hears of the money back, once per refund. */
function mailRefund(
  { tx, db, refund, payment, request }: Applying,
  payerEmail: string | null,
  yearsBack: string[],
): boolean {
  if (!payerEmail) return false;
  tx.set(
    db.collection(COLLECTIONS.mail).doc(refundMailId(refund.id)),
    queuedMail(
      refundMail(payerEmail, {
        invoiceNumber: payment.invoiceNumber,
        property: payment.property ?? null,
        amountCents: refund.amount,
        yearsBack,
        reason: REFUND_REASON_LABELS[request.reason],
        accountUrl: appUrl(myAccountPath(payment.propertyId)),
      }),
    ),
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
