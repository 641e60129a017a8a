// The board's callables at the payments desk (and createHoaPayment, whose one name serves two
// callers, spec §7: an owner's annual dues checkout, the payments feature's, and the board's
// miscellaneous charge, the desk's).
import {
  DESK_TOTALS_TEXTS,
  MISC_CHARGE_TEXTS,
  PAYMENT_TEXTS,
  RECORDED_PAYMENT_TEXTS,
  REFUND_TEXTS,
  createHoaPaymentSchema,
  createMiscChargeSchema,
  recordPaymentSchema,
  refundPaymentSchema,
  voidMiscChargeSchema,
  voidRecordedPaymentSchema,
  type CallableAnswer,
} from '@lakeside/domain';
import { appOrigin, recountDeskTotals as recount, startAnnualPayment } from '../payments/index.js';
import { adminDb } from '../shared/admin.js';
import { CALLABLE_OPTIONS, onAppCall } from '../shared/callableOptions.js';
import { requireAdmin, requireApproved } from '../shared/caller.js';
import { parsePayload, toHttpsError } from '../shared/errors.js';
import { stripeSecretKey } from '../stripe/index.js';
import { createMiscCharge, voidMiscCharge as voidCharge } from './miscCharges.js';
import { recordPayment as record, voidRecordedPayment as voidRecorded } from './recordedPayments.js';
import { requestRefund } from './refunds.js';

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

function isMiscRequest(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { chargeType?: unknown }).chargeType === 'miscellaneous'
  );
}

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

/** The desk records a check, cash, money order or bank transfer received. */
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

/** The desk voids a recorded payment entered by mistake, with a reason. */
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

/** The desk gives back all or part of a completed online payment (refunds.ts). */
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
