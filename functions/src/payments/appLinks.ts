import { ROUTES, payLinkPath } from '@lakeside/domain';
import type { CallableRequest } from 'firebase-functions/v2/https';

/**
 * The origins the app is served from, where Stripe may send the payer back: APP_ORIGINS
 * (comma-separated; the functions build writes the emulator's into .env.local) or, deployed,
 * the project's two Hosting domains. A caller's Origin header is used only if it is one of
 * them, so nobody can make a checkout return to a site of their choosing.
 */
function allowedOrigins(): string[] {
  const configured = (process.env.APP_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (configured.length > 0) return configured;
  const project = process.env.GCLOUD_PROJECT;
  return project ? [`https://${project}.web.app`, `https://${project}.firebaseapp.com`] : [];
}

export function appOrigin(request: Pick<CallableRequest<unknown>, 'rawRequest'>): string {
  const allowed = allowedOrigins();
  const origin = request.rawRequest.headers.origin;
  if (typeof origin === 'string' && allowed.includes(origin)) return origin;
  const first = allowed[0];
  if (!first) throw new Error('No app origin: set APP_ORIGINS');
  return first;
}

/**
 * Where Stripe's checkout sends the payer back (DESIGN.md §5): the success page gets the
 * session id (Stripe fills in the literal placeholder) and the invoice, the cancel page the
 * invoice. Paths from the one route table.
 */
export function checkoutReturnUrls(origin: string, invoiceNumber: string) {
  const invoice = encodeURIComponent(invoiceNumber);
  return {
    successUrl: `${origin}${ROUTES.paymentSuccess}?session_id={CHECKOUT_SESSION_ID}&invoice=${invoice}`,
    cancelUrl: `${origin}${ROUTES.paymentCanceled}?invoice=${invoice}`,
  };
}

/**
 * Where a pay link's checkout sends the payer back: the link itself, token included (a payer
 * who is not signed in needs it to see the charge), with the session on success so the page
 * settles it at once (Stripe fills in the literal placeholder).
 */
export function payLinkReturnUrls(origin: string, paymentId: string, token: string) {
  const link = `${origin}${payLinkPath(paymentId, token)}`;
  return { successUrl: `${link}&session_id={CHECKOUT_SESSION_ID}`, cancelUrl: link };
}
