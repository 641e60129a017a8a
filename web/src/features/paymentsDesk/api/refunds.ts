import type { RefundPaymentAnswer, RefundPaymentRequest } from '@lakeside/domain';
import { callFunction } from '@/lib/firebase/callable';

// Refunds (issue 31): asked of Stripe by the functions; the payment changes by webhook.
export function refundPayment(request: RefundPaymentRequest): Promise<RefundPaymentAnswer> {
  return callFunction('refundPayment', request);
}
