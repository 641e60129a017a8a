// The payer's callables: the owner's checkout (its success and cancel pages) and a charge's pay link.
import {
  MISC_CHARGE_TEXTS,
  PAYMENT_TEXTS,
  cancelCheckoutSchema,
  confirmCheckoutSchema,
  payLinkRequestSchema,
  payMiscChargeSchema,
  type CallableAnswer,
} from '@lakeside/domain';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { adminDb } from '../shared/admin.js';
import { CALLABLE_OPTIONS, onAppCall } from '../shared/callableOptions.js';
import { callerClaims, currentCallerClaims, requireApproved } from '../shared/caller.js';
import { parsePayload, toHttpsError } from '../shared/errors.js';
import { stripeSecretKey } from '../stripe/index.js';
import { appOrigin } from './appLinks.js';
import { cancelCheckout as cancel, confirmCheckout as confirm } from './confirmAndCancel.js';
import { payMiscCharge as pay } from './payLinkCheckout.js';
import { openAccess, openPayLink as open, type PayLinkCaller } from './payLinks.js';

const withStripe = { ...CALLABLE_OPTIONS, secrets: [stripeSecretKey] };

/** The success page settles its payment if the webhook has not (DESIGN.md §5). */
export const confirmCheckout = onAppCall<CallableAnswer<'confirmCheckout'>>(withStripe, async (request) => {
  const actor = await requireApproved(request.auth, PAYMENT_TEXTS);
  const { sessionId } = parsePayload(confirmCheckoutSchema(), request.data);
  try {
    return await confirm(adminDb(), { ...actor, admin: callerClaims(request.auth).admin }, sessionId);
  } catch (error) {
    throw toHttpsError(error, PAYMENT_TEXTS.confirmFailed);
  }
});

/** The cancel page releases the checkout's years at once. */
export const cancelCheckout = onAppCall<CallableAnswer<'cancelCheckout'>>(withStripe, async (request) => {
  const actor = await requireApproved(request.auth, PAYMENT_TEXTS);
  const { invoiceNumber } = parsePayload(cancelCheckoutSchema(), request.data);
  try {
    return await cancel(adminDb(), { ...actor, admin: callerClaims(request.auth).admin }, invoiceNumber);
  } catch (error) {
    throw toHttpsError(error, PAYMENT_TEXTS.initiateFailed);
  }
});

/**
 * A pay link's caller: anyone, signed in or not (the token, or who they are, decides); a revoked
 * session is a stranger, whom only the token lets in.
 */
async function payLinkCaller(auth: CallableRequest['auth']): Promise<PayLinkCaller | null> {
  const claims = await currentCallerClaims(auth);
  return auth && claims ? { uid: auth.uid, ...claims } : null;
}

/** The pay page's charge: the token, an admin or an approved owner of the property. */
export const openPayLink = onAppCall<CallableAnswer<'openPayLink'>>(withStripe, async (request) => {
  const payload = parsePayload(payLinkRequestSchema(), request.data);
  try {
    return await open(adminDb(), await payLinkCaller(request.auth), payload);
  } catch (error) {
    throw toHttpsError(error, MISC_CHARGE_TEXTS.openFailed);
  }
});

/** The pay page's Pay: a live Checkout Session for the charge (payLinkCheckout.ts). */
export const payMiscCharge = onAppCall<CallableAnswer<'payMiscCharge'>>(withStripe, async (request) => {
  const { paymentId, token, payMethod } = parsePayload(payMiscChargeSchema(), request.data);
  try {
    const access = await openAccess(adminDb(), await payLinkCaller(request.auth), paymentId, token);
    return await pay(adminDb(), access, appOrigin(request), payMethod);
  } catch (error) {
    throw toHttpsError(error, MISC_CHARGE_TEXTS.payFailed);
  }
});
