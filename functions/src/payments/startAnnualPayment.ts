import {
  CHECKOUT_LIFETIME_MS,
  COLLECTIONS,
  PAYMENT_TEXTS,
  RATE_LIMIT_ATTEMPTS,
  RATE_LIMIT_WINDOW_MS,
  withinWindow,
  annualDuesDescription,
  yearsDueCents,
  ownerFullName,
  paymentRateLimitId,
  type AuditActor,
  type CreateHoaPaymentAnswer,
  type CreateHoaPaymentRequest,
  type HoaAccount,
  type Profile,
} from '@lakeside/domain';
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { logError, logEvent } from '../shared/logs.js';
import { counterOf } from '../shared/rateLimits.js';
import { runTransaction } from '../shared/transactions.js';
import { checkoutReturnUrls } from './appLinks.js';
import { checkoutSessionParams } from './checkoutSession.js';
import { countInDeskTotals } from './deskTotals.js';
import { stripeClient } from '../stripe/index.js';
import { checkoutGuardRef, claimCheckoutGuard, reserveInvoiceNumber } from './paymentLedger.js';
import { pendingPayment, type StoredPayment } from './storedPayment.js';
import { paymentHoldingYears } from './yearHolders.js';
import { duesRateTableOf } from '../duesRates/index.js';

type AnnualRequest = Omit<CreateHoaPaymentRequest, 'yearsPaying'> & { yearsPaying: string[] };

/** The name the payer registered with, or null (a profile without one, or none). */
function payerNameOf(profile: Pick<Profile, 'firstName' | 'lastName'> | undefined): string | null {
  return profile ? ownerFullName(profile) || null : null;
}

/**
 * createHoaPayment, annual dues (DESIGN.md §5): every check and the pending payment in one
 * transaction, then the Checkout Session. A refusal writes nothing. If Stripe cannot be
 * reached the payment is marked failed, so its years are payable again at once.
 */
export async function startAnnualPayment(
  db: Firestore,
  actor: AuditActor,
  request: AnnualRequest,
  origin: string,
): Promise<CreateHoaPaymentAnswer> {
  const now = Date.now();
  const attempt: Attempt = {
    actor,
    request,
    paymentRef: db.collection(COLLECTIONS.payments).doc(),
    now,
    expiresAtMs: now + CHECKOUT_LIFETIME_MS,
  };
  // A cheap look first: a double click or a second tab usually finds the live checkout here,
  // without joining the transaction below (whose contention would only make it wait).
  const held = await paymentHoldingYears(db, request.propertyId, request.yearsPaying, now);
  if (held?.conflict === 'live') throw new HttpsError('already-exists', PAYMENT_TEXTS.duplicate);
  const payment = await runTransaction(db, (tx) => reservePayment(tx, db, attempt));
  return openCheckout(db, attempt, payment, origin);
}

/** One attempt to pay: who, what, the payment's id, and when (its checkout's end included). */
interface Attempt {
  actor: AuditActor;
  request: AnnualRequest;
  paymentRef: DocumentReference;
  now: number;
  expiresAtMs: number;
}

/** Every check, then the pending payment, its invoice number and the attempt counted: one transaction. */
async function reservePayment(tx: Transaction, db: Firestore, attempt: Attempt): Promise<StoredPayment> {
  const { actor, request, paymentRef, now, expiresAtMs } = attempt;
  const { propertyId, yearsPaying } = request;
  const guard = checkoutGuardRef(db, propertyId);
  // The point reads in one round trip; the guard among them makes the query below consistent.
  const [accountSnap, , rateSnap, profileSnap] = await tx.getAll(
    db.collection(COLLECTIONS.hoaAccounts).doc(propertyId),
    guard,
    rateLimitRef(db, actor.uid),
    // the payer's name, for the receipt
    db.collection(COLLECTIONS.profiles).doc(actor.uid),
  );
  const account = payableAccount(accountSnap?.data() as HoaAccount | undefined, actor, yearsPaying);
  // Each year at what is left of it (its rate, less any part paid at the desk), recorded on the
  // payment so settling never depends on a rate changed since; that needs every owed year's
  // rate. The screen's figure, if it sent one, must be the server's: never charge what the
  // browser says.
  const rates = duesRateTableOf(
    await tx.getAll(...account.yearsOwed.map((year) => db.collection(COLLECTIONS.duesRates).doc(year))),
  );
  const dues = yearsDueCents(account, yearsPaying, rates);
  const amountCents = dues.reduce((sum, year) => sum + year.cents, 0);
  // a year the balance no longer covers (the board set it lower) has nothing left to pay online
  const nothingLeft = dues.find((year) => year.cents === 0);
  if (nothingLeft) throw new HttpsError('failed-precondition', PAYMENT_TEXTS.nothingLeftOf(nothingLeft.year));
  if (request.amountCents !== undefined && request.amountCents !== amountCents) {
    throw new HttpsError('invalid-argument', PAYMENT_TEXTS.amountMismatch);
  }
  await refuseHeldYears(db, propertyId, yearsPaying, now);
  const attempts = recentAttempts(rateSnap, now);
  if (attempts.length >= RATE_LIMIT_ATTEMPTS) {
    throw new HttpsError('resource-exhausted', PAYMENT_TEXTS.rateLimited);
  }
  const invoiceNumber = await reserveInvoiceNumber(tx, db, paymentRef.id, new Date(now));
  const pending = pendingPayment({
    propertyId,
    ownerUids: account.ownerUids,
    property: account.property,
    invoiceNumber,
    description: annualDuesDescription(yearsPaying),
    yearsPaid: yearsPaying,
    duesByYear: Object.fromEntries(dues.map(({ year, cents }) => [year, cents])),
    amountCents,
    // the fee and the one method its Checkout offers: card unless the bank was chosen
    payMethod: request.payMethod ?? 'card',
    // live from the start: a second attempt while this one opens its checkout is a duplicate
    checkoutExpiresAt: Timestamp.fromMillis(expiresAtMs),
    payerEmail: actor.email,
    payerName: payerNameOf(profileSnap?.data() as Profile | undefined),
    createdBy: actor.uid,
    createdAt: Timestamp.fromMillis(now),
  });
  tx.create(paymentRef, pending);
  countInDeskTotals(tx, db, null, pending);
  tx.set(rateLimitRef(db, actor.uid), counterOf('attempts', [...attempts, now], now, RATE_LIMIT_WINDOW_MS));
  claimCheckoutGuard(tx, guard, paymentRef.id, now);
  return pending;
}

/**
 * The account, if the caller owns it and it owes every year asked for. An account that does not
 * exist and one the caller does not own answer alike: the answer must not tell a stranger which
 * properties exist.
 */
function payableAccount(
  account: HoaAccount | undefined,
  actor: AuditActor,
  years: readonly string[],
): HoaAccount {
  if (!account?.ownerUids.includes(actor.uid)) {
    throw new HttpsError('permission-denied', PAYMENT_TEXTS.notOwner);
  }
  const owed = new Set(account.yearsOwed);
  if (!years.every((year) => owed.has(year))) {
    throw new HttpsError('failed-precondition', PAYMENT_TEXTS.yearNotPayable);
  }
  return account;
}

/** Refuses years another payment holds: paid (or being paid), or in a live checkout. */
async function refuseHeldYears(db: Firestore, propertyId: string, years: string[], now: number) {
  const held = await paymentHoldingYears(db, propertyId, years, now);
  if (held?.conflict === 'paid') throw new HttpsError('failed-precondition', PAYMENT_TEXTS.yearNotPayable);
  if (held?.conflict === 'live') throw new HttpsError('already-exists', PAYMENT_TEXTS.duplicate);
}

/**
 * The Checkout Session, keyed by the payment (a retry replays Stripe's first answer). If Stripe
 * cannot be reached the payment is marked failed, so its years are payable again at once.
 */
async function openCheckout(
  db: Firestore,
  { actor, request, paymentRef, expiresAtMs }: Attempt,
  payment: StoredPayment,
  origin: string,
): Promise<CreateHoaPaymentAnswer> {
  const links = checkoutReturnUrls(origin, payment.invoiceNumber, payment.propertyId, payment.payMethod);
  try {
    const session = await stripeClient().checkout.sessions.create(
      checkoutSessionParams(paymentRef.id, payment, { ...links, payerEmail: actor.email, expiresAtMs }),
      { idempotencyKey: paymentRef.id },
    );
    if (!session.url) throw new Error('Stripe answered a Checkout Session without a url');
    await paymentRef.update({ checkoutSessionId: session.id });
    logEvent('payment.checkoutOpened', {
      paymentId: paymentRef.id,
      propertyId: request.propertyId,
      amountCents: payment.amountCents,
    });
    return { url: session.url, paymentId: paymentRef.id, invoiceNumber: payment.invoiceNumber };
  } catch (error) {
    logError('payment.checkoutFailed', error, { paymentId: paymentRef.id });
    // Release the years: nothing was charged, and the resident may try again at once.
    await runTransaction(db, async (tx) => {
      const before = (await tx.get(paymentRef)).data() as StoredPayment | undefined;
      if (before?.status !== 'pending') return;
      const failed = { status: 'failed', failureReason: PAYMENT_TEXTS.stripeUnavailable } as const;
      tx.update(paymentRef, failed);
      countInDeskTotals(tx, db, before, { ...before, ...failed });
    });
    throw new HttpsError('unavailable', PAYMENT_TEXTS.stripeUnavailable);
  }
}

function rateLimitRef(db: Firestore, uid: string) {
  return db.collection(COLLECTIONS.rateLimits).doc(paymentRateLimitId(uid));
}

/** The caller's checkout attempts (epoch ms) within the window, from their rateLimits document. */
function recentAttempts(snap: DocumentSnapshot | undefined, now: number): number[] {
  const attempts = (snap?.get('attempts') as number[] | undefined) ?? [];
  return withinWindow(attempts, now, RATE_LIMIT_WINDOW_MS);
}
