// Pay on a pay link: every Pay needs a live Checkout Session (they expire; the link
// must not), yet two payers opening the same link at once must end up paying once.
//
// How: a transaction reads the charge. A live session (its URL stored, comfortably before its
// expiry) is handed out as it is. Otherwise the transaction claims attempt n+1 (counter and
// expiry on the charge) and commits; the session is then created outside it with idempotency
// key `{paymentId}-{n}` and parameters derived only from the stored charge and the attempt, so a
// caller who arrives while attempt n is being opened joins it and gets Stripe's replay of the
// very same session. The previous session is expired first, so no two are payable at once.
//
// The payer chooses card or bank, and the fee follows: a new attempt prices the charge
// for the way chosen (payMethod, feeCents, totalChargedCents on the charge), a live session is
// handed out only for that same way, and a session opened before a switch and paid anyway
// settles at its own price (domain repricedTotal; settle.ts records what it charged).
import {
  CHECKOUT_LIFETIME_MS,
  MISC_CHARGE_TEXTS,
  PAYMENT_TEXTS,
  type PayMiscChargeAnswer,
  type PaymentStatus,
  type PayMethod,
} from '@lakeside/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import Stripe from 'stripe';
import { logError, logEvent } from '../shared/logs.js';
import { runTransaction } from '../shared/transactions.js';
import { payLinkReturnUrls } from './appLinks.js';
import { checkoutSessionParams } from './checkoutSession.js';
import type { PayLinkAccess } from './payLinks.js';
import { settleCheckout } from './settle.js';
import { checkoutFacts } from './sessionFacts.js';
import { retrieveCheckout, stripeClient } from '../stripe/index.js';
import { pricedFor, pricedMethod, type StoredPayment } from './storedPayment.js';

/** A stored session with less time left than this is not handed out: the payer needs time. */
const LIVE_MARGIN_MS = 5 * 60_000;
/**
 * An attempt whose session is still being opened is joined within this long of its start.
 * Later, its stored expiry may be too close for Stripe's 30-minute minimum (the lifetime is 31
 * minutes), and the opener has given up anyway (the Stripe client's timeout is 20 s).
 */
const JOIN_WINDOW_MS = 30_000;

const CHECKOUT_DESCRIPTOR_SUFFIX = 'HOA CHARGE';

type Plan =
  | { kind: 'live'; url: string }
  | {
      kind: 'open';
      attempt: number;
      expiresAtMs: number;
      origin: string;
      /** the session comes back to the link with its token */
      returnsToken: boolean;
      previousSessionId: string | null;
      /** the charge as this attempt prices it, for the way the payer chose */
      priced: StoredPayment;
    };

/**
 * The refusals of a charge that cannot be paid now; paid first (money wins over a void). Also
 * what the desk's Email link is refused by (emailPayLink.ts): a link is sent only if it can pay.
 */
export function refuseUnpayable(payment: StoredPayment): void {
  if (payment.status === 'completed')
    throw new HttpsError('failed-precondition', MISC_CHARGE_TEXTS.alreadyPaid);
  if (payment.voidedAt) throw new HttpsError('failed-precondition', MISC_CHARGE_TEXTS.voided);
  if (payment.status === 'processing') {
    throw new HttpsError('failed-precondition', MISC_CHARGE_TEXTS.inTransit);
  }
}

/** payMiscCharge: the Checkout Session's URL for an opened link (payLinks.openAccess). */
export async function payMiscCharge(
  db: Firestore,
  { ref, secret, byToken }: PayLinkAccess,
  origin: string,
  payMethod: PayMethod = 'card',
): Promise<PayMiscChargeAnswer> {
  const plan = await runTransaction(db, (tx) => planAttempt(tx, ref, { origin, payMethod, byToken }));
  if (plan.kind === 'live') return { url: plan.url };
  if (plan.previousSessionId) {
    // Close the old session before a new one can be paid; if it was paid meanwhile, say so.
    const settled = await expireQuietly(db, ref.id, plan.previousSessionId);
    if (settled === 'completed' || settled === 'processing') {
      refuseUnpayable((await ref.get()).data() as StoredPayment);
    }
  }
  const session = await createSession(ref, plan, plan.returnsToken ? secret.payToken : undefined);
  const fresh = await runTransaction(db, (tx) => keepSession(tx, ref, plan, session));
  if (fresh) {
    // Voided, paid or superseded while Stripe answered: this session must not be paid.
    await expireQuietly(db, ref.id, session.id);
    refuseUnpayable(fresh);
    throw new HttpsError('aborted', MISC_CHARGE_TEXTS.payFailed);
  }
  logEvent('payLink.checkoutOpened', { paymentId: ref.id, attempt: plan.attempt });
  return { url: session.url! };
}

type OpenPlan = Extract<Plan, { kind: 'open' }>;

/**
 * What this Pay does: hand out the live session of the same way of paying, join the attempt
 * another caller is opening right now, or start the next attempt at the chosen way's price.
 * A session is shared only between payers who return the same way: one that comes back with
 * the token is never handed to an owner or the board, nor theirs to a payer who needs it.
 */
async function planAttempt(
  tx: Transaction,
  ref: DocumentReference,
  { origin, payMethod, byToken }: { origin: string; payMethod: PayMethod; byToken: boolean },
): Promise<Plan> {
  const payment = (await tx.get(ref)).data() as StoredPayment;
  refuseUnpayable(payment);
  const now = Date.now();
  const attempt = payment.checkoutAttempt ?? 0;
  const expiresAtMs = payment.checkoutExpiresAt?.toMillis() ?? 0;
  // a session of the other way of paying is not handed out (its fee is not the one shown), nor
  // one that returns otherwise (above)
  const sameWay = pricedMethod(payment) === payMethod && (payment.checkoutReturnsToken ?? false) === byToken;
  if (attempt > 0 && sameWay && payment.checkoutUrl && expiresAtMs > now + LIVE_MARGIN_MS) {
    return { kind: 'live', url: payment.checkoutUrl };
  }
  const startedAtMs = expiresAtMs - CHECKOUT_LIFETIME_MS;
  const beingOpened =
    attempt > 0 && !payment.checkoutUrl && payment.checkoutOrigin && startedAtMs > now - JOIN_WINDOW_MS;
  if (beingOpened && sameWay && payment.checkoutOrigin) {
    // being opened by another caller right now: the same attempt, so Stripe replays its session
    return {
      kind: 'open',
      attempt,
      expiresAtMs,
      origin: payment.checkoutOrigin,
      returnsToken: byToken,
      previousSessionId: null,
      priced: payment,
    };
  }
  const next = { attempt: attempt + 1, expiresAtMs: now + CHECKOUT_LIFETIME_MS };
  const priced = pricedFor(payment, payMethod);
  tx.update(ref, {
    checkoutAttempt: next.attempt,
    checkoutExpiresAt: Timestamp.fromMillis(next.expiresAtMs),
    checkoutUrl: null,
    // the attempt's return origin is stored, so a joining caller sends Stripe the same URLs
    checkoutOrigin: origin,
    checkoutReturnsToken: byToken,
    payMethod: priced.payMethod,
    feeCents: priced.feeCents,
    totalChargedCents: priced.totalChargedCents,
  });
  return {
    kind: 'open',
    ...next,
    origin,
    returnsToken: byToken,
    previousSessionId: payment.checkoutSessionId,
    priced,
  };
}

/**
 * The attempt's session. Everything sent comes from the stored charge (its invoice, description
 * and amount never change) and the attempt, which fixed its price (see the top of the file).
 */
async function createSession(
  ref: DocumentReference,
  plan: OpenPlan,
  payToken: string | undefined,
): Promise<Stripe.Checkout.Session> {
  try {
    const session = await stripeClient().checkout.sessions.create(
      checkoutSessionParams(ref.id, plan.priced, {
        ...payLinkReturnUrls(plan.origin, ref.id, payToken),
        payerEmail: null,
        expiresAtMs: plan.expiresAtMs,
        descriptorSuffix: CHECKOUT_DESCRIPTOR_SUFFIX,
      }),
      { idempotencyKey: `${ref.id}-${plan.attempt}` },
    );
    if (!session.url) throw new Error('Stripe answered a Checkout Session without a url');
    return session;
  } catch (error) {
    // The charge stays owed and payable: nothing is marked failed, the payer tries again.
    logError('payLink.checkoutFailed', error, { paymentId: ref.id, attempt: plan.attempt });
    throw new HttpsError('unavailable', PAYMENT_TEXTS.stripeUnavailable);
  }
}

/**
 * Keeps the session on the charge: always among its own sessions (even one expired at once,
 * only these may settle it: settle.ts, checkoutMismatches), and as its live one if the attempt
 * is still ours. Answers the charge when it is not (voided, paid or superseded meanwhile).
 */
async function keepSession(
  tx: Transaction,
  ref: DocumentReference,
  plan: OpenPlan,
  session: Stripe.Checkout.Session,
): Promise<StoredPayment | null> {
  const current = (await tx.get(ref)).data() as StoredPayment;
  const stillOurs =
    current.checkoutAttempt === plan.attempt &&
    !current.voidedAt &&
    current.status !== 'completed' &&
    current.status !== 'processing';
  tx.update(ref, {
    checkoutSessionIds: FieldValue.arrayUnion(session.id),
    ...(stillOurs ? { checkoutSessionId: session.id, checkoutUrl: session.url } : {}),
  });
  return stillOurs ? null : current;
}

/**
 * Expires a session, best effort. If it is not open any more it was paid or expired: a paid
 * one is settled (money wins) and its payment's new status answered; otherwise null.
 */
export async function expireQuietly(
  db: Firestore,
  paymentId: string,
  sessionId: string,
): Promise<PaymentStatus | null> {
  try {
    await stripeClient().checkout.sessions.expire(sessionId);
    return null;
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) {
      // Stays open until it expires by itself; if paid meanwhile the webhook settles it.
      logError('payLink.expireFailed', error, { paymentId, sessionId });
      return null;
    }
  }
  try {
    const facts = checkoutFacts(await retrieveCheckout(sessionId));
    if (facts.paymentId !== paymentId || (facts.outcome !== 'paid' && facts.outcome !== 'processing')) {
      return null;
    }
    return (await settleCheckout(db, facts)).status;
  } catch (error) {
    logError('payLink.settleClosedFailed', error, { paymentId, sessionId });
    return null;
  }
}
