import { METHOD_PARAM, PROPERTY_PARAM, ROUTES, payLinkPath, type PayMethod } from '@lakeside/domain';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { allowedOrigins, ownOrigin } from '../shared/appOrigins.js';

/**
 * The app's origin for a callable's caller: its Origin header only if it is one of the app's
 * own (shared/appOrigins.ts), so nobody can make a checkout return to a site of their choosing.
 */
export function appOrigin(request: Pick<CallableRequest<unknown>, 'rawRequest'>): string {
  const origin = request.rawRequest.headers.origin;
  if (typeof origin === 'string' && allowedOrigins().includes(origin)) return origin;
  return ownOrigin();
}

/**
 * Where Stripe's checkout sends the payer back (DESIGN.md §5): the success page gets the
 * session id (Stripe fills in the literal placeholder) and the invoice, the cancel page the
 * invoice; both the property, so their way back to My HOA Account shows the property just paid
 * for; the success page also whether a bank debit was submitted. Paths from the one route table.
 */
export function checkoutReturnUrls(
  origin: string,
  invoiceNumber: string,
  propertyId: string,
  payMethod: PayMethod = 'card',
) {
  const invoice = encodeURIComponent(invoiceNumber);
  const property = `${PROPERTY_PARAM}=${encodeURIComponent(propertyId)}`;
  // a bank debit is submitted, not paid: the page says so before it has asked Stripe anything
  const method = payMethod === 'bank' ? `&${METHOD_PARAM}=bank` : '';
  return {
    successUrl: `${origin}${ROUTES.paymentSuccess}?session_id={CHECKOUT_SESSION_ID}&invoice=${invoice}&${property}${method}`,
    cancelUrl: `${origin}${ROUTES.paymentCanceled}?invoice=${invoice}&${property}`,
  };
}

/**
 * Where a pay link's checkout sends the payer back: the link itself, with the token only for a
 * payer who opened it with the token alone (they need it to see the charge again; an owner's or
 * the board's checkout never hands it out), and the session on success so the page settles it
 * at once (Stripe fills in the literal placeholder).
 */
export function payLinkReturnUrls(origin: string, paymentId: string, token: string | undefined) {
  const link = `${origin}${payLinkPath(paymentId, token)}`;
  return { successUrl: `${link}&session_id={CHECKOUT_SESSION_ID}`, cancelUrl: link };
}
