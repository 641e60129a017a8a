// A miscellaneous charge's pay link: who may open it, and what its page shows. The
// link carries a secret token, so whoever the board sends it to can pay without an account;
// the property's approved owners and the board need no token. Anything else (a wrong token, an
// unknown charge, an annual payment) answers the same 'not valid', so a link tells nothing it
// does not open.
import {
  COLLECTIONS,
  MISC_CHARGE_TEXTS,
  isMiscCharge,
  type PaymentPrivate,
  type PayLinkView,
  type Property,
} from '@lakeside/domain';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import Stripe from 'stripe';
import { timingSafeEqual } from 'node:crypto';
import { logError } from '../shared/logs.js';
import { settleCheckout } from './settle.js';
import { checkoutFacts } from './sessionFacts.js';
import { isStripeUnavailable, retrieveCheckout } from '../stripe/index.js';
import { pricedMethod, type StoredPayment } from './storedPayment.js';

/** The verified caller, if signed in: only the claims matter here. */
export interface PayLinkCaller {
  uid: string;
  admin: boolean;
  approved: boolean;
}

/** An opened link: the charge, its private half (for the token in the return URLs). */
export interface PayLinkAccess {
  ref: DocumentReference;
  payment: StoredPayment;
  secret: PaymentPrivate;
  /**
   * opened with the token alone, by someone with no right of their own: only their checkout
   * comes back to the link with the token (the board's and the owners' never carry it)
   */
  byToken: boolean;
}

const invalidLink = () => new HttpsError('not-found', MISC_CHARGE_TEXTS.linkInvalid);

/** Constant-time: how much of a guess was right must not show in how long the answer took. */
function sameToken(given: string | undefined, stored: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The charge behind a link, if the caller may pay it: an admin, an approved owner of the
 * property now (the property's ownerUids, kept in step with the owner links, as the rules go by
 * the current owners), or the right token. Every refusal is the same not-found.
 */
export async function openAccess(
  db: Firestore,
  caller: PayLinkCaller | null,
  paymentId: string,
  token: string | undefined,
): Promise<PayLinkAccess> {
  const ref = db.collection(COLLECTIONS.payments).doc(paymentId);
  const [paymentSnap, secretSnap] = await db.getAll(
    ref,
    db.collection(COLLECTIONS.paymentsPrivate).doc(paymentId),
  );
  const payment = paymentSnap?.data() as StoredPayment | undefined;
  const secret = secretSnap?.data() as PaymentPrivate | undefined;
  if (!payment || !secret || !isMiscCharge(payment)) throw invalidLink();
  // the board and the owners pay as themselves: their checkout comes back without the token
  if (caller?.admin) return { ref, payment, secret, byToken: false };
  if (caller?.approved) {
    const property = await db.collection(COLLECTIONS.properties).doc(payment.propertyId).get();
    if ((property.data() as Property | undefined)?.ownerUids?.includes(caller.uid)) {
      return { ref, payment, secret, byToken: false };
    }
  }
  if (sameToken(token, secret.payToken)) return { ref, payment, secret, byToken: true };
  throw invalidLink();
}

/**
 * openPayLink: the pay page's charge. When Stripe's checkout returns to the link with its
 * session, that session is settled first (the same fulfil as the webhook's), so a payer who
 * is not signed in sees "paid" at once instead of waiting for the webhook.
 */
export async function openPayLink(
  db: Firestore,
  caller: PayLinkCaller | null,
  request: { paymentId: string; token?: string | undefined; sessionId?: string | undefined },
): Promise<PayLinkView> {
  const access = await openAccess(db, caller, request.paymentId, request.token);
  if (!request.sessionId) return payLinkView(access.ref.id, access.payment);
  await settleReturn(db, access.ref.id, request.sessionId);
  // read again: settled now, by this call or by the webhook meanwhile
  const fresh = (await access.ref.get()).data() as StoredPayment;
  return payLinkView(access.ref.id, fresh);
}

/**
 * Settles the session a checkout returned with, if it is this charge's. A session of another
 * payment, or one Stripe does not know, is ignored (the page still shows the charge); if
 * Stripe cannot be reached the webhook settles later.
 */
async function settleReturn(db: Firestore, paymentId: string, sessionId: string): Promise<void> {
  let session: Stripe.Checkout.Session;
  try {
    session = await retrieveCheckout(sessionId);
  } catch (error) {
    if (isStripeUnavailable(error)) logError('openPayLink.stripeFailed', error, { paymentId });
    else if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    return;
  }
  const facts = checkoutFacts(session);
  if (facts.paymentId !== paymentId || session.metadata?.paymentId !== paymentId) return;
  await settleCheckout(db, facts);
}

/** What the page may show: never the notes, the token or anyone's e-mail. */
export function payLinkView(paymentId: string, payment: StoredPayment): PayLinkView {
  return {
    paymentId,
    invoiceNumber: payment.invoiceNumber,
    property: payment.property,
    description: payment.description,
    amountCents: payment.amountCents,
    feeCents: payment.feeCents,
    totalChargedCents: payment.totalChargedCents,
    status: payment.status,
    state: payLinkState(payment),
    completedAt: payment.completedAt ? payment.completedAt.toDate().toISOString() : null,
    paymentMethod: payment.paymentMethod,
    payMethod: pricedMethod(payment),
  };
}

/**
 * Paid wins over voided: money that arrived after a void completes the charge (settle.ts), and
 * the payer must see that it was paid.
 */
export function payLinkState(payment: StoredPayment): PayLinkView['state'] {
  if (payment.status === 'completed') return 'paid';
  if (payment.voidedAt) return 'voided';
  if (payment.status === 'processing') return 'processing';
  return 'payable';
}
