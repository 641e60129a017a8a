import type { RecordPaymentAnswer, RecordPaymentRequest, VoidRecordedPaymentAnswer } from '@lakeside/domain';
import { callFunction } from '@/lib/firebase/callable';

// Recorded payments: a check, cash, money order or transfer the board received,
// recorded and voided by the functions.

export function recordPayment(request: RecordPaymentRequest): Promise<RecordPaymentAnswer> {
  return callFunction('recordPayment', request);
}

export function voidRecordedPayment(paymentId: string, reason: string): Promise<VoidRecordedPaymentAnswer> {
  return callFunction('voidRecordedPayment', { paymentId, reason });
}
