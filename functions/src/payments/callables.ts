import {
  PAYMENT_MESSAGES,
  cancelCheckoutSchema,
  confirmCheckoutSchema,
  createHoaPaymentSchema,
  type CallableAnswer,
} from '@lakeside/domain';
import { onCall } from 'firebase-functions/v2/https';
import { adminDb } from '../shared/admin.js';
import { callerClaims, requireApproved } from '../shared/caller.js';
import { parsePayload, toHttpsError } from '../shared/errors.js';
import { appOrigin } from './appLinks.js';
import { cancelCheckout as cancel, confirmCheckout as confirm } from './confirmAndCancel.js';
import { startAnnualPayment } from './startAnnualPayment.js';
import { stripeSecretKey } from './stripeClient.js';

const withStripe = { secrets: [stripeSecretKey] };

/** create-hoa-payment (spec §7), annual dues: an approved owner of the property. */
export const createHoaPayment = onCall<unknown, Promise<CallableAnswer<'createHoaPayment'>>>(
  withStripe,
  async (request) => {
    const actor = requireApproved(request.auth, PAYMENT_MESSAGES);
    const payload = parsePayload(createHoaPaymentSchema(), request.data);
    try {
      return await startAnnualPayment(adminDb(), actor, payload, appOrigin(request));
    } catch (error) {
      throw toHttpsError(error, PAYMENT_MESSAGES.initiateFailed);
    }
  },
);

/** The success page settles its payment if the webhook has not (DESIGN.md §5). */
export const confirmCheckout = onCall<unknown, Promise<CallableAnswer<'confirmCheckout'>>>(
  withStripe,
  async (request) => {
    const actor = requireApproved(request.auth, PAYMENT_MESSAGES);
    const { sessionId } = parsePayload(confirmCheckoutSchema(), request.data);
    try {
      return await confirm(adminDb(), { ...actor, admin: callerClaims(request.auth).admin }, sessionId);
    } catch (error) {
      throw toHttpsError(error, PAYMENT_MESSAGES.confirmFailed);
    }
  },
);

/** The cancel page releases the checkout's years at once. */
export const cancelCheckout = onCall<unknown, Promise<CallableAnswer<'cancelCheckout'>>>(
  withStripe,
  async (request) => {
    const actor = requireApproved(request.auth, PAYMENT_MESSAGES);
    const { invoiceNumber } = parsePayload(cancelCheckoutSchema(), request.data);
    try {
      return await cancel(adminDb(), { ...actor, admin: callerClaims(request.auth).admin }, invoiceNumber);
    } catch (error) {
      throw toHttpsError(error, PAYMENT_MESSAGES.initiateFailed);
    }
  },
);
