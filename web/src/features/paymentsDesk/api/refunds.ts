import {
  COLLECTIONS,
  REFUND_REASONS,
  type RefundPaymentAnswer,
  type RefundPaymentRequest,
} from '@lakeside/domain';
import { collection, getDocs, limit, query, where } from 'firebase/firestore';
import { callFunction } from '@/lib/firebase/callable';
import {
  centsField,
  oneOfField,
  readOnlyConverter,
  stringListField,
  textField,
} from '@/lib/firebase/converters';
import { getDb } from '@/lib/firebase/firestore';

/** A refund the desk asked for that Stripe never answered: the request to send again, as it was. */
export interface StuckRefund {
  invoiceNumber: string;
  request: RefundPaymentRequest;
}

// refunds/{requestId}: admins read, the functions write.
const stuckConverter = readOnlyConverter<StuckRefund>('Refund requests', (data, id) => ({
  invoiceNumber: textField(data.invoiceNumber),
  request: {
    requestId: id,
    paymentId: textField(data.paymentId),
    amountCents: centsField(data.amountCents),
    reason: oneOfField(data.reason, REFUND_REASONS, 'other'),
    yearsBack: stringListField(data.yearsBack),
    note: textField(data.note),
  },
}));

/**
 * The refunds still 'requested': Stripe could not be reached when they were asked for (or has
 * not answered yet), and their amounts stay held. Sending one again is safe: same request, same
 * idempotency key, so Stripe makes it once.
 */
export async function listStuckRefunds(): Promise<StuckRefund[]> {
  const snapshot = await getDocs(
    query(
      collection(getDb(), COLLECTIONS.refunds).withConverter(stuckConverter),
      where('status', '==', 'requested'),
      limit(50),
    ),
  );
  return snapshot.docs.map((doc) => doc.data());
}

// Refunds (issue 31): asked of Stripe by the functions; the payment changes by webhook.
export function refundPayment(request: RefundPaymentRequest): Promise<RefundPaymentAnswer> {
  return callFunction('refundPayment', request);
}
