import {
  DESK_TOTALS_TEXTS,
  MISC_CHARGE_TEXTS,
  PAYMENT_TEXTS,
  RECORDED_PAYMENT_TEXTS,
  REFUND_TEXTS,
  recordPaymentSchema,
  refundPaymentSchema,
  voidRecordedPaymentSchema,
  cancelCheckoutSchema,
  confirmCheckoutSchema,
  createHoaPaymentSchema,
  createMiscChargeSchema,
  payLinkRequestSchema,
  payMiscChargeSchema,
  voidMiscChargeSchema,
  type CallableAnswer,
} from '@lakeside/domain';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { adminDb } from '../shared/admin.js';
import { callerClaims, currentCallerClaims, requireAdmin, requireApproved } from '../shared/caller.js';
import { parsePayload, toHttpsError } from '../shared/errors.js';
import { appOrigin } from './appLinks.js';
import { cancelCheckout as cancel, confirmCheckout as confirm } from './confirmAndCancel.js';
import { createMiscCharge, voidMiscCharge as voidCharge } from './miscCharges.js';
import { payMiscCharge as pay } from './payLinkCheckout.js';
import { recordPayment as record, voidRecordedPayment as voidRecorded } from './recordedPayments.js';
import { requestRefund } from './refunds.js';
import { recountDeskTotals as recount } from './deskTotals.js';
import { openAccess, openPayLink as open, type PayLinkCaller } from './payLinks.js';
import { startAnnualPayment } from './startAnnualPayment.js';
import { stripeSecretKey } from './stripeClient.js';
import { CALLABLE_OPTIONS, onAppCall } from '../shared/callableOptions.js';

const withStripe = { ...CALLABLE_OPTIONS, secrets: [stripeSecretKey] };

/**
 * create-hoa-payment (spec §7): annual dues by an approved owner of the property, or with
 * chargeType 'miscellaneous' a charge by an admin (answering its pay link; no Stripe call).
 */
export const createHoaPayment = onAppCall<CallableAnswer<'createHoaPayment'>>(withStripe, async (request) => {
  if (isMiscRequest(request.data)) {
    const admin = await requireAdmin(request.auth, MISC_CHARGE_TEXTS);
    const payload = parsePayload(createMiscChargeSchema(), request.data);
    try {
      return await createMiscCharge(adminDb(), admin, payload, appOrigin(request));
    } catch (error) {
      throw toHttpsError(error, MISC_CHARGE_TEXTS.createFailed);
    }
  }
  const actor = await requireApproved(request.auth, PAYMENT_TEXTS);
  const payload = parsePayload(createHoaPaymentSchema(), request.data);
  try {
    return await startAnnualPayment(adminDb(), actor, payload, appOrigin(request));
  } catch (error) {
    throw toHttpsError(error, PAYMENT_TEXTS.initiateFailed);
  }
});

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

function isMiscRequest(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { chargeType?: unknown }).chargeType === 'miscellaneous'
  );
}

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

/** The board voids an unpaid miscellaneous charge. */
export const voidMiscCharge = onAppCall<CallableAnswer<'voidMiscCharge'>>(withStripe, async (request) => {
  await requireAdmin(request.auth, {
    signInRequired: MISC_CHARGE_TEXTS.voidSignInRequired,
    notAdmin: MISC_CHARGE_TEXTS.voidNotAdmin,
  });
  const { paymentId } = parsePayload(voidMiscChargeSchema(), request.data);
  try {
    return await voidCharge(adminDb(), paymentId);
  } catch (error) {
    throw toHttpsError(error, MISC_CHARGE_TEXTS.voidFailed);
  }
});

/** The desk records a check, cash, money order or bank transfer received (issue 30). */
export const recordPayment = onAppCall<CallableAnswer<'recordPayment'>>(CALLABLE_OPTIONS, async (request) => {
  const admin = await requireAdmin(request.auth, {
    signInRequired: RECORDED_PAYMENT_TEXTS.signInRequired,
    notAdmin: RECORDED_PAYMENT_TEXTS.notAdmin,
  });
  const payload = parsePayload(recordPaymentSchema(new Date()), request.data);
  try {
    return await record(adminDb(), admin, payload);
  } catch (error) {
    throw toHttpsError(error, RECORDED_PAYMENT_TEXTS.recordFailed);
  }
});

/** The desk voids a recorded payment entered by mistake, with a reason (issue 30). */
export const voidRecordedPayment = onAppCall<CallableAnswer<'voidRecordedPayment'>>(
  CALLABLE_OPTIONS,
  async (request) => {
    const admin = await requireAdmin(request.auth, {
      signInRequired: RECORDED_PAYMENT_TEXTS.signInRequired,
      notAdmin: RECORDED_PAYMENT_TEXTS.voidNotAdmin,
    });
    const { paymentId, reason } = parsePayload(voidRecordedPaymentSchema(), request.data);
    try {
      return await voidRecorded(adminDb(), admin, paymentId, reason);
    } catch (error) {
      throw toHttpsError(error, RECORDED_PAYMENT_TEXTS.voidFailed);
    }
  },
);

/** The desk gives back all or part of a completed online payment (issue 31, refunds.ts). */
export const refundPayment = onAppCall<CallableAnswer<'refundPayment'>>(withStripe, async (request) => {
  const admin = await requireAdmin(request.auth, {
    signInRequired: REFUND_TEXTS.signInRequired,
    notAdmin: REFUND_TEXTS.notAdmin,
  });
  const payload = parsePayload(refundPaymentSchema(), request.data);
  try {
    return await requestRefund(adminDb(), admin, payload);
  } catch (error) {
    throw toHttpsError(error, REFUND_TEXTS.refundFailed);
  }
});

/**
 * The desk's Refresh, and its open while no recount has run: Total Revenue and Pending Payments
 * summed again from every payment and kept (deskTotals.ts).
 */
export const recountDeskTotals = onAppCall<CallableAnswer<'recountDeskTotals'>>(
  CALLABLE_OPTIONS,
  async (request) => {
    await requireAdmin(request.auth, DESK_TOTALS_TEXTS);
    try {
      return await recount(adminDb());
    } catch (error) {
      throw toHttpsError(error, DESK_TOTALS_TEXTS.recountFailed);
    }
  },
);
