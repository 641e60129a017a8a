import {
  COLLECTIONS,
  PAYMENT_REVIEW_NOTES,
  bankFailedMailId,
  bankSubmittedMailId,
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
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { figuresOf, writeAccountChange } from '../hoaAccounts/index.js';
import { bankFailedMail, bankSubmittedMail, queuedMail, receiptMail } from '../mail/index.js';
import { appUrl } from '../shared/appOrigins.js';
import { logError, logEvent } from '../shared/logs.js';
import { runTransaction } from '../shared/transactions.js';
import { eventRecorder, stripeEventDoc, type StripeEventRef } from '../stripe/index.js';
import {
  failureReason,
  nextMiscStatus,
  nextStatus,
  paidAgain,
  staleMiscCheckout,
  withNote,
} from './checkoutStatus.js';
import { countInDeskTotals } from './deskTotals.js';
import type { CheckoutFacts } from './sessionFacts.js';
import { asCharged, type StoredPayment } from './storedPayment.js';

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

/** A step's answer, and what to log once the transaction has committed (never inside it). */
interface Settled {
  result: SettleResult;
  afterCommit?: () => void;
}

/** What every step of a settlement works on, inside the one transaction. */
interface Settling {
  tx: Transaction;
  db: Firestore;
  facts: CheckoutFacts;
  paymentRef: DocumentReference;
  payment: StoredPayment;
  /** records the event (when there is one) with what came of it */
  record: (outcome: Record<string, unknown>) => void;
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
  const paymentRef = facts.paymentId ? db.collection(COLLECTIONS.payments).doc(facts.paymentId) : null;
  const { result, afterCommit } = await runTransaction(db, async (tx): Promise<Settled> => {
    // the event's record and the payment in one round trip
    const refs = [event ? stripeEventDoc(db, event) : null, paymentRef];
    const present = refs.filter((ref): ref is DocumentReference => ref !== null);
    const snaps = present.length > 0 ? await tx.getAll(...present) : [];
    const [eventSnap, paymentSnap] = refs.map((ref) => (ref ? snaps[present.indexOf(ref)] : undefined));
    if (eventSnap?.exists) {
      return { result: { paymentId: facts.paymentId, status: null, changed: false, duplicate: true } };
    }
    const record = eventRecorder(tx, db, event, {
      sessionId: facts.sessionId,
      paymentId: facts.paymentId,
      ...(facts.outcome ? { outcome: facts.outcome } : {}),
    });
    if (!paymentRef || !paymentSnap?.exists) {
      // Not ours (another integration on the account, or a deleted record): keep it for a person.
      record({ unmatched: true });
      return { result: { paymentId: facts.paymentId, status: null, changed: false, unmatched: true } };
    }
    const step: Settling = {
      tx,
      db,
      facts,
      paymentRef,
      payment: paymentSnap.data() as StoredPayment,
      record,
    };
    return parkMismatched(step) ?? forgetStaleMiscCheckout(step) ?? (await moveForward(step));
  });
  afterCommit?.();
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
 * Not this payment's own checkout for its whole total in dollars (a leaked API key, or a forged
 * event naming it): nothing about the payment changes. Money that did arrive that way is put
 * before the board, to refund; the event record keeps every other case.
 */
function parkMismatched({ tx, facts, paymentRef, payment, record }: Settling): Settled | null {
  const mismatches = checkoutMismatches({ ...payment, paymentId: paymentRef.id }, facts);
  if (mismatches.length === 0) return null;
  const note =
    facts.outcome === 'paid'
      ? withNote(payment.reviewNote, PAYMENT_REVIEW_NOTES.mismatchedCheckout(facts.sessionId, mismatches))
      : payment.reviewNote;
  if (note !== payment.reviewNote) tx.update(paymentRef, { reviewNote: note });
  const kinds = mismatches.map((mismatch) => mismatch.kind);
  record({ applied: false, parked: kinds });
  const log = { paymentId: paymentRef.id, sessionId: facts.sessionId, mismatches: kinds.join(', ') };
  return {
    result: { paymentId: paymentRef.id, status: payment.status, changed: false, parked: true },
    afterCommit: () =>
      logError('payment.checkoutParked', new Error('A checkout that does not match its payment'), log),
  };
}

/** The charge's live checkout expired: forget its page, so the next Pay opens a fresh one. */
function forgetStaleMiscCheckout({ tx, facts, paymentRef, payment, record }: Settling): Settled | null {
  if (!staleMiscCheckout(payment, facts)) return null;
  tx.update(paymentRef, { checkoutUrl: null, checkoutExpiresAt: null });
  record({ applied: true });
  return { result: { paymentId: paymentRef.id, status: payment.status, changed: true } };
}

/** The payment's next status, if the checkout's outcome moves it (it only moves forward). */
async function moveForward(step: Settling): Promise<Settled> {
  const { payment, facts } = step;
  const next = isMiscCharge(payment)
    ? nextMiscStatus(payment, facts)
    : nextStatus(payment.status, facts.outcome);
  if (!next) return notMoved(step);
  if (next === 'completed') return settle(step);
  return moveStatus(step, next);
}

/**
 * The outcome does not move the payment. A second session paid for a settled charge (two tabs
 * of one pay link, say) is the one case that matters: the money is in twice, and though nothing
 * about the charge changes, the board must see it to refund.
 */
function notMoved({ tx, facts, paymentRef, payment, record }: Settling): Settled {
  const paidTwice = paidAgain(payment, facts);
  const note = paidTwice ? withNote(payment.reviewNote, paidTwice) : payment.reviewNote;
  const noted = paidTwice !== null && note !== payment.reviewNote;
  if (noted) tx.update(paymentRef, { reviewNote: note });
  record({ applied: false, ...(paidTwice ? { paidTwice: true } : {}) });
  const log = { paymentId: paymentRef.id, sessionId: facts.sessionId };
  return {
    result: { paymentId: paymentRef.id, status: payment.status, changed: noted },
    afterCommit: noted
      ? () =>
          logError('payment.paidTwice', new Error('A second checkout was paid for a settled payment'), log)
      : undefined,
  };
}

/** What this checkout charged: a pay link's session keeps the price it was opened at. */
function priceUpdateOf(payment: StoredPayment, facts: CheckoutFacts) {
  const charged = asCharged(payment, facts);
  const update =
    charged === payment
      ? {}
      : {
          payMethod: charged.payMethod,
          feeCents: charged.feeCents,
          totalChargedCents: charged.totalChargedCents,
        };
  return { charged, update };
}

/** Processing, failed, or (a charge) payable again: the status, and the payer told of a refused debit. */
async function moveStatus(step: Settling, next: PaymentStatus): Promise<Settled> {
  const { tx, db, facts, paymentRef, payment, record } = step;
  // told whether or not its processing was heard of: events come in any order, or not at all
  if (facts.outcome === 'failed') await mailBankRefused(step);
  const priced = next === 'processing' ? priceUpdateOf(payment, facts) : null;
  if (priced) await mailBankSubmitted(step, priced.charged.totalChargedCents);
  tx.update(paymentRef, {
    ...(priced ? priced.update : {}),
    status: next,
    checkoutSessionId: facts.sessionId,
    // a misc charge back to pending after a declined bank debit keeps why, for the board
    failureReason: next === 'processing' ? null : failureReason(facts, payment),
    ...(next === 'pending' ? { checkoutUrl: null, checkoutExpiresAt: null } : {}),
    ...(facts.paymentIntentId ? { stripePaymentIntentId: facts.paymentIntentId } : {}),
  });
  countInDeskTotals(tx, db, payment, { ...payment, status: next });
  record({ applied: true });
  return { result: { paymentId: paymentRef.id, status: next, changed: true } };
}

/**
 * A bank debit the bank refused: the payer hears of it once, with a way to pay (a charge's own
 * link, token included, for a payer who may not have an account). Reads before it writes.
 */
async function mailBankRefused({ tx, db, facts, paymentRef, payment }: Settling): Promise<void> {
  const payer = payment.payerEmail ?? facts.payerEmail;
  if (!payer) return;
  const payUrl = isMiscCharge(payment)
    ? payLinkPath(paymentRef.id, await payTokenOf(tx, db, paymentRef.id))
    : myAccountPath(payment.propertyId);
  tx.set(
    db.collection(COLLECTIONS.mail).doc(bankFailedMailId(paymentRef.id)),
    queuedMail(
      bankFailedMail(payer, {
        invoiceNumber: payment.invoiceNumber,
        description: payment.description,
        property: payment.property ?? null,
        yearsPaid: payment.yearsPaid,
        totalChargedCents: payment.totalChargedCents,
        payUrl: appUrl(payUrl),
      }),
    ),
  );
}

/**
 * The payer told their bank debit is submitted (the receipt follows when it clears): once, even
 * if the processing event comes again. Reads before the caller's writes.
 */
async function mailBankSubmitted(
  { tx, db, facts, paymentRef, payment }: Settling,
  totalChargedCents: number,
): Promise<void> {
  const payer = payment.payerEmail ?? facts.payerEmail;
  if (!payer) return;
  const mailRef = db.collection(COLLECTIONS.mail).doc(bankSubmittedMailId(paymentRef.id));
  const payUrl = isMiscCharge(payment)
    ? payLinkPath(paymentRef.id, await payTokenOf(tx, db, paymentRef.id))
    : myAccountPath(payment.propertyId);
  if ((await tx.get(mailRef)).exists) return;
  tx.create(
    mailRef,
    queuedMail(
      bankSubmittedMail(payer, {
        invoiceNumber: payment.invoiceNumber,
        description: payment.description,
        property: payment.property ?? null,
        yearsPaid: payment.yearsPaid,
        totalChargedCents,
        accountUrl: appUrl(payUrl),
      }),
    ),
  );
}

/** A charge's pay-link secret, read in the settling transaction (before any of its writes). */
async function payTokenOf(tx: Transaction, db: Firestore, paymentId: string): Promise<string | undefined> {
  const secret = (await tx.get(db.collection(COLLECTIONS.paymentsPrivate).doc(paymentId))).data() as
    PaymentPrivate | undefined;
  return secret?.payToken;
}

/**
 * Settling: the account moved by the domain's rule with its trail entry, the payment completed
 * with Stripe's ids for reconciliation, the desk's totals, and the receipt. Money wins over a
 * void: the charge completes, and the board decides what to do with it.
 */
async function settle(step: Settling): Promise<Settled> {
  const { tx, db, facts, paymentRef, payment, record } = step;
  const now = Timestamp.now();
  let reviewNote = payment.voidedAt
    ? withNote(payment.reviewNote, PAYMENT_REVIEW_NOTES.voidedButPaid)
    : undefined;
  const settlementNote = await settleAccount(step, now);
  if (settlementNote) reviewNote = withNote(reviewNote, settlementNote);
  const { charged, update: priceUpdate } = priceUpdateOf(payment, facts);
  tx.update(paymentRef, {
    ...priceUpdate,
    // who paid, for the receipt: the resident's own name if they started it, else Stripe's
    // a payer kept private (the property has a new owner since) is not named here again
    ...(payment.payerName || payment.payerPrivate || !facts.payerName ? {} : { payerName: facts.payerName }),
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
      queuedMail(
        receiptMail(to, {
          payment: charged,
          paidAt: now.toDate(),
          paymentMethod: facts.paymentMethod ?? 'card',
          receiptUrl: appUrl(receiptPath(paymentRef.id)),
        }),
      ),
    );
  }
  record({ applied: true });
  return { result: { paymentId: paymentRef.id, status: 'completed', changed: true } };
}

/**
 * A dues payment's account, settled by the domain's rule: years no longer owed were settled some
 * other way meanwhile, so only those still owed reduce the balance, and the board is told to
 * refund or credit the rest (the note returned). Reads the account before any write.
 */
async function settleAccount(
  { tx, db, paymentRef, payment }: Settling,
  now: Timestamp,
): Promise<string | null> {
  if (payment.yearsPaid.length === 0) return null;
  const accountRef = db.collection(COLLECTIONS.hoaAccounts).doc(payment.propertyId);
  const accountSnap = await tx.get(accountRef);
  if (!accountSnap.exists) return null;
  const before = figuresOf(accountSnap.data() as HoaAccount);
  const settlement = settleDuesPayment(before, payment);
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
  return settlement.reviewNote;
}
