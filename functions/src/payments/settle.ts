import {
  COLLECTIONS,
  PAYMENT_TEXTS,
  PAYMENT_REVIEW_NOTES,
  bankFailedMailId,
  checkoutMismatches,
  isMiscCharge,
  myAccountPath,
  paymentActivityId,
  payLinkPath,
  receiptMailId,
  receiptPath,
  settleDuesPayment,
  type HoaAccount,
  type PaymentPrivate,
  type PaymentStatus,
} from '@lakeside/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { bankFailedMail, receiptMail } from '../mail/index.js';
import { appUrl } from '../shared/appOrigins.js';
import { logError, logEvent } from '../shared/logs.js';
import { runTransaction } from '../shared/transactions.js';
import { countInDeskTotals } from './deskTotals.js';
import type { CheckoutFacts } from './sessionFacts.js';
import { asCharged, type StoredPayment } from './storedPayment.js';
import { figuresOf, writeAccountChange } from '../hoaAccounts/index.js';

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
  /** a checkout that names our payment but is not its own, whole, in dollars: not applied */
  parked?: boolean;
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
  let paidTwiceLog: { paymentId: string; sessionId: string } | null = null;
  let parkedLog: { paymentId: string; sessionId: string; mismatches: string[] } | null = null;
  const eventRef = event ? db.collection(COLLECTIONS.stripeEvents).doc(event.id) : null;
  const paymentRef = facts.paymentId ? db.collection(COLLECTIONS.payments).doc(facts.paymentId) : null;

  const result = await runTransaction(db, async (tx): Promise<SettleResult> => {
    paidTwiceLog = null; // a retried transaction starts over
    parkedLog = null;
    // the event's record and the payment in one round trip
    const refs = [eventRef, paymentRef].filter((ref): ref is DocumentReference => ref !== null);
    const snaps = refs.length > 0 ? await tx.getAll(...refs) : [];
    const eventSnap = eventRef ? snaps[0] : undefined;
    const paymentSnap = paymentRef ? snaps[refs.length - 1] : undefined;
    if (eventSnap?.exists) {
      return { paymentId: facts.paymentId, status: null, changed: false, duplicate: true };
    }
    const eventRecord = (fields: Record<string, unknown>) => {
      if (eventRef && event) tx.create(eventRef, stripeEventRecord(event, facts, fields));
    };
    if (!paymentRef || !paymentSnap?.exists) {
      // Not ours (another integration on the account, or a deleted record): keep it for a person.
      eventRecord({ unmatched: true });
      return { paymentId: facts.paymentId, status: null, changed: false, unmatched: true };
    }
    const payment = paymentSnap.data() as StoredPayment;
    const mismatches = checkoutMismatches({ ...payment, paymentId: paymentRef.id }, facts);
    if (mismatches.length > 0) {
      // Not this payment's own checkout for its whole total in dollars (a leaked API key, or a
      // forged event naming it): nothing about the payment changes. Money that did arrive that
      // way is put before the board, to refund; the event record keeps every other case.
      const note =
        facts.outcome === 'paid'
          ? withNote(payment.reviewNote, PAYMENT_REVIEW_NOTES.mismatchedCheckout(facts.sessionId, mismatches))
          : payment.reviewNote;
      if (note !== payment.reviewNote) tx.update(paymentRef, { reviewNote: note });
      const kinds = mismatches.map((mismatch) => mismatch.kind);
      eventRecord({ applied: false, parked: kinds });
      parkedLog = { paymentId: paymentRef.id, sessionId: facts.sessionId, mismatches: kinds };
      return { paymentId: paymentRef.id, status: payment.status, changed: false, parked: true };
    }
    if (staleMiscCheckout(payment, facts)) {
      // The charge's live checkout expired: forget its page, so the next Pay opens a fresh one.
      tx.update(paymentRef, { checkoutUrl: null, checkoutExpiresAt: null });
      eventRecord({ applied: true });
      return { paymentId: paymentRef.id, status: payment.status, changed: true };
    }
    const next = isMiscCharge(payment)
      ? nextMiscStatus(payment, facts)
      : nextStatus(payment.status, facts.outcome);
    if (!next) {
      const paidTwice = paidAgain(payment, facts);
      const note = paidTwice ? withNote(payment.reviewNote, paidTwice) : payment.reviewNote;
      if (paidTwice && note !== payment.reviewNote) {
        // A second session paid for a settled charge (two tabs of one pay link, say): the money
        // is in twice. Nothing about the charge changes, but the board must see it to refund.
        tx.update(paymentRef, { reviewNote: note });
        paidTwiceLog = { paymentId: paymentRef.id, sessionId: facts.sessionId };
      }
      eventRecord({ applied: false, ...(paidTwice ? { paidTwice: true } : {}) });
      return { paymentId: paymentRef.id, status: payment.status, changed: paidTwiceLog !== null };
    }

    // what this checkout charged: a pay link's session keeps the price it was opened at
    const charged = asCharged(payment, facts);
    const priceUpdate =
      charged === payment
        ? {}
        : {
            payMethod: charged.payMethod,
            feeCents: charged.feeCents,
            totalChargedCents: charged.totalChargedCents,
          };

    if (next !== 'completed') {
      const payer = payment.payerEmail ?? facts.payerEmail;
      if (payment.status === 'processing' && next !== 'processing' && payer) {
        // a bank debit the bank refused (issue 31): the payer hears of it once, with a way to
        // pay (a charge's own link, token included, for a payer who may not have an account)
        const payUrl = isMiscCharge(payment)
          ? payLinkPath(paymentRef.id, await payTokenOf(tx, db, paymentRef.id))
          : myAccountPath(payment.propertyId);
        tx.set(
          db.collection(COLLECTIONS.mail).doc(bankFailedMailId(paymentRef.id)),
          bankFailedMail(payer, {
            invoiceNumber: payment.invoiceNumber,
            description: payment.description,
            property: payment.property ?? null,
            yearsPaid: payment.yearsPaid,
            totalChargedCents: payment.totalChargedCents,
            payUrl: appUrl(payUrl),
          }),
        );
      }
      tx.update(paymentRef, {
        ...(next === 'processing' ? priceUpdate : {}),
        status: next,
        checkoutSessionId: facts.sessionId,
        // a misc charge back to pending after a declined bank debit keeps why, for the board
        failureReason: next === 'processing' ? null : failureReason(facts),
        ...(next === 'pending' ? { checkoutUrl: null, checkoutExpiresAt: null } : {}),
        ...(facts.paymentIntentId ? { stripePaymentIntentId: facts.paymentIntentId } : {}),
      });
      countInDeskTotals(tx, db, payment, { ...payment, status: next });
      eventRecord({ applied: true });
      return { paymentId: paymentRef.id, status: next, changed: true };
    }

    // Settling. Read the account before any write (a transaction reads first, then writes).
    const accountRef = db.collection(COLLECTIONS.hoaAccounts).doc(payment.propertyId);
    const accountSnap = payment.yearsPaid.length > 0 ? await tx.get(accountRef) : null;
    const now = Timestamp.now();
    // Money wins over a void: the charge completes, and the board decides what to do with it.
    let reviewNote: string | undefined = payment.voidedAt
      ? withNote(payment.reviewNote, PAYMENT_REVIEW_NOTES.voidedButPaid)
      : undefined;
    if (accountSnap?.exists) {
      const before = figuresOf(accountSnap.data() as HoaAccount);
      // Years no longer owed were settled some other way meanwhile: only those still owed
      // reduce the balance, and the board is told to refund or credit the rest (the domain's rule).
      const settlement = settleDuesPayment(before, payment);
      if (settlement.reviewNote) reviewNote = withNote(reviewNote, settlement.reviewNote);
      writeAccountChange(tx, {
        account: accountRef,
        before,
        after: settlement.after,
        at: now,
        entry: {
          kind: 'payment',
          paymentId: paymentRef.id,
          invoiceNumber: payment.invoiceNumber,
          yearsPaid: payment.yearsPaid,
          amountCents: payment.amountCents,
        },
        entryId: paymentActivityId(paymentRef.id),
      });
    }
    tx.update(paymentRef, {
      ...priceUpdate,
      // who paid, for the receipt: the resident's own name if they started it, else Stripe's
      ...(payment.payerName || !facts.payerName ? {} : { payerName: facts.payerName }),
      status: 'completed',
      failureReason: null,
      checkoutSessionId: facts.sessionId,
      paymentMethod: facts.paymentMethod ?? 'card',
      stripePaymentIntentId: facts.paymentIntentId,
      stripeChargeId: facts.chargeId,
      completedAt: now,
      ...(reviewNote ? { reviewNote } : {}),
    });
    countInDeskTotals(tx, db, payment, { ...payment, status: 'completed' });
    const to = payment.payerEmail ?? facts.payerEmail;
    if (to) {
      tx.create(
        db.collection(COLLECTIONS.mail).doc(receiptMailId(paymentRef.id)),
        receiptMail(to, {
          payment: charged,
          paidAt: now.toDate(),
          paymentMethod: facts.paymentMethod ?? 'card',
          receiptUrl: appUrl(receiptPath(paymentRef.id)),
        }),
      );
    }
    eventRecord({ applied: true });
    return { paymentId: paymentRef.id, status: 'completed', changed: true };
  });

  if (parkedLog) {
    logError('payment.checkoutParked', new Error('A checkout that does not match its payment'), parkedLog);
  }
  if (paidTwiceLog) {
    logError(
      'payment.paidTwice',
      new Error('A second checkout was paid for a settled payment'),
      paidTwiceLog,
    );
  }
  if (result.changed) {
    logEvent('payment.statusChanged', {
      paymentId: result.paymentId,
      status: result.status,
      source: event ? event.type : 'confirmCheckout',
    });
  }
  return result;
}

/** A charge's pay-link secret, read in the settling transaction (before any of its writes). */
async function payTokenOf(tx: Transaction, db: Firestore, paymentId: string): Promise<string | undefined> {
  const secret = (await tx.get(db.collection(COLLECTIONS.paymentsPrivate).doc(paymentId))).data() as
    PaymentPrivate | undefined;
  return secret?.payToken;
}

/**
 * stripeEvents/{eventId}: an event as it was received and what came of it (`fields`: applied,
 * unmatched, parked…). Created once, so a second delivery of the event finds it and does nothing.
 */
function stripeEventRecord(
  event: StripeEventRef,
  facts: Pick<CheckoutFacts, 'paymentId'> & { sessionId: string | null; outcome?: CheckoutFacts['outcome'] },
  fields: Record<string, unknown>,
) {
  return {
    type: event.type,
    sessionId: facts.sessionId,
    paymentId: facts.paymentId,
    ...(facts.outcome ? { outcome: facts.outcome } : {}),
    receivedAt: FieldValue.serverTimestamp(),
    ...fields,
  };
}

/**
 * A signed event about a session Stripe does not know (deleted, another account's, or made up
 * with a leaked webhook secret): recorded once for review and acknowledged, never retried.
 */
export async function recordUnknownSession(
  db: Firestore,
  event: StripeEventRef,
  sessionId: string | null,
): Promise<void> {
  const ref = db.collection(COLLECTIONS.stripeEvents).doc(event.id);
  await runTransaction(db, async (tx) => {
    if ((await tx.get(ref)).exists) return;
    tx.create(
      ref,
      stripeEventRecord(event, { sessionId, paymentId: null }, { unmatched: true, unknownSession: true }),
    );
  });
  logEvent('stripeWebhook.unknownSession', { eventId: event.id, sessionId });
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

/**
 * A miscellaneous charge is owed until it is paid or voided, whatever happens to one checkout:
 * it may have several sessions over time (payLinkCheckout.ts), and an old one expiring (we
 * expire it ourselves before opening the next) or a declined bank debit must not make it look
 * settled. So: paid → completed (from any session, even after a void: money wins); processing
 * from pending; a failure of the session in transit → pending again (payable); expiry → nothing.
 */
function nextMiscStatus(payment: StoredPayment, facts: CheckoutFacts): PaymentStatus | null {
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
function staleMiscCheckout(payment: StoredPayment, facts: CheckoutFacts): boolean {
  return (
    isMiscCharge(payment) &&
    facts.outcome === 'expired' &&
    payment.status === 'pending' &&
    !!payment.checkoutUrl &&
    payment.checkoutSessionId === facts.sessionId
  );
}

/** The review note for a paid session that is not the one that settled the payment, if so. */
function paidAgain(payment: StoredPayment, facts: CheckoutFacts): string | null {
  if (facts.outcome !== 'paid' || payment.status !== 'completed') return null;
  if (!payment.checkoutSessionId || payment.checkoutSessionId === facts.sessionId) return null;
  return PAYMENT_REVIEW_NOTES.paidTwice(facts.sessionId, facts.paymentIntentId, payment.checkoutSessionId);
}

/** Adds a note to a payment's review note once (settling may run again). */
function withNote(existing: string | undefined, note: string): string {
  if (!existing) return note;
  return existing.includes(note) ? existing : `${existing} ${note}`;
}

function failureReason(facts: CheckoutFacts): string {
  return facts.outcome === 'expired' ? PAYMENT_TEXTS.expiredReason : PAYMENT_TEXTS.declinedReason;
}
