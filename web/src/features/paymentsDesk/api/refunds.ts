import {
  COLLECTIONS,
  REFUND_REASONS,
  type RefundPaymentAnswer,
  type RefundPaymentRequest,
} from '@lakeside/domain';
import { collection, getDocs, limit, query, where, type DocumentData } from 'firebase/firestore/lite';
import { callFunction } from '@/lib/firebase/callable';
import { centsField, oneOfField, stringListField, textField } from '@/lib/firebase/converters';
import { getLiteDb } from '@/lib/firebase/firestoreLite';

/** A refund the desk asked for that Stripe never answered: the request to send again, as it was. */
export interface StuckRefund {
  invoiceNumber: string;
  request: RefundPaymentRequest;
}

// refunds/{requestId}: admins read, the functions write.
const stuckRefund = (data: DocumentData, id: string): StuckRefund => ({
  invoiceNumber: textField(data.invoiceNumber),
  request: {
    requestId: id,
    paymentId: textField(data.paymentId),
    amountCents: centsField(data.amountCents),
    reason: oneOfField(data.reason, REFUND_REASONS, 'other'),
    yearsBack: stringListField(data.yearsBack),
    note: textField(data.note),
  },
});

/**
 * The refunds still 'requested': Stripe could not be reached when they were asked for (or has
 * not answered yet), and their amounts stay held. Sending one again is safe: same request, same
 * idempotency key, so Stripe makes it once.
 *
 * A one-shot read through Firestore Lite, like the desk's payments: the desk's code
 * then does not wait for the full SDK, which held back the desk's first open.
 */
export async function listStuckRefunds(): Promise<StuckRefund[]> {
  const snapshot = await getDocs(
    query(collection(getLiteDb(), COLLECTIONS.refunds), where('status', '==', 'requested'), limit(50)),
  );
  return snapshot.docs.map((doc) => stuckRefund(doc.data(), doc.id));
}

// Refunds: asked of Stripe by the functions; the payment changes by webhook.
export function refundPayment(request: RefundPaymentRequest): Promise<RefundPaymentAnswer> {
  return callFunction('refundPayment', request);
}
