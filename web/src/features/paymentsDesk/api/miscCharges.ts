import {
  COLLECTIONS,
  type CreateHoaPaymentAnswer,
  type CreateMiscChargeRequest,
  type EmailPayLinkAnswer,
  type VoidMiscChargeAnswer,
} from '@lakeside/domain';
import { doc, getDoc } from 'firebase/firestore/lite';
import { callFunction } from '@/lib/firebase/callable';
import { getLiteDb } from '@/lib/firebase/firestoreLite';

// The board's miscellaneous charges: created and voided by the functions; the pay
// link's secret lives in paymentsPrivate/{id}, which only admins may read. The only place the
// web app spells that collection's path.

/** create-hoa-payment with charge_type 'miscellaneous' (spec §7): answers the pay link. */
export function createMiscCharge(request: CreateMiscChargeRequest): Promise<CreateHoaPaymentAnswer> {
  return callFunction('createHoaPayment', request);
}

export function voidMiscCharge(paymentId: string): Promise<VoidMiscChargeAnswer> {
  return callFunction('voidMiscCharge', { paymentId });
}

/** E-mails an unpaid charge's pay link to its property's owners. */
export function emailPayLink(paymentId: string): Promise<EmailPayLinkAnswer> {
  return callFunction('emailPayLink', { paymentId });
}

/**
 * The charge's pay-link token, or null when it has none (not a misc charge). Firestore Lite, as
 * every read of the desk's (refunds.ts): a secret nobody needs offline, and no full SDK to wait for.
 */
export async function readPayToken(paymentId: string): Promise<string | null> {
  const snapshot = await getDoc(doc(getLiteDb(), COLLECTIONS.paymentsPrivate, paymentId));
  const token: unknown = snapshot.get('payToken');
  return typeof token === 'string' && token ? token : null;
}
